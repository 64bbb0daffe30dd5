"""The game tables' phrases that hold a stop word, read on the question's words as written.

A question's stop words ("de", "a", "la", "al") are set aside before its words are carried to
English, and the hand table (index.translate) is then read on what is left: "campo batalla",
"mismo tiempo", "vez". Its phrases that hold a stop word ("campo de batalla", "al mismo tiempo",
"a la vez", "vuelve a la mano", "en lugar de": 58 of its 108 phrases) never met a question, and
their words were carried one by one, or not at all ("tiempo": time; "mismo" to "same", which the
English analyser drops). Here they are read first, on the words with their stop words; the words
they take are not read again.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

from index.fold import fold

if TYPE_CHECKING:
    from index.vocabulary.lexicon import Lexicon


@cache
def _table(stop: frozenset[str]) -> Lexicon:
    """The hand table's phrases of two words or more that hold one of ``stop``."""
    # Imported here, as index.search.question imports the tables: not on a rule lookup's path.
    from index.vocabulary.lexicon import Lexicon, hand_lexicon

    return Lexicon(
        p
        for p in hand_lexicon().phrases()
        if len(p.spanish) > 1 and any(w in stop for w in p.spanish)
    )


def read(words: Iterable[str], stop: frozenset[str]) -> tuple[dict[str, float], set[int]]:
    """The English terms of the phrases holding a stop word among ``words`` (in order, stop
    words kept), with the positions they take."""
    folded_stop = frozenset(fold(w) for w in stop)
    taken: set[int] = set()
    found = _table(folded_stop).translate([fold(w) for w in words], taken)
    return found, taken
