"""Words glued to a card's name (issue 42): the card finder finds the longest card name in the
phrase and the words around it are read as what they are (the value of X, a mode, a keyword, a
state) and named as unread. A card named right is never refused as «no es el nombre de una
carta», and no word is written back as part of a name. Examples written from the rules
(107.3 X, 700.2 modes, 702.74 evoke, 702.8 flash, 110.5 tapped) with real card data."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError
from bot.engine.language import read_text
from bot.engine.language.told.glued import glued

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _refusal(text: str, cards: CardCatalog) -> str:
    with pytest.raises(ScenarioError) as caught:
        read_text(text, cards)
    return str(caught.value)


@pytest.mark.parametrize(
    ("text", "card", "words", "what"),
    [
        # 107.3: an X said of a card with no X to choose (a card with one reads it:
        # test_told_after_name.py)
        (
            "le tiro un Lightning Bolt con X=3 a su Grizzly Bears",
            "Lightning Bolt",
            "con X=3",
            "valor de X",
        ),
        # 702.74a: a card cast for its evoke cost, said as a participle
        ("lanzo Fury evocada y hago 4 de daño a su 2/2", "Fury", "evocada", "Evocar, regla 702.74"),
        # 702.8a: a keyword said before the name
        ("ataco con flash Grizzly Bears y no bloquean", "Grizzly Bears", "flash", "Destello"),
        # a word that is neither a keyword nor a state: still named, not glued to the name
        ("mi Grizzly Bears pepito ataca", "Grizzly Bears", "pepito", "no forman parte"),
    ],
)
def test_a_card_with_words_glued_is_kept_and_the_words_named_unread(
    cards: CardCatalog, text: str, card: str, words: str, what: str
) -> None:
    said = _refusal(text, cards)
    assert "no es el nombre de una carta" not in said
    assert f"Leo la carta «{card}»" in said and f"«{words}»" in said and what in said
    assert "Ejemplo válido:" in said and "§" not in said


@pytest.mark.parametrize(
    ("text", "card", "words"),
    [
        # 700.2: a mode chosen as the spell is cast, told around the name; «modo» is also a
        # name the card finder knows, and the longest name in the phrase is the spell. (A
        # «Choose one —» card's mode told in words is read: test_told_modes_and_fights.py;
        # «Choose two —» is not yet.)
        (
            "lanzo Kolaghan's Command eligiendo el modo de 2 daños a su Grizzly Bears",
            "Kolaghan's Command",
            "eligiendo",
        ),
        # 702.8: a spell cast "with flash" is its card and nothing more
        ("lanzo un Lightning Bolt con flash a su Grizzly Bears", "Lightning Bolt", "con flash"),
    ],
)
def test_a_spell_is_its_longest_card_name_and_the_rest_is_named_unread(
    cards: CardCatalog, text: str, card: str, words: str
) -> None:
    said = _refusal(text, cards)
    assert "no es el nombre de una carta" not in said
    assert f"Leo la carta «{card}»" in said and f"«{words}" in said and "§" not in said
    assert "Ejemplo válido: tiro un Lightning Bolt" in said


def test_what_the_language_reads_after_a_name_is_not_glued(cards: CardCatalog) -> None:
    # A P/T and qualities after the name are the object's description, read as before.
    _, line = read_text("mi Grizzly Bears 2/2 con arrollar ataca y no bloquean", cards)
    assert line is not None and 'atacante:"Grizzly Bears 2/2 con arrollar"' in line
    _, line = read_text("tengo un Grizzly Bears girado y el rival está a 5 vidas", cards)
    assert line is not None and "Grizzly Bears girado" in line


def test_a_name_read_alone_is_cast_as_before(cards: CardCatalog) -> None:
    _, line = read_text("le tiro un Lightning Bolt al Grizzly Bears del rival", cards)
    assert line is not None and 'hechizo:"Lightning Bolt: Grizzly Bears"' in line


@pytest.mark.parametrize(
    ("description", "words", "what"),
    [
        ("§0§ con el modo de hacer 3 daños", "con el modo de hacer 3 daños", "regla 700.2"),
        ("§0§ con X es 4", "con X es 4", "regla 107.3"),
        ("§0§ evoked", "evoked", "regla 702.74"),
        ("destello §0§ 2/2", "destello", "regla 702.8"),
    ],
)
def test_the_words_around_a_name_are_read_as_what_they_are(
    description: str, words: str, what: str
) -> None:
    found = glued(description, ("Some Card",))
    assert found is not None and found.card == "Some Card"
    assert found.words == words and what in found.what


@pytest.mark.parametrize(
    "description",
    [
        "§0§",
        "§0§ 2/2 con arrollar",
        "§0§ con 2 contadores +1/+1",
        "§0§ legendaria 2/1",
        "§0§ y §1§",
    ],
)
def test_what_the_language_reads_is_never_glued(description: str) -> None:
    assert glued(description, ("Some Card", "Other Card")) is None
