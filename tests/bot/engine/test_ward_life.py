"""Ward—Pay N life (702.21a): the ward trigger counters the spell unless its controller pays
N life, which they can only do with at least that much life (119.4; bot/engine/ward.py).
Real card: Dwarven Forge-Chanter (1/3, "Ward—Pay 2 life.")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioQuestion
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

_BOLT = 'criaturas_rival:"Dwarven Forge-Chanter" hechizo:"Lightning Bolt: Dwarven Forge-Chanter'


def _me(outcome):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.players if p.name == "Jugador A")


def test_paying_the_life_lets_the_spell_resolve(cards: CardCatalog) -> None:
    outcome = run_scenario_text(f'escenario {_BOLT}, paga"', cards)
    assert outcome.complete
    assert _me(outcome).life == 18
    assert [d.name for d in outcome.final.died] == ["Dwarven Forge-Chanter"]
    assert {"702.21a", "119.4"} <= set(outcome.rules)


def test_not_paying_counters_it_and_costs_no_life(cards: CardCatalog) -> None:
    outcome = run_scenario_text(f'escenario {_BOLT}, no paga"', cards)
    assert _me(outcome).life == 20
    assert not outcome.final.died


def test_with_too_little_life_it_cannot_be_paid(cards: CardCatalog) -> None:
    outcome = run_scenario_text(f'escenario vida:1 {_BOLT}, paga"', cards)
    assert _me(outcome).life == 1
    assert not outcome.final.died
    assert any(s.kind == "ward.cant_pay_life" for s in outcome.steps)


def test_whether_it_is_paid_is_asked(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(f'escenario {_BOLT}"', cards)
    assert "2 vidas" in str(asked.value)


def test_the_line_is_read_and_other_costs_are_not(cards: CardCatalog) -> None:
    assert not read_card(cards.card_named("Dwarven Forge-Chanter")).unread
    # "Ward—Discard a card." is no mana or life cost: still unread.
    assert "Ward—Discard a card." in read_card(cards.card_named("Arna Kennerüd, Skycaptain")).unread
