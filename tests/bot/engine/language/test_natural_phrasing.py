"""Descriptions and steps written the way players type them, read like their short forms."""

from __future__ import annotations

import pytest
from engine_helpers import died, player, run

from bot.engine import ScenarioError, parse_scenario_text


def _creature(description: str):
    return parse_scenario_text(f'estado criaturas:"{description}"').state.permanents[0]


@pytest.mark.parametrize(
    ("description", "plus", "minus", "damage"),
    [
        ("Oso 2/2 con un contador +1/+1", 1, 0, 0),
        ("Oso 2/2 con 2 contadores -1/-1", 0, 2, 0),
        ("Oso 2/2 dos contadores de -1/-1", 0, 2, 0),
        ("Oso 2/2 +1/+1 counter x3", 3, 0, 0),
        ("Oso 2/2 -1/-1 x2", 0, 2, 0),
        ("Oso 2/2 three +1/+1 counters", 3, 0, 0),
        ("Oso 2/2 con 2 daños marcados", 0, 0, 2),
        ("Oso 2/2 con 1 de daño", 0, 0, 1),
        ("Oso 2/2 contadores:+1/+1 x2 con un contador -1/-1", 2, 1, 0),
    ],
)
def test_counters_and_damage_in_words(description: str, plus: int, minus: int, damage: int):
    creature = _creature(description)
    assert (creature.plus_counters, creature.minus_counters, creature.damage) == (
        plus,
        minus,
        damage,
    )


def test_joining_words_after_the_power_and_toughness():
    creature = _creature("Sierpe 2/2 con toque mortal y arrollar")
    assert set(creature.keywords) == {"deathtouch", "trample"}
    out = run('combate atacante:"Sierpe 2/2 con toque mortal y arrollar" bloqueadores:"Muro 0/4"')
    assert player(out, "Jugador defensor").life == 19


def test_joining_words_before_the_power_and_toughness_stay_in_the_name():
    assert _creature("Ángel de Serra 4/4 vuela y vigilancia").name == "Ángel de Serra"
    assert _creature("Sal y Pimienta 1/1").name == "Sal y Pimienta"


def test_legendary_names_keep_their_commas_and_the_legend_rule_sees_one_name():
    legend = "Thalia, Guardian of Thraben 2/1 legendaria first strike"
    out = run(f'estado criaturas:"{legend}; {legend}"')
    assert died(out) == ["Thalia, Guardian of Thraben"]


def test_a_counter_word_without_how_many_says_how_to_write_it():
    with pytest.raises(ScenarioError) as info:
        parse_scenario_text('estado criaturas:"Oso 2/2 con contadores"')
    assert "2 contadores -1/-1" in info.value.message
    assert "Ejemplo válido:" in info.value.message


@pytest.mark.parametrize(
    ("step", "legal"),
    [
        ("mantenimiento del rival", True),  # an instant: any turn
        ("fase principal del oponente", False),
        ("tu fase principal", True),
        ("principal de mi turno", True),
        ("main phase of your opponent", False),
    ],
)
def test_the_step_can_say_whose_turn_it_is(step: str, legal: bool):
    card = "instantáneo" if step.startswith("mantenimiento") else "conjuro"
    out = run(f'momento carta:"{card}" paso:"{step}"')
    assert out.final.verdict is not None
    assert out.final.playable is legal


def test_an_explicit_turn_wins_over_the_step_words():
    out = run('momento carta:"conjuro" turno:propio paso:"fase principal del rival"')
    assert out.final.verdict is not None and out.final.playable


def test_an_unknown_step_is_quoted_as_written_and_shows_how_to_say_whose():
    with pytest.raises(ScenarioError) as info:
        parse_scenario_text('momento carta:"conjuro" paso:"postcombate del cuñado"')
    assert "postcombate del cuñado" in info.value.message
    assert "mantenimiento del rival" in info.value.message


def test_vidas_is_read_as_vida():
    out = run('combate atacante:"Oso 2/2" bloqueadores:ninguno vidas:5 vidas_atacante:3')
    assert player(out, "Jugador defensor").life == 3
    assert player(out, "Jugador atacante").life == 3


@pytest.mark.parametrize(
    "blockers",
    ["Oso 2/2, Lobo 2/2", "Oso 2/2 y Lobo 2/2", "Oso 2/2 vigilancia y alcance, Lobo 2/2"],
)
def test_blockers_joined_with_a_comma_or_y(blockers: str):
    out = run(f'combate atacante:"Bestia 5/5 arrollar" bloqueadores:"{blockers}"')
    assert sorted(died(out)) == ["Lobo", "Oso"]


def test_a_legendary_name_with_a_comma_is_one_object_in_a_comma_list():
    legend = "Thalia, Guardian of Thraben 2/1 legendaria"
    sc = parse_scenario_text(f'estado criaturas:"{legend}, {legend}"')
    assert [p.name for p in sc.state.permanents] == ["Thalia, Guardian of Thraben"] * 2


def test_an_unnamed_target_with_one_candidate_is_that_one():
    out = run('pila criaturas:"Oso 2/2" hechizo:"Crecimiento: la criatura objetivo obtiene +3/+3"')
    assert (out.final.permanents[0].power, out.final.permanents[0].toughness) == (5, 5)


def test_an_unnamed_target_with_several_candidates_lists_them():
    with pytest.raises(ScenarioError) as info:
        parse_scenario_text(
            'pila criaturas_rival:"Oso 2/2; Lobo 3/3" '
            'hechizo:"Rayo: 3 daños a la criatura objetivo"'
        )
    message = info.value.message
    assert "falta el nombre del objetivo" in message and "«Oso», «Lobo»" in message


@pytest.mark.parametrize(
    "text",
    ["deals 3 damage to Oso and you gain 3 life", "3 daños a Oso y tú ganas 3 vidas"],
)
def test_you_then_a_verb_starts_a_new_clause(text: str):
    out = run(f'pila criaturas_rival:"Oso 2/2" hechizo:"Hélice: {text}"')
    assert player(out, "Jugador activo").life == 23
    assert died(out) == ["Oso"]


def test_you_as_one_more_recipient_still_takes_the_damage():
    out = run('pila criaturas_rival:"Oso 2/2" hechizo:"Rayo: 3 daños a Oso y a ti"')
    assert player(out, "Jugador activo").life == 17


def test_las_demas_is_other():
    out = run(
        'capas objetos:"Oso 2/2; Señor 2/2 otorga:las demás criaturas que controlas obtienen +1/+1"'
    )
    sizes = {p.name: (p.power, p.toughness) for p in out.final.permanents}
    assert sizes == {"Oso": (3, 3), "Señor": (2, 2)}


@pytest.mark.parametrize("nobody", ["sin bloqueadores", "no bloquea", "unblocked"])
def test_more_ways_to_say_unblocked(nobody: str):
    out = run(f'combate atacante:"Oso 2/2" bloqueadores:"{nobody}"')
    assert player(out, "Jugador defensor").life == 18


def test_atacantes_is_one_attacker_each_and_blockers_go_to_the_last():
    out = run('combate atacantes:"Oso 2/2, Lobo 3/3" bloqueadores:"Muro 0/4" vida_defensor:10')
    assert player(out, "Jugador defensor").life == 8  # Oso unblocked, Lobo blocked


def test_parentheses_only_group_words():
    assert died(run('estado criaturas:"Oso 2/2 (2 daños)"')) == ["Oso"]


@pytest.mark.parametrize("text", ["Rayo le hace 3 de daño a Oso", "le hace 3 de daño a Oso"])
def test_the_le_before_hace_is_read(text: str):
    assert died(run(f'pila criaturas:"Oso 2/2" hechizo:"Rayo: {text}"')) == ["Oso"]
