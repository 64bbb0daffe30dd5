"""Buyback (702.27a), read from its rule (bot/engine/buyback.py), with the real Capsize
("Buyback {3}", "Return target permanent to its owner's hand.", {1}{U}{U})."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioError, ScenarioQuestion
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _hand(outcome: Outcome, player: str = "Jugador A") -> int:
    return next(p.hand for p in outcome.final.players if p.name == player)


def _kinds(outcome: Outcome) -> list[str]:
    return [s.kind for s in outcome.steps]


def test_buyback_is_read_from_its_rule(cards: CardCatalog) -> None:
    card = cards.card_named("Capsize")
    assert card is not None
    reading = read_card(card)
    assert reading.read == ["Buyback {3}", "Return target permanent to its owner's hand."]
    assert reading.keyword_rules["Buyback {3}"] == "702.27a"


def test_paid_the_spell_goes_back_to_its_owners_hand(cards: CardCatalog) -> None:
    paid = run_scenario_text(
        'escenario criaturas_rival:"Grizzly Bears" mano:2 '
        'hechizo:"Capsize con recompra: Grizzly Bears"',
        cards,
    )
    unpaid = run_scenario_text(
        'escenario criaturas_rival:"Grizzly Bears" mano:2 '
        'hechizo:"Capsize sin recompra: Grizzly Bears"',
        cards,
    )
    assert paid.complete and unpaid.complete
    assert _hand(paid) == _hand(unpaid) + 1
    assert "resolve.buyback" in _kinds(paid) and "resolve.buyback" not in _kinds(unpaid)
    assert "702.27a" in paid.rules


def test_a_spell_that_does_not_resolve_goes_to_the_graveyard(cards: CardCatalog) -> None:
    # The Bolt resolves first; Capsize's only target is gone, so it doesn't resolve (608.2b)
    # and its buyback does nothing: "as it resolves".
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Grizzly Bears" eventos:"lanza Capsize con recompra: '
        'Grizzly Bears; lanza Lightning Bolt: Grizzly Bears"',
        cards,
    )
    assert "resolve.buyback" not in _kinds(outcome)
    assert "priority.all_targets_illegal" in _kinds(outcome)


def test_whether_it_was_paid_is_asked_not_guessed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match="702.27a"):
        run_scenario_text(
            'escenario criaturas_rival:"Grizzly Bears" hechizo:"Capsize: Grizzly Bears"', cards
        )


def test_a_timing_question_adds_the_cost_with_buyback(cards: CardCatalog) -> None:
    outcome = run_scenario_text('momento carta:"Capsize" desde:mano', cards)
    step = next(s for s in outcome.steps if s.kind == "costs.buyback")
    assert (step.args["total"], step.args["bought"]) == (3, 6)


def test_buyback_words_on_a_spell_without_it_are_an_error(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="no tiene recompra"):
        run_scenario_text(
            'escenario criaturas_rival:"Grizzly Bears" '
            'hechizo:"Lightning Bolt con recompra: Grizzly Bears"',
            cards,
        )
