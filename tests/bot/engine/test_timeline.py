"""Events across steps and phases: later actions, spells cast in response, the draw step, the
end step and cleanup (514.2, 514.3, 514.3a), the next turn."""

from __future__ import annotations

import pytest
from engine_helpers import cited, died, player, run

from bot.engine import Scenario, ScenarioError, run_scenario
from bot.engine.effects import Destroy
from bot.engine.state import GameState, Permanent, Player, Turn
from bot.engine.timeline import ActionEvent, StepEvent
from bot.text.engine_steps import step_text

A = "Jugador A"


def test_until_end_of_turn_pump_and_damage_end_together_in_cleanup():
    out = run(
        'escenario criaturas:"Oso 2/2 daño:1" hechizo:"Crecimiento: Oso obtiene +2/+2 '
        'hasta el final del turno" eventos:"2 daños a Oso; fin del turno"'
    )
    assert died(out) == []
    oso = out.final.permanents[0]
    assert (oso.power, oso.toughness, oso.damage) == (2, 2, 0)
    assert {"514.2", "514.3"} <= cited(out)


def test_minus_until_end_of_turn_kills_before_cleanup():
    out = run(
        'escenario criaturas:"Oso 2/2" eventos:"Oso obtiene -2/-2 hasta el final del '
        'turno; fin del turno"'
    )
    assert died(out) == ["Oso"]


def test_cleanup_without_anything_happening_gives_no_priority():
    out = run('escenario criaturas:"Oso 2/2" eventos:"fin del turno"')
    assert out.steps[-1].rules == ["514.3", "514.3a"]
    assert "nadie recibe prioridad" in step_text(out.steps[-1])


def test_cleanup_state_based_action_gives_priority_then_another_cleanup_step():
    # After both effects Oso is 2/2; in cleanup the +0/+2 ends and it is 2/0 (514.2), so a
    # state-based action happens there and the active player gets priority (514.3a).
    out = run(
        'escenario criaturas:"Oso 2/2" eventos:"Oso obtiene +0/+2 hasta el final del turno;'
        ' Oso obtiene -0/-2 permanentemente; fin del turno"'
    )
    assert died(out) == ["Oso"]
    step = next(
        s for s in out.steps if "el jugador activo recibe prioridad; cuando" in step_text(s)
    )
    assert step.rules == ["514.3a"]
    assert out.steps[-1].rules == ["514.3", "514.3a"]  # the second cleanup step is quiet


def test_actions_in_a_later_phase_and_the_turn_moves_on():
    out = run(
        'escenario permanentes:"Ángel 4/4 otorga:no puedes perder la partida" vida:0 '
        'eventos:"principal 2: destruye Ángel"'
    )
    assert player(out, A).lost
    assert any("fase principal poscombate" in step_text(s) for s in out.steps)


def test_events_after_the_game_is_over_do_not_happen():
    out = run('escenario vida:1 eventos:"pierdes 1 vida; ganas 5 vidas"')
    assert player(out, A).lost and player(out, A).life == 0
    assert any("lo que quedaba por ocurrir no llega a pasar" in step_text(s) for s in out.steps)


def test_draw_step_of_the_next_turn_with_an_empty_library():
    out = run('escenario paso:final biblioteca_rival:0 eventos:"robo del siguiente turno"')
    assert player(out, "Jugador B").lost
    assert {"504.1", "704.5b"} <= cited(out)


def test_casting_in_response_resolves_last_in_first_out():
    out = run(
        'escenario criaturas:"Oso 2/2" eventos:"lanza Rayo: 2 daños a Oso; lanza Crecer: '
        'Oso obtiene +1/+1; resuelve; fin del turno"'
    )
    assert died(out) == []
    assert out.final.resolution_order == ["Crecer", "Rayo"]
    assert {"117.7", "117.3c"} <= cited(out)


def test_activate_uses_the_sources_own_ability():
    out = run(
        'escenario criaturas:"Pinger 1/1 vínculo vital activada:T: 1 daño a cualquier '
        'objetivo" criaturas_rival:"Oso 1/1" eventos:"activa Pinger: 1 daño a Oso"'
    )
    assert died(out) == ["Oso"] and player(out, A).life == 21
    assert "602.2" in cited(out)
    out = run(
        'escenario criaturas:"Sanador 1/1 activada:T: ganas 2 vidas" eventos:"activa Sanador"'
    )
    assert player(out, A).life == 22


def test_activate_without_the_target_it_needs_says_so():
    out = run(
        'escenario criaturas:"Pinger 1/1 activada:T: 1 daño a cualquier objetivo" '
        'eventos:"activa Pinger"'
    )
    assert any("necesita un objetivo" in step_text(s) for s in out.steps)


def test_timeline_from_models():
    state = GameState(
        players=[Player(name="A", life=0, cant_lose=False), Player(name="B")],
        permanents=[Permanent(id="x", name="X", controller="A", power=1, toughness=1)],
        turn=Turn(active_player="A", step="main1"),
    )
    sc = Scenario(
        kind="timeline",
        state=state,
        events=[StepEvent(step="end"), ActionEvent(effects=[Destroy(objects=["x"])])],
    )
    out = run_scenario(sc)
    assert player(out, "A").lost  # at 0 life from the start: the first check ends it
    assert died(out) == []


def test_unknown_event_is_a_spanish_error():
    with pytest.raises(ScenarioError) as info:
        run('escenario criaturas:"Oso 2/2" eventos:"bailar con Oso"')
    assert "bailar" in info.value.message and "Ejemplo válido" in info.value.message
