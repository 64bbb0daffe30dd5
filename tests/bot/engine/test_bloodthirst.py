"""Bloodthirst N (702.54a): "If an opponent was dealt damage this turn, this permanent enters
with N +1/+1 counters on it." (bot/engine/bloodthirst.py). Real card: Bloodrage Vampire
(3/1, bloodthirst 1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioQuestion
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _vampire(outcome):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == "Bloodrage Vampire")


def test_it_enters_with_counters_when_the_scenario_says_an_opponent_was_hurt(
    cards: CardCatalog,
) -> None:
    outcome = run_scenario_text('escenario dañado_rival:sí hechizo:"Bloodrage Vampire"', cards)
    assert outcome.complete
    vampire = _vampire(outcome)
    assert (vampire.power, vampire.toughness, vampire.plus_counters) == (4, 2, 1)
    assert "702.54a" in outcome.rules


def test_without_damage_to_an_opponent_it_enters_without_them(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario dañado_rival:no hechizo:"Bloodrage Vampire"', cards)
    assert _vampire(outcome).plus_counters == 0


def test_damage_dealt_in_the_run_counts(cards: CardCatalog) -> None:
    # Bottom to top: the Bolt resolves first and deals 3 damage to the opponent.
    outcome = run_scenario_text(
        'escenario hechizo:"Bloodrage Vampire; Lightning Bolt: Jugador B"', cards
    )
    assert _vampire(outcome).plus_counters == 1


def test_damage_to_its_own_controller_does_not_count(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text('escenario hechizo:"Bloodrage Vampire; Lightning Bolt: Jugador A"', cards)
    assert "702.54a" in str(asked.value)


def test_a_new_turn_starts_with_no_one_hurt(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        "escenario turno:ajeno paso:final dañado:sí dañado_rival:sí "
        'eventos:"siguiente turno; lanza Bloodrage Vampire; resuelve"',
        cards,
    )
    assert _vampire(outcome).plus_counters == 0


def test_unknown_whether_an_opponent_was_hurt_is_asked(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text('escenario hechizo:"Bloodrage Vampire"', cards)
    assert "dañado_rival" in str(asked.value)


def test_the_keyword_line_is_read(cards: CardCatalog) -> None:
    assert not read_card(cards.card_named("Bloodrage Vampire")).unread
