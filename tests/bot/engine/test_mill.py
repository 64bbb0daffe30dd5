"""Mill (701.17): read from card text ("Target opponent mills seven cards.", "each opponent
mills two cards") and from the scenario language ("muele 2 cartas"): the top cards of the
library go to the graveyard, never more than the library has (701.17b), and milling an
empty library loses nothing (unlike drawing from it, 704.5b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from bot.engine.state import Player
    from index.cards.catalog import CardCatalog


def _player(outcome: Outcome, name: str) -> Player:
    return next(p for p in outcome.final.players if p.name == name)


def test_a_mill_spell_is_read_whole(cards: CardCatalog) -> None:
    # Mind Sculpt: "Target opponent mills seven cards."
    sculpt = cards.card_named("Mind Sculpt")
    assert sculpt is not None and read_card(sculpt).unread == []


def test_mill_moves_the_top_cards_and_counts_them_in_the_graveyard(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario biblioteca_rival:10 hechizo:"Mind Sculpt"', cards)
    assert outcome.complete
    rival = _player(outcome, "Jugador B")
    assert rival.library == 3 and not rival.lost
    assert "701.17a" in outcome.rules and "701.17b" not in outcome.rules
    assert "muele 7" in render_text(outcome)


def test_a_short_library_mills_as_many_as_it_has_and_nobody_loses(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario biblioteca_rival:3 hechizo:"Mind Sculpt"', cards)
    rival = _player(outcome, "Jugador B")
    assert rival.library == 0 and not rival.lost
    assert "701.17b" in outcome.rules


def test_each_opponent_mills_from_a_trigger_in_the_language() -> None:
    line = (
        'estado criaturas:"Oso 2/2 daño:2 disparo:cuando muere, cada oponente muele 2 cartas" '
        "biblioteca_rival:5"
    )
    outcome = run_scenario_text(line)
    assert _player(outcome, "Jugador no activo").library == 3


def test_a_milled_card_counts_for_what_counts_graveyard_cards() -> None:
    # Milled cards are unnamed cards in the graveyard (as discarded ones are): shuffling the
    # graveyard back puts them into the library again (701.24a).
    line = 'escenario biblioteca:4 eventos:"muele 3 cartas; baraja tu cementerio en tu biblioteca"'
    outcome = run_scenario_text(line)
    assert _player(outcome, "Jugador A").library == 4
