"""`bot.cards.refresh`: AtomicCards downloaded from a loopback server, converted, and put in
place only when it converted and looks whole; every failure keeps the data in use."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from bot.cards.refresh import (
    SOURCE_NOTE,
    CardRefreshError,
    card_data_status,
    refresh_cards,
    restore_bundled,
)
from index.cards.mtgjson import downloaded_cards
from index.cards.records import BUNDLED, read_cards
from tests.bot.cards.atomic_server import Served, closed_port, serving
from tests.index.cards.atomic_sample import META, atomic_file

FEW = 3  # the sample has 7 cards: enough for a test's minimum, not for the real one


def _json(data: object) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def _refresh(data_dir: Path, url: str, *, min_cards: int = FEW):
    return refresh_cards(data_dir, url, timeout=5, min_cards=min_cards)


@pytest.mark.parametrize("gz", [True, False], ids=["gzip", "plain"])
def test_a_download_replaces_the_data_and_reads_back(tmp_path: Path, gz: bool) -> None:
    body = gzip.compress(_json(atomic_file())) if gz else _json(atomic_file())
    with serving({"/AtomicCards.json": Served(body)}) as base:
        report = _refresh(tmp_path, f"{base}/AtomicCards.json")
    target = downloaded_cards(tmp_path)
    assert report.path == target and report.downloaded_bytes == len(body)
    names = {card.name for card in read_cards(target)}
    assert "Fire // Ice" in names and len(names) == report.conversion.cards == 7
    note = json.loads((target.parent / SOURCE_NOTE).read_text(encoding="utf-8"))
    assert note["date"] == META["date"] and note["url"].endswith("/AtomicCards.json")
    # Nothing temporary is left beside it.
    assert {p.name for p in target.parent.iterdir()} == {SOURCE_NOTE, target.name}


def test_status_names_the_file_in_use_then_restore_goes_back_to_the_bundle(
    tmp_path: Path,
) -> None:
    before = card_data_status(tmp_path)
    assert before.bundled and before.path == BUNDLED and before.cards > 30_000
    assert 0 < before.with_name_es < before.cards
    with serving({"/a.json": Served(_json(atomic_file()))}) as base:
        _refresh(tmp_path, f"{base}/a.json")
    after = card_data_status(tmp_path)
    assert not after.bundled and after.path == downloaded_cards(tmp_path)
    assert (after.cards, after.with_name_es, after.date) == (7, 3, META["date"])
    assert restore_bundled(tmp_path) is True and card_data_status(tmp_path).bundled
    assert restore_bundled(tmp_path) is False


@pytest.fixture
def old_data(tmp_path: Path) -> bytes:
    """A refreshed file already in place: each failure below must leave it byte for byte."""
    with serving({"/a.json": Served(_json(atomic_file()))}) as base:
        _refresh(tmp_path, f"{base}/a.json")
    return downloaded_cards(tmp_path).read_bytes()


def _cut_gzip() -> bytes:
    whole = gzip.compress(_json(atomic_file()))
    return whole[: len(whole) * 2 // 3]


FAILURES = {
    "404": (Served(b"not here", status=404), "respondió 404"),
    "500": (Served(b"oops", status=500), "respondió 500"),
    "truncated gzip": (Served(_cut_gzip()), "cortado o dañado"),
    "invalid json": (Served(b'{"meta": {}, "data": {"A": [{]}}'), "JSON inválido"),
    "html page": (Served(b"<html>maintenance</html>"), "No es un archivo AtomicCards"),
    "too few cards": (
        Served(
            _json(
                {
                    "meta": META,
                    "data": {k: v for k, v in atomic_file()["data"].items() if k == "Serra Angel"},
                }
            )
        ),
        "solo trae 1 cartas",
    ),  # fmt: skip
    "cut transfer": (Served(b'{"meta": {}, "da', claimed_length=10_000), "se cortó"),
    "empty": (Served(b""), "sin contenido"),
}


@pytest.mark.parametrize("case", FAILURES, ids=list(FAILURES))
def test_a_failure_keeps_the_old_data_and_says_why(tmp_path: Path, old_data: bytes, case) -> None:
    served, said = FAILURES[case]
    with serving({"/a.json": served}) as base, pytest.raises(CardRefreshError) as caught:
        _refresh(tmp_path, f"{base}/a.json")
    message = str(caught.value)
    assert message.startswith("No se actualizaron las cartas:") and said in message
    assert "Se siguen usando los descargados antes (MTGJSON 2026-07-01)" in message
    assert caught.value.exit_code == 1
    assert downloaded_cards(tmp_path).read_bytes() == old_data
    # Nothing temporary is left beside it.
    assert {p.name for p in downloaded_cards(tmp_path).parent.iterdir()} == {
        SOURCE_NOTE, "cards.jsonl.gz",
    }  # fmt: skip


def test_offline_keeps_the_bundled_data_and_writes_nothing(tmp_path: Path) -> None:
    with pytest.raises(CardRefreshError) as caught:
        _refresh(tmp_path, f"http://127.0.0.1:{closed_port()}/AtomicCards.json.gz")
    message = str(caught.value)
    assert "sin conexión con 127.0.0.1 (rechazó la conexión)" in message
    assert "Se siguen usando los datos incluidos con Juez" in message
    assert not downloaded_cards(tmp_path).exists()


def test_the_real_minimum_refuses_a_small_file(tmp_path: Path) -> None:
    served = serving({"/a.json": Served(_json(atomic_file()))})
    with served as base, pytest.raises(CardRefreshError, match="al menos 20000"):
        refresh_cards(tmp_path, f"{base}/a.json", timeout=5)
    assert not downloaded_cards(tmp_path).exists()


def test_an_address_that_is_not_http_is_refused(tmp_path: Path) -> None:
    with pytest.raises(CardRefreshError, match="debe ser http"):
        _refresh(tmp_path, "ftp://example.org/AtomicCards.json")
