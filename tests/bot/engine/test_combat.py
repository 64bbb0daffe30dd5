"""Combat damage scenarios, each checked by hand against the 2026 rules text."""

from __future__ import annotations

import pytest
from engine_helpers import assigned, cited, died, player, run

from bot.engine import ScenarioError, parse_scenario_text
from bot.text.engine_steps import step_text

DEF, ATK = "Jugador defensor", "Jugador atacante"


def test_trample_over_two_blockers_one_with_deathtouch():
    # 702.19b: lethal to each blocker (2 and 1), excess 2 to the player; 704.5h kills the
    # attacker because the 1/1 blocker has deathtouch.
    out = run('combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"')
    a = assigned(out)
    assert a[("atacante", "b1")] == 2
    assert a[("atacante", "b2")] == 1
    assert a[("atacante", DEF)] == 2
    assert player(out, DEF).life == 18
    assert {"Bloqueador 1", "Bloqueador 2", "Atacante"} == set(died(out))
    assert {"510.1c", "702.19b", "704.5g", "704.5h", "510.2"} <= cited(out)


def test_deathtouch_trample_assigns_one_to_each_blocker():
    # 702.2c: any nonzero damage from a deathtouch source counts as lethal for trample.
    out = run('combate atacante:"5/5 toque mortal arrollar" bloqueadores:"3/3; 4/4"')
    a = assigned(out)
    assert (a[("atacante", "b1")], a[("atacante", "b2")], a[("atacante", DEF)]) == (1, 1, 3)
    assert player(out, DEF).life == 17
    assert {"Bloqueador 1", "Bloqueador 2"} <= set(died(out))
    assert "702.2c" in cited(out)


def test_trample_counts_damage_already_marked():
    # 702.19b: "take into account damage already marked on the creature".
    out = run('combate atacante:"4/4 arrollar" bloqueadores:"3/3 daño:2"')
    a = assigned(out)
    assert a[("atacante", "b1")] == 1
    assert a[("atacante", DEF)] == 3
    assert "Bloqueador 1" in died(out)


def test_trample_example_two_attackers_share_a_blocker(tmp_path):
    # 702.19b Example: a 2/2 blocks a 1/1 and a 3/3 trampler; 1 + 1 to the blocker and 2 to
    # the player is legal because damage assigned by other creatures in the step counts.
    from bot.engine import load_scenario, run_scenario

    path = tmp_path / "ejemplo.yaml"
    path.write_text(
        "kind: combat\n"
        "state:\n"
        "  players: [{name: A}, {name: B}]\n"
        "  permanents:\n"
        "    - {id: x, name: Uno, controller: A, power: 1, toughness: 1}\n"
        "    - {id: t, name: Tres, controller: A, power: 3, toughness: 3, keywords: [trample]}\n"
        "    - {id: b, name: Muro, controller: B, power: 2, toughness: 2}\n"
        "  combat:\n"
        "    attacks:\n"
        "      - {attacker: x, target: B, blockers: [b]}\n"
        "      - {attacker: t, target: B, blockers: [b]}\n",
        encoding="utf-8",
    )
    out = run_scenario(load_scenario(path))
    a = assigned(out)
    assert a[("x", "b")] == 1
    assert a[("t", "b")] == 1
    assert a[("t", "B")] == 2
    assert player(out, "B").life == 18


def test_protection_blocker_still_needs_lethal_assigned_then_damage_prevented():
    # 702.19b Example: 6/6 green trampler vs 2/2 pro-green: at least 2 to the blocker; that
    # damage is then prevented (702.16e).
    out = run('combate atacante:"6/6 verde arrollar" bloqueadores:"2/2 protección contra verde"')
    a = assigned(out)
    assert a[("atacante", "b1")] == 2
    assert player(out, DEF).life == 16
    rec = next(r for r in out.final.damage if r.target == "b1")
    assert (rec.prevented, rec.dealt) == (2, 0)
    assert "Bloqueador 1" not in died(out)
    assert "702.16e" in cited(out)


def test_blocked_creature_without_blockers_and_without_trample_deals_nothing():
    # 509.1h keeps it blocked; 510.1c: no creatures blocking it -> no combat damage.
    out = run('combate atacante:"5/5" bloqueadores:retirados')
    assert out.final.damage == []
    assert player(out, DEF).life == 20
    assert {"509.1h", "510.1c"} <= cited(out)


def test_blocked_trampler_without_blockers_deals_all_to_player():
    # 702.19d: assigned as though all blockers had been assigned lethal damage.
    out = run('combate atacante:"5/5 arrollar" bloqueadores:retirados')
    assert assigned(out)[("atacante", DEF)] == 5
    assert player(out, DEF).life == 15
    assert "702.19d" in cited(out)


def test_first_strike_kills_blocker_before_it_deals_damage():
    # 702.7b: only first strikers assign in the first step; the dead blocker never deals damage.
    out = run('combate atacante:"3/3 daña primero" bloqueadores:"3/3"')
    assert died(out) == ["Bloqueador 1"]
    assert ("b1", "atacante") not in assigned(out)
    assert out.final.permanents[0].damage == 0
    assert {"510.4", "702.7b"} <= cited(out)


def test_first_strike_blocker_that_survives_strikes_back_in_the_second_step():
    out = run('combate atacante:"2/2 daña primero" bloqueadores:"3/3"')
    assert assigned(out, 1) == {("atacante", "b1"): 2}
    assert assigned(out, 2) == {("b1", "atacante"): 3}
    assert died(out) == ["Atacante"]


def test_double_strike_deals_damage_in_both_steps():
    # 702.4b: a double striker assigns in the first step and again in the second.
    out = run('combate atacante:"3/3 daña dos veces"')
    assert assigned(out, 1) == {("atacante", DEF): 3}
    assert assigned(out, 2) == {("atacante", DEF): 3}
    assert player(out, DEF).life == 14


def test_double_strike_trample_goes_through_after_blocker_dies():
    # First step: 2 lethal + 2 to the player; second step the blocker is gone: 702.19d.
    out = run('combate atacante:"4/4 arrollar daña dos veces" bloqueadores:"2/2"')
    assert assigned(out, 1) == {("atacante", "b1"): 2, ("atacante", DEF): 2}
    assert assigned(out, 2) == {("atacante", DEF): 4}
    assert player(out, DEF).life == 14


def test_losing_first_strike_between_steps_does_not_give_a_second_hit():
    # 702.7c: removing first strike after the first step doesn't let it deal damage again.
    out = run('combate atacante:"2/2 daña primero pierde:daña primero" bloqueadores:"5/5"')
    assert assigned(out, 2) == {("b1", "atacante"): 5}
    assert "702.7c" in cited(out)


def test_gaining_first_strike_between_steps_still_deals_regular_damage():
    # 702.7c: giving first strike after the first step doesn't stop second-step damage.
    out = run('combate atacante:"1/1 daña primero" bloqueadores:"2/4 gana:daña primero"')
    assert assigned(out, 2) == {("b1", "atacante"): 2}


def test_losing_double_strike_during_first_step_stops_second_hit():
    # 702.4c.
    out = run('combate atacante:"3/3 daña dos veces pierde:daña dos veces"')
    assert assigned(out, 2) == {}
    assert player(out, DEF).life == 17
    assert "702.4c" in cited(out)


def test_gaining_double_strike_after_first_strike_damage_hits_again():
    # 702.4d.
    out = run('combate atacante:"3/3 daña primero gana:daña dos veces"')
    assert player(out, DEF).life == 14
    assert "702.4d" in cited(out)


def test_lifelink_attacker_gains_its_controller_life():
    # 702.15b / 120.3f.
    out = run('combate atacante:"3/3 vínculo vital" vida_atacante:10')
    assert player(out, ATK).life == 13
    assert player(out, DEF).life == 17
    assert {"702.15b", "120.3f"} <= cited(out)


def test_lifelink_on_blocker_counts_damage_dealt_to_creature():
    out = run('combate atacante:"2/2" bloqueadores:"1/4 lifelink"')
    assert player(out, DEF).life == 21


def test_infect_to_player_gives_poison_not_life_loss():
    # 702.90b / 120.3b.
    out = run('combate atacante:"3/3 infectar" veneno:7')
    assert player(out, DEF).life == 20
    assert player(out, DEF).poison == 10
    assert player(out, DEF).lost  # 704.5c after combat damage
    assert {"702.90b", "704.5c"} <= cited(out)


def test_infect_to_creature_puts_minus_counters_instead_of_damage():
    # 702.90c / 120.3d: counters, no marked damage.
    out = run('combate atacante:"2/2 infect" bloqueadores:"3/3"')
    blocker = next(p for p in out.final.permanents if p.id == "b1")
    assert (blocker.damage, blocker.minus_counters) == (0, 2)
    assert (blocker.power, blocker.toughness) == (1, 1)
    assert "702.90c" in cited(out)


def test_wither_kills_through_counters():
    # 702.80a: two -1/-1 counters on a 2/2 -> toughness 0 -> 704.5f.
    out = run('combate atacante:"2/2 marchitar" bloqueadores:"2/2"')
    death = next(d for d in out.final.died if d.name == "Bloqueador 1")
    assert "704.5f" in death.rules
    assert "702.80a" in cited(out)


def test_indestructible_survives_lethal_damage():
    # 702.12b: not destroyed by lethal damage; damage stays marked (120.6).
    out = run('combate atacante:"5/5" bloqueadores:"2/2 indestructible"')
    assert died(out) == []
    blocker = next(p for p in out.final.permanents if p.id == "b1")
    assert blocker.damage == 5
    assert "702.12b" in cited(out)


def test_indestructible_ignores_deathtouch_too():
    out = run('combate atacante:"1/1 toque mortal" bloqueadores:"4/4 indestructible"')
    assert "Bloqueador 1" not in died(out)


def test_protection_prevents_damage_from_that_colour():
    # 702.16e: the red attacker's damage to the pro-red blocker is prevented; the blocker's
    # own damage is dealt normally.
    out = run('combate atacante:"3/3 roja" bloqueadores:"2/2 protección contra rojo"')
    rec = next(r for r in out.final.damage if r.source == "atacante")
    assert (rec.assigned, rec.prevented, rec.dealt) == (3, 3, 0)
    assert died(out) == []
    assert next(p for p in out.final.permanents if p.id == "atacante").damage == 2


def test_protection_blocks_illegal_block_by_that_colour():
    # 702.16f: can't be blocked by creatures of the stated quality.
    out = run('combate atacante:"2/2 protección contra rojo" bloqueadores:"3/3 rojo"')
    # The red blocker makes the declaration illegal, so no damage at all.
    assert out.final.damage == []
    assert "702.16f" in cited(out)


def test_planeswalker_loses_loyalty_and_dies_at_zero():
    # 120.3c / 306.8, then 704.5i.
    out = run('combate atacante:"3/3" planeswalker:"Jace lealtad:3"')
    assert died(out) == ["Jace"]
    assert player(out, DEF).life == 20
    assert {"120.3c", "704.5i"} <= cited(out)


def test_planeswalker_survives_with_remaining_loyalty():
    out = run('combate atacante:"2/2" planeswalker:"Jace lealtad:5"')
    jace = next(p for p in out.final.permanents if p.name == "Jace")
    assert jace.loyalty == 3


def test_trample_excess_goes_to_attacked_planeswalker_not_player():
    # 702.19b: excess goes to "the player, planeswalker, or battle the creature is attacking".
    out = run('combate atacante:"4/4 arrollar" bloqueadores:"1/1" planeswalker:"Jace lealtad:5"')
    a = assigned(out)
    assert a[("atacante", "pw1")] == 3
    assert player(out, DEF).life == 20


def test_damage_split_chosen_by_user_is_used():
    out = run('combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1" reparto:"3,1,1"')
    a = assigned(out)
    assert (a[("atacante", "b1")], a[("atacante", "b2")], a[("atacante", DEF)]) == (3, 1, 1)


def test_illegal_user_split_is_explained_and_default_used():
    out = run('combate atacante:"5/5 arrollar" bloqueadores:"2/2; 2/2" reparto:"1,2,2"')
    assert "510.1e" in cited(out)
    assert assigned(out)[("atacante", DEF)] == 1


def test_non_trampler_may_split_freely_between_blockers():
    # 510.1c Example: 4 damage among a 2/3 and 1/1 can be split any way, e.g. 4 to one.
    out = run('combate atacante:"4/3" bloqueadores:"2/3; 1/1" reparto:"0,4"')
    assert assigned(out).get(("atacante", "b2")) == 4
    assert "Bloqueador 1" not in died(out)


def test_non_trampler_cannot_assign_to_player():
    out = run('combate atacante:"4/3" bloqueadores:"1/1" reparto:"1,3"')
    assert "510.1e" in cited(out)
    assert ("atacante", DEF) not in assigned(out)


def test_all_combat_damage_is_dealt_simultaneously():
    # 510.2: the 2/2 blocker still deals damage even though it receives lethal damage.
    out = run('combate atacante:"2/2" bloqueadores:"2/2"')
    assert set(died(out)) == {"Atacante", "Bloqueador 1"}
    assert "510.2" in cited(out)


def test_zero_power_creature_assigns_no_damage():
    # 510.1a.
    out = run('combate atacante:"0/4" bloqueadores:"1/1"')
    assert ("atacante", "b1") not in assigned(out)
    assert "510.1a" in cited(out)


def test_flying_attacker_cannot_be_blocked_by_ground_creature():
    out = run('combate atacante:"2/2 vuela" bloqueadores:"2/2"')
    assert out.final.verdict is not None
    assert "702.9b" in cited(out)


def test_reach_can_block_flyer():
    out = run('combate atacante:"2/2 volar" bloqueadores:"1/3 alcance"')
    assert out.final.verdict is None
    assert assigned(out)[("atacante", "b1")] == 2


@pytest.mark.parametrize("split", ["4,0", "1,3", "2,2", "3,1", "0,4"])
def test_510_1c_example_any_division_among_blockers_is_legal(split):
    # 510.1c Example: a 4/3 blocked by a 2/3 and a 1/1 may divide its 4 damage any way.
    out = run(f'combate atacante:"4/3" bloqueadores:"2/3; 1/1" reparto:"{split}"')
    assert "510.1e" not in cited(out)
    first, second = (int(x) for x in split.split(","))
    assert assigned(out).get(("atacante", "b1"), 0) == first
    assert assigned(out).get(("atacante", "b2"), 0) == second


def test_attacker_split_sentence_names_each_share_once():
    # The sentence is built from (amount, name) pairs: names containing " a " or digits are
    # shown as typed, and the unit ("daños") is said only with the first amount.
    out = run(
        'combate atacante:"Bestia a sueldo 5/5 arrollar" bloqueadores:"Muro a 1 paso 2/2; 1/1"'
    )
    step = next(s for s in out.steps if step_text(s).startswith("«Bestia a sueldo» (5/5) asigna"))
    assert step_text(step).startswith(
        "«Bestia a sueldo» (5/5) asigna 2 daños a «Muro a 1 paso» (2/2), 1 a «Bloqueador 2» "
        f"(1/1) y 2 a {DEF} ("
    )


def test_attacker_single_share_uses_singular():
    out = run('combate atacante:"1/1 arrollar" bloqueadores:"2/2"')
    assert any(
        step_text(s).startswith("«Atacante» (1/1) asigna 1 daño a «Bloqueador 1» (2/2)")
        for s in out.steps
    )


def test_toxic_gives_poison_on_combat_damage_to_a_player_only():
    # 702.164c: combat damage to a player adds poison equal to the total toxic, besides life.
    out = run('combate atacante:"Rata 1/1 tóxico 2" bloqueadores:ninguno veneno:8')
    defender = player(out, "Jugador defensor")
    assert (defender.life, defender.poison, defender.lost) == (19, 10, True)
    assert {"702.164c", "704.5c"} <= cited(out)
    blocked = run('combate atacante:"Rata 1/1 toxic 2" bloqueadores:"Oso 2/2"')
    assert player(blocked, "Jugador defensor").poison == 0 and died(blocked) == ["Rata"]
    spell = run('pila criaturas:"Rata 1/1 tóxico 2" habilidad:"Rata: 1 daño a Jugador no activo"')
    assert player(spell, "Jugador no activo").poison == 0  # not combat damage


def test_toxic_without_its_number_says_how_to_write_it():
    with pytest.raises(ScenarioError) as info:
        parse_scenario_text('combate atacante:"Rata 1/1 tóxico"')
    assert "tóxico 2" in info.value.message
