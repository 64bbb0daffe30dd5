"""The rules that decide what does *not* change: an ability still resolving without its
source (113.7a), a player's own hexproof creature staying a legal target (702.11b), and a
creature with undying or persist that leaves for another zone than the graveyard (700.4)."""

from __future__ import annotations

from engine_helpers import cited, died, player, run


def test_an_ability_resolves_after_its_source_died_and_the_answer_says_why():
    out = run(
        'pila criaturas:"Chamán 1/1" vida_rival:5 habilidad:"Chamán: 2 daños al rival" '
        'hechizo:"Choque (rival): 2 daños a Chamán"'
    )
    assert died(out) == ["Chamán"]
    assert player(out, "Jugador no activo").life == 3
    assert "113.7a" in cited(out)


def test_a_players_own_hexproof_creature_is_a_legal_target_and_the_answer_says_why():
    out = run(
        'pila criaturas:"Sierpe 3/3 hexproof" '
        'hechizo:"Mordisco: Sierpe obtiene +2/+2 hasta el final del turno"'
    )
    assert [f"{p.power}/{p.toughness}" for p in out.final.permanents] == ["5/5"]
    assert "702.11b" in cited(out)


def test_hexproof_against_the_opponent_still_makes_the_target_illegal():
    out = run('pila criaturas:"Sierpe 3/3 hexproof" hechizo:"Rayo (rival): 3 daños a Sierpe"')
    assert died(out) == []
    assert "702.11b" in cited(out)


def test_an_exiled_persist_creature_does_not_come_back():
    out = run('pila criaturas:"Kithkin 2/2 persistir" hechizo:"Destierro (rival): exilia Kithkin"')
    assert died(out) == ["Kithkin"]
    assert out.final.permanents == []
    assert out.final.resolution_order == ["Destierro"]
    assert {"702.79a", "700.4"} <= cited(out)


def test_a_bounced_undying_creature_does_not_trigger():
    out = run(
        'pila criaturas:"Espíritu 2/2 resiliencia" '
        'hechizo:"Desvanecer (rival): devuelve Espíritu a la mano de su propietario"'
    )
    assert out.final.resolution_order == ["Desvanecer"]
    assert {"702.93a", "700.4"} <= cited(out)


def test_a_dying_undying_creature_still_triggers():
    out = run('pila criaturas:"Espíritu 2/2 resiliencia" hechizo:"Rayo: 3 daños a Espíritu"')
    assert out.final.resolution_order == ["Rayo", "Resiliencia de Espíritu"]
