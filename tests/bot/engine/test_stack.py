"""APNAP ordering of simultaneous triggers (603.3b) and LIFO resolution (405.5)."""

from __future__ import annotations

from engine_helpers import cited, run

from bot.engine import Scenario, run_scenario
from bot.engine.state import GameState, Player, StackItem, Turn


def test_apnap_active_player_triggers_go_on_first_and_resolve_last():
    out = run('disparos activo:"Disparo A; Disparo B" noactivo:"Disparo C"')
    assert out.final.resolution_order == ["Disparo C", "Disparo B", "Disparo A"]
    assert {"603.3b", "101.4", "405.5"} <= cited(out)


def test_lifo_with_spells_already_on_the_stack():
    out = run('disparos pila:"Rayo (no activo); Contrahechizo" noactivo:"Disparo"')
    assert out.final.resolution_order == ["Disparo", "Contrahechizo", "Rayo"]


def test_only_stack_no_triggers():
    out = run('disparos pila:"Uno; Dos; Tres"')
    assert out.final.resolution_order == ["Tres", "Dos", "Uno"]


def test_apnap_in_multiplayer_follows_turn_order_from_active_player():
    players = [Player(name=n) for n in ("Ana", "Beto", "Caro")]
    triggers = [
        StackItem(name="de Ana", controller="Ana"),
        StackItem(name="de Beto", controller="Beto"),
        StackItem(name="de Caro", controller="Caro"),
    ]
    state = GameState(players=players, turn=Turn(active_player="Beto"))
    out = run_scenario(Scenario(kind="triggers", state=state, triggers=triggers))
    # Beto (active) first, then Caro, then Ana: Ana's resolves first.
    assert out.final.resolution_order == ["de Ana", "de Caro", "de Beto"]
