"""Continuous effects tied to their sources (611.3) through layers 1-7 (613), with timestamps
and dependency; every layers question then runs state-based actions."""

from __future__ import annotations

from engine_helpers import cited, died, run

from bot.engine import Scenario, run_scenario
from bot.engine.abilities import StaticAbility
from bot.engine.characteristics import board
from bot.engine.effects import Become, GainAbility, ModifyPT
from bot.engine.selectors import Filter
from bot.engine.state import ContinuousEffect, GameState, Permanent, PTEffect
from bot.text.engine_steps import step_text


def _pt(out, name: str) -> tuple[int | None, int | None]:
    perm = next(p for p in out.final.permanents if p.name == name)
    return perm.power, perm.toughness


def test_lord_pumps_whatever_fits_at_each_moment():
    # 611.3a: a creature that enters later is pumped too.
    out = run(
        'pila criaturas:"Señor 2/2 otorga:+1/+1 a otras criaturas tuyas" '
        'hechizo:"Reclutar: crea una ficha Soldado 1/1"'
    )
    assert _pt(out, "Soldado") == (2, 2) and _pt(out, "Señor") == (2, 2)


def test_lord_only_pumps_yours_when_it_says_so():
    out = run(
        'capas objetos:"Señor 2/2 otorga:+1/+1 a otras criaturas tuyas; Oso 2/2" '
        'objetos_rival:"Lobo 2/2"'
    )
    assert (_pt(out, "Oso"), _pt(out, "Lobo")) == ((3, 3), (2, 2))
    assert {"611.3a", "611.3b", "613.7a"} <= cited(out)


def test_destroyed_lord_stops_pumping_and_damage_stays():
    out = run(
        'escenario criaturas:"Señor 2/2 otorga:+1/+1 a otras; Oso 2/2 daño:2" '
        'eventos:"principal 2: destruye Señor"'
    )
    assert died(out) == ["Señor", "Oso"]
    assert {"611.3b", "120.6", "704.5g"} <= cited(out)


def test_type_change_in_layer_4_before_ability_grant_in_layer_6():
    # The grant has the earlier timestamp, but layer 4 is applied first (613.1).
    out = run(
        'capas objetos:"Yermo tierra; Señor 2/2 otorga:las criaturas tuyas tienen volar" '
        'efectos:"Yermo se convierte en criatura 3/3"'
    )
    yermo = next(p for p in out.final.permanents if p.name == "Yermo")
    assert (yermo.power, yermo.toughness, yermo.keywords) == (3, 3, ["flying"])
    assert {"613.1d", "613.1f", "613.4b"} <= cited(out)


def test_type_change_removing_creature_loses_the_grant_and_power():
    out = run(
        'capas objetos:"Estatua 2/2 artefacto criatura; Señor 2/2 otorga:las criaturas '
        'tuyas tienen volar" efectos:"Estatua se convierte en artefacto"'
    )
    statue = next(p for p in out.final.permanents if p.name == "Estatua")
    assert "flying" in statue.keywords  # still a creature: "becomes an artifact" adds a type
    state = GameState(
        permanents=[
            Permanent(
                id="e",
                name="Estatua",
                controller="Jugador A",
                power=2,
                toughness=2,
                types={"artifact", "creature"},
            )
        ],
        continuous=[
            ContinuousEffect(effect=Become(remove_types={"creature"}), affected=["e"], timestamp=1)
        ],
    )
    out = run_scenario(Scenario(kind="layers", state=state))
    assert out.final.permanents[0].power is None  # 208.3
    assert "208.3" in cited(out)


def test_dependency_in_layer_4_overrides_timestamps():
    # "Each artifact is a 2/2 creature" (timestamp 1) depends on "Yermo becomes an artifact"
    # (timestamp 3): applying the latter changes what the former applies to (613.8a).
    out = run(
        'capas objetos:"Fábrica artefacto otorga:cada artefacto es una criatura 2/2; '
        'Yermo tierra" efectos:"Yermo se convierte en artefacto"'
    )
    assert _pt(out, "Yermo") == (2, 2)
    assert {"613.8a", "613.8b"} <= cited(out)


def test_dependency_in_layer_6_ability_filter():
    grant = StaticAbility(
        effects=[
            GainAbility(
                keywords={"first_strike"}, each=[Filter(kind="creature", with_keywords={"flying"})]
            )
        ]
    )
    state = GameState(
        permanents=[
            Permanent(
                id="s",
                name="Señor",
                controller="Jugador A",
                power=1,
                toughness=1,
                timestamp=1,
                abilities=[grant],
            ),
            Permanent(
                id="o", name="Oso", controller="Jugador A", power=2, toughness=2, timestamp=2
            ),
        ],
        continuous=[
            ContinuousEffect(effect=GainAbility(keywords={"flying"}), affected=["o"], timestamp=3)
        ],
    )
    assert board(state).chars["o"].keywords == {"flying", "first_strike"}


def test_layer_7_sublayers_with_a_static_pump_and_a_switch():
    out = run(
        'capas objetos:"Señor 2/2 otorga:+1/+1 a otras; Muro 0/4 contadores:+1/+1" '
        'efectos:"intercambia Muro; Muro se convierte en 1/3"'
    )
    # 7b sets 1/3, 7c adds +1/+1 (Señor) and the counter: 3/5, 7d switches: 5/3.
    assert _pt(out, "Muro") == (5, 3)
    assert {"613.4b", "613.4c", "613.4d", "613.7c"} <= cited(out)


def test_characteristic_defining_ability_goes_first():
    state = GameState(
        permanents=[Permanent(id="x", name="X", controller="Jugador A", power=0, toughness=0)],
        continuous=[
            ContinuousEffect(effect=ModifyPT(power=1, toughness=1), affected=["x"], timestamp=1)
        ],
    )
    # The CDA (7a) has the later timestamp but is applied first; +1/+1 (7c) then adds to it.
    state.effects.append(PTEffect(target="x", sublayer="a", power=4, toughness=4, timestamp=9))
    out = run_scenario(Scenario(kind="layers", state=state))
    assert (out.final.permanents[0].power, out.final.permanents[0].toughness) == (5, 5)


def test_lose_all_abilities_before_the_static_would_apply():
    out = run(
        'capas objetos:"Señor 2/2 otorga:+1/+1 a otras; Oso 2/2" '
        'efectos:"Señor pierde todas las habilidades"'
    )
    assert _pt(out, "Oso") == (2, 2)


def test_control_change_moves_a_lord_effect():
    out = run(
        'capas objetos:"Oso 2/2" objetos_rival:"Señor 2/2 otorga:+1/+1 a otras criaturas '
        'tuyas" efectos:"ganas el control de Señor"'
    )
    assert _pt(out, "Oso") == (3, 3)
    assert "613.1b" in cited(out)


def test_copy_effect_takes_the_copiable_values():
    out = run(
        'capas objetos:"Clon 0/0; Gigante 6/6 arrollar" '
        'efectos:"Clon se convierte en una copia de Gigante"'
    )
    names = sorted((p.name, p.power) for p in out.final.permanents)
    assert names == [("Gigante", 6), ("Gigante", 6)]
    assert "613.1a" in cited(out)


def test_colour_change_in_layer_5():
    out = run('capas objetos:"Oso 2/2 verde" efectos:"Oso se vuelve roja"')
    assert "613.1e" in cited(out)


def test_layers_question_with_no_state_based_action_says_so():
    out = run('capas base:"2/2" efectos:"+1/+1"')
    assert "Con estos valores se comprueban las acciones de estado" in step_text(out.steps[-1])


def test_until_end_of_turn_effect_from_a_spell_is_locked_in():
    # 611.2c: a creature that enters after the spell resolved is not affected.
    out = run(
        'pila criaturas:"Oso 2/2" hechizo:"Reclutar: crea una ficha Soldado 1/1" '
        'hechizo:"Arenga: cada criatura obtiene +1/+1 hasta el final del turno"'
    )
    assert (_pt(out, "Oso"), _pt(out, "Soldado")) == ((3, 3), (1, 1))
    assert "611.2c" in cited(out)


def test_lord_outside_combat_pumps_the_attacker():
    out = run(
        'combate atacante:"Oso 2/2" bloqueadores:"Muro 1/3" '
        'criaturas:"Señor 2/2 otorga:+1/+1 a otras criaturas tuyas"'
    )
    assert died(out) == ["Muro"]
    assert _pt(out, "Oso") == (3, 3)


def test_lord_killed_by_first_strike_takes_its_pump_away():
    # 2 to Señor (lethal) and 2 to Oso (3/3 while Señor lives): when Señor dies Oso is 2/2 with
    # 2 damage still marked, so the repeated check destroys it (611.3b, 120.6, 704.5g).
    out = run(
        'combate atacante:"Caballero 4/4 daña primero" bloqueadores:"Señor 2/2 otorga:+1/+1 '
        'a otras criaturas tuyas; Oso 2/2" reparto:"2,2"'
    )
    assert died(out) == ["Señor", "Oso"]
    assert {"611.3b", "120.6", "704.5g"} <= cited(out)
