"""The effect of Saddle's expansion (702.171a, keyword_meanings.py): "This permanent becomes
saddled until end of turn." Read into the engine's ``become_saddled`` effect on the ability's
own source (bot/engine/saddle.py); any other wording is left to the other readers."""

from __future__ import annotations

import re

from ..effects import BecomeSaddled, Effect
from .recipients import Refs

_SADDLED = re.compile(
    r"^(?:this (?:permanent|creature)|esta criatura|este permanente)\s+"
    r"(?:becomes saddled|queda ensillad[oa])\s+(?:until end of turn|hasta el final del turno)"
    r"\.?$",
    re.IGNORECASE,
)


def becomes_saddled(text: str, refs: Refs) -> list[Effect] | None:
    """[BecomeSaddled] of the source for the sentence above; None for any other."""
    if refs.source is None or _SADDLED.match(text.strip()) is None:
        return None
    return [BecomeSaddled(objects=[refs.source])]


__all__ = ["becomes_saddled"]
