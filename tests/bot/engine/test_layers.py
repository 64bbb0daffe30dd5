"""Layer 7 (613.4a-d) with timestamps, including the worked Examples of rules 613.4d and 613.5."""

from __future__ import annotations

from engine_helpers import cited, run

from bot.engine import Scenario, run_scenario
from bot.engine.layers import explain_layers, power_toughness, walk_layer_7
from bot.engine.outcome import Trace
from bot.engine.state import GameState, Permanent, PTEffect
from bot.text.engine_steps import step_text


def _pt(text: str) -> tuple[int, int]:
    """The computed power/toughness; a creature that state-based actions then put into the
    graveyard is read from its last known information."""
    final = run(text).final
    perm = final.permanents[0] if final.permanents else final.died[0]
    return perm.power, perm.toughness


def test_brief_example_counter_set_switch():
    # 7b sets 0/1, 7c adds the counter (1/2), 7d switches (2/1).
    out = run('capas base:"2/2" efectos:"+1/+1 contador; 0/1 fijar; intercambiar"')
    assert (out.final.permanents[0].power, out.final.permanents[0].toughness) == (2, 1)
    assert {"613.4b", "613.4c", "613.4d"} <= cited(out)


def test_613_4d_example_switch_then_later_pump():
    # 1/3 gets +0/+1, switched -> 4/1; a later +5/+0 still applies before the switch: 4/6.
    assert _pt('capas base:"1/3" efectos:"+0/+1; intercambiar; +5/+0"') == (4, 6)


def test_613_4d_example_two_switches_cancel():
    assert _pt('capas base:"1/3" efectos:"+0/+1; intercambiar; intercambiar"') == (1, 4)


def test_613_5_example_gray_ogre():
    # Gray Ogre 2/2: +1/+1 counter, +4/+4, +0/+2, then "becomes 0/1" (7b) -> 5/8.
    text = 'capas base:"Ogro 2/2" efectos:"+1/+1 contador; +4/+4; +0/+2; 0/1 fijar"'
    assert _pt(text) == (5, 8)


def test_later_set_effect_wins_within_sublayer_by_timestamp():
    # 613.7: in 7b the later timestamp is applied last.
    assert _pt('capas base:"2/2" efectos:"5/5 fijar; 1/1 fijar"') == (1, 1)
    assert _pt('capas base:"2/2" efectos:"5/5 fijar ts:9; 1/1 fijar ts:3"') == (5, 5)


def test_cda_is_applied_before_set_effects():
    # 613.4a before 613.4b regardless of timestamps.
    out = run('capas base:"0/0" efectos:"3/3 fijar ts:1; 7/7 definir ts:5"')
    assert (out.final.permanents[0].power, out.final.permanents[0].toughness) == (3, 3)
    assert "613.4a" in cited(out)


def test_counters_apply_in_7c_after_set():
    assert _pt('capas base:"4/4" efectos:"-1/-1 contador x2; 1/1 fijar"') == (-1, -1)


def test_zero_toughness_result_warns_about_704_5f():
    out = run('capas base:"2/2" efectos:"-2/-2"')
    assert "704.5f" in cited(out)


def test_power_toughness_from_model_effects():
    state = GameState(
        permanents=[
            Permanent(
                id="o", name="O", controller="Jugador A", power=2, toughness=2, plus_counters=1
            )
        ],
        effects=[
            PTEffect(target="o", sublayer="d", timestamp=1),
            PTEffect(target="o", sublayer="c", power=2, toughness=0, timestamp=2),
        ],
    )
    assert power_toughness(state, state.permanents[0]) == (3, 5)
    out = run_scenario(Scenario(kind="layers", state=state))
    assert (out.final.permanents[0].power, out.final.permanents[0].toughness) == (3, 5)


def _gray_ogre() -> tuple[GameState, Permanent]:
    # 613.5's Gray Ogre: a +1/+1 counter, +4/+4 and +0/+2 (7c), then "becomes 0/1" (7b).
    state = GameState(
        permanents=[
            Permanent(
                id="o", name="Ogro", controller="Jugador A", power=2, toughness=2, plus_counters=1
            )
        ],
        effects=[
            PTEffect(target="o", sublayer="c", power=4, toughness=4, timestamp=2),
            PTEffect(target="o", sublayer="c", power=0, toughness=2, timestamp=3),
            PTEffect(target="o", sublayer="b", power=0, toughness=1, timestamp=4),
        ],
    )
    return state, state.permanents[0]


def test_walk_records_each_sublayer_and_ends_at_the_current_values():
    state, ogre = _gray_ogre()
    walk = walk_layer_7(state, ogre)
    assert walk.printed == (2, 2)
    assert [s.name for s in walk.sublayers] == ["b", "c"]
    assert [(a.power, a.toughness) for a in walk.sublayers[0].applied] == [(0, 1)]
    # 7c: both effects in timestamp order, then the counter (None: not an effect).
    steps = walk.sublayers[1].applied
    assert [(a.effect is None, a.power, a.toughness) for a in steps] == [
        (False, 4, 5),
        (False, 4, 7),
        (True, 5, 8),
    ]
    assert (walk.power, walk.toughness) == power_toughness(state, ogre) == (5, 8)


def test_explanation_tells_the_same_walk_as_the_answer():
    state, ogre = _gray_ogre()
    trace = Trace()
    assert explain_layers(state, ogre, trace) == power_toughness(state, ogre)
    texts = [step_text(s) for s in trace.steps]
    assert texts[-1] == "Resultado: «Ogro» es 5/8."
    assert texts[2].endswith("1 contador(es) +1/+1 → 5/8.")


def test_a_permanent_without_power_or_toughness_has_none():
    state = GameState(
        permanents=[
            Permanent(
                id="j", name="Jace", controller="Jugador A", types={"planeswalker"}, loyalty=3
            )
        ]
    )
    walk = walk_layer_7(state, state.permanents[0])
    assert not walk.has_pt and walk.sublayers == ()
    assert power_toughness(state, state.permanents[0]) == (None, None)
