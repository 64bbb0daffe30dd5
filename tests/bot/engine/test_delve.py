"""Delve, read from its rule (702.66a): "For each generic mana in this spell's total cost, you
may exile a card from your graveyard rather than pay that mana." Like convoke it applies once
the total cost is determined (702.66b): a timing question says how much of it delve pays."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _delve_step(outcome):  # type: ignore[no-untyped-def]
    return next(s for s in outcome.steps if s.kind == "costs.delve")


def test_delve_pays_the_generic_part_of_the_total_cost(cards: CardCatalog) -> None:
    # Treasure Cruise costs {7}{U}: seven cards exiled pay the {7}; {U} is paid with mana.
    outcome = run_scenario_text('momento carta:"Treasure Cruise" desde:mano', cards)
    assert outcome.complete
    assert outcome.final.cost == 8  # the total cost does not change (702.66b)
    step = _delve_step(outcome)
    assert (step.args["generic"], step.args["rest"]) == (7, 1)
    assert {"702.66a", "702.66b"} <= set(outcome.rules)


def test_delve_counts_a_cost_increase_as_generic(cards: CardCatalog) -> None:
    # Thalia: "Noncreature spells cost {1} more to cast": {1} more generic mana, one more card.
    outcome = run_scenario_text(
        'momento carta:"Treasure Cruise" desde:mano permanentes_rival:"Thalia, Guardian of '
        'Thraben"',
        cards,
    )
    assert outcome.final.cost == 9
    assert _delve_step(outcome).args["generic"] == 8


def test_a_card_without_delve_says_nothing_of_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text('momento carta:"Divination" desde:mano', cards)
    assert not any(s.kind == "costs.delve" for s in outcome.steps)


def test_delve_is_read_from_its_rule(cards: CardCatalog) -> None:
    card = cards.card_named("Gurmag Angler")
    assert card is not None
    reading = read_card(card)
    assert reading.read == ["Delve"] and reading.keyword_rules["Delve"] == "702.66a"
