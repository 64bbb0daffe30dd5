"""The stack resolving: last in, first out; targets checked again (608.2b); state-based
actions and triggers between resolutions (117.5); sources as they last were (608.2h)."""

from __future__ import annotations

import pytest
from engine_helpers import cited, died, player, run

from bot.engine import Scenario, ScenarioError, parse_scenario_text, run_scenario
from bot.engine.effects import DealDamage, GainLife
from bot.engine.state import GameState, Permanent, Player, StackItem, Turn
from bot.text.engine_steps import step_text

YOU, RIVAL = "Jugador activo", "Jugador no activo"


def test_last_in_first_out_with_effects():
    out = run(
        'pila criaturas:"Oso 2/2" hechizo:"Rayo: 2 daños a Oso" '
        'hechizo:"Crecimiento: Oso obtiene +2/+2"'
    )
    # Crecimiento was put on the stack last: it resolves first, so Rayo's 2 damage is not lethal.
    assert out.final.resolution_order == ["Crecimiento", "Rayo"]
    assert died(out) == []
    assert out.final.permanents[0].damage == 2
    assert {"405.5", "117.4"} <= cited(out)


def test_target_gone_spell_does_not_resolve():
    out = run(
        'pila criaturas:"Oso 2/2" hechizo:"Rayo: 3 daños a Oso" hechizo:"Edicto: sacrifica Oso"'
    )
    assert died(out) == ["Oso"]
    assert out.final.damage == []  # Rayo did nothing
    step = next(
        s for s in out.steps if "Todos los objetivos de «Rayo» son ilegales" in step_text(s)
    )
    assert step.rules == ["608.2b"]


def test_one_illegal_target_the_rest_of_the_spell_still_happens():
    out = run(
        'pila criaturas:"Oso 2/2; Lobo 3/3" hechizo:"Doble: 1 daño a Oso y 1 daño a Lobo" '
        'hechizo:"Edicto: sacrifica Oso"'
    )
    assert {p.name: p.damage for p in out.final.permanents} == {"Lobo": 1}
    assert any("no se ve afectado" in step_text(s) for s in out.steps)


def test_all_targets_illegal_nothing_of_the_spell_happens():
    # 608.2b: with every target illegal the spell does not resolve, not even its other parts.
    out = run(
        'pila criaturas:"Oso 2/2" hechizo:"Doble: 1 daño a Oso y ganas 3 vidas" '
        'hechizo:"Edicto: sacrifica Oso"'
    )
    assert player(out, YOU).life == 20


def test_target_that_stopped_being_a_creature_is_illegal():
    out = run(
        'pila permanentes:"Yermo tierra" '
        'hechizo:"Golpe: 3 daños a la criatura objetivo Yermo" '
        'hechizo:"Despertar: Yermo se convierte en criatura 0/3 hasta el final del turno"'
    )
    # Despertar resolves first: Yermo is a creature when Golpe resolves, so it is legal.
    assert died(out) == ["Yermo"]
    out = run(
        'pila permanentes:"Yermo tierra" hechizo:"Golpe: 3 daños a la criatura objetivo Yermo"'
    )
    assert died(out) == []
    assert "608.2b" in cited(out)


def test_protection_and_hexproof_make_targets_illegal():
    out = run(
        'pila criaturas_rival:"Caballero 2/2 protección contra rojo" '
        'hechizo:"Rayo rojo: 3 daños a Caballero"'
    )
    assert died(out) == [] and {"608.2b", "702.16b"} <= cited(out)
    out = run('pila criaturas_rival:"Troll 2/2 antimaleficio" hechizo:"Rayo: 3 daños a Troll"')
    assert died(out) == [] and "702.11b" in cited(out)


def test_state_based_actions_between_resolutions():
    # The first spell kills Oso; the second, put on the stack earlier, then sees it gone.
    out = run(
        'pila criaturas:"Oso 2/2" hechizo:"Pesar: Oso obtiene +1/+1" hechizo:"Rayo: 2 daños a Oso"'
    )
    assert died(out) == ["Oso"]
    kill = next(i for i, s in enumerate(out.steps) if "704.5g" in s.rules)
    second = next(i for i, s in enumerate(out.steps) if "se resuelve «Pesar»" in step_text(s))
    assert kill < second
    assert "608.2b" in cited(out)


def test_ability_source_left_uses_last_known_information():
    out = run(
        'pila criaturas:"Pinger 1/1 toque mortal vínculo vital" criaturas_rival:"Gigante 5/5"'
        ' habilidad:"Pinger: 1 daño a Gigante" hechizo:"Rayo (rival): 3 daños a Pinger"'
    )
    assert died(out) == ["Pinger", "Gigante"]
    assert player(out, YOU).life == 21
    assert {"608.2h", "702.2e", "702.15c"} <= cited(out)


def test_resolving_an_item_built_from_models():
    state = GameState(
        players=[Player(name="A"), Player(name="B", life=3)],
        permanents=[Permanent(id="x", name="X", controller="A", power=1, toughness=1)],
        turn=Turn(
            active_player="A",
            stack=[
                StackItem(
                    name="Fuego",
                    controller="A",
                    kind="spell",
                    effects=[DealDamage(amount=3, targets=["B"]), GainLife(amount=1)],
                )
            ],
        ),
    )
    out = run_scenario(Scenario(kind="triggers", state=state))
    assert player(out, "B").lost and player(out, "A").life == 21
    assert out.final.resolution_order == ["Fuego"]


def test_an_item_without_effects_still_resolves_in_order():
    out = run('pila criaturas:"Oso 2/2" pila:"Contrahechizo (rival)" hechizo:"Rayo: 2 daños a Oso"')
    assert out.final.resolution_order == ["Rayo", "Contrahechizo"]
    assert any("no detalla sus efectos" in step_text(s) for s in out.steps)


def test_game_over_stops_the_stack():
    out = run(
        'pila vida_rival:2 hechizo:"Último: ganas 5 vidas" '
        'hechizo:"Rayo: 3 daños a Jugador no activo"'
    )
    assert player(out, RIVAL).lost
    assert out.final.resolution_order == ["Rayo"]
    assert any("La partida ha terminado" in step_text(s) for s in out.steps)


def test_counterspell_removes_the_spell_without_resolving_it():
    out = run(
        'pila criaturas:"Oso 2/2" hechizo:"Rayo: 3 daños a Oso" '
        'hechizo:"Anular (rival): contrarresta Rayo"'
    )
    assert died(out) == [] and out.final.resolution_order == ["Anular"]
    assert "701.6a" in cited(out)


def test_countering_the_counterspell_lets_the_first_spell_resolve():
    out = run(
        'escenario criaturas:"Oso 2/2" eventos:"lanza Rayo: 3 daños a Oso; lanza Anular: '
        'contrarresta Rayo; lanza Anular 2: contrarresta Anular"'
    )
    assert died(out) == ["Oso"]
    assert out.final.resolution_order == ["Anular 2", "Rayo"]


def test_counter_target_already_gone_is_illegal():
    # Negar is on top and counters Trampa first; Anular then has no legal target (608.2b).
    out = run(
        'pila pila:"Trampa" hechizo:"Anular: contrarresta Trampa; Negar: contrarresta Trampa"'
    )
    assert out.final.resolution_order == ["Negar", "Anular"]
    step = next(
        s for s in out.steps if "Todos los objetivos de «Anular» son ilegales" in step_text(s)
    )
    assert step.rules == ["608.2b"]


def test_a_bounced_target_makes_the_spell_on_it_do_nothing():
    # Unsummon in response to Lightning Bolt: the creature leaves without dying (400.7) and
    # the bolt finds no legal target (608.2b).
    out = run(
        'pila criaturas:"Oso 2/2" hechizo:"Rayo (rival): 3 daños a Oso" '
        'hechizo:"Desvanecer: devuelve Oso a la mano de su propietario"'
    )
    assert died(out) == [] and out.final.permanents == []
    assert player(out, "Jugador activo").hand == 1
    assert out.final.resolution_order == ["Desvanecer", "Rayo"]
    assert {"400.7", "608.2b"} <= cited(out)
    assert any("«Oso» ya no está" in step_text(step) for step in out.steps)


def test_a_bounced_token_does_not_reach_the_hand_and_leaves_triggers_see_it():
    out = run(
        'estado criaturas:"Sanador 1/1 disparo:cuando Sanador deja el campo de batalla, '
        'ganas 3 vidas; Soldado 1/1 ficha" eventos:"return Sanador and Soldado to their '
        "owners' hands\""
    )
    assert player(out, "Jugador activo").life == 23
    assert player(out, "Jugador activo").hand == 1


def test_bounce_elsewhere_than_a_hand_is_explained():
    with pytest.raises(ScenarioError) as info:
        parse_scenario_text('pila criaturas:"Oso 2/2" hechizo:"X: devuelve Oso al cementerio"')
    assert "a la mano de su propietario" in info.value.message


@pytest.mark.parametrize(
    "text",
    [
        "Ira de Dios: Destruye todas las criaturas. No pueden ser regeneradas.",
        "Wrath of God: Destroy all creatures. They can't be regenerated.",
    ],
)
def test_cant_be_regenerated_leaves_the_shield_unused(text: str):
    out = run(f'pila criaturas_rival:"Troll 3/3 regenerar; Oso 2/2" hechizo:"{text}"')
    assert sorted(died(out)) == ["Oso", "Troll"]
    assert "701.19c" in cited(out)


def test_without_the_sentence_the_shield_still_regenerates():
    out = run(
        'pila criaturas_rival:"Troll 3/3 regenerar" hechizo:"Ira: destruye todas las criaturas"'
    )
    assert died(out) == [] and "701.19a" in cited(out)


@pytest.mark.parametrize(
    "destroy",
    [
        "destroy target nonblack creature {name}",
        "destruye la criatura objetivo {name} que no sea negra",
        "destruye la criatura objetivo no negra {name}",
    ],
)
def test_a_target_that_must_not_be_black(destroy: str):
    board = 'criaturas_rival:"Zombi 2/2 negro; Oso 2/2 verde"'
    black = run(f'pila {board} hechizo:"Hoja: {destroy.format(name="Zombi")}"')
    assert died(black) == [] and "601.2c" in cited(black)
    green = run(f'pila {board} hechizo:"Hoja: {destroy.format(name="Oso")}"')
    assert died(green) == ["Oso"]
