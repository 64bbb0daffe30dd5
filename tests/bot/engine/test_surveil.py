"""Surveil (701.25a): look at the top N cards, put any number into the graveyard and the rest on
top. How many go is the player's choice: ``vigilar:N`` says it; without it, the answer asks
only when something depends on it (a library of known size, an ability counting graveyard
cards), and otherwise says that nothing followed changes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioQuestion
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from bot.engine.state import Player
    from index.cards.catalog import CardCatalog


def _player(outcome: Outcome, name: str) -> Player:
    return next(p for p in outcome.final.players if p.name == name)


@pytest.mark.parametrize("name", ["Consider", "Undercity Sewers", "Doom Whisperer"])
def test_surveil_lines_are_read(cards: CardCatalog, name: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert read_card(card).unread == []


def test_the_cards_put_into_the_graveyard_leave_the_library(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario biblioteca:5 vigilar:1 hechizo:"Consider"', cards)
    assert outcome.complete
    assert _player(outcome, "Jugador A").library == 3  # 1 to the graveyard, then 1 drawn
    assert "701.25a" in outcome.rules


def test_a_known_library_without_the_choice_is_asked(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match="vigilar:1"):
        run_scenario_text('escenario biblioteca:5 hechizo:"Consider"', cards)


def test_a_count_of_graveyard_cards_on_the_board_makes_it_matter(cards: CardCatalog) -> None:
    # Tarmogoyf counts the card types among cards in all graveyards (604.3).
    with pytest.raises(ScenarioQuestion, match="701.25a"):
        run_scenario_text('escenario criaturas:"Tarmogoyf" hechizo:"Consider"', cards)


def test_nothing_followed_depends_on_it_so_the_step_says_so(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario hechizo:"Consider"', cards)
    assert outcome.complete
    assert "nada de lo que sigue depende de ello" in render_text(outcome)


def test_a_library_shorter_than_n_is_looked_at_whole() -> None:
    outcome = run_scenario_text('escenario biblioteca:1 vigilar:3 eventos:"vigila 2"')
    assert _player(outcome, "Jugador A").library == 0
    assert not _player(outcome, "Jugador A").lost  # surveil is no draw (704.5b)
