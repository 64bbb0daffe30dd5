"""A Mount told saddled (702.171b: «ensillada»): its "whenever this creature attacks while
saddled" triggers only then, from real card text. The Saddle N line is read since session 9
(bot/engine/saddle.py; its activation: tests/bot/engine/language/test_told_saddle_and_state.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.state import Permanent
from bot.engine.turn import _end_of_turn
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from bot.engine import Outcome
    from index.cards.catalog import CardCatalog


def _life(outcome: Outcome, name: str) -> int:
    return next(p.life for p in outcome.final.players if p.name == name)


def test_a_saddled_mount_triggers_when_it_attacks(cards: CardCatalog) -> None:
    # Alacrian Jaguar 4/4: «Whenever this creature attacks while saddled, it gets +2/+2»
    saddled = run_scenario_text(
        'combate atacante:"Alacrian Jaguar ensillada" bloqueadores:ninguno', cards
    )
    assert saddled.final.resolution_order == ["Disparo de Alacrian Jaguar"]
    assert _life(saddled, "Jugador defensor") == 14
    # the trigger is read, and Saddle 1 too (702.171a, bot/engine/saddle.py)
    [jaguar] = [c for c in saddled.cards if c.card == "Alacrian Jaguar"]
    assert jaguar.unread == []


def test_an_unsaddled_mount_does_not_trigger(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacante:"Alacrian Jaguar" bloqueadores:ninguno', cards)
    assert outcome.final.resolution_order == []
    assert _life(outcome, "Jugador defensor") == 16


def test_saddled_told_in_a_chat_is_read(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        "ataco con mi Alacrian Jaguar ensillado y el rival bloquea con su Hill Giant", cards
    )
    assert outcome.told == 'combate atacante:"Alacrian Jaguar ensillado" bloqueadores:"Hill Giant"'
    assert "Disparo de Alacrian Jaguar" in render_text(outcome)


def test_saddled_ends_in_the_cleanup_step() -> None:
    from bot.engine.outcome import Trace
    from bot.engine.state import GameState

    mount = Permanent(
        id="m", name="Mount", controller="Jugador A", power=2, toughness=2, saddled=True
    )
    state = GameState(permanents=[mount])
    _end_of_turn(state, Trace())
    assert not state.permanents[0].saddled
