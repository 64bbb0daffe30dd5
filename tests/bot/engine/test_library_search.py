"""Searching a library (701.23), read from the rules text with real cards of the bundled data.

A search for "a card" must find one (701.23d); a search for a card with a stated quality may find
none even if one is there (701.23b), so what it found is said (``encuentra``) or asked; the found
cards go where the text says, a permanent card onto the battlefield as a new object (400.7) and a
land put there is not a land played (305.4); then the library is shuffled (701.24a), and a card
put back on top is not part of that shuffle (701.24b).

Rampant Growth: "Search your library for a basic land card, put that card onto the battlefield
tapped, then shuffle." Demonic Tutor: "Search your library for a card, put that card into your
hand, then shuffle." Cultivate: "… up to two basic land cards, reveal those cards, put one onto
the battlefield tapped and the other into your hand, then shuffle." Vampiric Tutor: "Search
your library for a card, then shuffle and put that card on top. You lose 2 life."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.library_search import SearchQuestion
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _you(outcome):  # type: ignore[no-untyped-def]
    return outcome.final.players[0]


@pytest.mark.parametrize(
    "name",
    ["Rampant Growth", "Demonic Tutor", "Cultivate", "Vampiric Tutor", "Explosive Vegetation"],
)
def test_search_lines_are_read(cards: CardCatalog, name: str) -> None:
    assert read_card(cards.card_named(name)).unread == []  # type: ignore[arg-type]


def test_a_search_with_more_conditions_stays_unread(cards: CardCatalog) -> None:
    # "… a card with mana value less than or equal to the number of lands you control": the
    # language reads types only, so the line is said as unread, never guessed.
    card = cards.card_named("Wargate")
    if card is None:
        pytest.skip("Wargate not in the card data")
    reading = read_card(card)
    assert any(line.startswith("Search") for line in reading.unread)


def test_the_basic_land_found_enters_tapped_and_is_not_a_land_played(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila biblioteca:30 hechizo:"Rampant Growth encuentra Forest"', cards
    )
    assert outcome.complete
    forest = next(p for p in outcome.final.permanents if p.name == "Forest")
    assert forest.tapped
    assert _you(outcome).library == 29
    assert {"701.23a", "701.23b", "701.24a", "305.4", "400.7"} <= set(outcome.rules)


def test_what_a_search_with_a_quality_finds_is_asked(cards: CardCatalog) -> None:
    with pytest.raises(SearchQuestion, match="encuentra"):
        run_scenario_text('pila hechizo:"Rampant Growth"', cards)


def test_a_card_that_is_not_what_it_looks_for_is_refused(cards: CardCatalog) -> None:
    with pytest.raises(SearchQuestion, match="701.23a"):
        run_scenario_text('pila hechizo:"Rampant Growth encuentra Grizzly Bears"', cards)


def test_it_may_find_nothing(cards: CardCatalog) -> None:
    outcome = run_scenario_text('pila biblioteca:30 hechizo:"Rampant Growth encuentra nada"', cards)
    assert [p.name for p in outcome.final.permanents] == []
    assert _you(outcome).library == 30  # nothing left it


def test_a_card_without_a_quality_must_be_found(cards: CardCatalog) -> None:
    # 701.23d: Demonic Tutor finds one card; the library is one smaller, the hand one bigger.
    outcome = run_scenario_text('pila biblioteca:10 mano:2 hechizo:"Demonic Tutor"', cards)
    assert (_you(outcome).library, _you(outcome).hand) == (9, 3)
    assert "701.23d" in outcome.rules
    with pytest.raises(ScenarioError, match="701.23d"):
        run_scenario_text('pila hechizo:"Demonic Tutor encuentra nada"', cards)


def test_an_empty_library_finds_nothing(cards: CardCatalog) -> None:
    outcome = run_scenario_text('pila biblioteca:0 mano:0 hechizo:"Demonic Tutor"', cards)
    assert (_you(outcome).library, _you(outcome).hand) == (0, 0)


def test_one_onto_the_battlefield_and_the_other_into_the_hand(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila biblioteca:20 mano:0 hechizo:"Cultivate encuentra Forest y Island"', cards
    )
    assert [p.name for p in outcome.final.permanents] == ["Forest"]
    assert (_you(outcome).library, _you(outcome).hand) == (18, 1)


def test_a_card_put_back_on_top_stays_in_the_library(cards: CardCatalog) -> None:
    outcome = run_scenario_text('pila biblioteca:10 mano:0 hechizo:"Vampiric Tutor"', cards)
    assert (_you(outcome).library, _you(outcome).hand, _you(outcome).life) == (10, 0, 18)
    assert "701.24b" in outcome.rules


def test_more_cards_found_than_the_library_holds_is_refused(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="biblioteca"):
        run_scenario_text('pila biblioteca:0 hechizo:"Rampant Growth encuentra Forest"', cards)


def test_a_search_written_in_spanish() -> None:
    outcome = run_scenario_text(
        'pila biblioteca:5 mano:0 hechizo:"Tutor: busca en tu biblioteca una carta, ponla en tu '
        'mano y baraja"'
    )
    assert (_you(outcome).library, _you(outcome).hand) == (4, 1)
