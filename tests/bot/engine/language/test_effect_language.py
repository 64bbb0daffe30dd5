"""The effect grammar of the line language: what each phrase becomes, in Spanish or English,
with or without accents, and the Spanish errors for what it cannot read."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, parse_scenario_text
from bot.engine.selectors import Filter

BOARD = 'criaturas:"Oso 2/2; Señor 2/2" criaturas_rival:"Lobo 3/3"'


def _effects(text: str) -> list:
    sc = parse_scenario_text(f'pila {BOARD} hechizo:"Hechizo: {text}"')
    return sc.state.turn.stack[-1].effects


@pytest.mark.parametrize(
    "text, kind, fields",
    [
        ("3 daños a Oso", "damage", {"amount": 3, "targets": ["c1"]}),
        ("hace 1 daño a cualquier objetivo Lobo", "damage", {"amount": 1, "targets": ["r3"]}),
        ("deals 2 damage to each creature", "damage", {"amount": 2}),
        ("robas dos cartas", "draw", {"amount": 2}),
        ("draw a card", "draw", {"amount": 1}),
        ("ganas 3 vidas", "gain_life", {"amount": 3}),
        ("you gain 4 life", "gain_life", {"amount": 4}),
        ("el rival pierde 2 vidas", "lose_life", {"amount": 2}),
        ("destruye Oso", "destroy", {"targets": ["c1"]}),
        ("exilia Lobo", "exile", {"targets": ["r3"]}),
        ("sacrifica Señor", "sacrifice", {"targets": ["c2"]}),
        ("pon 2 contadores +1/+1 en Oso", "add_counters", {"amount": 2, "counter": "+1/+1"}),
        ("quita un contador -1/-1 de Oso", "remove_counters", {"amount": 1, "counter": "-1/-1"}),
        ("crea 2 fichas Soldado 1/1 blancas", "create_token", {"count": 2}),
        ("Oso obtiene +2/+2 hasta el final del turno", "pump", {"power": 2, "toughness": 2}),
        ("+1/+1 a Oso", "pump", {"power": 1, "duration": "end_of_turn"}),
        ("Oso se convierte en 0/1", "set_pt", {"power": 0, "toughness": 1}),
        ("intercambia la fuerza y resistencia de Oso", "switch_pt", {"targets": ["c1"]}),
        ("Oso gana volar", "gain_ability", {"keywords": {"flying"}}),
        ("Oso pierde todas las habilidades", "lose_ability", {"all": True}),
        ("Oso se convierte en criatura artefacto 3/3", "become", {"power": 3}),
        ("Oso se vuelve roja", "set_color", {"colors": {"red"}}),
        ("ganas el control de Lobo", "gain_control", {"targets": ["r3"]}),
        ("Oso se convierte en una copia de Lobo", "copy", {"original": "r3"}),
        ("no puedes perder la partida", "cant_lose", {}),
        ("tus oponentes no pueden ganar la partida", "cant_win", {}),
        ("previene los próximos 3 daños a Oso", "prevent_damage", {"amount": 3}),
        ("previene todo el daño a ti", "prevent_damage", {"amount": None}),
    ],
)
def test_each_effect_phrase(text, kind, fields):
    (effect,) = _effects(text)
    assert effect.type == kind
    for name, value in fields.items():
        assert getattr(effect, name) == value, name


def test_groups_with_conditions_and_joined_recipients():
    (effect,) = _effects("2 daños a cada criatura sin volar y a cada jugador")
    assert effect.each == [
        Filter(kind="creature", without_keywords={"flying"}),
        Filter(kind="player"),
    ]
    (effect,) = _effects("1 daño a cada criatura rival con arrollar")
    assert effect.each == [
        Filter(kind="creature", controller="opponent", with_keywords={"trample"})
    ]


def test_x_comes_from_the_name():
    sc = parse_scenario_text(f'pila {BOARD} hechizo:"Terremoto X=3: X daños a cada jugador"')
    item = sc.state.turn.stack[-1]
    assert item.name == "Terremoto" and item.effects[0].amount == 3


def test_several_clauses_and_a_shared_subject():
    effects = _effects("Oso gana volar y pierde arrollar. robas 1 carta, luego ganas 2 vidas")
    assert [e.type for e in effects] == ["gain_ability", "lose_ability", "draw", "gain_life"]
    assert effects[1].targets == ["c1"]


def test_accents_and_case_do_not_matter():
    a = _effects("Oso GANA Vínculo Vital")
    b = _effects("oso gana vinculo vital")
    assert a[0].keywords == b[0].keywords == {"lifelink"}


def test_named_things_are_targets_in_spells_but_not_in_events():
    sc = parse_scenario_text(f'estado {BOARD} eventos:"destruye Oso"')
    assert sc.events[0].effects[0].objects == ["c1"]
    assert _effects("destruye Oso")[0].targets == ["c1"]


def test_spell_owner_colour_and_keywords_before_the_colon():
    sc = parse_scenario_text(
        f'pila {BOARD} hechizo:"Drenaje negro vínculo vital (rival): 2 daños a Oso"'
    )
    item = sc.state.turn.stack[-1]
    assert (item.name, item.controller) == ("Drenaje", "Jugador no activo")
    assert item.colors == {"black"} and item.keywords == {"lifelink"}


def test_ability_texts_in_descriptions():
    sc = parse_scenario_text(
        'estado criaturas:"Señor 2/2 otorga:+1/+1 a otras criaturas tuyas; '
        "Sangrador 1/1 disparo:cuando muere otra criatura tuya, ganas 1 vida;"
        " Pinger 1/1 activada:T: 1 daño a cualquier objetivo; "
        'Demonio 5/5 disparo:al comienzo de tu mantenimiento, pierdes 1 vida"'
    )
    lord, bleeder, pinger, demon = sc.state.permanents
    assert lord.statics[0].effects[0].each == [Filter(other=True, controller="you")]
    trigger = bleeder.triggered[0].trigger
    assert (trigger.event, trigger.subject) == ("dies", Filter(other=True, controller="you"))
    assert pinger.activated[0].cost == "T" and pinger.activated[0].effects[0].unchosen_target
    assert demon.triggered[0].trigger.step == "upkeep"


def test_english_trigger_text():
    sc = parse_scenario_text(
        'estado criaturas:"Bat 1/1 trigger:whenever another creature you '
        'control dies, you gain 1 life"'
    )
    trigger = sc.state.permanents[0].triggered[0].trigger
    assert trigger.event == "dies" and trigger.subject == Filter(other=True, controller="you")


def test_types_in_descriptions():
    sc = parse_scenario_text(
        'escenario permanentes:"Yermo tierra; Estatua artefacto criatura 2/2; Muro tipo:artefacto"'
    )
    assert [sorted(p.types) for p in sc.state.permanents] == [
        ["land"],
        ["artifact", "creature"],
        ["artifact"],
    ]


def test_events_with_moments():
    sc = parse_scenario_text(
        'escenario criaturas:"Oso 2/2" eventos:"principal 2: destruye Oso; '
        'fin del turno; mantenimiento del siguiente turno"'
    )
    assert [e.type for e in sc.events] == ["step", "action", "step", "step"]
    assert (sc.events[0].step, sc.events[2].step) == ("main2", "cleanup")
    assert sc.events[3].next_turn


@pytest.mark.parametrize(
    "line, words",
    [
        (
            f'pila {BOARD} hechizo:"Rayo: 3 daños a Pepe"',
            ["«Pepe» no es un nombre del escenario", "«Oso», «Señor», «Lobo»"],
        ),
        (f'pila {BOARD} hechizo:"Rayo: X daños a Oso"', ["cuánto vale X", "X=2"]),
        (f'pila {BOARD} hechizo:"Rayo: bailar con Oso"', ["bailar"]),
        (f'pila {BOARD} habilidad:"Nadie: 1 daño a Oso"', ["«Nadie» no es un permanente"]),
        (f'pila {BOARD} hechizo:"Rayo: pon 1 contador +2/+2 en Oso"', ["tipo de contador"]),
        (f'capas {BOARD} efectos:"cada criatura obtiene +1/+1"', ["habilidad estática"]),
        (f'estado {BOARD} eventos:"resuelve muchas"', ["un número o nada"]),
        ('estado criaturas:"Señor 2/2 otorga:destruye Oso; Oso 2/2"', ["efectos continuos"]),
        ('estado criaturas:"Señor 2/2 disparo:cuando baila, ganas 1 vida"', ["cuándo se dispara"]),
    ],
)
def test_errors_are_spanish_and_show_a_valid_example(line, words):
    with pytest.raises(ScenarioError) as info:
        parse_scenario_text(line)
    message = info.value.message
    assert "Ejemplo válido:" in message
    for word in words:
        assert word in message, message


def test_card_wording_the_spell_as_subject_and_the_ability_words():
    sc = parse_scenario_text(
        f'pila {BOARD} hechizo:"Terremoto X=1: Terremoto hace X puntos de '
        'daño a cada criatura sin la habilidad de volar y a cada jugador"'
    )
    (effect,) = sc.state.turn.stack[-1].effects
    assert effect.amount == 1
    assert effect.each == [Filter(without_keywords={"flying"}), Filter(kind="player")]


@pytest.mark.parametrize(
    "text",
    [
        "siempre que una criatura que controlas muera, ganas 1 vida",
        "cuando muere una criatura tuya: ganas 1 vida",
        "whenever a creature you control dies, you gain 1 life",
    ],
)
def test_dies_trigger_wordings(text):
    sc = parse_scenario_text(f'estado criaturas:"Ave 1/1 disparo:{text}"')
    trigger = sc.state.permanents[0].triggered[0].trigger
    assert (trigger.event, trigger.subject) == ("dies", Filter(controller="you"))


def test_enters_under_your_control():
    sc = parse_scenario_text(
        'estado criaturas:"Guía 1/1 cuando:otra criatura entre al campo de '
        'batalla bajo tu control, ganas 1 vida"'
    )
    trigger = sc.state.permanents[0].triggered[0].trigger
    assert (trigger.event, trigger.subject) == ("enters", Filter(other=True, controller="you"))
