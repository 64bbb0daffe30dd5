"""English wording of level counters (702.87, 711), transforming (701.27, 712) and day and
night (730, 702.145)."""

from __future__ import annotations

from .vocabulary_en import n
from .words import Args, Table


def _band(a: Args) -> str:
    if a.raw["band"]:
        return f"it is in the {a.raw['band']} band: it has that base P/T and those abilities"
    return "it has not reached its first level band: it has its uppermost printed P/T"


FACES: Table = {
    "level.counters": lambda a: (
        f"{n(a.raw['amount'], 'level counter')} put on {a['who']}: it now has "
        f"{a.raw['level']}, and {_band(a)}."
    ),
}
