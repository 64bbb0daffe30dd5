"""A spell told by what it does with the card after «con», and life paid told with what it
is for (issue 42, session 7, helper 42k): the card's text decides. Real cards, the bundled
card data; every line read is also run."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language import read_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


@pytest.mark.parametrize(
    ("told", "line"),
    [
        (
            "le devuelvo su Grizzly Bears a la mano con un Unsummon",
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Unsummon: Grizzly Bears"',
        ),
        # «se lo mato»: the creature told before; Murder's text destroys.
        (
            "el rival tiene un Grizzly Bears y se lo mato con un Murder",
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Murder: Grizzly Bears"',
        ),
        # Told by the rival: the rival casts it.
        (
            "el rival me devuelve mi Grizzly Bears con un Unsummon",
            'pila criaturas:"Grizzly Bears" hechizo:"Unsummon (rival): Grizzly Bears"',
        ),
        # Life paid with what it is for and whose ability: the card's «Pay 2 life» ability.
        (
            "pago 2 vidas para darle +2/+2 a mi Putrid Leech y el rival en respuesta le tira "
            "un Lightning Bolt",
            'estado criaturas:"Putrid Leech" eventos:"activa Putrid Leech; lanza Lightning '
            'Bolt (rival): Putrid Leech"',
        ),
        # Mana paid with what it does: the ability whose cost is that mana and does that.
        (
            "pago 3 y le quito defensor a mi Gargoyle Sentinel",
            'estado criaturas:"Gargoyle Sentinel" eventos:"activa el {3} de Gargoyle Sentinel"',
        ),
        (
            "pago {B} para darle +1/+1 a mi Frozen Shade",
            'estado criaturas:"Frozen Shade" eventos:"activa el {B} de Frozen Shade"',
        ),
    ],
)
def test_told_by_what_it_does(told: str, line: str, cards: CardCatalog) -> None:
    assert read_text(told, cards)[1] == line
    run_scenario_text(line, cards)


def test_a_card_whose_text_does_not_do_it_is_not_cast_for_it(cards: CardCatalog) -> None:
    """Giant Growth destroys nothing: the sentence is not read as casting it."""
    with pytest.raises(ScenarioError) as error:
        read_text("mato su Grizzly Bears con un Giant Growth", cards)
    assert "Giant Growth" in error.value.message and "Lo he leído así" not in error.value.message


def test_life_paid_that_the_card_s_ability_does_not_cost_is_named(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        read_text("pago 3 vidas para darle +2/+2 a mi Putrid Leech", cards)
    said = error.value.message
    assert "«Putrid Leech» no tiene una habilidad activada que encaje con «pago 3 vidas»" in said


def test_mana_paid_that_the_printed_cost_is_not_is_named(cards: CardCatalog) -> None:
    """«pago 2» for a {3} ability: not run as that ability."""
    with pytest.raises(ScenarioError) as error:
        read_text("pago 2 y le quito defensor a mi Gargoyle Sentinel", cards)
    assert "no tiene una habilidad activada que encaje con «pago 2»" in error.value.message
