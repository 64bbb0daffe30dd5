"""The effect vocabulary, one effect at a time, as data (YAML/JSON shape) and as a line."""

from __future__ import annotations

import pytest
from engine_helpers import cited, died, player, run

from bot.engine import ScenarioError, run_scenario
from bot.engine.scenario import scenario_from_data

A, B = "Ana", "Beto"


def _spell(effects: list[dict], permanents: list[dict] | None = None, **players) -> dict:
    """A stack question: Ana's spell «Hechizo» with these effects, over this board."""
    return {
        "kind": "triggers",
        "state": {
            "players": [
                {"name": A, **players.get("ana", {})},
                {"name": B, **players.get("beto", {})},
            ],
            "turn": {
                "active_player": A,
                "stack": [
                    {"name": "Hechizo", "controller": A, "kind": "spell", "effects": effects}
                ],
            },
            "permanents": permanents or [],
        },
    }


def _bear(pid: str = "oso", who: str = B, **fields) -> dict:
    return {
        "id": pid,
        "name": pid.capitalize(),
        "controller": who,
        "power": 2,
        "toughness": 2,
        **fields,
    }


def _run(data: dict):
    return run_scenario(scenario_from_data(data))


def test_damage_to_a_target_from_a_file():
    out = _run(_spell([{"type": "damage", "amount": 3, "targets": ["oso"]}], [_bear()]))
    assert died(out) == ["Oso"]
    assert out.final.damage[0].dealt == 3


def test_damage_to_each_creature_matching_and_each_player():
    flt = [{"kind": "creature", "without_keywords": ["flying"]}, {"kind": "player"}]
    out = _run(
        _spell(
            [{"type": "damage", "amount": 1, "each": flt}],
            [_bear(), _bear("aguila", keywords=["flying"])],
        )
    )
    assert {p.name: p.damage for p in out.final.permanents} == {"Oso": 1, "Aguila": 0}
    assert {p.name: p.life for p in out.final.players} == {A: 19, B: 19}


def test_gain_and_lose_life_default_to_the_controller():
    out = _run(
        _spell(
            [
                {"type": "gain_life", "amount": 4},
                {
                    "type": "lose_life",
                    "amount": 2,
                    "each": [{"kind": "player", "controller": "opponent"}],
                },
            ]
        )
    )
    assert {p.name: p.life for p in out.final.players} == {A: 24, B: 18}
    assert "608.2c" in cited(out)  # two effects, in the order written


def test_draw_counts_the_library_and_the_hand():
    out = _run(_spell([{"type": "draw", "amount": 2}], ana={"library": 5}))
    ana = player(out, A)
    assert (ana.library, ana.hand, ana.lost) == (3, 2, False)


def test_put_and_remove_counters():
    out = run(
        'pila criaturas_rival:"Oso 2/2 contadores:-1/-1" '
        'hechizo:"Crecer: pon 2 contadores +1/+1 en Oso"'
    )
    perm = out.final.permanents[0]
    # 704.5q: one of each is removed after the spell resolves.
    assert (perm.plus_counters, perm.minus_counters, perm.power, perm.toughness) == (1, 0, 3, 3)
    out = run(
        'pila criaturas:"Oso 2/2 contadores:+1/+1 x2" '
        'hechizo:"Menguar: quita un contador +1/+1 de Oso"'
    )
    assert out.final.permanents[0].plus_counters == 1


def test_destroy_respects_indestructible_and_regeneration():
    out = run(
        'pila criaturas:"Oso 2/2; Dios 5/5 indestructible; Troll 2/2 regenerar" '
        'hechizo:"Ira: destruye cada criatura"'
    )
    assert died(out) == ["Oso"]
    assert {"701.8a", "702.12b", "701.19a"} <= cited(out)


def test_sacrifice_is_not_destruction():
    out = run('pila criaturas:"Dios 5/5 indestructible" hechizo:"Edicto: sacrifica Dios"')
    assert died(out) == ["Dios"]
    assert {"701.21a", "701.8b"} <= cited(out)


def test_exiled_token_ceases_to_exist():
    out = run('pila criaturas:"Soldado 1/1 ficha" hechizo:"Destierro: exilia Soldado"')
    assert died(out) == ["Soldado"]
    assert {"701.13a", "704.5d"} <= cited(out)


def test_create_tokens():
    out = run('pila hechizo:"Reclutar: crea 2 fichas Soldado 1/1 blancas vigilancia"')
    tokens = [p for p in out.final.permanents if p.name == "Soldado"]
    assert len(tokens) == 2 and all(p.controller == "Jugador activo" for p in tokens)
    assert {"701.7a", "111.2"} <= cited(out)


def test_pump_until_end_of_turn_is_a_layer_7c_effect():
    out = run(
        'pila criaturas:"Oso 2/2" hechizo:"Crecimiento: Oso obtiene +3/+3 hasta el final del turno"'
    )
    assert (out.final.permanents[0].power, out.final.permanents[0].toughness) == (5, 5)
    assert {"611.2c", "613.7b", "611.2a"} <= cited(out)


def test_set_and_switch_power_and_toughness():
    out = run('pila criaturas:"Oso 3/4" hechizo:"Rana: Oso se convierte en 1/1"')
    assert (out.final.permanents[0].power, out.final.permanents[0].toughness) == (1, 1)
    out = run(
        'pila criaturas:"Muro 0/4" hechizo:"Giro: intercambia la fuerza y resistencia de Muro"'
    )
    assert died(out) == ["Muro"]  # 4/0 after the switch: 704.5f
    assert (out.final.died[0].power, out.final.died[0].toughness) == (4, 0)
    assert "704.5f" in cited(out)


def test_gain_and_lose_abilities():
    out = run('pila criaturas:"Oso 2/2 arrollar" hechizo:"Alas: Oso gana volar y pierde arrollar"')
    assert out.final.permanents[0].keywords == ["flying"]


def test_lose_all_abilities_ends_a_static_ability():
    out = run(
        'pila criaturas:"Señor 2/2 otorga:+1/+1 a otras; Oso 2/2" '
        'hechizo:"Humildad: Señor pierde todas las habilidades"'
    )
    assert {p.name: p.power for p in out.final.permanents} == {"Señor": 2, "Oso": 2}


def test_cant_lose_and_cant_win_effects():
    out = run('pila vida:1 hechizo:"Ángel: no puedes perder la partida. pierdes 5 vidas"')
    assert not player(out, "Jugador activo").lost
    assert {"613.10", "101.2"} <= cited(out)


def test_prevention_shield_is_used_up():
    out = run(
        'pila criaturas:"Oso 2/2" hechizo:"Rayo: 3 daños a Oso" '
        'hechizo:"Escudo: previene los próximos 2 daños a Oso"'
    )
    assert died(out) == []
    assert out.final.permanents[0].damage == 1
    rec = out.final.damage[0]
    assert (rec.assigned, rec.prevented, rec.dealt) == (3, 2, 1)
    assert "615.7" in cited(out)


def test_prevent_all_damage_to_a_player():
    out = run(
        'pila hechizo:"Niebla: previene todo el daño a ti" '
        'hechizo:"Rayo (rival): 3 daños a Jugador activo"'
    )
    # Rayo is on top and resolves first: the shield does not exist yet (615.4).
    assert player(out, "Jugador activo").life == 17


def test_gain_control_changes_who_you_is():
    out = run('pila criaturas_rival:"Oso 2/2" hechizo:"Robar: ganas el control de Oso"')
    assert out.final.permanents[0].controller == "Jugador activo"
    assert "613.1b" in cited(out) or "611.2c" in cited(out)


def test_effect_models_reject_unknown_types_in_spanish():
    with pytest.raises(ScenarioError) as info:
        _run(_spell([{"type": "explotar", "amount": 1}]))
    msg = info.value.message
    assert "«type» no admite «explotar»; debe ser uno de estos: «damage» (daño)" in msg
    assert "Ejemplo válido" in msg


def test_effect_naming_something_that_does_not_exist_is_an_error():
    with pytest.raises(ScenarioError) as info:
        _run(_spell([{"type": "destroy", "objects": ["nadie"]}]))
    assert "«nadie»" in info.value.message
