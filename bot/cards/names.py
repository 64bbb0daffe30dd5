"""The names of the cards saved from Scryfall, compared as people type them (``fold`` and
``similarity`` live in index.cards.names, with every name of the bundled cards).

``NameIndex`` holds the names of the cards Juez has seen (English Oracle names, Spanish printed
names, each face) and answers without the network: an exact name, the closest names to a typo,
names starting with what is typed (autocomplete).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from index.cards.names import similarity
from index.fold import fold
from index.fuzzy import close_matches

__all__ = ["MATCH_CUTOFF", "SUGGEST_CUTOFF", "KnownName", "NameIndex", "similarity"]

# How alike two folded names must be to take one for the other (index.fuzzy.ratio): one or two
# typos in a name of ten letters or more.
MATCH_CUTOFF = 0.8
SUGGEST_CUTOFF = 0.6


class KnownName(NamedTuple):
    shown: str  # as printed ("Elfos de Llanowar")
    oracle_id: str
    english: str  # the card's Oracle name, for choices and lookups
    lang: str  # "en" or "es"


class NameIndex:
    """Folded name -> the card it names. Later additions win (a fresher card)."""

    def __init__(self, names: Iterable[KnownName] = ()) -> None:
        self._by_key: dict[str, KnownName] = {}
        for name in names:
            self.add(name)

    def __len__(self) -> int:
        return len(self._by_key)

    def add(self, name: KnownName) -> None:
        key = fold(name.shown, "name")
        if key:
            self._by_key[key] = name

    def exact(self, typed: str) -> KnownName | None:
        return self._by_key.get(fold(typed, "name"))

    def closest(
        self, typed: str, *, limit: int = 5, cutoff: float = MATCH_CUTOFF
    ) -> list[KnownName]:
        """The names nearest to ``typed`` (typos), best first, one per card."""
        key = fold(typed, "name")
        if not key:
            return []
        keys = close_matches(key, self._by_key, n=limit * 3, cutoff=cutoff)
        return _one_per_card(self._by_key[k] for k in keys)[:limit]

    def starting(self, typed: str, *, limit: int = 25) -> list[KnownName]:
        """Names that start with what is typed, then names with a word that does."""
        key = fold(typed, "name")
        if not key:
            return []
        first = [n for k, n in sorted(self._by_key.items()) if k.startswith(key)]
        inner = [
            n
            for k, n in sorted(self._by_key.items())
            if not k.startswith(key) and f" {key}" in f" {k}"
        ]
        return _one_per_card([*first, *inner])[:limit]


def _one_per_card(names: Iterable[KnownName]) -> list[KnownName]:
    seen: set[tuple[str, str]] = set()
    out = []
    for name in names:
        if (name.oracle_id, name.lang) not in seen:
            seen.add((name.oracle_id, name.lang))
            out.append(name)
    return out


def may_name_cards(question: str) -> bool:
    """Whether a question may name a card at all (a run of capitalised words, or one such word
    mid-sentence), read before anything is opened: a question without one is searched as
    usual, without the card cache or the network. Which words are really cards is for
    bot.cards.unknown_names and index.cards.mentions to say."""
    from index.search.question import card_names

    return bool(card_names(question, lambda word: False))
