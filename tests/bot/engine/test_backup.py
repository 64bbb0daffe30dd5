"""Backup N (702.165a): "When this creature enters, put N +1/+1 counters on target creature.
If that's another creature, it also gains the non-backup abilities of this creature printed
below this one until end of turn." (language/backup.py). Real cards: Boon-Bringer Valkyrie
(backup 1; flying, first strike, lifelink) and Scorn-Blade Berserker (backup 1; "{1}, Sacrifice
this creature: Draw a card.")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _perm(outcome, name):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def test_another_creature_gets_the_counter_and_the_abilities_below(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Oso 2/2" hechizo:"Boon-Bringer Valkyrie: Oso"', cards
    )
    assert outcome.complete
    bear = _perm(outcome, "Oso")
    assert (bear.power, bear.plus_counters) == (3, 1)
    assert {"flying", "first_strike", "lifelink"} <= set(bear.keywords)


def test_targeting_itself_gives_only_the_counters(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Oso 2/2" hechizo:"Boon-Bringer Valkyrie: Boon-Bringer Valkyrie"',
        cards,
    )
    valkyrie = _perm(outcome, "Boon-Bringer Valkyrie")
    assert valkyrie.plus_counters == 1
    bear = _perm(outcome, "Oso")
    assert "flying" not in bear.keywords and bear.plus_counters == 0


def test_the_target_is_asked_when_not_told(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as asked:
        run_scenario_text('escenario criaturas:"Oso 2/2" hechizo:"Boon-Bringer Valkyrie"', cards)
    assert "objetivos:" in str(asked.value)


def test_a_granted_activated_ability_is_given_in_quotes(cards: CardCatalog) -> None:
    reading = read_card(cards.card_named("Scorn-Blade Berserker"))
    assert not reading.unread


def test_an_ability_below_it_the_engine_cannot_read_leaves_backup_unread(
    cards: CardCatalog,
) -> None:
    # Streetwise Negotiator: "This creature assigns combat damage equal to its toughness
    # rather than its power." is not read, so neither is what backup would grant.
    reading = read_card(cards.card_named("Streetwise Negotiator"))
    assert "Backup 1" in reading.unread
