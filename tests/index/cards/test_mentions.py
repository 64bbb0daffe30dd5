"""The cards a question names (CardCatalog.mentions) on the real bundled data: names in any
case and language, everyday words taken as cards only where the sentence treats them as one."""

from __future__ import annotations

import pytest


def _named(cards, question: str) -> list[str]:
    return [m.name for m in cards.mentions(question)]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("tengo blood moon en mesa, mis dual lands son montañas?", ["Blood Moon"]),
        ("el rival tiene la luna de sangre en mesa", ["Blood Moon"]),
        ("si tengo leyline of the void y muere mi comandante", ["Leyline of the Void"]),
        ("ataco con 4 bichos y tengo hellrider", ["Hellrider"]),
        (
            "con Thalia en mesa, mi Force of Will cuesta 1 mas?",
            ["Thalia, Guardian of Thraben", "Force of Will"],
        ),
        (
            "Sheoldred, the Apocalypse y un Lightning Bolt",
            ["Sheoldred, the Apocalypse", "Lightning Bolt"],
        ),
        ("puedo jugar Fire // Ice con cascade?", ["Fire // Ice"]),
        ("los elfos de llanowar sacan mana el turno que entran?", ["Llanowar Elves"]),
    ],
)
def test_names_in_any_case_and_language(cards, question: str, expected: list[str]) -> None:
    assert _named(cards, question) == expected


def test_a_mention_keeps_the_words_as_typed_and_their_span(cards) -> None:
    question = "si juego Luna de Sangre y el rival tiene Urborg"
    found = cards.mentions(question)
    assert [(m.typed, m.name) for m in found] == [
        ("Luna de Sangre", "Blood Moon"), ("Urborg", "Urborg"),
    ]  # fmt: skip
    for m in found:
        assert question[m.start : m.end] == m.typed
    assert found[0].lang == "es"


@pytest.mark.parametrize(
    "question",
    [
        "si bajo una montaña y despues otra, cuanto mana tengo?",
        "me pueden bloquear con una criatura con vigilancia?",
        "si hago flicker al bicho vuelve con contadores?",
        "con flash puedo bajarlo en el turno del rival?",
        "se puede regenerar una criatura destruida por un wrath?",
        "la tierra que bajo entra girada?",
        "Shock hace 2 de daño a cualquier objetivo?",  # a sentence's first word is capitalised
    ],
)
def test_everyday_and_game_words_are_not_cards_in_plain_sentences(cards, question: str) -> None:
    assert cards.mentions(question) == []


@pytest.mark.parametrize(
    ("question", "expected", "how"),
    [
        ("le meto 2 con Shock a un 3/3", "Shock", "capital"),
        ("si tiro un shock a mi criatura", "Shock", "cue"),
        ("el rival hizo Fog en mi combate", "Fog", "capital"),
        ('la carta "fog" previene el daño?', "Fog", "quoted"),
        ("mi Clone entra copiando un bicho", "Clone", "capital"),
        ("las Island del rival", "Island", "capital"),
        ("si respondo con counterspell", "Counterspell", "rare"),
    ],
)
def test_everyday_words_are_cards_where_the_sentence_treats_them_as_one(
    cards, question: str, expected: str, how: str
) -> None:
    found = cards.mentions(question)
    assert [(m.name, m.how) for m in found] == [(expected, how)]


def test_short_names_and_first_words_of_a_name(cards) -> None:
    assert _named(cards, "Ragavan ataca y roba un tesoro") == ["Ragavan, Nimble Pilferer"]
    assert _named(cards, "tengo Lurrus de companion") == ["Lurrus of the Dream-Den"]
    assert _named(cards, "con Tymna y Thrasios, el daño se suma?") == [
        "Tymna the Weaver", "Thrasios, Triton Hero",
    ]  # fmt: skip


def test_a_mistyped_capitalised_name(cards) -> None:
    found = cards.mentions("si mi Sheoldred the Apocalipse esta en mesa")
    assert [(m.name, m.how) for m in found] == [("Sheoldred, the Apocalypse", "typo")]
    # one word one letter away from another card is not taken for it
    assert "Stand // Deliver" not in _named(cards, "mi Delver se transforma")


def test_longest_match_wins_and_each_card_once(cards) -> None:
    found = cards.mentions("Delver of Secrets se transforma en Insectile Aberration, y el Delver?")
    assert [m.typed for m in found] == ["Delver of Secrets"]  # not "Secrets" nor the face again


def test_at_most_five_cards(cards) -> None:
    question = (
        "Hellrider, Tarmogoyf, Panharmonicon, Blood Moon, Leyline of the Void, "
        "Lightning Bolt y Counterspell"
    )
    assert len(cards.mentions(question)) == 5
    assert len(cards.mentions(question, limit=2)) == 2


def test_known_rules_words_are_not_cards_without_a_capital(cards) -> None:
    # A word the rules use ("known") counts as the game's vocabulary.
    question = "si respondo con counterspell"
    assert cards.mentions(question, known=lambda word: word == "counterspell") == []


def test_a_card_missing_from_the_data_is_not_mentioned(cards) -> None:
    assert cards.mentions("si ataco con Zorblax the Unprinted") == []
