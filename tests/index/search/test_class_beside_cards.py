"""A class section in a question that names cards (index.search.full_text): a section that
explains a zone ("4 – Cementerio", "6 – Exilio") is met there by the way, also when the cards
named have no kind the card reader knows (a vanilla creature points to no rule)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "question",
    [
        "mi Craw Wurm muere, a que cementerio va si lo controla el rival?",
        "exilio mi Grizzly Bears, vuelve del exilio?",
        "el rival pone mi Craw Wurm en mi biblioteca, la barajo?",
    ],
)
def test_a_zone_word_beside_a_named_card_lifts_no_class_section(library, question) -> None:
    found = library.search(question)
    assert found.cards, "the question names a card"
    assert found.results
    assert not any(h.kind.value == "class" for h in found.results[:3]), [
        h.id for h in found.results[:3]
    ]


def test_without_a_card_the_zone_section_still_answers(library) -> None:
    # The class questions name no card: the section explaining the zone stays in reach.
    found = library.search("¿puedo reordenar mi cementerio?")
    assert "class-2-es/4-cementerio" in [h.id for h in found.results[:3]]
