"""«that player» in a trigger of damage dealt to a player is the player dealt the damage
(603.7c); words pointing back at an event that has no such thing are refused, never bound to
a default player (the discard fell on the attacker, whose hand was empty: a confident wrong
answer, found by session 9's ninjutsu work)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.effects import Discard
from bot.engine.events import Attacked
from bot.engine.triggers import _bound
from bot.text.outcome import render_text


def test_that_player_after_combat_damage_to_a_player_is_the_damaged_player(cards) -> None:
    # Okiba-Gang Shinobi: «Whenever this creature deals combat damage to a player, that
    # player discards two cards.»
    outcome = run_scenario_text(
        'combate atacante:"Okiba-Gang Shinobi" bloqueadores:ninguno mano_rival:3', cards
    )
    shown = render_text(outcome)
    assert "Jugador defensor descarta 2 cartas" in shown
    assert "Jugador atacante: descarta" not in shown


def test_that_player_with_an_event_without_a_player_is_refused() -> None:
    # An attack names no player who did something: «that player» has nothing to mean.
    effect = Discard.model_validate({"type": "discard", "amount": 1, "event_ref": "event_player"})
    event = Attacked(attacker="p1", target="Jugador no activo")
    with pytest.raises(ScenarioError, match="that player"):
        _bound(effect, event)
