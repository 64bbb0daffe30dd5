"""113.6g: "This spell can't be countered." on a permanent card works while it is a spell on the
stack: a spell that would counter it does nothing to it (101.2), and the card resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_a_creature_spell_that_cant_be_countered(cards: CardCatalog) -> None:
    dromoka = cards.card_named("Dragonlord Dromoka")
    assert dromoka is not None
    assert "This spell can't be countered." in read_card(dromoka).read
    outcome = run_scenario_text(
        'pila hechizo:"Dragonlord Dromoka" hechizo:"Cancel: Dragonlord Dromoka"', cards
    )
    assert "113.6g" in outcome.rules
    assert outcome.final.resolution_order == ["Cancel", "Dragonlord Dromoka"]
    plain = run_scenario_text('pila hechizo:"Grizzly Bears" hechizo:"Cancel: Grizzly Bears"', cards)
    assert "113.6g" not in plain.rules  # a creature spell without the line is countered
    assert plain.final.resolution_order == ["Cancel"]
