"""Ability words (207.2c) have no rules meaning: "Landfall — Whenever a land you control
enters, …" is read as the ability after the dash. The list is the rule's own."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.engine.language.ability_words import ABILITY_WORDS, without_ability_word
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_the_list_is_rule_207_2c(rules_text: dict[str, str]) -> None:
    text = rules_text["207.2c"].replace("’", "'")
    listed = text.split("The ability words are ", 1)[1].rstrip(".")
    words = {w.strip() for w in re.split(r",\s*(?:and\s+)?", listed) if w.strip()}
    assert words == ABILITY_WORDS


def test_only_an_ability_word_is_taken_off() -> None:
    assert without_ability_word("Landfall — Whenever a land you control enters, draw a card.") == (
        "Whenever a land you control enters, draw a card."
    )
    # A Saga chapter and a modal choice keep their dash: they are not ability words.
    assert without_ability_word("I — Draw a card.") == "I — Draw a card."
    assert without_ability_word("Choose one —") == "Choose one —"


def test_a_landfall_line_of_a_real_card_is_read(cards: CardCatalog) -> None:
    # Akoum Hellhound: "Landfall — Whenever a land you control enters, this creature gets
    # +2/+2 until end of turn."
    hound = cards.card_named("Akoum Hellhound")
    assert hound is not None
    reading = read_card(hound)
    assert reading.unread == [] and any(line.startswith("Landfall — ") for line in reading.read)
