"""Timing questions: "¿puedo hacer X en ese momento?" is answered in words it never writes.

"¿puedo bajar tierra en el turno del rival?", "en mi upkeep, ¿puedo lanzar un conjuro?",
"¿puedo equipar en el combate del rival?": each asks whether an action is allowed at a moment,
and the rule that answers says when it is, in the one vocabulary the rules keep for it: "any
time they have priority and the stack is empty during a main phase of their turn" (116.2a,
307.1, 606.3), "activate only as a sorcery" (702.6a). The question's own words find the action
(land, equip, loyalty ability) in hundreds of rules; the timing words tell which of them says
when. A Spanish question that asks permission ("puedo", "puede") and names a moment ("en el
turno del rival", "en mi upkeep", "en respuesta", "durante el combate") gets those terms,
below its own. A moment only mentioned ("el mismo turno que lo bajo") is not asked about.
"""

from __future__ import annotations

import re
from functools import cache

# Measured 0.15-0.5 on the development questions (both halves): 0.15-0.3 alike; at 0.5 the
# even half's top-1 drops (the terms outweigh the action's own words).
TIMING_WEIGHT = 0.3
TIMING_WORDS = "priority stack empty main phase sorcery"  # how the rules say when

_ASKS = r"\b(?:puedo|puede|pueden|podemos|podes|can|may)\b"
_MOMENT = (
    r"\b(?:en|durante|during|in|on) (?:el |la |mi |su |tu |my |your |their |the |an? )?"
    r"(?:turno|turn|upkeep|mantenimiento|combate|combat|main|fase|phase|paso|step"
    r"|respuesta|response|end step|cualquier momento|any time)\b"
    r"|\b(?:velocidad de instantaneo|instant speed)\b"
)


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Compiled at the first question, not when the search modules load (cold start)."""
    return re.compile(_ASKS), re.compile(_MOMENT)


def asks_when(raw: str) -> bool:
    """Whether the question asks if something may be done at a moment it names."""
    from index.fold import fold  # imported by the search anyway; not by what imports this

    asks, moment = _patterns()
    text = fold(raw)
    return bool(asks.search(text) and moment.search(text))


@cache
def timing_terms() -> tuple[str, ...]:
    """TIMING_WORDS as the English index terms."""
    from index.search.schema import english_analyzer

    return tuple(t.text for t in english_analyzer()(TIMING_WORDS))
