"""A fact the answer turns on that a chat message does not say (told/gaps.py): asked back as
one question naming it, with its answers; said, it is not asked again. Real card data."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion
from bot.engine.language import read_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

CONTROL = "le pongo control magic a la criatura del rival. ¿puedo atacar con ella?"
SPENT = "el rival lanza engineered explosives con x=1, ¿qué pasa?"


def _asked(cards: CardCatalog, message: str) -> ScenarioQuestion:
    with pytest.raises(ScenarioQuestion) as info:
        read_text(message, cards)
    return info.value


def test_since_when_a_stolen_creature_is_controlled_is_asked(cards: CardCatalog) -> None:
    question = _asked(cards, CONTROL)
    assert "«Control Magic» se lanzó este turno o en un turno anterior" in question.pregunta
    assert "302.6" in str(question)
    assert [label for label, _ in question.choices] == ["Este turno", "En un turno anterior"]


def test_the_gap_of_a_control_change_takes_no_side(cards: CardCatalog) -> None:
    """The rival may have taken the creature («me robó»): the question never says it became
    the teller's."""
    stolen = "el rival me robó mi Grizzly Bears con Control Magic y ataca con él, ¿qué pasa?"
    for message in (CONTROL, stolen):
        said = str(_asked(cards, message))
        assert "cambió de controlador" in said and "tuya" not in said, said


@pytest.mark.parametrize("answer", [0, 1])
def test_an_answered_gap_is_not_asked_again(cards: CardCatalog, answer: int) -> None:
    _, message = _asked(cards, CONTROL).choices[answer]
    try:
        read_text(message, cards)
    except ScenarioQuestion as again:
        assert "se lanzó este turno" not in again.pregunta
    except ScenarioError:
        pass  # the engine may still not read the rest: refused honestly, never asked twice


def test_a_card_that_gives_haste_leaves_no_gap(cards: CardCatalog) -> None:
    # Act of Treason gains control and gives haste: when does not matter (702.10b).
    try:
        read_text("le tiro act of treason a su Grizzly Bears y ataco con ella, ¿qué pasa?", cards)
    except ScenarioQuestion as question:
        assert "este turno o en un turno anterior" not in question.pregunta
    except ScenarioError:
        pass


def test_the_mana_spent_on_a_card_that_counts_it_is_asked(cards: CardCatalog) -> None:
    question = _asked(cards, SPENT)
    assert "Con qué maná se pagó «Engineered Explosives»" in question.pregunta
    labels = [label for label, _ in question.choices]
    assert labels == ["Solo incoloro", "Con maná de color"]
    assert [m.split(".")[0] for _, m in question.choices] == [
        "Engineered Explosives se pagó con maná incoloro",
        "Engineered Explosives se pagó con maná de color",
    ]


def test_the_mana_spent_said_leaves_no_gap(cards: CardCatalog) -> None:
    said = "el rival lanza engineered explosives con x=1 pagando con maná incoloro, ¿qué pasa?"
    try:
        read_text(said, cards)
    except ScenarioQuestion as question:
        assert "Con qué maná" not in question.pregunta
    except ScenarioError:
        pass
