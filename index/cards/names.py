"""Every name a person types for a card, and names compared as people type them: any case, with
or without accents, punctuation or typos, in English or in Spanish.

A card answers to its English Oracle name, each face's name, its Spanish printed name and faces,
the other Spanish spellings seen in older printings (``name_es_alt``), and the short name before
a comma ("Urborg" for "Urborg, Tomb of Yawgmoth", "Sheoldred" for "Sheoldred, the Apocalypse").

When several cards answer to one name the full names come before the short ones, and among cards
of the same kind of name the one with most signs of being played first: its rulings and its
Spanish reprints (the data holds no sales or play counts, so these are the only signs there are).
"Sheoldred" is the front face of "Sheoldred // The True Scriptures" before it is the short name
of "Sheoldred, the Apocalypse" or "Sheoldred, Whispering One": whoever looks a short name up is
shown the others too (``NameHit.others``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

from index.fold import fold
from index.fuzzy import ratio

if TYPE_CHECKING:
    from index.cards.records import CardRecord

# The kinds of name, strongest first: the rank decides which card a name shared by several means.
ORACLE, FACE, SPANISH, SPANISH_FACE, SPANISH_ALT, SHORT = (
    "oracle", "face", "es", "es_face", "es_alt", "short",
)  # fmt: skip
KINDS = (ORACLE, FACE, SPANISH, SPANISH_FACE, SPANISH_ALT, SHORT)
RANK = {kind: rank for rank, kind in enumerate(KINDS)}
SHORT_MIN = 3  # letters: a short name shorter than this ("Ob") is no name anyone types alone


def key(name: str) -> str:
    """The folded name without the slashes of a split card: what the name table is keyed by, so
    that "Fire // Ice", "fire/ice" and "Fire Ice" are one key, and so is a run of typed words."""
    return " ".join(fold(name, "name").replace("/", " ").split())


def similarity(a: str, b: str) -> float:
    """0..1: how alike two names are once folded."""
    return ratio(fold(a, "name"), fold(b, "name"))


class CardName(NamedTuple):
    shown: str  # as printed ("Elfos de Llanowar", "Urborg")
    lang: str  # "en" or "es"
    kind: str  # one of KINDS


class NameHit(NamedTuple):
    """A name and the card it means (``card``: the card's number in the catalog)."""

    card: int
    english: str  # the card's Oracle name
    shown: str  # the name that matched, as printed
    lang: str
    kind: str
    others: tuple[str, ...] = ()  # Oracle names of the other cards that answer to it


def _short(name: str) -> str | None:
    """'Sheoldred, the Apocalypse' -> 'Sheoldred'; 'Elesh Norn, Grand Cenobite' -> 'Elesh Norn'."""
    head, comma, _ = name.partition(",")
    head = head.strip().strip('"')
    if not comma or len(key(head)) < SHORT_MIN or "//" in head:
        return None
    return head


def names_of(card: CardRecord) -> Iterator[CardName]:
    """Every name of ``card``, strongest kind first (a name may repeat under weaker kinds)."""
    yield CardName(card.name, "en", ORACLE)
    multi = len(card.faces) > 1
    if multi:
        for face in card.faces:
            yield CardName(face.name, "en", FACE)
    if card.name_es:
        yield CardName(card.name_es, "es", SPANISH)
    if multi:
        for face in card.faces:
            if face.name_es:
                yield CardName(face.name_es, "es", SPANISH_FACE)
    for alt in card.name_es_alt:
        yield CardName(alt, "es", SPANISH_ALT)
    for full, lang in [(card.name, "en"), *((f.name, "en") for f in card.faces)] + [
        (n, "es") for n in (card.name_es, *(f.name_es for f in card.faces)) if n
    ]:
        short = _short(full)
        if short is not None:
            yield CardName(short, lang, SHORT)


def prominence(card: CardRecord) -> int:
    """How much the data says the card is played: its rulings and its Spanish spellings in
    several printings. Only breaks ties between cards sharing a name of the same kind."""
    return len(card.rulings) + len(card.name_es_alt) + (1 if card.name_es else 0)
