"""Conditional static abilities (604.1: a static ability does what it says while its
condition holds): "as long as you control …" with a count, "another", "no", colours,
subtypes and card types, and "as long as it's your turn"; read from real cards and from the
scenario language, checked as the board changes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.conditions import split_condition
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _pt(outcome: Outcome, name: str) -> tuple[int | None, int | None]:
    perm = next(p for p in outcome.final.permanents if p.name == name)
    return perm.power, perm.toughness


_READ = {
    "Ashenmoor Cohort": "This creature gets +1/+1 as long as you control another black creature.",
    "Ardent Recruit": (
        "Metalcraft — This creature gets +2/+2 as long as you control three or more artifacts."
    ),
    "Arctic Aven": "This creature gets +1/+1 as long as you control a Plains.",
    "Battle Brawler": (
        "As long as you control a red or white permanent, this creature gets +1/+0 and has "
        "first strike."
    ),
}


@pytest.mark.parametrize(("name", "line"), list(_READ.items()))
def test_conditional_lines_of_real_cards_are_read(cards: CardCatalog, name: str, line: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert line in read_card(card).read


def test_another_creature_of_a_colour_counts_only_others(cards: CardCatalog) -> None:
    # Ashenmoor Cohort (4/3, black): itself never fulfils "another black creature".
    alone = run_scenario_text('capas objetos:"Ashenmoor Cohort"', cards)
    assert _pt(alone, "Ashenmoor Cohort") == (4, 3)
    with_zombie = run_scenario_text('capas objetos:"Ashenmoor Cohort; Zombi 2/2 negro"', cards)
    assert _pt(with_zombie, "Ashenmoor Cohort") == (5, 4)
    red = run_scenario_text('capas objetos:"Ashenmoor Cohort; Trasgo 2/2 rojo"', cards)
    assert _pt(red, "Ashenmoor Cohort") == (4, 3)


def test_three_or_more_counts_the_permanents(cards: CardCatalog) -> None:
    two = 'capas objetos:"Ardent Recruit; Llave artefacto; Anillo artefacto"'
    assert _pt(run_scenario_text(two, cards), "Ardent Recruit") == (1, 1)
    three = two[:-1] + '; Copa artefacto"'
    assert _pt(run_scenario_text(three, cards), "Ardent Recruit") == (3, 3)
    # The rival's artifacts are not "you control".
    theirs = two + ' objetos_rival:"Copa artefacto"'
    assert _pt(run_scenario_text(theirs, cards), "Ardent Recruit") == (1, 1)


def test_a_condition_written_in_the_language() -> None:
    line = (
        'capas objetos:"Guardia 2/2 otorga:esta criatura obtiene +1/+1 mientras controles '
        'otra criatura; Oso 2/2"'
    )
    assert _pt(run_scenario_text(line), "Guardia") == (3, 3)


def test_no_and_your_turn_conditions() -> None:
    none = split_condition("This creature gets +2/+2 as long as you control no Islands.")
    assert none is not None and none[1]["condition_none"] is True
    turn = split_condition("As long as it's your turn, this creature has first strike.")
    assert turn == ("this creature has first strike.", {"condition_turn": "yours"})
    yours = 'capas objetos:"Guardia 2/2 otorga:+1/+0 a esta criatura mientras es tu turno"'
    assert _pt(run_scenario_text(yours), "Guardia") == (3, 2)
    theirs = 'capas objetos_rival:"Guardia 2/2 otorga:+1/+0 a esta criatura mientras es tu turno"'
    assert _pt(run_scenario_text(theirs), "Guardia") == (2, 2)


@pytest.mark.parametrize(
    "line",
    [
        "As long as you control a creature with power 4 or greater, this creature has trample.",
        "This creature gets +1/+1 as long as there are seven or more cards in your graveyard.",
        "As long as this creature is untapped, it has vigilance.",
    ],
)
def test_an_unknown_condition_is_not_read_as_always_true(line: str) -> None:
    assert split_condition(line) is None


def test_a_card_whose_condition_is_not_known_keeps_the_line_unread(cards: CardCatalog) -> None:
    # Dragonlord Ojutai: "… has hexproof as long as it's untapped." (tapped status unread here)
    ojutai = cards.card_named("Dragonlord Ojutai")
    assert ojutai is not None
    assert "Dragonlord Ojutai has hexproof as long as it's untapped." in read_card(ojutai).unread
