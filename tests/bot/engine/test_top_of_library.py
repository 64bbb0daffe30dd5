"""Looking at the top N cards of a library and putting the rest on the bottom or into the
graveyard, read from real cards (issue 49). No rule defines "look at": the text is followed in
the order written (608.2c); cards put on the bottom together go in an order their owner
chooses (401.4). The library is a count: what an optional "you may reveal a creature card from
among them" took is told (``encuentra``) or asked, never guessed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioQuestion, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _me(outcome: Outcome):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.players if p.name == "Jugador activo")


def test_one_to_the_hand_the_rest_to_the_bottom(cards: CardCatalog) -> None:
    outcome = run_scenario_text('pila biblioteca:10 hechizo:"Impulse"', cards)
    assert outcome.complete
    me = _me(outcome)
    assert (me.library, me.hand) == (9, 1)
    step = next(s for s in outcome.steps if s.kind == "library.look_top")
    assert step.args["seen"] == 4 and step.args["rest"] == 3
    assert "401.4" in outcome.rules and "701.24a" not in outcome.rules  # nothing shuffled


def test_the_rest_into_the_graveyard(cards: CardCatalog) -> None:
    outcome = run_scenario_text('pila biblioteca:10 hechizo:"Commune with Evil"', cards)
    me = _me(outcome)
    assert (me.library, me.hand, me.life) == (6, 1, 23)


def test_a_short_library_shows_only_what_it_has(cards: CardCatalog) -> None:
    outcome = run_scenario_text('pila biblioteca:2 hechizo:"Commune with Evil"', cards)
    me = _me(outcome)
    assert (me.library, me.hand) == (0, 1)


def test_the_optional_card_taken_is_told(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila biblioteca:10 hechizo:"Warm Welcome encuentra Grizzly Bears"', cards
    )
    me = _me(outcome)
    assert (me.library, me.hand) == (9, 1)
    tokens = [p for p in outcome.final.permanents if "Citizen" in p.name]
    assert len(tokens) == 1


def test_taking_none_is_told_too(cards: CardCatalog) -> None:
    outcome = run_scenario_text('pila biblioteca:10 hechizo:"Warm Welcome encuentra nada"', cards)
    me = _me(outcome)
    assert (me.library, me.hand) == (10, 0)


def test_the_optional_card_not_told_is_asked(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text('pila biblioteca:10 hechizo:"Warm Welcome"', cards)
    assert "encuentra" in str(asked.value)


def test_the_cards_are_read_whole_alone(cards: CardCatalog) -> None:
    for name in ("Impulse", "Anticipate", "Commune with Evil", "Adventurous Impulse"):
        card = cards.card_named(name)
        assert card is not None
        reading = read_card(card)
        assert not reading.unread, (name, reading.unread)
