"""Questions that name cards, end to end through `juez buscar` and `juez regla` (in-process, on
the session's index, a fresh store, the fake Scryfall on loopback): the card before the rules,
`--json` with the card fields added, rule numbers untouched, and offline answers from the
saved cards or, without them, the plain search."""

from __future__ import annotations

import json
import re

import pytest

from bot.terminal import cli
from index.lookups.answers import LookupResult

# About the card's rules, not a play the engine runs (that one leads with its verdict:
# test_a_play_naming_the_card_leads_with_the_verdict_then_the_card).
QUESTION = "¿Cómo funciona el arrollar de Colossal Dreadmaw si lo bloquea una 1/1?"
OFFLINE = "http://127.0.0.1:9"  # the discard port: nothing listens


@pytest.fixture
def juez(data_dir, tmp_path, capsys, monkeypatch, scryfall):
    """`juez ...` in-process; returns (exit code, stdout, stderr)."""
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", scryfall.url)
    monkeypatch.setenv("JUEZ_DB_PATH", str(tmp_path / "juez.sqlite3"))

    def run(*args: str) -> tuple[int, str, str]:
        code = cli.main(["--datos", str(data_dir), *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def _rules(text: str) -> list[str]:
    """The rule numbers a search answer lists (after the cards shown before it)."""
    return re.findall(r"\b(\d{3}\.\d+[a-z]?)\b", text.split("Resultados para", 1)[-1])


# Which of the card's rules comes first is the search's ranking, tested on the bundled rules
# (tests/index/search/test_search_hints.py, tests/bot/cards/test_service.py); here: that they
# are there.


def test_a_play_naming_the_card_leads_with_the_verdict_then_the_card(juez, scryfall):
    """Issue 48: a play the engine reads whole is answered first; the card and the rules
    follow."""
    code, out, err = juez(
        "buscar", "Si bloqueo a Colossal Dreadmaw con una criatura 1/1, ¿cuánto daño recibo?"
    )
    assert code == 0 and err == ""
    assert out.startswith("Veredicto del motor de reglas (ha leído todo el texto de las cartas)")
    assert "Jugador defensor: 20 → 15 vidas" in out  # trample: 1 to the 1/1, 5 to me
    card = out.index("Carta: Colossal Dreadmaw")
    assert 0 == out.index("Veredicto") < card < out.index("Resultados para")


def test_buscar_shows_the_card_then_its_keywords_rules(juez, scryfall):
    code, out, err = juez("buscar", QUESTION)
    assert code == 0 and err == ""
    # The bundled data names the card, with its printed Spanish name.
    assert out.startswith("Carta: Colossal Dreadmaw · Fauces pavorosas colosal {4}{G}{G}")
    assert "Creature — Dinosaur" in out and "6/6" in out
    assert "Qué hace: palabra clave: Arrollar (702.19)" in out  # what the card does
    assert any(rule.startswith("702.19") for rule in _rules(out))
    assert scryfall.requests == []  # the bundled data knew the name: nothing asked


def test_json_adds_the_cards_and_keeps_every_field_of_the_search(juez):
    code, out, _ = juez("buscar", "--json", QUESTION)
    data = json.loads(out)
    assert code == 0 and set(LookupResult.model_fields) <= set(data)
    assert data["query"] == QUESTION and data["search"] is True
    assert any(hit["id"].startswith("702.19") for hit in data["results"])
    [named] = data["cards"]
    assert named["name"] == "Colossal Dreadmaw" and named["typed"] == "Colossal Dreadmaw"
    assert {"label": "palabra clave: Arrollar", "rules": ["702.19"]} in named["kinds"]
    card = named["card"]  # as `juez carta --json` gives it
    assert card["name"] == "Colossal Dreadmaw" and card["keywords"] == ["Trample"]
    assert card["faces"][0]["oracle_text"].startswith("Trample")
    assert data["meetings"] == []  # one card meets no other


def test_regla_by_text_uses_the_card_too(juez):
    code, out, _ = juez("regla", QUESTION)
    assert code == 0 and out.startswith("Carta: Colossal Dreadmaw")
    assert any(rule.startswith("702.19") for rule in _rules(out))


def test_a_rule_number_or_a_question_without_names_asks_for_no_card(juez, scryfall):
    code, out, _ = juez("regla", "702.19")
    assert code == 0 and "Carta:" not in out and "702.19" in out
    code, out, _ = juez("buscar", "--json", "qué pasa si robo sin cartas en la biblioteca")
    assert code == 0 and json.loads(out)["cards"] == []
    assert scryfall.requests == []


def test_offline_the_card_comes_from_the_bundled_data(juez, monkeypatch):
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", OFFLINE)
    code, out, err = juez("buscar", "--json", QUESTION)
    data = json.loads(out)
    assert code == 0 and err == ""
    assert [c["name"] for c in data["cards"]] == ["Colossal Dreadmaw"]
    assert data["cards"][0]["card"]["oracle_id"] == "nombre:Colossal Dreadmaw"  # the data's id
    assert data["cards"][0]["kinds"][0]["rules"] == ["702.19"]


def test_offline_a_card_missing_from_the_data_is_said_and_the_search_goes_on(juez, monkeypatch):
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", OFFLINE)
    question = "Si bloqueo a Zorblax Qwimbly con una criatura 1/1, ¿cuánto daño recibo?"
    code, out, err = juez("buscar", "--json", question)
    data = json.loads(out)
    assert code == 0 and err == ""
    assert set(data) == set(LookupResult.model_fields) | {"unknown_cards"}
    assert data["cards"] == [] and data["unknown_cards"] == ["Zorblax Qwimbly"]
    assert data["results"] and data["query"] == question
    code, out, _ = juez("buscar", question)
    assert code == 0 and "Carta:" not in out and "Resultados para" in out
    assert "No encuentro ninguna carta llamada «Zorblax Qwimbly»" in out


def test_offline_a_saved_card_still_counts(juez, monkeypatch):
    assert juez("carta", "Colossal Dreadmaw")[0] == 0  # saved in the store
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", OFFLINE)
    code, out, _ = juez("buscar", QUESTION)
    assert code == 0 and out.startswith("Carta: Colossal Dreadmaw")
    assert any(rule.startswith("702.19") for rule in _rules(out))


def test_a_broken_store_leaves_the_plain_answer(juez, monkeypatch, tmp_path):
    # The store's path is a folder: it cannot be opened, and the cards are only an extra.
    (tmp_path / "folder.sqlite3").mkdir()
    monkeypatch.setenv("JUEZ_DB_PATH", str(tmp_path / "folder.sqlite3"))
    code, out, err = juez("buscar", QUESTION)
    assert code == 0 and "Resultados para" in out and "Traceback" not in out + err
