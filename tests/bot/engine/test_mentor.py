"""Mentor (702.134a): "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with power less than this creature's power." (bot/engine/mentor.py). Real card:
Blade Instructor (3/1, mentor)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.errors import ScenarioQuestion
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _perm(outcome, name):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def test_the_only_lesser_attacker_gets_the_counter(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacantes:"Blade Instructor; Oso 2/2"', cards)
    assert outcome.complete
    assert _perm(outcome, "Oso").plus_counters == 1
    defender = next(p for p in outcome.final.players if p.name == "Jugador defensor")
    assert defender.life == 20 - 3 - 3  # the Oso deals 3 after its counter
    assert "702.134a" in outcome.rules


def test_an_attacker_as_strong_is_no_legal_target(cards: CardCatalog) -> None:
    # 603.3d: no legal target, so the ability is removed from the stack.
    outcome = run_scenario_text('combate atacantes:"Blade Instructor; Lobo 3/3"', cards)
    assert _perm(outcome, "Lobo").plus_counters == 0
    assert not outcome.final.resolution_order


def test_with_several_the_told_target_gets_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacantes:"Blade Instructor; Oso 2/2; Ave 1/1" objetivos:"Blade Instructor: Ave"',
        cards,
    )
    assert (_perm(outcome, "Ave").plus_counters, _perm(outcome, "Oso").plus_counters) == (1, 0)


def test_with_several_and_none_told_it_is_asked(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text('combate atacantes:"Blade Instructor; Oso 2/2; Ave 1/1"', cards)
    assert "objetivos:" in str(asked.value)


def test_a_told_target_that_is_not_lesser_is_an_error(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario_text(
            'combate atacantes:"Blade Instructor; Oso 2/2; Lobo 3/3" '
            'objetivos:"Blade Instructor: Lobo"',
            cards,
        )
    assert "702.134a" in str(error.value)


def test_the_keyword_line_is_read(cards: CardCatalog) -> None:
    assert not read_card(cards.card_named("Blade Instructor")).unread
