"""Which card a short name means (index.cards.short_names), on the real bundled card data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from index.cards.short_names import asked

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_the_first_words_of_one_cards_name_are_that_card(cards: CardCatalog) -> None:
    found = cards.called("Snapcaster")
    assert (found.one, found.how, found.whole) == ("Snapcaster Mage", "prefix", False)


def test_a_name_before_a_comma_shared_by_several_cards_names_them_all(cards: CardCatalog) -> None:
    found = cards.called("Brimaz")
    assert found.one is None
    assert found.how == "short"
    assert "Brimaz, King of Oreskos" in found.cards
    assert len(found.cards) >= 2
    question = asked(found)
    assert question.startswith("¿Qué carta es «Brimaz»:")
    assert all(f"«{name}»" in question for name in found.cards)


def test_a_whole_name_is_its_card_and_not_a_short_name(cards: CardCatalog) -> None:
    found = cards.called("grizzly bears")
    assert (found.cards, found.whole) == (("Grizzly Bears",), True)


def test_words_of_the_game_and_short_words_are_no_short_name(cards: CardCatalog) -> None:
    # "Angel" starts many names but names made-up objects too; "Jace" is too short to tell.
    for typed in ("Angel", "Goblin", "Jace", "Oso"):
        assert cards.called(typed).cards == (), typed


def test_a_word_that_starts_more_names_than_a_question_lists_says_so(cards: CardCatalog) -> None:
    # "Guardian" starts some thirty names: listed up to five, and marked as more.
    found = cards.called("Guardian")
    assert (found.how, found.more, len(found.cards), found.one) == ("prefix", True, 5, None)
    assert all(name.startswith("Guardian") for name in found.cards)
