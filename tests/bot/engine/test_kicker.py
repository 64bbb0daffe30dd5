"""Kicker (issue 49), read from its rule: 702.33a "Kicker [cost]" means "You may pay an
additional [cost] as you cast this spell."; 601.2f: additional costs are added to the total
cost. A timing question says the total without kicker (what it costs at least) and with it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _kicker_step(outcome):  # type: ignore[no-untyped-def]
    return [s.args for s in outcome.steps if s.kind == "costs.kicker"]


def test_the_total_with_and_without_kicker(cards: CardCatalog) -> None:
    # Blink of an Eye: {1}{U}, Kicker {1}{U}.
    outcome = run_scenario_text('momento carta:"Blink of an Eye" desde:mano', cards)
    [step] = _kicker_step(outcome)
    assert (step["total"], step["kicked"]) == (2, 4)
    assert "702.33a" in outcome.rules


def test_generic_kicker_adds_its_number(cards: CardCatalog) -> None:
    # Myriad Construct: Kicker {3}, three more than its total whatever its mana cost.
    card = cards.card_named("Myriad Construct")
    assert card is not None
    outcome = run_scenario_text('momento carta:"Myriad Construct" desde:mano', cards)
    [step] = _kicker_step(outcome)
    assert step["kicked"] - step["total"] == 3


def test_a_spell_without_kicker_says_nothing_of_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text('momento carta:"Lightning Bolt" desde:mano', cards)
    assert not _kicker_step(outcome)


def test_read_only_as_a_mana_cost(cards: CardCatalog) -> None:
    blink = cards.card_named("Blink of an Eye")
    timber = cards.card_named("Falling Timber")
    assert blink is not None and timber is not None
    assert "Kicker {1}{U}" in read_card(blink).read
    # "If this spell was kicked, …" is not modelled: it stays unread, never guessed.
    assert "If this spell was kicked, draw a card." in read_card(blink).unread
    # A kicker that is no mana cost is not added up: unread.
    assert any(line.startswith("Kicker") for line in read_card(timber).unread)


def test_its_colours_and_mana_value_are_its_mana_costs_not_the_kickers(
    cards: CardCatalog,
) -> None:
    # Orim's Thunder: {2}{W}, "Kicker {R}": white, mana value 3 (202.2, 202.3); the kicker
    # cost is no part of the mana cost.
    from bot.engine.language.cards import facts

    card = cards.card_named("Orim's Thunder")
    assert card is not None
    got = facts(card, card.name)
    assert got.colors == {"white"} and got.reading.mana_value == 3
    assert got.kicker == "{R}"
