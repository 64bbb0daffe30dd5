"""An amount "for each …" as effect text says it: "+1/+0 for each artifact you control", "You
gain 2 life for each creature you control", "robas una carta por cada tierra que controlas".
What is counted is what a characteristic-defining ability counts (counts.py); the count is
taken when the effect applies (608.2h, bot/engine/per_count.py)."""

from __future__ import annotations

from index.fold import fold

from ..effects import Count
from ..vocabulary import BASIC_LAND_TYPES
from .counts import count
from .creature_types import creature_types
from .words import Words

_FOR_EACH = ("for each", "por cada")
_COUNT_END = (".", ",", ";", "until", "hasta", "and", "y")


def for_each(words: Words) -> Count | None:
    """ "for each artifact you control": what the bonus is multiplied by (a count now)."""
    mark = words.i
    if not words.accept(*_FOR_EACH):
        return None
    start = words.i
    while not words.done() and words.peek() not in _COUNT_END:
        words.take()
    phrase = words.original(start, words.i)
    # Spanish says it in the singular ("por cada criatura que controlas"): its plural too.
    first, _, rest = phrase.partition(" ")
    plural = f"{first}s {rest}" if first and not first.endswith("s") else phrase
    tried = (count(f"the number of {phrase}", phrase), count(f"la cantidad de {plural}", plural))
    found = next((c for c in tried if c is not None and _real_subtype(c)), None)
    if found is None:
        words.i = mark
    return found


def _real_subtype(found: Count) -> bool:
    """A count of permanents of a subtype names one as cards print it (capitalised), or a
    creature type of 205.3m or basic land type written in lower case; any other word ("por
    cada criatura") is not a subtype, and counting it would find nothing."""
    subtype = found.each.subtype if found.each is not None else None
    if subtype is None:
        return True
    if subtype[:1].isupper():  # as cards print one ("Swamps", "Gates")
        return True
    known = {fold(t, "words") for t in (*creature_types().values(), *BASIC_LAND_TYPES)}
    return fold(subtype, "words") in known
