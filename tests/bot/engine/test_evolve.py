"""Evolve, read from its rule (702.100a): "Whenever a creature you control enters, if that
creature's power is greater than this creature's power and/or that creature's toughness is
greater than this creature's toughness, put a +1/+1 counter on this creature." Cloudfin
Raptor: "Flying / Evolve", 0/1 (bot/engine/evolve.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _raptor(outcome):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == "Cloudfin Raptor")


def test_a_bigger_creature_entering_evolves_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Cloudfin Raptor" eventos:"crea una ficha de Oso 2/2"', cards
    )
    assert outcome.complete
    raptor = _raptor(outcome)
    assert (raptor.power, raptor.toughness, raptor.plus_counters) == (1, 2, 1)
    assert "702.100a" in outcome.rules


def test_a_creature_no_bigger_does_not_trigger_it(cards: CardCatalog) -> None:
    # 0/1 against 0/1: neither power nor toughness is greater.
    outcome = run_scenario_text(
        'escenario criaturas:"Cloudfin Raptor" eventos:"crea una ficha de Espora 0/1"', cards
    )
    assert _raptor(outcome).plus_counters == 0
    assert not outcome.final.resolution_order


def test_greater_toughness_alone_is_enough(cards: CardCatalog) -> None:
    # "and/or": a 0/3 has the same power but greater toughness.
    outcome = run_scenario_text(
        'escenario criaturas:"Cloudfin Raptor" eventos:"crea una ficha de Muro 0/3"', cards
    )
    assert _raptor(outcome).plus_counters == 1


def test_the_condition_is_checked_again_as_it_resolves(cards: CardCatalog) -> None:
    # Two 1/2 tokens enter together: both trigger against a 0/1; after the first counter the
    # Raptor is 1/2, so the second finds its "if" false and does nothing (603.4).
    outcome = run_scenario_text(
        'escenario criaturas:"Cloudfin Raptor" eventos:"crea dos fichas de Oso 1/2"', cards
    )
    assert _raptor(outcome).plus_counters == 1
    assert len(outcome.final.resolution_order) == 2
    assert "603.4" in outcome.rules


def test_evolve_is_read_beside_other_keyword_lines(cards: CardCatalog) -> None:
    card = cards.card_named("Cloudfin Raptor")
    assert card is not None
    reading = read_card(card)
    assert reading.read == ["Flying", "Evolve"] and not reading.unread
    assert reading.keyword_rules["Evolve"] == "702.100a"
