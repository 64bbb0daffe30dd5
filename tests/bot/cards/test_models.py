"""Reading cards: Scryfall's objects into Cards (faces, loyalty, the Spanish print), keyword
Spanish names, and a Scryfall card read as the bundled data's records are (what it does)."""

from __future__ import annotations

import pytest

from bot.cards.keywords import spanish_name
from bot.cards.models import Ruling, card_from_scryfall, is_card, ruling_from_scryfall
from bot.cards.names import KnownName, NameIndex, similarity
from tests.bot.cards.scryfall_fake import CARDS, english


def spanish(name: str) -> dict:
    return next(c for c in CARDS if c["name"] == name and c["lang"] == "es")


def test_an_english_card_with_its_spanish_print():
    card = card_from_scryfall(english("Serra Angel"), spanish("Serra Angel"))
    assert card.name == "Serra Angel" and card.spanish_name == "Ángel de Serra"
    [face] = card.faces
    assert face.printed_text == "Vuela, vigilancia." and face.stats == "4/4"
    assert card.names == ["Serra Angel", "Ángel de Serra"]


def test_a_spanish_print_alone_gives_the_whole_card():
    card = card_from_scryfall(spanish("Lightning Bolt"), spanish("Lightning Bolt"))
    assert card.name == "Lightning Bolt" and card.oracle_text.startswith("Lightning Bolt deals")
    assert card.faces[0].stats is None


def test_double_faced_cards_read_their_faces():
    card = card_from_scryfall(english("Delver of Secrets // Insectile Aberration"), None)
    assert card.type_line == "Creature — Human Wizard // Creature — Human Insect"
    assert "transform Delver of Secrets" in card.oracle_text
    assert "Insectile Aberration" in card.names


def test_what_is_not_a_card_is_recognised():
    assert is_card(english("Serra Angel"))
    assert not is_card({"object": "error"}) and not is_card([]) and not is_card(None)
    assert ruling_from_scryfall({"object": "ruling", "comment": ""}) is None
    assert Ruling(source="wotc", published_at="no es fecha", comment="x").date == "no es fecha"


def test_spanish_keyword_names_from_the_bundled_list():
    assert spanish_name("Trample") == "Arrollar"
    assert spanish_name("flying") == "Vuela"
    assert spanish_name("Lifelink") == "Vínculo vital"
    assert spanish_name("Not a keyword") is None


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Colossal Dreadmaw", {"702.19"}),  # trample
        ("Llanowar Elves", {"605.1a"}),  # a mana ability
        ("Lotus Cobra", {"207.2c", "603.6a"}),  # landfall: a trigger on entering (no mana ability)
        ("Jace Beleren", {"701.17", "606.3"}),  # mill, loyalty abilities
        ("Delver of Secrets // Insectile Aberration", {"702.9", "701.27", "712.8"}),
    ],
)
def test_a_scryfall_card_is_read_as_the_bundled_ones(name, expected):
    # A card newer than the bundled data comes from Scryfall: what it does is read the same way.
    from bot.cards.models import record_from_card
    from index.cards.kinds.classify import kinds_of

    card = card_from_scryfall(english(name), None)
    record = record_from_card(card)
    assert record.name == card.name and len(record.faces) == len(card.faces)
    rules = {rule for kind in kinds_of(record) for rule in kind.rules}
    assert expected <= rules, sorted(rules)


def test_names_alike_once_folded():
    assert similarity("Elfos de Llanowr", "Elfos de Llanowar") > 0.9


def test_the_name_index():
    index = NameIndex([
        KnownName("Llanowar Elves", "a", "Llanowar Elves", "en"),
        KnownName("Elfos de Llanowar", "a", "Llanowar Elves", "es"),
        KnownName("Serra Angel", "b", "Serra Angel", "en"),
    ])  # fmt: skip
    assert index.exact("LLANOWAR elves").oracle_id == "a"
    assert [n.shown for n in index.closest("Elfos de Lanowar")] == ["Elfos de Llanowar"]
    assert [n.shown for n in index.starting("llan")] == ["Llanowar Elves", "Elfos de Llanowar"]
    assert [n.shown for n in index.starting("angel")] == ["Serra Angel"]  # a word of the name
    assert index.starting("") == [] and index.closest("") == []


def test_keywords_the_printed_list_lacks_take_the_searchs_own_names():
    assert spanish_name("Transform") == "Transformar"


# -- cards from the bundled data ----------------------------------------------------------------
def test_a_card_from_the_bundled_data_keeps_both_languages(cards):
    from bot.cards.models import card_from_record, is_local, rulings_from_record

    record = cards.card_named("Luna de sangre")
    card = card_from_record(record)
    assert is_local(card) and card.oracle_id == "nombre:Blood Moon" and card.scryfall_id == ""
    assert card.name == "Blood Moon" and card.spanish_name == "Luna de sangre"
    [face] = card.faces
    assert face.oracle_text == record.oracle_text and face.printed_text == record.text_es
    assert card.legalities == {}  # the data leaves old ban lists out
    dates = [r.published_at for r in rulings_from_record(record)]
    assert dates == sorted(dates) and len(dates) == len(record.rulings)


def test_a_double_faced_card_from_the_bundled_data_has_both_faces(cards):
    from bot.cards.models import card_from_record

    card = card_from_record(cards.card_named("Insectile Aberration"))
    assert [f.name for f in card.faces] == ["Delver of Secrets", "Insectile Aberration"]
    assert card.faces[1].stats == "3/2" and "Flying" in card.keywords
    assert card.names[:3] == [
        "Delver of Secrets // Insectile Aberration",
        "Delver of Secrets",
        "Insectile Aberration",
    ]
