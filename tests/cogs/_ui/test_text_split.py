"""Cutting text for embeds: nothing lost, nothing over the limit, cuts at gentle boundaries."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cogs._ui.text_split import paginate, split_text

WORDS = st.lists(
    st.sampled_from(
        ["regla", "daño.", "criatura,", "\n", "\n\n", "  ", "x" * 30, "704.5k", "¿sí?"]
    ),
    max_size=200,
).map(" ".join)


@given(text=WORDS, limit=st.integers(min_value=1, max_value=300))
def test_pieces_rebuild_the_text_and_respect_the_limit(text, limit):
    pieces = split_text(text, limit)
    assert "".join(pieces) == text
    assert all(0 < len(p) <= limit for p in pieces)


@given(blocks=st.lists(WORDS, max_size=8), limit=st.integers(min_value=40, max_value=500))
def test_pages_keep_every_word_in_order(blocks, limit):
    pages = paginate(blocks, limit)
    assert all(len(p) <= limit for p in pages)
    assert " ".join(" ".join(pages).split()) == " ".join(" ".join(blocks).split())


def test_prefers_paragraphs_then_sentences():
    text = "Primera frase. Segunda frase.\n\nOtro párrafo bastante más largo que el resto."
    assert split_text(text, 50) == ["Primera frase. Segunda frase.\n\n", text[31:]]
    assert split_text("Una frase corta. Otra frase corta.", 20) == [
        "Una frase corta. ",
        "Otra frase corta.",
    ]


def test_an_unbreakable_word_is_cut_rather_than_lost():
    assert split_text("a" * 25, 10) == ["a" * 10, "a" * 10, "a" * 5]


def test_limit_must_be_positive():
    with pytest.raises(ValueError):
        split_text("x", 0)
