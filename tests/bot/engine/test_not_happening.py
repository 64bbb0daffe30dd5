"""Things that do not happen, or happen first, told as steps with the rules that say so
(issue 25): a token that ceased to exist, a response resolving first, a player at 1 life,
an effect with nothing to act on."""

from __future__ import annotations

from engine_helpers import player, run

from bot.text.engine_steps import step_text

UNDYING_TOKEN = (
    'pila criaturas:"Espíritu 2/2 ficha resiliencia" hechizo:"Pirotecnia: 2 daños a cada criatura"'
)
UNDYING_CARD = (
    'pila criaturas:"Espíritu 2/2 resiliencia" hechizo:"Pirotecnia: 2 daños a cada criatura"'
)
RESPONSE = (
    'pila criaturas_rival:"Oso 2/2" hechizo:"Crecimiento: Oso obtiene +2/+2 hasta el final del '
    'turno" hechizo:"Choque (rival): 2 daños a Oso"'
)
ONE_SPELL = 'pila criaturas:"Oso 2/2" hechizo:"Choque: 2 daños a Oso"'


def steps(text: str, kind: str) -> list:
    return [s for s in run(text).steps if s.kind == kind]


def test_a_token_that_ceased_to_exist_does_not_come_back_citing_111_7_and_111_8():
    [gone] = steps(UNDYING_TOKEN, "resolve.no_return_token_gone")
    assert {"111.7", "111.8"} <= set(gone.rules)
    assert gone.args["who"] == {"name": "Espíritu"} and "Espíritu" in step_text(gone)
    [ceases] = steps(UNDYING_TOKEN, "sba.token_ceases")
    assert {"704.5d", "111.7"} <= set(ceases.rules)


def test_a_card_with_undying_comes_back_and_no_token_step_is_told():
    out = run(UNDYING_CARD)
    kinds = {s.kind for s in out.steps}
    assert "resolve.returns" in kinds
    assert not kinds & {"resolve.no_return_token_gone", "sba.token_ceases"}


def test_a_spell_cast_in_response_resolves_first_citing_117_7():
    [first] = steps(RESPONSE, "priority.response_first")
    assert {"117.7", "405.5"} <= set(first.rules)
    assert first.args == {"item": {"name": "Choque"}, "under": {"name": "Crecimiento"}}


def test_a_lone_spell_is_not_told_as_a_response():
    assert steps(ONE_SPELL, "priority.response_first") == []


def test_a_player_left_at_1_life_plays_on_citing_704_5a():
    text = 'pila vida:4 hechizo:"Drenaje (rival): Jugador activo pierde 3 vidas"'
    out = run(text)
    assert player(out, "Jugador activo").life == 1 and not player(out, "Jugador activo").lost
    [note] = [s for s in out.steps if s.kind == "sba.life_above_zero"]
    assert note.rules == ["704.5a"] and note.args["life"] == 1


def test_a_player_at_0_life_loses_and_is_not_told_as_surviving():
    out = run('pila vida:4 hechizo:"Drenaje (rival): Jugador activo pierde 4 vidas"')
    kinds = [s.kind for s in out.steps]
    assert "sba.loses" in kinds and "sba.life_above_zero" not in kinds


def test_an_untouched_life_total_is_not_told():
    assert steps(ONE_SPELL, "sba.life_above_zero") == []


def test_an_effect_with_nothing_to_act_on_cites_608_2c_not_608_2h():
    [step] = steps(
        'pila hechizo:"Pirotecnia: 2 daños a cada criatura"', "resolve.nothing_to_act_on"
    )
    assert "608.2c" in step.rules and "608.2h" not in step.rules


def test_a_small_loss_far_from_0_is_not_told():
    out = run('pila vida:20 hechizo:"Drenaje (rival): Jugador activo pierde 2 vidas"')
    assert player(out, "Jugador activo").life == 18
    assert "sba.life_above_zero" not in {s.kind for s in out.steps}


def test_damage_marked_earlier_stays_when_toughness_drops_citing_120_6():
    out = run(
        'pila criaturas:"Oso 2/2 daño:1" '
        'hechizo:"Debilidad: Oso obtiene -1/-1 hasta el final del turno"'
    )
    [leaves] = [s for s in out.steps if s.kind == "sba.leaves"]
    assert {"704.5g", "120.6"} <= set(leaves.rules)
    assert "paso de limpieza" in step_text(leaves)


def test_damage_lethal_for_the_printed_toughness_is_not_told_as_staying():
    [leaves] = steps(ONE_SPELL, "sba.leaves")
    assert leaves.rules == ["704.5g"]
