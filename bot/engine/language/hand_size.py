"""«You have no maximum hand size.» (402.2), a static ability read whole; bot/engine/hand_size.py
applies it in the cleanup step (514.1)."""

from __future__ import annotations

import re

from index.fold import fold

from ..effects import NoMaxHandSize

_NO_MAXIMUM = re.compile(r"^(?:you have no maximum hand size|no tienes tamano maximo de mano)\.?$")


def no_maximum_hand(text: str) -> NoMaxHandSize | None:
    if _NO_MAXIMUM.match(fold(text.strip(), "words")) is None:
        return None
    return NoMaxHandSize()
