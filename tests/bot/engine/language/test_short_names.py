"""Cards named by a short name in a scenario («Snapcaster», «Brimaz»): one card is that card,
shown by its whole name; several are asked back naming them; made-up objects stay made up."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioQuestion, run_scenario_text
from bot.engine.language import read_text
from bot.engine.language.short_names import CardQuestion
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_a_short_name_of_one_card_is_that_card_shown_whole(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacante:"Snapcaster" bloqueadores:"Grizzly Bears"', cards)
    assert [c.card for c in outcome.cards][0] == "Snapcaster Mage"
    snap = next(p for p in outcome.final.died if p.name == "Snapcaster Mage")
    assert snap.name == "Snapcaster Mage"  # 2/1 blocked by a 2/2: both die
    assert "Snapcaster Mage" in render_text(outcome)


def test_a_short_name_in_a_chat_message_is_that_card(cards: CardCatalog) -> None:
    _, line = read_text("ataco con mi Snapcaster y el rival bloquea con un Grizzly Bears", cards)
    outcome = run_scenario_text(line or "", cards)
    assert "Snapcaster Mage" in {c.card for c in outcome.cards}


@pytest.mark.parametrize(
    "message",
    [
        'combate atacante:"Brimaz" bloqueadores:"Grizzly Bears"',
        "ataco con un Brimaz y el rival bloquea con un Grizzly Bears",
    ],
)
def test_a_short_name_of_several_cards_is_asked_back_naming_them(
    cards: CardCatalog, message: str
) -> None:
    with pytest.raises(ScenarioQuestion) as info:
        read_text(message, cards)
    question = info.value
    assert isinstance(question, CardQuestion)
    assert "«Brimaz, King of Oreskos»" in question.pregunta
    assert len(question.found.cards) >= 2
    # Each answer is the message with the name written whole, and it runs as that card.
    labels = [label for label, _ in question.choices]
    assert labels == list(question.found.cards)
    king = dict(question.choices)["Brimaz, King of Oreskos"]
    assert "Brimaz, King of Oreskos" in king
    outcome = run_scenario_text(king, cards)
    assert "Brimaz, King of Oreskos" in {c.card for c in outcome.cards}


def test_a_made_up_object_with_its_pt_stays_made_up(cards: CardCatalog) -> None:
    # "Snapcaster 3/3" is what the player says the object is: a P/T makes it made up, as
    # "Angel 4/4" (the first word of many cards' names) always was.
    outcome = run_scenario_text('combate atacante:"Angel 4/4" bloqueadores:"Oso 2/2"', cards)
    assert outcome.cards == []
    assert [d.name for d in outcome.final.died] == ["Oso"]
