"""Lines that only let a player see the top card of their library (401.5) change nothing the
engine follows: they are set aside, neither read nor unread; a line that lets a player do
more with that card stays to be read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.information import only_information
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_goblin_spy_has_nothing_left_to_read(cards: CardCatalog) -> None:
    # Goblin Spy: "Play with the top card of your library revealed." and nothing else.
    card = cards.card_named("Goblin Spy")
    assert card is not None
    reading = read_card(card)
    assert reading.unread == [] and reading.read == []
    assert reading.set_aside_lines == ["Play with the top card of your library revealed."]


def test_what_the_top_card_lets_a_player_do_is_still_unread(cards: CardCatalog) -> None:
    # Vampire Nocturnus: its pump depends on the top card, which the engine never names.
    card = cards.card_named("Vampire Nocturnus")
    assert card is not None
    reading = read_card(card)
    assert "Play with the top card of your library revealed." in reading.set_aside_lines
    assert any(line.startswith("As long as the top card") for line in reading.unread)


def test_only_the_permission_to_look_is_set_aside() -> None:
    assert only_information("You may look at the top card of your library any time.")
    assert not only_information(
        "You may look at the top card of your library any time, and you may play lands from "
        "the top of your library."
    )
    assert not only_information("You may play lands from the top of your library.")


def test_a_scenario_with_such_a_card_is_complete(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacante:"Goblin Spy" bloqueadores:ninguno', cards)
    assert outcome.complete
    assert next(p for p in outcome.final.players if p.name == "Jugador defensor").life == 19
