"""The shape of a leveler card's text (711): its level symbols ("LEVEL 1-3", "LEVEL 4+"), the
power/toughness box printed in each striation ("4/4") and the abilities under them.

711.2: a level symbol is a keyword ability standing for a static ability; the abilities and
the P/T box printed in the same striation are part of it. 711.3: the striations only mark
which lines belong to which symbol, so every line after a level symbol, up to the next one,
is that symbol's. Kept apart from the reader (levelers.py) so the card reader (cards.py) can
set the lines aside without importing the effect language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_SYMBOL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|(\+))$")
_PT = re.compile(r"^(\d+)/(\d+)$")


@dataclass
class LevelBand:
    """One level symbol and its striation: "{LEVEL low-high}" or "{LEVEL low+}" (high None)."""

    low: int
    high: int | None
    symbol: str  # the printed line ("LEVEL 1-3")
    power: int | None = None
    toughness: int | None = None
    pt_line: str | None = None
    # Its other lines, as the card reader offers them: (kind, engine text, Oracle line), the
    # kind one of "keywords", "static", "triggered", "activated" (cards.py).
    lines: list[tuple[str, str, str]] = field(default_factory=list)

    def holds(self, level: int) -> bool:
        """711.2a, 711.2b: at least ``low`` level counters and, with a range, no more than
        ``high``."""
        return level >= self.low and (self.high is None or level <= self.high)


def level_symbol(line: str) -> LevelBand | None:
    """The band a level symbol line starts, or None."""
    found = _SYMBOL.match(line.strip())
    if found is None:
        return None
    high = None if found[3] else int(found[2])
    return LevelBand(int(found[1]), high, line.strip())


def pt_box(line: str) -> tuple[int, int] | None:
    """A striation's power/toughness box ("4/4")."""
    found = _PT.match(line.strip())
    return (int(found[1]), int(found[2])) if found is not None else None
