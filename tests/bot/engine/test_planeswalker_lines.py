"""Lines of planeswalker cards read by general constructs (issue 49): an ability that works only
before the game (903.3a), and targets a loyalty ability may leave unchosen ("up to one target",
115.6), each from the rules' text and real cards of the bundled data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine.language.before_game import works_before_the_game
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_can_be_your_commander_works_before_the_game() -> None:
    """903.3a: the ability "modifies the rules for deck construction, and it functions before
    the game begins"; other sentences about commanders act during the game."""
    assert works_before_the_game("Aminatou, the Fateshifter can be your commander.")
    assert works_before_the_game("This card can be your commander.")
    assert not works_before_the_game("Commander creatures you own have haste.")
    assert not works_before_the_game(
        "Whenever you cast your commander, draw a card. This can be your commander."
    )


def test_a_commander_line_is_set_aside_never_read(cards: CardCatalog) -> None:
    """In a scenario (a game under way) the line changes nothing: set aside, not read, and
    never counted as unread either; the card's other lines are read or not on their own."""
    card = cards.card_named("Aminatou, the Fateshifter")
    assert card is not None
    reading = read_card(card)
    line = "Aminatou, the Fateshifter can be your commander."
    assert line in reading.set_aside_lines
    assert line not in reading.read and line not in reading.unread
    assert reading.unread  # its exile-and-return and left-or-right lines are still unread
