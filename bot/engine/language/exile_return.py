""" "Exile this Saga, then return it to the battlefield transformed under your control.": the
last chapter of the Sagas that become a creature (714, 712.14a). One instruction on the
ability's own source: it leaves and comes back a new object (400.7), back face up if
"transformed" (bot/engine/faces.py). Other objects or other destinations are not this shape
and are left to the rest of the effect language."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..effects import Effect, ExileAndReturn

if TYPE_CHECKING:
    from .recipients import Refs

_SHAPE = re.compile(
    r"^(?:exile|exilia) (?:this (?:saga|creature|artifact|enchantment|permanent)|esta criatura),"
    r" then return it to the battlefield( transformed)? under (your|its owner's) control\.?$",
    re.IGNORECASE,
)


def exile_and_return(text: str, refs: Refs) -> list[Effect] | None:
    """The effect, or None when ``text`` is not this shape or has no source to act on."""
    found = _SHAPE.match(text.strip())
    if found is None or refs.source is None:
        return None
    owner = found[2].lower() != "your"  # 110.2: "its owner's control"
    return [ExileAndReturn(objects=[refs.source], transformed=bool(found[1]), owner=owner)]
