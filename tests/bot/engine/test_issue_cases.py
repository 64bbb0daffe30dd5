"""Each kind of judge question issue 11 says the engine could not state or cite, stated now."""

from __future__ import annotations

from engine_helpers import cited, died, player, run

from bot.text.engine_steps import step_text
from bot.text.outcome import outcome_json

YOU, RIVAL = "Jugador activo", "Jugador no activo"


def test_whenever_a_creature_you_control_dies_trigger_given_as_text():
    out = run(
        'estado criaturas:"Sangrador 2/2 disparo:cuando muere otra criatura tuya, el rival '
        'pierde 1 vida; Oso 2/2 daño:2"'
    )
    assert died(out) == ["Oso"]
    assert player(out, RIVAL).life == 19
    assert out.final.resolution_order == ["Disparo de Sangrador"]
    assert {"603.2", "603.3a", "603.10a", "704.5g"} <= cited(out)


def test_activated_ability_from_a_source_with_deathtouch_and_lifelink():
    out = run(
        'pila criaturas:"Pinger 1/1 toque mortal vínculo vital" criaturas_rival:"Gigante 5/5"'
        ' habilidad:"Pinger: 1 daño a Gigante"'
    )
    assert died(out) == ["Gigante"]
    assert player(out, YOU).life == 21
    assert {"702.2b", "704.5h", "702.15b", "120.3f"} <= cited(out)


def test_earthquake_x_damage_to_each_creature_without_flying_and_each_player():
    out = run(
        'pila criaturas:"Oso 2/2; Pájaro 1/1 vuela" criaturas_rival:"Lobo 3/3" vida:3 '
        'hechizo:"Terremoto X=2: X daños a cada criatura sin volar y a cada jugador"'
    )
    assert died(out) == ["Oso"]
    assert {p.name: p.damage for p in out.final.permanents} == {"Pájaro": 0, "Lobo": 2}
    assert (player(out, YOU).life, player(out, RIVAL).life) == (1, 18)
    assert {"608.2f", "120.2b", "608.2n"} <= cited(out)


def test_draw_two_with_one_card_in_the_library_loses():
    out = run('pila biblioteca:1 hechizo:"Divinación: robas dos cartas"')
    you = player(out, YOU)
    assert you.lost and you.library == 0 and you.hand == 1
    assert {"121.2", "121.4", "704.5b", "104.3c"} <= cited(out)


def test_lord_leaves_and_the_creature_it_pumped_dies_with_its_marked_damage():
    out = run(
        'estado criaturas:"Señor 2/2 otorga:+1/+1 a otras; Oso 2/2 daño:2" eventos:"muere Señor"'
    )
    assert died(out) == ["Señor", "Oso"]
    assert {"611.3b", "611.3a", "120.6", "704.5g"} <= cited(out)
    step = next(s for s in out.steps if "dejan de existir" in step_text(s))
    assert "«Oso» ahora es 2/2" in step_text(step) and "2 daños marcados" in step_text(step)


def test_cant_lose_permanent_destroyed_later_in_the_turn_at_zero_life():
    out = run(
        'escenario permanentes:"Ángel 4/4 otorga:no puedes perder la partida" vida:0 '
        'eventos:"principal 2: destruye Ángel"'
    )
    a = player(out, "Jugador A")
    assert a.lost and a.life == 0
    first = next(s for s in out.steps if "no puede perder" in step_text(s))
    assert "101.2" in first.rules
    loss = next(s for s in out.steps if "pierde la partida" in step_text(s))
    assert {"704.5a", "104.3b", "611.3b"} <= set(loss.rules)
    assert out.steps.index(first) < out.steps.index(loss)


def test_damage_stays_marked_cites_120_6():
    out = run('capas base:"Oso 2/2 daño:1" efectos:"+1/+1"')
    assert "120.6" in cited(out)
    assert out.final.permanents[0].damage == 1


def test_counters_annihilate_cite_704_5q_and_122_3():
    out = run('estado criaturas:"2/2 contadores:+1/+1 x2 contadores:-1/-1"')
    step = next(s for s in out.steps if "contadores +1/+1 y -1/-1" in step_text(s))
    assert {"704.5q", "122.3"} <= set(step.rules)
    perm = out.final.permanents[0]
    assert (perm.plus_counters, perm.minus_counters, perm.power) == (1, 0, 3)


def test_life_loss_on_the_stack_then_704_5a():
    out = run('pila vida:2 hechizo:"Drenaje (rival): Jugador activo pierde 3 vidas"')
    you = player(out, YOU)
    assert you.lost and you.life == -1
    assert {"119.3", "704.5a", "104.3b", "117.3b"} <= cited(out)


def test_layers_question_runs_state_based_actions_after_switching():
    out = run('capas base:"1/4 daño:2" efectos:"intercambiar"')
    assert died(out) == ["Criatura"]
    death = out.final.died[0]
    assert (death.power, death.toughness) == (4, 1)
    assert {"613.4d", "704.5g", "120.6"} <= cited(out)


def test_instant_in_cleanup_is_normally_not_possible():
    out = run('momento carta:"instantáneo" paso:"limpieza"')
    assert out.final.playable is False
    assert {"514.3", "514.3a"} <= cited(out)


def test_instant_in_cleanup_when_something_triggered_there():
    out = run('momento carta:"instantáneo" paso:"limpieza" disparo:sí')
    assert out.final.playable is True
    assert "514.3a" in cited(out)


def test_every_answer_names_the_edition_it_cites():
    out = run('momento carta:"instantáneo" paso:"limpieza"')
    assert out.edition == "en-2026-01-16"
    assert outcome_json(out)["edition"] == "en-2026-01-16"
