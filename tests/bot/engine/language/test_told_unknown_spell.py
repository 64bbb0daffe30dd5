"""A spell told by a name the card data does not hold, with nothing said of what it does, is
not run: running it would resolve it doing nothing and state that as the result (issue 49's
honesty). And what the reader asks never shows its internal placeholders."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError
from bot.engine.language import read_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_an_unknown_spell_name_with_no_effect_is_refused_naming_it(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as caught:
        read_text("estamos los dos a 3 vidas y tiro Quorblax Zunthid, gano yo?", cards)
    said = str(caught.value)
    assert "No sé qué hace «Quorblax Zunthid»" in said and "Ejemplo válido:" in said


def test_a_card_named_whole_is_still_cast(cards: CardCatalog) -> None:
    scenario, line = read_text("le tiro un Lightning Bolt al Grizzly Bears del rival", cards)
    assert line is not None and 'hechizo:"Lightning Bolt: Grizzly Bears"' in line
    assert [c.card for c in scenario.cards] == ["Grizzly Bears", "Lightning Bolt"]


def test_without_card_data_a_made_up_spell_is_read_as_before() -> None:
    _, line = read_text("le tiro un Rayo que hace 3 de daño a su Oso 2/2")
    assert line is not None and "Rayo" in line


def test_a_question_back_shows_the_card_name_not_a_placeholder(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as caught:
        read_text(
            "ataco con un 3/3 y antes del daño le tiro Lightning Bolt al 2/2 que bloquea", cards
        )
    assert "§" not in str(caught.value)
