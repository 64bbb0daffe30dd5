"""Rebound (702.88a), read from real cards (issue 49).

702.88a: "Rebound" means "If this spell was cast from your hand, instead of putting it into
your graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast
this card from exile without paying its mana cost." A spell the scenario writes was cast from
the hand; casting it again is its controller's choice, told or asked."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog

_BOARD = 'criaturas_rival:"Oso 2/2; Lobo 3/3" '
_TWO_TURNS = '; siguiente turno; siguiente turno"'


def _kinds(outcome: Outcome) -> list[str]:
    return [s.kind for s in outcome.steps]


def _died(outcome: Outcome) -> set[str]:
    return {d.name for d in outcome.final.died}


def test_it_is_exiled_as_it_resolves_not_put_into_the_graveyard(cards: CardCatalog) -> None:
    outcome = run_scenario_text("pila " + _BOARD + 'hechizo:"Staggershock: Oso"', cards)
    assert outcome.complete
    assert "resolve.rebound_exiled" in _kinds(outcome)
    assert {"702.88a", "603.7a"} <= set(outcome.rules)
    done = next(s for s in outcome.steps if s.kind == "priority.spell_done")
    assert done.args["rebound"] is True


def test_cast_again_at_its_controllers_next_upkeep(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        "escenario " + _BOARD + 'eventos:"lanza Staggershock: Oso, rebote a Lobo' + _TWO_TURNS,
        cards,
    )
    assert _died(outcome) == {"Oso"}
    lobo = next(p for p in outcome.final.permanents if p.name == "Lobo")
    assert lobo.damage == 2
    kinds = _kinds(outcome)
    assert "resolve.rebound_cast" in kinds
    # Cast from exile, it does not rebound again: the second resolution puts it in the graveyard.
    done = [s for s in outcome.steps if s.kind == "priority.spell_done"]
    assert [s.args["rebound"] for s in done] == [True, False]


def test_the_opponents_upkeep_is_not_its_controllers(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        "escenario " + _BOARD + 'eventos:"lanza Staggershock: Oso, rebote a Lobo; siguiente turno"',
        cards,
    )
    assert "resolve.rebound_cast" not in _kinds(outcome)


def test_not_cast_again_when_told_so(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        "escenario " + _BOARD + 'eventos:"lanza Staggershock: Oso, no relanza' + _TWO_TURNS,
        cards,
    )
    assert "resolve.rebound_not_cast" in _kinds(outcome)
    assert _died(outcome) == {"Oso"}


def test_not_told_it_is_asked_when_the_upkeep_comes(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(
            "escenario " + _BOARD + 'eventos:"lanza Staggershock: Oso' + _TWO_TURNS, cards
        )
    assert "702.88a" in str(asked.value)


def test_a_spell_whose_targets_are_all_illegal_goes_to_the_graveyard(cards: CardCatalog) -> None:
    # 608.2b: it does not resolve, so rebound's "as it resolves" never happens.
    outcome = run_scenario_text(
        "pila " + _BOARD + 'hechizo:"Staggershock: Oso" hechizo:"Lightning Bolt: Oso"', cards
    )
    assert "resolve.rebound_exiled" not in _kinds(outcome)


def test_rebote_on_a_spell_without_rebound_is_an_error(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario_text("pila " + _BOARD + 'hechizo:"Lightning Bolt: Oso, rebote a Lobo"', cards)
    assert "no tiene rebote" in str(error.value)


def test_the_cards_are_read_whole_alone(cards: CardCatalog) -> None:
    for name in ("Staggershock", "Distortion Strike", "Emerge Unscathed"):
        card = cards.card_named(name)
        assert card is not None
        reading = read_card(card)
        assert "Rebound" in reading.read, (name, reading.unread)


# Fantastic Elasticity: "Choose one — • Return target nonland permanent to its owner's hand.
# • Return target instant or sorcery card from your graveyard to your hand. Rebound". Cast
# again from exile it is a spell cast anew (601.2): its mode is chosen again (601.2b, 700.2a),
# read by the same reader as the first cast.
_ELASTIC = 'eventos:"lanza Fantastic Elasticity modo 1: Oso, rebote{again}' + _TWO_TURNS


def _in_play(outcome: Outcome) -> set[str]:
    return {p.name for p in outcome.final.permanents}


def test_the_spell_cast_again_chooses_its_mode_anew(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        "escenario " + _BOARD + _ELASTIC.format(again=" modo 1 a Lobo"), cards
    )
    assert outcome.complete, outcome.unread()
    assert "resolve.rebound_cast" in _kinds(outcome)
    assert not _in_play(outcome) & {"Oso", "Lobo"}  # each returned by its own cast
    done = [s for s in outcome.steps if s.kind == "priority.spell_done"]
    assert [s.args["rebound"] for s in done] == [True, False]  # 702.88a: not from the hand


def test_the_mode_of_the_cast_again_unsaid_leaves_it_unread(cards: CardCatalog) -> None:
    # Its mode is its controller's choice then, never the first cast's (601.2b): unsaid, the
    # modes stay unread and the answer is conditional, as for any modal spell cast.
    outcome = run_scenario_text("escenario " + _BOARD + _ELASTIC.format(again=" a Lobo"), cards)
    assert not outcome.complete
    assert "Lobo" in _in_play(outcome)
