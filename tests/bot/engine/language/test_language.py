"""The Spanish scenario language: whole lines as typed, and Spanish errors for bad input."""

from __future__ import annotations

import pytest
from engine_helpers import assigned, player, run

from bot.engine import ScenarioError, parse_scenario_text


def test_typographic_quotes_and_case_are_accepted():
    out = run("COMBATE Atacante:“5/5 ARROLLAR” Bloqueadores:«2/2; 1/1 Toque Mortal» VIDA:20")
    assert player(out, "Jugador defensor").life == 18


def test_names_before_power_toughness():
    sc = parse_scenario_text('estado criaturas:"Thalia, Guardiana 2/1 legendaria"')
    assert sc.state.permanents[0].name == "Thalia, Guardiana"  # the comma is the card's
    assert sc.state.permanents[0].is_legendary


def test_two_attackers_each_with_own_blockers():
    out = run('combate atacante:"3/3" bloqueadores:"2/2" atacante:"2/2 vuela"')
    a = assigned(out)
    assert a[("atacante", "b1")] == 3
    assert a[("atacante2", "Jugador defensor")] == 2


def _error(text: str) -> str:
    with pytest.raises(ScenarioError) as info:
        parse_scenario_text(text)
    message = info.value.message
    assert "Ejemplo válido:" in message
    return message


def test_error_unknown_keyword_names_it_and_suggests():
    msg = _error('combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortl"')
    assert "toque mortl" in msg and "toque mortal" in msg
    assert "criatura 2" in msg


def test_error_misspelt_single_word_keyword():
    msg = _error('combate atacante:"5/5 arrolar"')
    assert "«arrolar»" in msg and "arrollar" in msg


def test_error_missing_power_toughness():
    msg = _error('combate atacante:"arrollar"')
    assert "fuerza/resistencia" in msg


def test_error_unknown_order():
    msg = _error('pelea atacante:"5/5"')
    assert "«pelea»" in msg


def test_error_missing_order():
    assert "Falta la orden" in _error('atacante:"5/5"')


def test_error_unknown_option_lists_valid_ones():
    msg = _error('combate atacante:"5/5" fuerza:3')
    assert "«fuerza»" in msg and "bloqueadores" in msg


def test_error_option_before_attacker():
    assert "pon primero" in _error('combate bloqueadores:"2/2"')


def test_error_not_a_number():
    assert "«vida:veinte»" in _error('combate atacante:"5/5" vida:veinte')


def test_error_unclosed_quote():
    assert "comillas sin cerrar" in _error('combate atacante:"5/5')


def test_error_bad_counters():
    assert "«+2/+2»" in _error('estado criaturas:"2/2 contadores:+2/+2"')


def test_error_bad_split():
    assert 'reparto:"a,b"' in _error('combate atacante:"5/5" reparto:"a,b"')


def test_error_bad_layer_effect():
    assert "«banana»" in _error('capas base:"2/2" efectos:"+1/+1; banana"')


def test_error_unknown_step_and_card_type():
    assert "«almuerzo»" in _error('momento carta:"instantáneo" paso:"almuerzo"')
    assert "«hechizo»" in _error('momento carta:"hechizo"')


def test_error_aura_points_nowhere():
    assert "encanta:3" in _error('estado criaturas:"2/2" auras:"Pacifismo encanta:3"')


def test_error_planeswalker_without_loyalty():
    assert "lealtad" in _error('combate atacante:"3/3" planeswalker:"Jace"')


def test_error_empty_input():
    assert "vacío" in _error("   ")


def test_error_triggers_need_something():
    assert "disparo" in _error("disparos")
