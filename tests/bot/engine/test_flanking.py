"""Flanking, read from its rule (702.25a): "Whenever this creature becomes blocked by a
creature without flanking, the blocking creature gets -1/-1 until end of turn." Benalish
Cavalry (2/2) and Shadow Rider (3/3) have it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _died(outcome) -> set[str]:  # type: ignore[no-untyped-def]
    return {d.name for d in outcome.final.died}


def test_a_blocker_without_flanking_gets_minus_one_before_damage(cards: CardCatalog) -> None:
    # Without flanking a 2/2 blocking a 2/2 would trade; at 1/1 it deals only 1 damage.
    outcome = run_scenario_text('combate atacante:"Benalish Cavalry" bloqueadores:"Oso 2/2"', cards)
    assert outcome.complete
    assert _died(outcome) == {"Oso"}
    cavalry = next(p for p in outcome.final.permanents if p.name == "Benalish Cavalry")
    assert cavalry.damage == 1
    assert outcome.final.resolution_order == ["Flanqueo de Benalish Cavalry"]
    assert "702.25a" in outcome.rules


def test_it_triggers_once_for_each_blocker(cards: CardCatalog) -> None:
    # "becomes blocked by a creature": each blocker without flanking gets its own -1/-1; the
    # 1/1 dies as a state-based action before damage (704.5f).
    outcome = run_scenario_text(
        'combate atacante:"Benalish Cavalry" bloqueadores:"Oso 2/2; Lobo 1/1"', cards
    )
    assert len(outcome.final.resolution_order) == 2
    assert _died(outcome) == {"Oso", "Lobo"}


def test_a_blocker_with_flanking_is_not_weakened(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Benalish Cavalry" bloqueadores:"Shadow Rider"', cards
    )
    assert not outcome.final.resolution_order
    rider = next(p for p in outcome.final.permanents if p.name == "Shadow Rider")
    assert (rider.power, rider.toughness, rider.damage) == (3, 3, 2)
    assert _died(outcome) == {"Benalish Cavalry"}


def test_it_does_nothing_when_it_blocks(cards: CardCatalog) -> None:
    # Only "becomes blocked" triggers it: a blocking Cavalry and the 2/2 it blocks trade.
    outcome = run_scenario_text('combate atacante:"Oso 2/2" bloqueadores:"Benalish Cavalry"', cards)
    assert not outcome.final.resolution_order
    assert _died(outcome) == {"Oso", "Benalish Cavalry"}


def test_an_attacker_that_lost_its_abilities_has_no_flanking(cards: CardCatalog) -> None:
    # Humility: all creatures lose all abilities and are 1/1 (613.1f, 613.4b).
    outcome = run_scenario_text(
        'combate atacante:"Benalish Cavalry" bloqueadores:"Oso 2/2" permanentes:"Humility"',
        cards,
    )
    assert not outcome.final.resolution_order
    assert _died(outcome) == {"Oso", "Benalish Cavalry"}


def test_flanking_is_read_alone_and_beside_other_keywords(cards: CardCatalog) -> None:
    for name, line in (("Benalish Cavalry", "Flanking"), ("Riftmarked Knight", "flanking")):
        card = cards.card_named(name)
        assert card is not None
        reading = read_card(card)
        assert line in reading.keyword_rules and reading.keyword_rules[line] == "702.25a"
