"""A planeswalker that becomes a creature for the turn and is shielded from damage, Gideon's
loyalty ability:

    Until end of turn, Gideon becomes a 5/5 Human Soldier Ally creature with indestructible
    that's still a planeswalker. Prevent all damage that would be dealt to him this turn.

The first sentence is the animation becomes.py reads (a type change with its P/T, colours
and keywords, until end of turn; it keeps being a planeswalker, 205.1b). In the second, "him"
(or "her", "it") is that same permanent, the subject of the sentence before (the rules'
"Gideon"): all damage to it is prevented this turn (615.1a), so as an attacking or blocking
creature it removes no loyalty (120.3c) and marks no damage (120.3d). Anything else in the
text leaves the line unread.
"""

from __future__ import annotations

import re

from ..effects import Effect, PreventDamage
from .becomes import becomes_creature
from .recipients import Refs

_SHIELDED = re.compile(
    r"^Prevent all damage that would be dealt to (?:him|her|it|them|esta criatura) this turn\.?$",
    re.IGNORECASE,
)


def animated_and_shielded(body: str, refs: Refs) -> list[Effect] | None:
    """The effects of the two sentences; None when ``body`` is not that shape."""
    first, sep, rest = body.strip().partition(". ")
    if not sep or refs.source is None or not _SHIELDED.match(rest.strip()):
        return None
    animated = becomes_creature(first + ".", refs)
    if animated is None:
        return None
    return [*animated, PreventDamage(objects=[refs.source], duration="end_of_turn")]
