"""Counterspells and uncounterable spells read from card text (issue 49).

701.6a: to counter a spell is to cancel it, removing it from the stack; 113.9: abilities on the
stack aren't spells and "can't be countered by anything that counters only spells"; 113.6g: an
ability that states it can't be countered functions on the stack; 101.2: "can't" wins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_counter_target_spell_read_from_the_card(cards: CardCatalog) -> None:
    counterspell = cards.card_named("Counterspell")
    assert counterspell is not None and read_card(counterspell).unread == []
    outcome = run_scenario_text(
        'pila criaturas:"Grizzly Bears" '
        'hechizo:"Lightning Bolt (rival): Grizzly Bears; Counterspell: Lightning Bolt"',
        cards,
    )
    assert outcome.complete and "701.6a" in outcome.rules
    assert outcome.final.died == [] and outcome.final.resolution_order == ["Counterspell"]


def test_a_spell_that_cant_be_countered_resolves(cards: CardCatalog) -> None:
    # Abrupt Decay: "This spell can't be countered." (its other line is not read here)
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" '
        'hechizo:"Abrupt Decay: Grizzly Bears; Counterspell (rival): Abrupt Decay"',
        cards,
    )
    assert {"113.6g", "101.2"} <= set(outcome.rules) and "701.6a" not in outcome.rules
    assert outcome.final.resolution_order == ["Counterspell", "Abrupt Decay"]
    decay = next(c for c in outcome.cards if c.card == "Abrupt Decay")
    assert "This spell can't be countered." in decay.read


def test_counter_target_spell_cant_target_an_ability(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Pinger 1/1; Oso 2/2" habilidad:"Pinger: 1 daño a Oso" '
        'hechizo:"Counterspell (rival): Habilidad de Pinger"',
        cards,
    )
    assert "113.9" in outcome.rules and "701.6a" not in outcome.rules
    assert outcome.final.resolution_order == ["Counterspell", "Habilidad de Pinger"]
