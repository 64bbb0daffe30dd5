"""Modal activated abilities read from card text (issue 49): "{1}, Sacrifice this creature:
Choose one — • … • …".

700.2a: "The controller of a modal spell or activated ability chooses the mode(s) as part of
casting that spell or activating that ability." The scenario says the mode after the source's
name (``activa Goblin Cratermaker modo 1: Grizzly Bears``); without it the answer asks, never
guesses. A mode the language does not read stays unread on its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

from .engine_helpers import died

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

# Goblin Cratermaker (2/2): "{1}, Sacrifice this creature: Choose one — • This creature deals
# 2 damage to target creature. • Destroy target colorless nonland permanent."
# Cankerbloom (6/4): "{1}, Sacrifice this creature: Choose one — • Destroy target artifact.
# • Destroy target enchantment. • Proliferate."
_BOARD = 'escenario criaturas:"Goblin Cratermaker" criaturas_rival:"Grizzly Bears"'


def test_the_mode_told_is_the_one_that_happens(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        f'{_BOARD} eventos:"activa Goblin Cratermaker modo 1: Grizzly Bears"', cards
    )
    assert "Grizzly Bears" in died(outcome) and "Goblin Cratermaker" in died(outcome)
    assert "700.2a" in outcome.rules
    assert "se activó eligiendo «This creature deals 2 damage" in render_text(outcome)


def test_the_other_mode_is_not_done(cards: CardCatalog) -> None:
    # Cankerbloom's mode 2 destroys an enchantment: the artifact stays.
    outcome = run_scenario_text(
        'escenario criaturas:"Cankerbloom" permanentes_rival:"Glorious Anthem; Ornithopter" '
        'eventos:"activa Cankerbloom modo 2: Glorious Anthem"',
        cards,
    )
    assert "Glorious Anthem" in died(outcome) and "Ornithopter" not in died(outcome)


def test_without_a_mode_the_answer_asks_naming_each(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match="700.2a") as asked:
        run_scenario_text(f'{_BOARD} eventos:"activa Goblin Cratermaker: Grizzly Bears"', cards)
    assert "deals 2 damage" in str(asked.value) and "colorless" in str(asked.value)


def test_a_mode_that_does_not_exist_is_refused(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="700.2a"):
        run_scenario_text(
            f'{_BOARD} eventos:"activa Goblin Cratermaker modo 3: Grizzly Bears"', cards
        )


def test_each_mode_is_read_or_unread_on_its_own(cards: CardCatalog) -> None:
    # Insidious Fungus: its third mode ("you may put a land card …") is a choice unread
    card = cards.card_named("Insidious Fungus")
    assert card is not None
    reading = read_card(card)
    assert "{2}, Sacrifice this creature: Choose one —" in reading.read
    assert "• Destroy target artifact." in reading.read
    assert [line[:14] for line in reading.unread] == ["• Draw a card."]
    # Its unread mode is named in the answer, which is conditional.
    outcome = run_scenario_text(
        'escenario criaturas:"Insidious Fungus" permanentes_rival:"Ornithopter" '
        'eventos:"activa Insidious Fungus modo 1: Ornithopter"',
        cards,
    )
    assert not outcome.complete and "Ornithopter" in died(outcome)
