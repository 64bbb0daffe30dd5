"""Copies of spells (707.10) and storm (702.40), read from real cards (issue 49).

707.10: "To copy a spell … means to put a copy of it onto the stack; a copy of a spell isn't
cast … A copy of a spell or ability copies both the characteristics of the spell or ability
and all decisions made for it, including modes, targets, the value of X". 707.10c: the
player may choose new targets for the copy. 702.40a: "When you cast this spell, copy it for
each other spell that was cast before it this turn. If the spell has any targets, you may
choose new targets for any of the copies." 704.5e: a copy of a spell off the stack ceases to
exist."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog

_BOARD = 'pila criaturas_rival:"Oso 2/2; Lobo 3/3" '


def _life(outcome: Outcome, who: str = "Jugador no activo") -> int:
    return next(p.life for p in outcome.final.players if p.name == who)


def _died(outcome: Outcome) -> set[str]:
    return {d.name for d in outcome.final.died}


def _damage(outcome: Outcome, name: str) -> int:
    return next(p.damage for p in outcome.final.permanents if p.name == name)


def test_storm_copies_once_for_each_spell_cast_before(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        _BOARD + 'hechizo:"Grapeshot tormenta 2: Oso, copias a Lobo y Jugador no activo"', cards
    )
    assert outcome.complete
    assert _life(outcome) == 19  # one copy at the player
    assert _damage(outcome, "Lobo") == 1 and _damage(outcome, "Oso") == 1
    assert {"702.40a", "707.10", "707.10c", "704.5e"} <= set(outcome.rules)
    copies = [s for s in outcome.steps if s.kind == "resolve.copied"]
    assert len(copies) == 1 and len(copies[0].args["copies"]) == 2


def test_storm_keeps_the_targets_when_told_so(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        _BOARD + 'hechizo:"Grapeshot tormenta 1: Oso, mismos objetivos"', cards
    )
    assert "Oso" in _died(outcome)  # 1 + 1 damage to a 2/2
    assert _life(outcome) == 20


def test_storm_with_no_spell_before_makes_no_copy(cards: CardCatalog) -> None:
    outcome = run_scenario_text(_BOARD + 'hechizo:"Grapeshot tormenta 0: Oso"', cards)
    assert any(s.kind == "resolve.copies_none" for s in outcome.steps)
    assert _damage(outcome, "Oso") == 1


def test_storm_count_not_told_is_asked(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(_BOARD + 'hechizo:"Grapeshot: Oso"', cards)
    assert "702.40a" in str(asked.value) and "tormenta" in str(asked.value)


def test_storm_new_targets_not_told_are_asked(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(_BOARD + 'hechizo:"Grapeshot tormenta 1: Oso"', cards)
    assert "707.10c" in str(asked.value)


def test_storm_copies_of_an_untargeted_spell_need_no_targets(cards: CardCatalog) -> None:
    outcome = run_scenario_text('pila hechizo:"Empty the Warrens tormenta 2"', cards)
    goblins = [p for p in outcome.final.permanents if "Goblin" in p.name]
    assert len(goblins) == 6  # the spell and two copies, two tokens each


def test_storm_count_below_the_spells_under_it_is_an_error(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario_text(
            'pila hechizo:"Lightning Bolt: Jugador no activo" '
            'hechizo:"Grapeshot tormenta 0: Jugador no activo"',
            cards,
        )
    assert "tormenta 0" in str(error.value)


def test_tormenta_on_a_spell_without_storm_is_an_error(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario_text(_BOARD + 'hechizo:"Lightning Bolt tormenta 2: Oso"', cards)
    assert "no tiene tormenta" in str(error.value)


def test_a_copy_is_not_cast_so_prowess_does_not_see_it(cards: CardCatalog) -> None:
    # Monastery Swiftspear (prowess) triggers once, for the cast Grapeshot only.
    outcome = run_scenario_text(
        'pila criaturas:"Monastery Swiftspear" '
        'hechizo:"Grapeshot tormenta 2: Jugador no activo, mismos objetivos"',
        cards,
    )
    prowess = [s for s in outcome.steps if s.kind == "resolve.pump"]
    assert _life(outcome) == 17
    assert len(prowess) <= 1
    swiftspear = next(p for p in outcome.final.permanents if p.name == "Monastery Swiftspear")
    assert (swiftspear.power, swiftspear.toughness) == (2, 3)


def test_cast_in_the_timeline_storm_triggers_too(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Oso 2/2" '
        'eventos:"lanza Grapeshot tormenta 1: Oso, mismos objetivos"',
        cards,
    )
    assert "Oso" in _died(outcome) and "702.40a" in outcome.rules


def test_twincast_copies_with_a_new_target(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        _BOARD
        + 'hechizo:"Lightning Bolt: Oso" hechizo:"Twincast (rival): Lightning Bolt, copia a Lobo"',
        cards,
    )
    assert outcome.complete
    assert _died(outcome) == {"Oso", "Lobo"}
    copied = next(s for s in outcome.steps if s.kind == "resolve.copied")
    assert copied.args["controller"] == "Jugador no activo"  # 707.10: who made it


def test_twincast_new_targets_not_told_are_asked(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(
            _BOARD + 'hechizo:"Lightning Bolt: Oso" hechizo:"Reverberate: Lightning Bolt"',
            cards,
        )
    assert "707.10c" in str(asked.value)


def test_the_copy_ceases_to_exist_and_the_card_goes_to_the_graveyard(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila hechizo:"Lightning Bolt: Jugador no activo" '
        'hechizo:"Twincast: Lightning Bolt, mismos objetivos"',
        cards,
    )
    assert _life(outcome) == 14
    graveyard = [s for s in outcome.steps if s.kind == "priority.spell_done"]
    done = graveyard
    assert [s.args["copy"] for s in done] == [False, True, False]  # Twincast, copy, Bolt


def test_twincast_can_only_target_an_instant_or_sorcery(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila hechizo:"Grizzly Bears" hechizo:"Twincast: Grizzly Bears, mismos objetivos"', cards
    )
    assert any(s.kind == "priority.target_illegal" for s in outcome.steps)
    assert not any(s.kind == "resolve.copied" for s in outcome.steps)


def test_the_cards_are_read_whole_alone(cards: CardCatalog) -> None:
    for name in ("Grapeshot", "Tendrils of Agony", "Empty the Warrens", "Twincast", "Reverberate"):
        card = cards.card_named(name)
        assert card is not None
        reading = read_card(card)
        assert not reading.unread, (name, reading.unread)
