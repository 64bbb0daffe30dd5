"""Words glued to a card's name: "Black Sun's Zenith con X=3", "Fury evocada", "flash Angel of
Grace", "Lightning Bolt en modo rápido".

The card finder already found the longest card name inside the phrase (the mask, text.py); the
words around it are no part of the name. Written back with it, they made a "name" the card data
does not hold, and the reply told the user that a card named right is not a card. Here they are
read as what they are (the value of X, a mode, a keyword, a state) and named as unread, with the
card kept: a reply that says what it did not read, never one that refuses the card itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from index.fold import fold
from index.vocabulary.explanations import keyword_explanations

from ..aliases import COLOR_ALIASES, KEYWORD_ALIASES
from ..specs import _FLAGS, _KEYS
from .text import MASK

# What ends the words said right after a name and begins what the language reads of an object:
# its P/T, its qualities ("con arrollar", "con 2 contadores"), another object.
_QUALITIES = re.compile(r"(?<![\w§])(?:con|with)\s|,|;|(?<![\w+\-/])\d+/\d+(?![\w/])")
# A choice made as the card is cast, said in a quality ("con X=3", "con el modo de …").
_CHOICE = re.compile(r"(?<![\w§])(?:x\s*(?:=|es|vale)\s*\d+|modos?)(?!\w)")
_X = re.compile(r"(?<![\w§])x\s*(?:=|es|vale)\s*\d+(?!\w)")
_MODE = re.compile(r"(?<![\w§])modos?(?!\w)")


@dataclass(frozen=True)
class Glued:
    """A card named inside a phrase and the words said with it that no part of Juez reads."""

    card: str  # the card's name as written back
    words: str  # the glued words, as typed
    what: str  # what they are, in Spanish ("el valor de X", "un modo", …)


def _read(words: str) -> set[str]:
    """The words of a phrase the scenario language reads in an object's description."""
    known = {*KEYWORD_ALIASES, *COLOR_ALIASES, *_FLAGS}
    return {w for w in fold(words, "words").split() if w not in known and not _pair(w)}


def _pair(word: str) -> bool:
    """A ``clave:valor`` pair of the language ("mareo:si", written by state_told.py)."""
    key, colon, value = word.partition(":")
    return bool(colon and value) and key in _KEYS


# Endings of the forms players glue to a name: "evocada", "evoked", "kickeado", "ciclando".
_ENDINGS = (
    *("ados", "adas", "idos", "idas", "ado", "ada", "ido", "ida", "ando", "ing", "ed"),
    *("ar", "er", "ir", "e", "s"),
)


def _stem(word: str) -> str:
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[: -len(ending)]
    return word


@cache
def _keywords() -> dict[str, tuple[str, str]]:
    """The stems of every keyword ability and action of one word (702, 701), English and
    Spanish, to its Spanish name and rule: "evocada" and "evoked" are Evocar, 702.74."""
    stems: dict[str, tuple[str, str]] = {}
    for rule, one in keyword_explanations().items():
        for name in (one.english, one.name_es):
            folded = fold(name, "words")
            if folded and " " not in folded:
                stems.setdefault(_stem(folded), (one.name_es, rule))
    return stems


def _what(words: str) -> str:
    low = fold(words, "aligned")
    if _X.search(low):
        return "el valor de X que eliges al lanzarla, regla 107.3"
    if _MODE.search(low):
        return "el modo que eliges al lanzarla, regla 700.2"
    folded = fold(words, "words").split()
    for word in folded:
        keyword = _keywords().get(_stem(word))
        if keyword is not None:
            return f"{keyword[0]}, regla {keyword[1]}"
    if any(w in KEYWORD_ALIASES for w in folded):
        return "una habilidad de palabra clave dicha junto al nombre"
    if any(w in _FLAGS for w in folded):
        return "un estado dicho junto al nombre"
    return "palabras que no forman parte del nombre"


def _restored(text: str, cards: tuple[str, ...]) -> str:
    return MASK.sub(lambda m: cards[int(m[1])], text).strip(" ,")


def glued(description: str, cards: tuple[str, ...], *, spell: bool = False) -> Glued | None:
    """The words glued to the one card a description names, or None when there are none (or
    the description names no card, or several). A ``spell`` cast is its card and nothing more:
    the longest card name in it is the spell, and every other word is glued to it, names the
    card finder took inside it too («Abrade eligiendo el modo …»)."""
    masks = list(MASK.finditer(description))
    if spell and masks:
        main = max(masks, key=lambda m: len(cards[int(m[1])]))
        before = _restored(description[: main.start()], cards)
        after = _restored(description[main.end() :], cards)
        words = " … ".join(part for part in (before, after) if part)
        return Glued(cards[int(main[1])], words, _what(words)) if words else None
    if len(masks) != 1:
        return None
    mask = masks[0]
    card = cards[int(mask[1])]
    before = description[: mask.start()].strip(" ,")
    # Before a name the language reads nothing: "flash Angel of Grace" is no object's name.
    if before:
        return Glued(card, before, _what(before))
    after = description[mask.end() :]
    low = fold(after, "aligned")
    stop = _QUALITIES.search(low)
    said = after[: stop.start()] if stop else after
    # "Fury evocada", "Bolt en modo rápido": words after the name, before any P/T or quality,
    # that the language does not read ("Thalia legendaria" it reads).
    if said.strip() and _read(said):
        return Glued(card, said.strip(), _what(said))
    rest = after[stop.start() :] if stop else ""
    choice = _CHOICE.search(fold(rest, "aligned"))
    if choice is not None:  # "con X=3": a choice, not a quality of the object
        at = rest.rfind(" con ", 0, choice.start() + 1)
        at = rest.find("con") if at < 0 else at + 1
        return Glued(card, rest[max(at, 0) :].strip(), _what(rest))
    return None


def refuse_glued(
    description: str, cards: tuple[str, ...], example: str, *, spell: bool = False
) -> None:
    """Raise the reply that names the card read and the glued words left unread."""
    found = glued(description, cards, spell=spell)
    if found is None:
        return
    from ...errors import ScenarioError

    raise ScenarioError(
        f"Leo la carta «{found.card}», pero «{found.words}», dicho junto a ella "
        f"({found.what}), todavía no lo sé leer y no lo doy por leído. Cuéntalo sin eso o di "
        "lo que hace.",
        example=example,
    )


__all__ = ["Glued", "glued", "refuse_glued"]
