"""A "dies" ability that returns the card that died from its owner's graveyard (400.7: a new
object there): «When this Aura is put into a graveyard from the battlefield, return it to its
owner's hand» (Rancor), «When enchanted creature dies, return that card to the battlefield
under your control» (Unhallowed Pact)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


@pytest.mark.parametrize("name", ["Rancor", "Unhallowed Pact", "Fortitude", "Shade's Form"])
def test_returning_auras_are_read_whole(cards: CardCatalog, name: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert read_card(card).unread == []


def test_rancor_goes_back_to_its_owners_hand(cards: CardCatalog) -> None:
    line = 'pila criaturas:"Oso 2/2" auras:"Rancor encanta:Oso" mano:0 hechizo:"Rayo: destruye Oso"'
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    assert outcome.final.players[0].hand == 1
    assert "«Rancor» vuelve del cementerio a la mano" in render_text(outcome)


def test_the_enchanted_creature_comes_back_under_the_auras_controller(cards: CardCatalog) -> None:
    # Unhallowed Pact is Jugador activo's on the rival's Oso: Oso returns under the Pact's
    # controller's control (110.2a), as a new object.
    line = (
        'pila criaturas_rival:"Oso 2/2" auras:"Unhallowed Pact encanta:r1" '
        'hechizo:"Rayo: destruye Oso"'
    )
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    oso = next(p for p in outcome.final.permanents if p.name == "Oso")
    assert oso.controller == "Jugador activo"
    assert oso.damage == 0


def test_a_token_that_died_does_not_come_back(cards: CardCatalog) -> None:
    # 111.7/111.8: a token in the graveyard can't return; it ceases to exist.
    line = (
        'pila criaturas_rival:"Oso 2/2 ficha" auras:"Unhallowed Pact encanta:r1" '
        'hechizo:"Rayo: destruye Oso"'
    )
    outcome = run_scenario_text(line, cards)
    assert all(p.name != "Oso" for p in outcome.final.permanents)
