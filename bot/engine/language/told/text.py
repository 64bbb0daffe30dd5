"""The told sentence as the reader sees it: folded (same length as typed, so a match's span
cuts the typed words), with the cards it names masked so that no "y" or "a" inside a card's
name ("Sal y Pimienta", "Camino al exilio") is read as grammar.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from index.fold import fold

MASK = re.compile(r"§(\d+)§")


class Mention(Protocol):
    """A card the sentence names (index.cards.mentions.Mention has these fields)."""

    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
    @property
    def shown(self) -> str: ...
    @property
    def how(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def lang(self) -> str: ...


class Names(Protocol):
    """What the reader asks of the card data (index.cards.catalog.CardCatalog has it)."""

    def mentions(self, question: str, *, limit: int = ...) -> Sequence[Mention]: ...


def _card_field(names: object, mention: Mention, field: str) -> str:
    """A field of the card's record when the card data can say it, else "": its English type
    line ("Artifact — Equipment": an Aura and an Equipment are attached with the same everyday
    verbs), its Oracle text (what a gap asked back depends on: gaps.py)."""
    card = getattr(names, "card", None)
    number = getattr(mention, "card", None)
    if card is None or not isinstance(number, int):
        return ""
    try:
        return str(getattr(card(number), field, "") or "")
    except (LookupError, ValueError):
        return ""


@dataclass(frozen=True)
class Told:
    """The sentence typed, its folded twin and the card names it masks (``§0§`` …)."""

    typed: str
    folded: str
    cards: tuple[str, ...]
    types: tuple[str, ...] = ()  # each masked card's type line, when the card data says it
    texts: tuple[str, ...] = ()  # each masked card's Oracle text, when the card data says it
    oracle: tuple[str, ...] = ()  # each masked card's Oracle name ("control magic" typed)

    def restore(self, start: int, end: int) -> str:
        """The typed words of a span, with each masked card name written back."""
        return MASK.sub(lambda m: self.cards[int(m[1])], self.typed[start:end]).strip()


def _written(mention: Mention, text: str) -> str:
    """How a card the sentence names is written in the line: a Spanish name as the card's
        English Oracle name (the card's text names itself that way: "Relámpago" read as an object
        whose text says "Lightning Bolt deals 3 damage…" would not find itself in it), a typo as
        the card it was taken for, a whole name typed without its capitals or accents as the card's
    name, any other name as typed."""
    if mention.lang == "es":
        return mention.name
    # "Ragavan": a word that is only a card's name, and only one card's, by its whole name (the
    # engine finds the card by it); not "Araña", a word of its own.
    short = getattr(mention, "kind", "") == "short" and mention.how == "rare"
    if short and not getattr(mention, "others", ()):
        return mention.name
    typed = text[mention.start : mention.end]
    if mention.how == "typo" or fold(typed, "words") == fold(mention.name, "words"):
        # "serra angel" typed in lower case is Serra Angel: the line names the card found
        return mention.shown if mention.how == "typo" else mention.name
    return typed


# Verbs that take a card: after one of them, a lower-case common word may be a card's name
# ("le tiro un relámpago"); after "con", "mi" or an article alone it is the word itself ("con un
# barrido", "la sombra").
_TAKES_A_CARD = re.compile(
    r"(?<![\w§])(?:tiro|tira|tiras|tire|tiraste|juego|juega|jugue|juegas|lanzo|lanza|lance|lanzas"
    r"|casteo|castea|castee|casteas|cast|casts|play|plays)\s+(?:(?:un|una|el|la|mi|su|a|an)\s+)?$"
)


def _quoted_alone(text: str, mention: Mention) -> bool:
    """Whether the quotes around a mention hold only its name ("«Relámpago»")."""
    before, after = text[: mention.start].rstrip(), text[mention.end :].lstrip()
    return bool(before) and before[-1] in "«\"'“" and bool(after) and after[0] in "»\"'”"


def _common_word(mention: Mention, text: str) -> bool:
    """A Spanish name of one lower-case word, neither quoted nor capitalised, with no verb
    that takes a card before it: the everyday word, not the card ("un barrido")."""
    typed = text[mention.start : mention.end]
    how = mention.how
    if how == "quoted" and not _quoted_alone(text, mention):
        how = "cue"  # «eso no puede entrar»: a word inside a quoted saying, not a quoted name
    if mention.lang != "es" or how != "cue" or " " in typed.strip() or not typed.islower():
        return False
    return _TAKES_A_CARD.search(fold(text[: mention.start], "aligned")) is None


def masked(text: str, names: Names | None) -> Told:
    """``text`` with every card ``names`` finds replaced by a mask, ``§0§``, ``§1§``…"""
    found = sorted(names.mentions(text, limit=12), key=lambda m: m.start) if names else []
    found = [m for m in found if not _common_word(m, text)]
    cards = tuple(_written(m, text) for m in found)
    types = tuple(_card_field(names, m, "type_line") for m in found)
    texts = tuple(_card_field(names, m, "oracle_text") for m in found)
    oracle = tuple(m.name for m in found)
    typed = text
    for i in reversed(range(len(found))):
        typed = f"{typed[: found[i].start]}§{i}§{typed[found[i].end :]}"
    return Told(typed, fold(typed, "aligned"), cards, types, texts, oracle)
