"""The card catalog (index.cards.catalog) on the real bundled data: names in both languages,
short names, typos, autocomplete, and its cache built again when the data file changes."""

from __future__ import annotations

import gzip
import os
from pathlib import Path

from index.cards.catalog import BUNDLED, CACHE_NAME, CardCatalog, data_file
from index.cards.names import key
from tests.card_data import small_card_data


def test_every_bundled_card_is_in_the_catalog(cards) -> None:
    with gzip.open(BUNDLED, "rt", encoding="utf-8") as fh:
        lines = sum(1 for line in fh if line.strip())
    assert len(cards) == lines > 30000


def test_english_and_spanish_names_find_the_same_card(cards) -> None:
    english = cards.exact("Blood Moon")
    spanish = cards.exact("luna de sangre")
    assert english is not None and spanish is not None
    assert english.card == spanish.card
    assert spanish.lang == "es" and spanish.kind == "es"
    record = cards.card(english.card)
    assert record.name == "Blood Moon" and "Nonbasic lands are Mountains" in record.oracle_text


def test_names_match_in_any_case_and_without_accents(cards) -> None:
    assert cards.exact("ELFOS DE LLANOWAR").english == "Llanowar Elves"
    assert cards.exact("montana").english == "Mountain"
    assert cards.exact("Montaña").english == "Mountain"


def test_short_name_before_the_comma(cards) -> None:
    assert cards.exact("Ragavan").english == "Ragavan, Nimble Pilferer"
    assert cards.exact("urborg, tomb of yawgmoth").english == "Urborg, Tomb of Yawgmoth"


def test_a_full_name_comes_before_another_cards_short_name_and_the_others_are_listed(cards) -> None:
    # "Urborg" is a card of its own (Legends) and the short name of Urborg, Tomb of Yawgmoth.
    urborg = cards.exact("Urborg")
    assert urborg.english == "Urborg" and urborg.kind == "oracle"
    assert "Urborg, Tomb of Yawgmoth" in urborg.others
    sheoldred = cards.exact("Sheoldred")
    assert {"Sheoldred, the Apocalypse", "Sheoldred, Whispering One"} <= {
        sheoldred.english,
        *sheoldred.others,
    }


def test_faces_of_double_faced_and_split_cards(cards) -> None:
    assert (
        cards.exact("Insectile Aberration").english == "Delver of Secrets // Insectile Aberration"
    )
    assert cards.exact("Ice").english == "Fire // Ice"
    assert cards.exact("fire/ice").english == "Fire // Ice"
    assert cards.exact("Stomp").english == "Bonecrusher Giant // Stomp"


def test_typos_find_the_nearest_names(cards) -> None:
    assert cards.closest("elfos de lanowar")[0].english == "Llanowar Elves"
    assert cards.closest("Tarmogoif")[0].english == "Tarmogoyf"
    assert cards.closest("sheoldred the apocalipse")[0].english == "Sheoldred, the Apocalypse"


def test_autocomplete_offers_names_starting_with_what_is_typed(cards) -> None:
    found = cards.starting("luna de s")
    assert found and found[0].shown == "Luna de sangre"
    many = cards.starting("llanowar", limit=10)
    assert len(many) == 10 and all(h.shown.lower().startswith("llanowar") for h in many)
    # a word inside the name, when fewer names start with it
    assert cards.starting("mind sculptor")[0].english == "Jace, the Mind Sculptor"


def test_a_word_inside_a_name_finds_the_shortest_names_first(cards) -> None:
    # Read from the sorted word starts, not a scan: the same names, in the same order, as
    # every name holding " " + the typed text.
    found = cards.starting("tomb of yawg", limit=5)
    assert found[0].english == "Urborg, Tomb of Yawgmoth"
    inside = cards.starting("of yawg", limit=25)
    assert inside and all(" of yawg" in key(h.shown) for h in inside)
    lengths = [len(key(h.shown)) for h in inside]
    assert lengths == sorted(lengths)  # shortest first


def test_a_card_missing_from_the_data_is_not_found(cards) -> None:
    assert cards.exact("Carta que no existe jamas") is None
    assert cards.card_named("Zzyzx the Unprinted") is None
    assert cards.closest("Qwxzv Plmok") == []


def test_a_fresher_data_file_in_the_data_dir_is_preferred_and_its_change_rebuilds(
    tmp_path: Path,
) -> None:
    assert data_file(tmp_path) == BUNDLED
    fresh = tmp_path / "cards" / "cards.jsonl.gz"
    small_card_data(fresh, ["Blood Moon", "Hellrider"])
    assert data_file(tmp_path) == fresh
    catalog = CardCatalog.open(tmp_path)
    assert len(catalog) == 2 and catalog.exact("Hellrider") is not None
    catalog.close()
    built = (tmp_path / "cards" / CACHE_NAME).stat().st_mtime_ns

    reopened = CardCatalog.open(tmp_path)  # same file: the cache is only opened
    assert (tmp_path / "cards" / CACHE_NAME).stat().st_mtime_ns == built
    reopened.close()

    small_card_data(fresh, ["Blood Moon", "Hellrider", "Tarmogoyf"])
    os.utime(fresh, ns=(built + 10**9, built + 10**9))
    changed = CardCatalog.open(tmp_path)
    assert len(changed) == 3 and changed.exact("tarmogoyf").english == "Tarmogoyf"
    changed.close()


def test_a_damaged_cache_is_built_again(tmp_path: Path) -> None:
    fresh = tmp_path / "cards" / "cards.jsonl.gz"
    small_card_data(fresh, ["Hellrider"])
    (tmp_path / "cards" / CACHE_NAME).write_bytes(b"not a database")
    catalog = CardCatalog.open(tmp_path)
    assert catalog.exact("hellrider") is not None
    catalog.close()


def test_the_bundled_data_is_dated_by_its_snapshot(cards, tmp_path: Path) -> None:
    assert cards.data_date.isoformat() == "2026-06-09"
    fresh = tmp_path / "cards" / "cards.jsonl.gz"
    small_card_data(fresh, ["Hellrider"])
    os.utime(fresh, (1_800_000_000, 1_800_000_000))
    catalog = CardCatalog.open(tmp_path)
    assert catalog.data_date.isoformat() == "2027-01-15"
    catalog.close()
