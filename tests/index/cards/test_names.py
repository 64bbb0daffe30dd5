"""Every name a person types for a card (index.cards.names), read from the real bundled data."""

from __future__ import annotations

from index.cards.names import FACE, ORACLE, SHORT, SPANISH, SPANISH_FACE, key, names_of
from index.cards.records import CardFaceRecord, CardRecord


def test_key_joins_split_names_and_typed_words() -> None:
    assert key("Fire // Ice") == key("fire/ice") == key("Fire Ice") == "fire ice"
    assert key("Kiki-Jiki, Mirror Breaker") == "kiki jiki mirror breaker"


def test_a_card_answers_to_its_names_in_both_languages_faces_and_short_name(cards) -> None:
    record = cards.card_named("Sheoldred, Whispering One")
    assert record is not None
    named = {(n.shown, n.kind) for n in names_of(record)}
    assert ("Sheoldred, Whispering One", ORACLE) in named
    assert ("Sheoldred", SHORT) in named
    assert (record.name_es, SPANISH) in named  # printed Spanish name from the data


def test_faces_have_names_of_their_own_in_both_languages() -> None:
    card = CardRecord(
        name="Fire // Ice",
        layout="split",
        faces=(
            CardFaceRecord(name="Fire", name_es="Fuego"),
            CardFaceRecord(name="Ice", name_es="Hielo"),
        ),
        name_es="Fuego // Hielo",
    )
    named = {(n.shown, n.kind) for n in names_of(card)}
    assert {
        ("Fire", FACE),
        ("Ice", FACE),
        ("Fuego", SPANISH_FACE),
        ("Hielo", SPANISH_FACE),
    } <= named
    assert ("Fuego // Hielo", SPANISH) in named


def test_a_name_without_comma_has_no_short_name() -> None:
    card = CardRecord(
        name="Llanowar Elves", layout="normal", faces=(CardFaceRecord("Llanowar Elves"),)
    )
    assert [n.kind for n in names_of(card)] == [ORACLE]
