"""A hand revealed and a card chosen from it to discard (701.20a, 701.20b, 701.9a, 701.9b,
402.3): "Target opponent reveals their hand. You choose a noncreature, nonland card from it.
That player discards that card." (Duress). A hand is hidden: the engine knows its count and
the cards the scenario names (``mano_rival:"Lightning Bolt; Forest"``); when what is
discarded depends on a card it was not told, it asks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioError, ScenarioQuestion
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from bot.engine.state import Player
    from index.cards.catalog import CardCatalog


def _player(outcome: Outcome, name: str) -> Player:
    return next(p for p in outcome.final.players if p.name == name)


@pytest.mark.parametrize("name", ["Duress", "Thoughtseize", "Coercion", "Distress"])
def test_reveal_and_discard_spells_are_read_whole(cards: CardCatalog, name: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert read_card(card).unread == []


def test_a_choice_the_language_does_not_read_stays_unread(cards: CardCatalog) -> None:
    # Inquisition of Kozilek: "… a nonland card from it with mana value 3 or less." The reveal
    # is read; the choice with a mana value is not, and says so.
    card = cards.card_named("Inquisition of Kozilek")
    assert card is not None
    reading = read_card(card)
    assert "Target player reveals their hand." in reading.read
    assert "That player discards that card." in reading.unread


def test_the_only_card_that_fits_is_discarded_and_named_in_the_graveyard(
    cards: CardCatalog,
) -> None:
    line = 'escenario mano_rival:"Lightning Bolt; Forest" hechizo:"Duress"'
    outcome = run_scenario_text(line, cards)
    assert outcome.complete  # Lightning Bolt's spell text works only on the stack (113.6)
    rival = _player(outcome, "Jugador B")
    assert rival.hand == 1
    assert {"701.20a", "701.9a", "701.9b"} <= set(outcome.rules)
    assert "elige «Lightning Bolt», la única que vale" in render_text(outcome)


def test_no_card_that_fits_discards_nothing(cards: CardCatalog) -> None:
    line = 'escenario mano_rival:"Grizzly Bears; Forest" hechizo:"Duress"'
    outcome = run_scenario_text(line, cards)
    assert outcome.complete and _player(outcome, "Jugador B").hand == 2
    assert "no hay ninguna carta que no sea criatura ni tierra" in render_text(outcome)


def test_several_that_fit_discard_one_whichever_the_chooser_picks(cards: CardCatalog) -> None:
    line = 'escenario mano_rival:"Lightning Bolt; Divination; Forest" hechizo:"Duress"'
    outcome = run_scenario_text(line, cards)
    assert _player(outcome, "Jugador B").hand == 2
    text = render_text(outcome)
    assert "«Lightning Bolt», «Divination»" in text and "decisión de quien elige" in text


def test_an_unnamed_hand_is_asked_about_never_guessed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match="402.3") as asked:
        run_scenario_text('escenario mano_rival:3 hechizo:"Duress"', cards)
    assert "¿Qué cartas tiene Jugador B en la mano?" in str(asked.value)


def test_any_card_from_an_unnamed_hand_is_certain(cards: CardCatalog) -> None:
    # Coercion: "You choose a card from it": with cards in hand, one is discarded for sure.
    outcome = run_scenario_text('escenario mano_rival:3 hechizo:"Coercion"', cards)
    assert outcome.complete and _player(outcome, "Jugador B").hand == 2


def test_an_empty_hand_is_revealed_and_nothing_is_discarded(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario mano_rival:0 hechizo:"Duress"', cards)
    assert _player(outcome, "Jugador B").hand == 0
    assert "revela su mano, que está vacía" in render_text(outcome)


def test_a_discard_triggers_what_waits_for_one() -> None:
    line = (
        'escenario mano_rival:"Rayo instantáneo; Bosque tierra" '
        'criaturas:"Vigía 1/1 disparo:cuando un oponente descarta una carta, ganas 2 vidas" '
        'hechizo:"Coerción: el rival revela su mano. Eliges una carta que no sea tierra de ella. '
        'Ese jugador descarta esa carta."'
    )
    outcome = run_scenario_text(line)
    assert _player(outcome, "Jugador A").life == 22
    assert _player(outcome, "Jugador B").hand == 1


def test_a_count_stays_a_count() -> None:
    outcome = run_scenario_text("estado mano_rival:4")
    assert _player(outcome, "Jugador no activo").hand == 4


def test_a_made_up_hand_card_needs_its_type() -> None:
    # A name with no type would fit any choice: refused with an example, never guessed.
    with pytest.raises(ScenarioError, match="no dice su tipo"):
        run_scenario_text('escenario mano_rival:"Cosa" hechizo:"Coerción: el rival revela su mano"')
    with pytest.raises(ScenarioError, match="menor que 0"):
        run_scenario_text("estado mano_rival:-1")
