"""The shape of a Class card's text (716): its level bars ("{2}{G}: Level 2") and the lines
printed under each, up to the next (716.2). Kept apart from the reader (class_bars.py) so the
card reader (cards.py) can set the lines aside without importing the effect language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .level_lines import LevelBand

_BAR = re.compile(r"^((?:\{[^}]+\})+): Level (\d+)$")


@dataclass
class ClassBar(LevelBand):
    """A level bar: its cost, its level (``low``; no upper bound) and the lines under it."""

    cost: str = ""


def class_bar(line: str) -> ClassBar | None:
    """The bar a "{2}{G}: Level 2" line starts, or None."""
    found = _BAR.match(line.strip())
    if found is None:
        return None
    return ClassBar(int(found[2]), None, line.strip(), cost=found[1])
