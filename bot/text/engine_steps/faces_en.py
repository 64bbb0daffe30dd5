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
    "faces.transformed": lambda a: (
        f"{a['who']} transforms: its {'back' if a.raw['back'] else 'front'} face is up now and "
        f"it is {a['now']}. It is still the same object: its counters, damage and whatever is "
        "attached to it stay."
    ),
    "faces.cant_transform": lambda a: (
        f"{a['who']} is not a double-faced card that transforms: nothing happens."
    ),
    "faces.becomes": lambda a: f"It becomes {a.raw['now']}.",
    "faces.check": lambda a: (
        f"In the untap step the previous turn is checked: {a['player']} cast "
        f"{n(a.raw['cast'], 'spell')}."
    ),
    "faces.stays": lambda a: (
        f"In the untap step the previous turn is checked: {a['player']} cast "
        f"{n(a.raw['cast'], 'spell')}, so it stays {a.raw['now']}."
    ),
    "faces.locked": lambda a: (
        f"{a['who']} does not transform: with daybound or nightbound it transforms only by "
        "those abilities."
    ),
    "faces.returns": lambda a: (
        f"{a['who']} returns to the battlefield from exile"
        + (f" transformed, as {a['now']}" if a.raw["transformed"] else "")
        + ": a new object, with nothing of its past."
    ),
}
