"""State-based actions (704) scenarios, checked against the 2026 rules text."""

from __future__ import annotations

from engine_helpers import cited, died, player, run

from bot.engine import Scenario, run_scenario
from bot.engine.sba import apply_sbas
from bot.engine.state import GameState, Permanent, Player
from bot.text.engine_steps import step_text

YOU, RIVAL = "Jugador activo", "Jugador no activo"


def test_life_zero_loses():
    out = run("estado vida:0")
    assert player(out, YOU).lost
    assert {"704.5a", "104.3b"} <= cited(out)


def test_negative_life_also_loses():
    assert player(run("estado vida_rival:-3"), RIVAL).lost


def test_ten_poison_loses():
    out = run("estado veneno:10")
    assert player(out, YOU).lost
    assert "704.5c" in cited(out)


def test_nine_poison_does_not_lose():
    assert not player(run("estado veneno:9"), YOU).lost


def test_draw_from_empty_library_loses():
    out = run("estado robo_vacío:sí")
    assert player(out, YOU).lost
    assert "704.5b" in cited(out)


def test_cant_lose_the_game_keeps_player_in():
    # 101.2: the "can't" effect wins over the rule that says the player loses.
    out = run("estado vida:0 veneno:12 no_puede_perder:sí")
    assert not player(out, YOU).lost
    assert "101.2" in cited(out)


def test_zero_toughness_goes_to_graveyard():
    out = run('estado criaturas:"2/2 contadores:-1/-1 x2"')
    assert died(out) == ["Criatura 1"]
    assert "704.5f" in out.final.died[0].rules


def test_indestructible_does_not_survive_zero_toughness():
    # 704.5f isn't destruction (701.8b), so indestructible (702.12b) doesn't help.
    out = run('estado criaturas:"1/1 indestructible contadores:-1/-1"')
    assert died(out) == ["Criatura 1"]
    assert {"701.8b", "704.5f"} <= cited(out)


def test_lethal_damage_destroys():
    out = run('estado criaturas:"3/3 daño:3; 3/3 daño:2"')
    assert died(out) == ["Criatura 1"]
    assert "704.5g" in cited(out)


def test_deathtouch_damage_destroys_even_one_point():
    out = run('estado criaturas:"6/6 daño_mortal:1"')
    assert died(out) == ["Criatura 1"]
    assert "704.5h" in cited(out)


def test_indestructible_survives_lethal_and_deathtouch_damage():
    out = run('estado criaturas:"2/2 indestructible daño:5; 2/2 indestructible daño_mortal:1"')
    assert died(out) == []
    assert "702.12b" in cited(out)


def test_regeneration_replaces_destruction():
    # 701.19a: remove all damage instead of being destroyed.
    out = run('estado criaturas:"2/2 regenerar daño:3"')
    assert died(out) == []
    assert out.final.permanents[0].damage == 0
    assert "701.19a" in cited(out)


def test_regeneration_cannot_replace_zero_toughness():
    out = run('estado criaturas:"1/1 regenerar contadores:-1/-1"')
    assert died(out) == ["Criatura 1"]


def test_planeswalker_with_zero_loyalty_goes_to_graveyard():
    out = run('estado planeswalkers:"Jace lealtad:0; Chandra lealtad:2"')
    assert died(out) == ["Jace"]
    assert "704.5i" in cited(out)


def test_legend_rule_default_keeps_newest_and_says_so():
    # 704.5j: the player chooses; without a choice the engine keeps the newest and says so.
    out = run('estado criaturas:"Thalia 2/1 legendaria; Thalia 2/1 legendaria"')
    assert [d.id for d in out.final.died] == ["c1"]
    assert [p.id for p in out.final.permanents] == ["c2"]
    assert any("más reciente" in step_text(s) for s in out.steps)
    assert "704.5j" in cited(out)


def test_legend_rule_player_choice():
    out = run('estado criaturas:"Thalia 2/1 legendaria; Thalia 2/1 legendaria" conservar:1')
    assert [d.id for d in out.final.died] == ["c2"]


def test_legend_rule_only_same_controller_and_name():
    out = run(
        'estado criaturas:"Thalia 2/1 legendaria; Isamaru 2/1 legendaria" '
        'criaturas_rival:"Thalia 2/1 legendaria"'
    )
    assert died(out) == []


def test_plus_and_minus_counters_annihilate():
    # 704.5q: N of each are removed, N = the smaller count.
    out = run('estado criaturas:"2/2 contadores:+1/+1 x3 contadores:-1/-1 x2"')
    perm = out.final.permanents[0]
    assert (perm.plus_counters, perm.minus_counters) == (1, 0)
    assert (perm.power, perm.toughness) == (3, 3)
    assert "704.5q" in cited(out)


def test_aura_attached_to_nothing_goes_to_graveyard():
    out = run('estado auras:"Pacifismo encanta:nada"')
    assert died(out) == ["Pacifismo"]
    assert {"704.5m", "303.4c"} <= cited(out)


def test_aura_on_creature_with_protection_from_its_colour():
    # 702.16c: such Auras are put into their owners' graveyards as a state-based action.
    out = run('estado criaturas:"2/2 protección contra blanco" auras:"Pacifismo blanca encanta:1"')
    assert died(out) == ["Pacifismo"]
    assert "702.16c" in cited(out)


def test_aura_falls_off_after_its_creature_dies_in_a_repeated_check():
    # 704.3: the check repeats; the Aura only becomes illegal after the creature is gone.
    out = run('estado criaturas:"2/2 daño:2" auras:"Rancor verde encanta:1"')
    assert died(out) == ["Criatura 1", "Rancor"]
    assert sum("Se repite la comprobación" in step_text(s) for s in out.steps) == 1


def test_token_ceases_to_exist_after_dying():
    # 704.5d on the next check, once the token is in the graveyard.
    out = run('estado criaturas:"Soldado 1/1 ficha daño:1"')
    assert died(out) == ["Soldado"]
    assert "704.5d" in cited(out)


def test_last_known_information_young_wolf_example():
    # 704.8 Example: Young Wolf (1/1 undying) with a +1/+1 counter gets three -1/-1 counters;
    # it dies, and since it last had a +1/+1 counter, undying doesn't trigger.
    out = run('estado criaturas:"Lobo 1/1 undying contadores:+1/+1 contadores:-1/-1 x3"')
    assert died(out) == ["Lobo"]
    death = out.final.died[0]
    assert (death.plus_counters, death.minus_counters) == (1, 3)
    assert "704.8" in cited(out)
    assert any("no se dispara" in step_text(s) for s in out.steps)


def test_undying_triggers_without_counters():
    out = run('estado criaturas:"Lobo 1/1 resiliencia daño:1"')
    assert any(
        "se dispara" in step_text(s) and "no se dispara" not in step_text(s) for s in out.steps
    )


def test_undying_card_says_it_returns():
    out = run('estado criaturas:"Lobo 1/1 resiliencia daño:1"')
    step = next(s for s in out.steps if "se dispara" in step_text(s))
    assert "volverá al campo de batalla" in step_text(step)
    assert "111.8" not in step.rules


def test_undying_or_persist_token_triggers_but_cannot_return():
    # 111.7: the trigger still happens; 111.8: a token that left the battlefield can't come back
    # onto it; 704.5d: it ceases to exist at the next check.
    for keywords, kind in (("resiliencia", "+1/+1"), ("persistir", "-1/-1")):
        out = run(f'estado criaturas:"Espíritu 1/1 ficha {keywords} daño:1"')
        assert died(out) == ["Espíritu"]
        step = next(s for s in out.steps if "se dispara" in step_text(s))
        assert f"sin contadores {kind}" in step_text(step)
        assert "no se dispara" not in step_text(step)
        assert "volverá" not in step_text(step) and "no regresa" in step_text(step)
        assert {"111.7", "111.8", "704.5d"} <= set(step.rules)
        later = out.steps[out.steps.index(step) + 1 :]
        assert any("deja de existir" in step_text(s) for s in later)
        assert not any(p.name == "Espíritu" for p in out.final.permanents)


def test_persist_does_not_trigger_with_minus_counter():
    out = run('estado criaturas:"Kithkin 2/2 persistir contadores:-1/-1 daño:1"')
    assert died(out) == ["Kithkin"]
    assert any("no se dispara" in step_text(s) for s in out.steps)


def test_all_sbas_in_one_check_are_simultaneous():
    out = run('estado criaturas:"3/3 daño:3; 2/2 contadores:-1/-1 x2" vida:0')
    assert player(out, YOU).lost
    assert set(died(out)) == {"Criatura 1", "Criatura 2"}
    assert sum("Se comprueban las acciones de estado" in step_text(s) for s in out.steps) == 1


def test_nothing_happens_on_a_clean_board():
    out = run('estado criaturas:"2/2 daño:1"')
    assert died(out) == []
    assert cited(out) == {"704.3"}


def test_sba_runs_on_a_built_scenario():
    state = GameState(
        players=[Player(name="A", life=0), Player(name="B")],
        permanents=[Permanent(id="x", name="X", controller="B", power=1, toughness=1, damage=1)],
    )
    out = run_scenario(Scenario(kind="sba", state=state))
    assert player(out, "A").lost
    assert died(out) == ["X"]


def test_apply_sbas_leaves_the_input_untouched():
    state = GameState(
        permanents=[
            Permanent(id="x", name="X", controller="Jugador A", power=1, toughness=1, damage=1)
        ]
    )
    new, trace = apply_sbas(state)
    assert state.permanent("x") is not None
    assert new.permanent("x") is None
    assert trace.deaths[0].id == "x"


def test_undying_and_persist_bring_the_card_back_with_its_counter():
    # 702.93a / 702.79a: each returns as a new object (400.7) with a +1/+1 or -1/-1 counter.
    out = run(
        'pila criaturas:"Kitsune 2/2 persistir; Espíritu 2/2 resiliencia" '
        'hechizo:"Pirotecnia: 2 daños a cada criatura"'
    )
    assert sorted(died(out)) == ["Espíritu", "Kitsune"]
    back = {p.name: (p.power, p.toughness, p.damage) for p in out.final.permanents}
    assert back == {"Espíritu": (3, 3, 0), "Kitsune": (1, 1, 0)}
    assert {"702.93a", "702.79a", "400.7"} <= cited(out)


def test_persist_with_a_minus_counter_and_an_undying_token_stay_gone():
    out = run('estado criaturas:"Kithkin 2/2 persistir contadores:-1/-1 daño:1"')
    assert died(out) == ["Kithkin"] and out.final.permanents == []
    token = run('estado criaturas:"Espíritu 2/2 undying ficha daño:2"')
    assert token.final.permanents == [] and "111.8" in cited(token)
