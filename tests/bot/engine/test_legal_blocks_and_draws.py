"""Answers say why a block stands (flying/reach, menace), where a combatant's power comes
from, when the legend rule does not apply, prevention, and when a game ends in a draw."""

from __future__ import annotations

from engine_helpers import cited, died, player, run

from bot.text.engine_steps import step_text


def test_a_reach_blocker_is_explained_with_the_reach_rule():
    out = run('combate atacante:"Dragón 4/4 vuela" bloqueadores:"Araña 1/5 alcance"')
    assert {"702.9b", "702.17b"} <= cited(out)
    assert out.final.verdict is None  # the block is legal: damage is dealt
    assert any("alcance: puede bloquearla" in step_text(step) for step in out.steps)


def test_a_flying_blocker_cites_flying_only():
    out = run('combate atacante:"Dragón 4/4 vuela" bloqueadores:"Ave 1/1 vuela"')
    assert "702.9b" in cited(out) and "702.17b" not in cited(out)
    assert died(out) == ["Ave"]


def test_menace_blocked_by_two_is_legal_and_says_so():
    out = run('combate atacante:"Matón 3/3 amenaza" bloqueadores:"Oso 2/2; Ardilla 1/1"')
    assert "702.111b" in cited(out)
    assert out.final.verdict is None
    assert sorted(died(out)) == ["Ardilla", "Matón", "Oso"]


def test_a_ground_attacker_gets_no_evasion_step():
    out = run('combate atacante:"Oso 2/2" bloqueadores:"Ave 1/1 vuela"')
    assert not {"702.9b", "702.17b", "702.111b"} & cited(out)


def test_everyone_losing_at_once_is_a_draw():
    out = run("estado vida:0 vida_rival:0")
    assert player(out, "Jugador activo").lost and player(out, "Jugador no activo").lost
    assert "104.4a" in cited(out)


def test_one_player_losing_is_not_a_draw():
    out = run("estado vida:0 veneno_rival:9")
    assert player(out, "Jugador activo").lost and not player(out, "Jugador no activo").lost
    assert "104.4a" not in cited(out)


def test_a_combatant_with_counters_says_where_its_power_comes_from():
    out = run('combate atacante:"Oso 2/2 contadores:+1/+1" bloqueadores:ninguno vida:5')
    assert player(out, "Jugador defensor").life == 2
    assert "122.1a" in cited(out)
    assert any(step_text(step).startswith("«Oso» es 3/3: impresa 2/2") for step in out.steps)


def test_a_combatant_as_printed_gets_no_power_step():
    out = run('combate atacante:"Oso 2/2" bloqueadores:ninguno')
    assert "122.1a" not in cited(out)
    assert not any("impresa" in step_text(step) for step in out.steps)


def test_the_legend_rule_says_when_it_does_not_apply():
    ours_and_theirs = run(
        'estado criaturas:"Elspeth 4/4 legendaria" criaturas_rival:"Elspeth 4/4 legendaria"'
    )
    assert died(ours_and_theirs) == [] and "704.5j" in cited(ours_and_theirs)
    plain = run('estado criaturas:"Oso 2/2; Oso 2/2"')
    assert died(plain) == [] and "704.5j" in cited(plain)
    tokens = run('pila hechizo:"Reclutar: crea 2 fichas Soldado 1/1"')
    assert "704.5j" not in cited(tokens)


def test_preventing_all_damage_cites_prevention_not_shields():
    out = run(
        'pila criaturas:"Oso 2/2" hechizo:"Choque (rival): 2 daños a Oso" '
        'hechizo:"Niebla: previene todo el daño que se haría a Oso este turno"'
    )
    assert died(out) == [] and "615.1a" in cited(out) and "615.7" not in cited(out)
    shield = run(
        'pila criaturas:"Oso 2/2" hechizo:"Choque (rival): 2 daños a Oso" '
        'hechizo:"Escudo: previene los próximos 2 daños a Oso"'
    )
    assert {"615.1a", "615.7"} <= cited(shield)
