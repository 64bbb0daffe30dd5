"""Monstrosity N (701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it and
it becomes monstrous." (bot/engine/monstrosity.py). Real card: Nessian Asp (4/5, reach,
"{6}{G}: Monstrosity 4.")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _asp(outcome):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == "Nessian Asp")


def test_activating_it_makes_it_monstrous_with_its_counters(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Nessian Asp" eventos:"activa Nessian Asp"', cards
    )
    assert outcome.complete
    asp = _asp(outcome)
    assert (asp.power, asp.toughness, asp.plus_counters) == (8, 9, 4)
    assert "701.37a" in outcome.rules


def test_a_second_activation_does_nothing(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Nessian Asp" eventos:"activa Nessian Asp; activa Nessian Asp"',
        cards,
    )
    assert _asp(outcome).plus_counters == 4
    assert any(s.kind == "monstrosity.already" for s in outcome.steps)


def test_one_already_monstrous_gets_nothing(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Nessian Asp monstruosa" eventos:"activa Nessian Asp"', cards
    )
    assert _asp(outcome).plus_counters == 0


def test_the_lines_are_read_and_monstrosity_x_is_not(cards: CardCatalog) -> None:
    assert not read_card(cards.card_named("Nessian Asp")).unread
    unread = read_card(cards.card_named("Polukranos, World Eater")).unread
    assert "{X}{X}{G}: Monstrosity X." in unread
