"""The shape of a station card's text (721): its station symbols, printed in Oracle text as
"N+ | [ability]", and the lines of each striation.

721.2: a station symbol "{N+}" stands for a static ability; the abilities and the P/T box
printed in its striation are part of it. 721.3: the striations only mark which lines belong
to which symbol, so every line after a symbol, up to the next one, is that symbol's. Kept apart
from the reader (stations.py) so the card reader (cards.py) needs no effect language.
"""

from __future__ import annotations

import re

from .level_lines import LevelBand

_SYMBOL = re.compile(r"^(\d+)\+ \| \S")


def station_symbol(line: str) -> LevelBand | None:
    """The striation a station symbol line starts ("8+ | Flying"), or None."""
    found = _SYMBOL.match(line.strip())
    if found is None:
        return None
    return LevelBand(int(found[1]), None, f"{found[1]}+")
