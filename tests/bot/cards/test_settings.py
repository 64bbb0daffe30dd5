"""JUEZ_SCRYFALL_URL and JUEZ_CARD_CACHE_DAYS: defaults, checks in Spanish, documented."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.settings import CardSettings, Settings

ROOT = Path(__file__).resolve().parents[3]


def test_defaults_are_the_public_api_and_a_week(monkeypatch):
    monkeypatch.delenv("JUEZ_SCRYFALL_URL", raising=False)
    monkeypatch.delenv("JUEZ_CARD_CACHE_DAYS", raising=False)
    settings = Settings(_env_file=None)
    assert settings.scryfall_url == "https://api.scryfall.com"
    assert settings.card_cache_days == 7.0


def test_a_local_address_for_tests_or_a_mirror(monkeypatch):
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", " http://127.0.0.1:8080/api/ ")
    monkeypatch.setenv("JUEZ_CARD_CACHE_DAYS", "1.5")
    settings = CardSettings(_env_file=None)
    assert settings.scryfall_url == "http://127.0.0.1:8080/api"
    assert settings.card_cache_days == 1.5


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("JUEZ_SCRYFALL_URL", "api.scryfall.com", "por ejemplo https://api.scryfall.com"),
        ("JUEZ_SCRYFALL_URL", "ftp://x", "dirección de la API de Scryfall"),
        ("JUEZ_CARD_CACHE_DAYS", "siete", "número de días"),
        ("JUEZ_CARD_CACHE_DAYS", "0", "de más de 0 a 365"),
    ],
)
def test_bad_values_are_explained_in_spanish(monkeypatch, name, value, message):
    monkeypatch.setenv(name, value)
    with pytest.raises(ValidationError, match=message):
        CardSettings(_env_file=None)


def test_env_example_documents_both():
    text = (ROOT / ".env.example").read_text(encoding="utf-8")
    assert "JUEZ_SCRYFALL_URL=" in text and "JUEZ_CARD_CACHE_DAYS=" in text
