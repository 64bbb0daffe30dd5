"""Which card a short name means: «Brimaz», «Thalia», «Snapcaster», «Delver».

Players name a card by less than its whole name: the part of a legendary name before the comma
("Brimaz" for "Brimaz, King of Oreskos") or the first word(s) of a long name ("Snapcaster" for
"Snapcaster Mage"). This is the one home of the answer, for every reader that takes a name as
typed (the scenario language's objects, the chat reader through them):

- a whole name (English, Spanish, a face's) is its card, as the catalog ranks them;
- otherwise every card the words are the short name of, then every card whose English name
  starts with them; one card is that card, several are several, never one of them guessed.

Words of the game's own vocabulary ("Angel", "Goblin", "Wall": the text of at least
``TEXT_COMMON`` cards uses each) start the names of many cards and name made-up objects too,
so they are never read as a short name; nor are words of ``SHORT_WORD`` letters or fewer.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from index.cards.mentions import SHORT_WORD, STOPWORDS, TEXT_COMMON
from index.cards.names import SHORT, NameHit, key

LISTED = 5  # cards named in a question back; more than this are "y N más"


class Names(Protocol):
    """What the answer asks of the catalog (index.cards.catalog.CardCatalog has it)."""

    def hits(self, keys: Iterable[str]) -> dict[str, list[NameHit]]: ...
    def names_starting(self, typed: str, *, limit: int) -> list[str]: ...
    def word_counts(self, words: Iterable[str]) -> dict[str, tuple[int, int]]: ...


@dataclass(frozen=True, slots=True)
class Called:
    """The cards a name as typed may mean: English Oracle names, best first."""

    typed: str
    cards: tuple[str, ...]
    whole: bool  # the typed words are a whole name of the first card
    more: bool = False  # more cards than ``cards`` answer to it
    how: str = "short"  # "short" (before a name's comma) or "prefix" (a name's first words)

    @property
    def one(self) -> str | None:
        """The card the name means, when it means exactly one."""
        return self.cards[0] if len(self.cards) == 1 and not self.more else None


def called(names: Names, typed: str, *, limit: int = LISTED) -> Called:
    """The cards ``typed`` names, whole or short (see the module's docstring)."""
    wanted = key(typed)
    hits = names.hits([wanted]).get(wanted, []) if wanted else []
    whole = [h for h in hits if h.kind != SHORT]
    if whole:
        return Called(typed, (whole[0].english,), whole=True)
    if not _may_be_short(names, wanted):
        return Called(typed, (), whole=False)
    found = list(dict.fromkeys(h.english for h in hits))
    how = "short"
    if not found:
        found, how = names.names_starting(typed, limit=limit), "prefix"
    return Called(typed, tuple(found[:limit]), whole=False, more=len(found) > limit, how=how)


def _may_be_short(names: Names, wanted: str) -> bool:
    words = [w for w in wanted.split() if w not in STOPWORDS]
    if not words or len(wanted.replace(" ", "")) <= SHORT_WORD:
        return False
    counts = names.word_counts(words)
    return not all(counts.get(w, (0, 0))[0] >= TEXT_COMMON for w in words)


def asked(found: Called) -> str:
    """The question back for a name several cards answer to, naming them."""
    shown = [f"«{name}»" for name in found.cards]
    listed = f"{', '.join(shown[:-1])} o {shown[-1]}" if len(shown) > 1 else shown[0]
    if found.more:
        listed = f"{', '.join(shown)} u otra (escribe su nombre entero)"
    return f"¿Qué carta es «{found.typed}»: {listed}?"
