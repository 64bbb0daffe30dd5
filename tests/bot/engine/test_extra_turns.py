"""Extra turns (500.7) and a life total set to a number (119.5), from the rules text with real
cards of the bundled data.

500.7: "Some effects can give a player extra turns. They do this by adding the turns directly
after the specified turn. … The most recently created turn will be taken first."
119.5: "If an effect sets a player's life total to a specific number, the player gains or loses
the necessary amount of life to end up with the new total."

Time Warp: "Target player takes an extra turn after this one." Teferi, Timebender: "[−9]: Take
an extra turn after this one." Vraska, Relic Seeker: "[−10]: Target player's life total
becomes 1." Sorin Markov: "[−3]: Target opponent's life total becomes 10."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _player(outcome: Any, name: str) -> Any:
    return next(p for p in outcome.final.players if p.name == name)


def _turns(outcome: Any) -> Any:
    return [s.args["player"] for s in outcome.steps if s.kind == "turn.begins"]


@pytest.mark.parametrize(
    "name", ["Time Walk", "Time Warp", "Teferi, Timebender", "Vraska, Relic Seeker"]
)
def test_the_cards_are_read_whole(cards: CardCatalog, name: str) -> None:
    assert read_card(cards.card_named(name)).unread == []  # type: ignore[arg-type]


def test_the_extra_turn_comes_right_after_this_one(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario paso:principal hechizo:"Time Warp: Jugador A" '
        'eventos:"resuelve; siguiente turno; siguiente turno"',
        cards,
    )
    assert _turns(outcome) == ["Jugador A", "Jugador B"]
    assert "500.7" in outcome.rules


def test_without_the_spell_the_next_turn_is_the_opponents(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario paso:principal eventos:"siguiente turno"', cards)
    assert _turns(outcome) == ["Jugador B"]
    assert "500.7" not in outcome.rules


def test_the_last_extra_turn_created_is_taken_first(cards: CardCatalog) -> None:
    # Time Warp on the opponent resolves first, then one on me: mine was created last.
    outcome = run_scenario_text(
        'escenario paso:principal hechizo:"Time Warp: Jugador B" hechizo:"Time Warp: Jugador A" '
        'eventos:"resuelve; resuelve; siguiente turno; siguiente turno; siguiente turno"',
        cards,
    )
    assert _turns(outcome) == ["Jugador B", "Jugador A", "Jugador B"]


@pytest.mark.parametrize(("life", "change"), [(15, "pierde"), (1, None)])
def test_a_life_total_becomes_a_number(cards: CardCatalog, life: int, change: str | None) -> None:
    outcome = run_scenario_text(
        f'escenario paso:principal planeswalkers:"Vraska, Relic Seeker lealtad:10" '
        f'vida_rival:{life} eventos:"activa el -10 de Vraska, Relic Seeker: Jugador B"',
        cards,
    )
    assert outcome.complete
    assert _player(outcome, "Jugador B").life == 1
    assert "119.5" in outcome.rules
    assert ("119.3" in outcome.rules) == (change is not None)  # no change, no life lost


def test_a_higher_total_is_life_gained_and_can_be_doubled(cards: CardCatalog) -> None:
    # 119.5 makes it life gained (the rulings of Rhox Faithmender say so): its doubling applies.
    outcome = run_scenario_text(
        'escenario paso:principal planeswalkers:"Sorin Markov lealtad:4" '
        'permanentes_rival:"Rhox Faithmender" vida_rival:6 '
        'eventos:"activa el -3 de Sorin Markov: Jugador B"',
        cards,
    )
    assert _player(outcome, "Jugador B").life == 6 + 2 * 4


def test_spanish_sentences(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario paso:principal permanentes:"Reloj 1/1 activada:T: tu total de vidas pasa '
        'a ser 7; Sabio 1/1 activada:T: tomas un turno adicional después de este" vida:12 '
        'eventos:"activa Reloj; activa Sabio; siguiente turno"',
        cards,
    )
    assert _player(outcome, "Jugador A").life == 7
    assert _turns(outcome) == ["Jugador A"]
