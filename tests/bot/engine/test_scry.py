"""Scry read from card text and from the scenario language (issue 49).

701.22a: "To 'scry N' means to look at the top N cards of your library, then put any number of
them on the bottom of your library in any order and the rest on top of your library in any
order." No card changes zone: the library keeps its size, so a later draw is unchanged."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_a_scry_spell_is_read_and_changes_no_zone(cards: CardCatalog) -> None:
    # Preordain: "Scry 2, then draw a card."
    preordain = cards.card_named("Preordain")
    assert preordain is not None and read_card(preordain).unread == []
    outcome = run_scenario_text('pila hechizo:"Preordain"', cards)
    assert outcome.complete and "701.22a" in outcome.rules
    assert "mira las 2 cartas de arriba" in render_text(outcome)


def test_an_enters_trigger_that_scries_is_read(cards: CardCatalog) -> None:
    # Inquisitive Puppet: "When this creature enters, scry 1." (its other line stays unread)
    puppet = cards.card_named("Inquisitive Puppet")
    assert puppet is not None
    assert "When this creature enters, scry 1." in read_card(puppet).read


def test_scry_then_draw_from_a_library_of_one(cards: CardCatalog) -> None:
    # Scrying does not move the card: the draw that follows still finds it.
    outcome = run_scenario_text('escenario biblioteca:1 eventos:"lanza Preordain; resuelve"', cards)
    assert "701.22a" in outcome.rules
    assert not any(p.lost for p in outcome.final.players)
