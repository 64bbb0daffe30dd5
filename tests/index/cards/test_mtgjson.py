"""MTGJSON's AtomicCards read into the card data's lines (index/cards/mtgjson.py), on a small
file of the documented shape written by the test (tests/index/cards/atomic_sample.py)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from index.cards import mtgjson
from index.cards.mtgjson import AtomicCardsError, convert_atomic
from index.cards.records import BUNDLED, read_cards
from tests.index.cards.atomic_sample import META, atomic_file, sample_cards, write_atomic


@pytest.fixture
def converted(tmp_path: Path):
    source = write_atomic(tmp_path / "AtomicCards.json", atomic_file())
    target = tmp_path / "cards.jsonl.gz"
    report = convert_atomic(source, target)
    return report, {card.name: card for card in read_cards(target)}, target


def test_every_card_reads_back_through_read_cards_and_tokens_and_variants_are_counted(
    converted,
) -> None:
    report, cards, _ = converted
    assert set(cards) == {
        "Serra Angel", "Delver of Secrets // Insectile Aberration", "Fire // Ice",
        "Bonecrusher Giant // Stomp", "Invasion of Zendikar // Awakened Skyclave",
        "Sheoldred, the Apocalypse", "Everythingamajig",
    }  # fmt: skip
    assert report.cards == len(cards) == 7
    assert report.skipped == {"layout token": 1, "variantes con el mismo nombre": 1}
    assert (report.meta_date, report.meta_version) == (META["date"], META["version"])
    assert report.multi_face == 4 and report.with_name_es == 3


def test_a_plain_card_takes_its_oracle_fields_and_only_the_spanish_foreign_entry(converted) -> None:
    _, cards, _ = converted
    angel = cards["Serra Angel"]
    assert (angel.mana_cost, angel.type_line, angel.power, angel.toughness) == (
        "{3}{W}{W}", "Creature — Angel", "4", "4",
    )  # fmt: skip
    assert angel.keywords == ("Flying", "Vigilance") and angel.color_identity == ("W",)
    assert angel.name_es == "Ángel de Serra" and angel.name_es_alt == ("Angel de Serra",)
    assert angel.type_line_es == "Criatura — Ángel" and angel.text_es == "Vuela, vigilancia."
    assert len(angel.faces) == 1 and angel.faces[0].name == "Serra Angel"
    assert [(r.date, r.text) for r in angel.rulings] == [("2020-01-01", "A sample ruling.")]
    # A French name alone is no Spanish name.
    assert cards["Sheoldred, the Apocalypse"].name_es is None


def test_a_transform_card_keeps_each_face_with_its_spanish_face_name(converted) -> None:
    _, cards, _ = converted
    delver = cards["Delver of Secrets // Insectile Aberration"]
    assert delver.layout == "transform"
    front, back = delver.faces
    assert (front.name, back.name) == ("Delver of Secrets", "Insectile Aberration")
    assert (front.name_es, back.name_es) == ("Acechador de secretos", "Aberración insectoide")
    assert delver.name_es == "Acechador de secretos // Aberración insectoide"
    assert delver.mana_cost == "{U}" and back.mana_cost == ""  # a back face has no cost
    assert delver.oracle_text == f"{front.oracle_text}\n//\n{back.oracle_text}"
    assert delver.type_line == "Creature — Human Wizard // Creature — Human Insect"
    assert (delver.power, delver.toughness) == ("1", "1")  # the front face's
    assert back.keywords == ("Flying",) and delver.keywords == ("Transform", "Flying")
    assert len(delver.rulings) == 1  # the same ruling on both faces is kept once


def test_split_spanish_name_is_cut_per_face_and_an_adventure_without_spanish_has_none(
    converted,
) -> None:
    _, cards, _ = converted
    fire_ice = cards["Fire // Ice"]
    assert [f.name_es for f in fire_ice.faces] == ["Fuego", "Hielo"]
    assert fire_ice.name_es == "Fuego // Hielo" and fire_ice.mana_cost == "{1}{R} // {1}{U}"
    giant = cards["Bonecrusher Giant // Stomp"]
    assert [f.name for f in giant.faces] == ["Bonecrusher Giant", "Stomp"]
    assert giant.name_es is None and all(f.name_es is None for f in giant.faces)


def test_a_battle_keeps_its_defense_in_the_line(converted) -> None:
    _, _, target = converted
    with gzip.open(target, "rt", encoding="utf-8") as fh:
        lines = {d["name"]: d for d in map(json.loads, fh)}
    battle = lines["Invasion of Zendikar // Awakened Skyclave"]
    assert battle["defense"] == "3" and battle["faces"][0]["defense"] == "3"
    assert "defense" not in lines["Serra Angel"]


def test_lines_have_the_bundled_files_keys_and_are_sorted(converted) -> None:
    _, _, target = converted
    with gzip.open(BUNDLED, "rt", encoding="utf-8") as fh:
        bundled_keys = set(json.loads(fh.readline()))
    with gzip.open(target, "rt", encoding="utf-8") as fh:
        lines = [json.loads(line) for line in fh]
    assert all(bundled_keys <= set(line) for line in lines)
    names = [line["name"] for line in lines]
    assert names == sorted(names)


def test_gzip_input_gives_the_same_bytes_as_plain_json(tmp_path: Path) -> None:
    plain = write_atomic(tmp_path / "a.json", atomic_file())
    packed = write_atomic(tmp_path / "a.json.gz", atomic_file(), gz=True)
    convert_atomic(plain, tmp_path / "1.jsonl.gz")
    convert_atomic(packed, tmp_path / "2.jsonl.gz")
    assert (tmp_path / "1.jsonl.gz").read_bytes() == (tmp_path / "2.jsonl.gz").read_bytes()


def test_entries_cut_across_the_read_buffer_are_read_whole(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(mtgjson, "_CHUNK", 7)  # every value crosses many buffer ends
    source = write_atomic(tmp_path / "a.json", {"data": sample_cards(), "meta": META})
    report = convert_atomic(source, tmp_path / "c.jsonl.gz")
    assert report.cards == 7 and report.meta_date == META["date"]  # meta after data, too


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (b'{"meta": {}, "data": {"Serra Angel": [{"name": "Serra', "JSON inválido"),
        (b'{"meta": {}, "data": {"A": [}}', "JSON inválido"),
        (b"<html><body>Not found</body></html>", "No es un archivo AtomicCards"),
        (b'{"meta": {}, "cards": []}', 'no tiene el objeto "data"'),
        (b'{"meta": {}, "data": {}} trailing', "sobra texto"),
    ],
)
def test_a_file_that_is_not_whole_atomic_cards_json_is_refused_in_spanish(
    tmp_path: Path, content: bytes, said: str
) -> None:
    source = tmp_path / "bad.json"
    source.write_bytes(content)
    with pytest.raises(AtomicCardsError, match=said):
        convert_atomic(source, tmp_path / "c.jsonl.gz")


def test_a_truncated_gzip_is_refused_in_spanish(tmp_path: Path) -> None:
    whole = gzip.compress(json.dumps(atomic_file()).encode())
    source = tmp_path / "cut.json.gz"
    source.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(AtomicCardsError, match="cortado o dañado"):
        convert_atomic(source, tmp_path / "c.jsonl.gz")
