"""Instructions that refer back to what an earlier one chose (issue 49), read from real cards.

608.2c: "The controller of the spell or ability follows its instructions in the order
written." A later instruction's "that creature" or "it" is the object the earlier one chose,
not a new one: Act of Treason reads "Gain control of target creature until end of turn. Untap
that creature. It gains haste until end of turn." and has one target (601.2c), checked again
as it resolves (608.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.anaphora import carried
from bot.engine.language.effects import parse_effects
from bot.engine.language.recipients import Refs

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _bears(outcome):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == "Grizzly Bears")


def test_act_of_treason_untaps_the_creature_it_took_and_gives_it_haste(
    cards: CardCatalog,
) -> None:
    outcome = run_scenario_text(
        'pila hechizo:"Act of Treason: Grizzly Bears" permanentes_rival:"Grizzly Bears girada"',
        cards,
    )
    assert outcome.complete
    bears = _bears(outcome)
    assert bears.controller == "Jugador activo"
    assert not bears.tapped
    assert "haste" in bears.keywords


def test_the_later_instructions_do_nothing_to_an_illegal_target(cards: CardCatalog) -> None:
    # 608.2b: the target gained protection from red before Act of Treason resolved: the spell
    # does nothing, the untap and the haste that refer back to it included.
    outcome = run_scenario_text(
        'pila hechizo:"Act of Treason: Grizzly Bears" '
        'permanentes_rival:"Grizzly Bears girada protección contra rojo"',
        cards,
    )
    bears = _bears(outcome)
    assert bears.controller == "Jugador no activo"
    assert bears.tapped
    assert "haste" not in bears.keywords


def test_an_activated_ability_taps_the_creature_it_damaged(cards: CardCatalog) -> None:
    # Stun Sniper: "{1}, {T}: This creature deals 1 damage to target creature. Tap that
    # creature." One target, named once; the other creature is untouched.
    outcome = run_scenario_text(
        'pila criaturas:"Stun Sniper" permanentes_rival:"Grizzly Bears; Llanowar Elves" '
        'habilidad:"Stun Sniper: Grizzly Bears"',
        cards,
    )
    assert outcome.complete
    bears = _bears(outcome)
    elves = next(p for p in outcome.final.permanents if p.name == "Llanowar Elves")
    assert (bears.damage, bears.tapped) == (1, True)
    assert not elves.tapped


def test_a_trigger_chooses_one_target_for_both_instructions(cards: CardCatalog) -> None:
    # The trigger's target is chosen as it goes on the stack (603.3d); "that creature" is
    # that one, so it is not asked for a second time and the other creature stays tapped.
    outcome = run_scenario_text(
        'disparos criaturas:"Mago 1/1 disparo:cuando muere, gain control of target creature '
        "an opponent controls until end of turn. Untap that creature. It gains haste until end "
        'of turn." criaturas_rival:"Grizzly Bears girada; Oso 2/2 girada" '
        'objetivos:"Mago: Grizzly Bears" eventos:"muere Mago"',
        cards,
    )
    bears = _bears(outcome)
    bear = next(p for p in outcome.final.permanents if p.name == "Oso")
    assert (bears.controller, bears.tapped) == ("Jugador activo", False)
    assert bear.tapped and bear.controller == "Jugador no activo"


def _refs(**more: object) -> Refs:
    names = {"oso": "p1", "lobo": "p2", "jugador b": "Jugador B"}
    return Refs(names=names, you="Jugador A", player_names={"Jugador A", "Jugador B"}, **more)  # type: ignore[arg-type]


def test_it_is_the_earlier_target_not_a_new_one() -> None:
    untap, haste = parse_effects(
        "untap target creature Oso. It gains haste until end of turn", _refs(targeting=True)
    )
    assert untap.targets == haste.targets == ["p1"]
    assert haste.same_targets_as == 1


def test_a_target_still_to_choose_is_shared_not_asked_twice() -> None:
    tap, pump = parse_effects(
        "tap target creature. That creature gets +1/+1 until end of turn",
        _refs(targeting=True, unchosen=True),
    )
    assert tap.unchosen_target and pump.unchosen_target
    assert pump.same_targets_as == 1  # the tap's target, once chosen


def test_that_player_is_the_target_player_of_the_sentence_before() -> None:
    mill, lose = parse_effects(
        "target player Jugador B mills 2 cards. That player loses 2 life", _refs(targeting=True)
    )
    assert mill.targets == lose.targets == ["Jugador B"]
    assert lose.event_ref is None  # not the player of a trigger event (603.7c)


def test_without_an_earlier_choice_it_means_the_source() -> None:
    (pump,) = parse_effects("it gets +1/+1 until end of turn", _refs(source="p2"))
    assert pump.objects == ["p2"]


def test_a_sentence_read_alone_still_refers_back() -> None:
    refs = _refs(targeting=True)
    first = parse_effects("destroy target creature Oso", refs)
    (then,) = parse_effects("tap that creature", carried(refs, first))
    assert then.targets == ["p1"] and then.same_targets_as == 1
