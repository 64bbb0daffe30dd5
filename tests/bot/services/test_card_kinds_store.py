"""The kinds of every card read at build time (index.cards.kinds.stored, built through
bot.services.card_kinds): they are what reading the card now gives, a search naming a card takes
them without reading it, and a store made from other data, by another reader or with other code
never answers."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bot.services.card_kinds import store_card_kinds
from index.cards.catalog import CardCatalog
from index.cards.kinds import reading, stored
from index.cards.kinds.classify import kinds_of
from index.cards.kinds.stored import STORE_NAME, stored_kinds
from index.lookups import cards as question_cards_module
from index.lookups.cards import question_cards
from tests.card_data import small_card_data

# Cards of every shape the kinds reader knows: static layers, triggers, a replacement, a
# planeswalker, a Saga, double faces, an adventure, keywords, an instant.
NAMES = [
    "Blood Moon",
    "Urborg, Tomb of Yawgmoth",
    "Soul Warden",
    "Adeline, Resplendent Cathar",
    "Rest in Peace",
    "Liliana of the Veil",
    "History of Benalia",
    "Delver of Secrets // Insectile Aberration",
    "Bonecrusher Giant // Stomp",
    "Questing Beast",
    "Lightning Bolt",
    "Torpor Orb",
    "Panharmonicon",
]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder with a small card file, its catalog and its stored kinds."""
    folder = tmp_path_factory.mktemp("kinds-store")
    small_card_data(folder / "cards" / "cards.jsonl.gz", NAMES)
    catalog = CardCatalog.open(folder)
    done = store_card_kinds(catalog)
    assert done.kept and done.cards == len(catalog) == len(NAMES)
    catalog.close()
    return folder


@contextmanager
def _meta_changed(folder: Path, key: str, change: Callable[[str], str]) -> Iterator[None]:
    """The store's ``key`` as ``change`` makes it, then as it was (the store is shared)."""
    db = sqlite3.connect(folder / "cards" / STORE_NAME)
    (was,) = db.execute("SELECT v FROM meta WHERE k = ?", (key,)).fetchone()
    db.execute("UPDATE meta SET v = ? WHERE k = ?", (change(was), key))
    db.commit()
    stored._open.cache_clear()  # a process checks a store once; this one changed under it
    try:
        yield
    finally:
        db.execute("UPDATE meta SET v = ? WHERE k = ?", (was, key))
        db.commit()
        db.close()
        stored._open.cache_clear()


def test_the_stored_kinds_are_what_reading_each_card_now_gives(built: Path) -> None:
    catalog = CardCatalog.open(built)
    store = stored_kinds(catalog)
    assert store is not None
    ids = catalog.card_ids()
    kept = store.kinds(ids)
    assert set(kept) == set(ids)
    for n in ids:
        card = catalog.card(n)
        assert kept[n] == kinds_of(card), card.name
    assert any(k.layer for k in kept[catalog.exact("Blood Moon").card])


def test_the_workers_recorded_the_reader_code_and_the_data_it_opened(built: Path) -> None:
    db = sqlite3.connect(built / "cards" / STORE_NAME)
    meta = dict(db.execute("SELECT k, v FROM meta"))
    db.close()
    files = json.loads(meta["code"])["files"]
    assert meta["reader"] == "bot.services.card_kinds.engine_readings"
    assert "bot/engine/language/reading.py" in files  # the engine's card reader, imported
    assert "index/cards/kinds/classify.py" in files  # search's own patterns
    assert "index/data/aliases/keywords-en-es.tsv" in files  # a data file the kinds opened


def test_a_question_naming_cards_takes_them_from_the_store_and_answers_the_same(
    built: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalog = CardCatalog.open(built)
    question = "tengo blood moon y el rival urborg, tomb of yawgmoth, que tierras son pantanos?"
    read_now = question_cards(catalog, question)  # a reference, read with the store present

    def no_reading(card):  # pragma: no cover - fails the test if reached
        raise AssertionError(f"{card.name} was read, not taken from the store")

    monkeypatch.setattr(question_cards_module, "_kinds_now", no_reading)
    stored = question_cards(catalog, question)
    assert [r.name for r in stored.records] == ["Blood Moon", "Urborg, Tomb of Yawgmoth"]
    assert stored == read_now


def _other_classify(code: str) -> str:
    files = json.loads(code)
    size, mtime, _ = files["files"]["index/cards/kinds/classify.py"]
    files["files"]["index/cards/kinds/classify.py"] = [size + 1, mtime, "0" * 64]
    return json.dumps(files)


def test_a_store_read_with_other_code_never_answers(built: Path) -> None:
    catalog = CardCatalog.open(built)
    assert stored_kinds(catalog) is not None
    with _meta_changed(built, "code", _other_classify):  # as if classify.py changed since
        assert stored_kinds(catalog) is None
        found = question_cards(catalog, "blood moon y urborg, tomb of yawgmoth")
        assert found.kinds[0] == kinds_of(found.records[0])  # read now, as before
    assert stored_kinds(catalog) is not None


def test_a_store_of_other_card_data_or_another_reader_never_answers(
    built: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalog = CardCatalog.open(built)
    with _meta_changed(built, "cards", lambda was: was.replace("|", "|1", 1)):
        assert stored_kinds(catalog) is None
    monkeypatch.setattr(reading, "_reader", None)  # search's patterns alone: not this store
    assert stored_kinds(catalog) is None
    monkeypatch.undo()
    assert stored_kinds(catalog) is not None


def test_building_again_reads_nothing_while_the_store_is_current(built: Path) -> None:
    catalog = CardCatalog.open(built)
    again = store_card_kinds(catalog)
    assert not again.kept and again.cards == 0
