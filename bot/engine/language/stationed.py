"""The effect of Station's expansion (702.184a, keyword_meanings.py): "Put a number of charge
counters on this permanent equal to the tapped creature's power." Read into the engine's
``station`` effect on the ability's own source, the creature being the one its cost tapped
(bot/engine/station.py binds it as the cost is paid); any other wording is left to the other
readers."""

from __future__ import annotations

import re

from ..effects import Effect, Station
from .recipients import Refs

_STATIONED = re.compile(
    r"^put a number of charge counters on (?:this (?:permanent|creature|artifact|land)|"
    r"esta criatura|este permanente) equal to the tapped creature['’]s power\.?$",
    re.IGNORECASE,
)


def charged_by_tapped(text: str, refs: Refs) -> list[Effect] | None:
    """[Station] of the source for the sentence above; None for any other."""
    if refs.source is None or _STATIONED.match(text.strip()) is None:
        return None
    return [Station(objects=[refs.source])]


__all__ = ["charged_by_tapped"]
