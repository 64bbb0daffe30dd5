"""Triggered abilities from events (603.2): dies, enters, deals damage, gains life, beginning
of a step; controlled by their source's controller (603.3a), stacked in APNAP order (603.3b)."""

from __future__ import annotations

from engine_helpers import cited, died, player, run

from bot.engine import Scenario, run_scenario
from bot.engine.abilities import Trigger, TriggeredAbility
from bot.engine.effects import GainLife
from bot.engine.selectors import Filter
from bot.engine.state import GameState, Permanent, Player, Turn
from bot.text.engine_steps import step_text

YOU, RIVAL = "Jugador activo", "Jugador no activo"


def test_own_dies_trigger_fires_from_the_graveyard():
    out = run('estado criaturas:"Ánima 1/1 daño:1 disparo:cuando muere, ganas 2 vidas"')
    assert died(out) == ["Ánima"] and player(out, YOU).life == 22
    assert "603.10a" in cited(out)


def test_simultaneous_deaths_see_each_other():
    # 603.10a: both die in one event; each one's "another creature dies" sees the other.
    out = run(
        'estado criaturas:"A 1/1 daño:1 disparo:cuando muere otra criatura, ganas 1 vida; '
        'B 1/1 daño:1 disparo:cuando muere otra criatura, ganas 1 vida"'
    )
    assert player(out, YOU).life == 22
    assert len(out.final.resolution_order) == 2


def test_creature_that_died_earlier_does_not_see_a_later_death():
    out = run(
        'estado criaturas:"A 1/1 daño:1 disparo:cuando muere otra criatura, ganas 1 vida; '
        'B 3/3" eventos:"destruye B"'
    )
    assert player(out, YOU).life == 20


def test_your_creature_filter_ignores_the_rivals():
    out = run(
        'estado criaturas:"Sangrador 2/2 disparo:cuando muere una criatura tuya, robas 1 '
        'carta" criaturas_rival:"Oso 2/2 daño:2"'
    )
    assert out.final.resolution_order == []


def test_trigger_controller_is_its_sources_controller():
    out = run(
        'estado criaturas:"Oso 2/2 daño:2" criaturas_rival:"Buitre 1/1 disparo:cuando '
        'muere una criatura, ganas 1 vida"'
    )
    assert player(out, RIVAL).life == 21
    assert "603.3a" in cited(out)


def test_enters_trigger_from_a_token():
    out = run(
        'pila criaturas:"Guía 1/1 disparo:cuando entra una criatura tuya, ganas 1 vida" '
        'hechizo:"Reclutar: crea 2 fichas Soldado 1/1"'
    )
    assert player(out, YOU).life == 22
    assert "603.6a" in cited(out)


def test_deals_combat_damage_to_a_player_trigger():
    out = run(
        'combate atacante:"Espía 1/1 disparo:cuando esta criatura hace daño de combate a '
        'un jugador, robas una carta"'
    )
    assert out.final.resolution_order == ["Disparo de Espía"]
    assert player(out, "Jugador atacante").hand == 1
    out = run(
        'combate atacante:"Espía 1/1 disparo:cuando esta criatura hace daño de combate a '
        'un jugador, robas una carta" bloqueadores:"2/2"'
    )
    assert out.final.resolution_order == []


def test_lifelink_causes_a_gain_life_trigger():
    out = run(
        'pila criaturas:"Pinger 1/1 vínculo vital; Cura 1/1 disparo:cuando ganas vidas, '
        'el rival pierde 1 vida" habilidad:"Pinger: 1 daño a Jugador no activo"'
    )
    assert player(out, RIVAL).life == 18
    assert {"119.9", "702.15b"} <= cited(out)


def test_apnap_order_with_effects_and_a_chosen_order():
    out = run(
        'disparos criaturas:"A 1/1" activo:"Uno: ganas 1 vida; Dos: robas 1 carta" '
        'noactivo:"Tres: pierdes 1 vida" orden:"Dos; Uno"'
    )
    # The active player chose Dos below Uno: Tres (non-active) resolves first, then Uno, Dos.
    assert out.final.resolution_order == ["Tres", "Uno", "Dos"]
    assert player(out, RIVAL).life == 19 and player(out, YOU).life == 21


def test_beginning_of_step_trigger_only_on_its_controllers_turn():
    line = (
        'escenario paso:"principal 2" criaturas:"Demonio 5/5 disparo:al comienzo de tu paso '
        'final, pierdes 2 vidas" vida:2 eventos:"fin del turno"'
    )
    out = run(line)
    assert player(out, "Jugador A").lost and "603.2b" in cited(out)
    out = run(line.replace("paso:", "turno:ajeno paso:"))
    assert not player(out, "Jugador A").lost


def test_trigger_model_from_a_file():
    ability = TriggeredAbility(
        trigger=Trigger(event="dies", subject=Filter(kind="creature", controller="opponent")),
        effects=[GainLife(amount=3)],
    )
    state = GameState(
        players=[Player(name="A"), Player(name="B")],
        turn=Turn(active_player="A"),
        permanents=[
            Permanent(
                id="c", name="Cuervo", controller="A", power=1, toughness=1, abilities=[ability]
            ),
            Permanent(id="o", name="Oso", controller="B", power=2, toughness=2, damage=5),
        ],
    )
    out = run_scenario(Scenario(kind="sba", state=state))
    assert died(out) == ["Oso"] and player(out, "A").life == 23


def test_a_trigger_loop_is_stopped():
    out = run(
        'estado criaturas:"Eco 1/1 disparo:cuando ganas vidas, ganas 1 vida" eventos:"ganas 1 vida"'
    )
    assert any("parece un bucle" in step_text(s) for s in out.steps)


def test_triggers_from_the_first_strike_step_resolve_before_the_second():
    out = run(
        'combate atacante:"Oso 3/3 daña primero" bloqueadores:"Lobo 2/2" '
        'criaturas_rival:"Buitre 1/1 disparo:cuando muere otra criatura tuya, ganas 2 vidas"'
        " vida:10"
    )
    assert player(out, "Jugador defensor").life == 12
    gain = next(i for i, s in enumerate(out.steps) if "gana 2 vidas" in step_text(s))
    second = next(i for i, s in enumerate(out.steps) if step_text(s).startswith("Segundo paso"))
    assert gain < second
