"""English wording of speed (702.179; bot/engine/speed.py)."""

from __future__ import annotations

from .words import Table

SPEED: Table = {
    "speed.starts": lambda a: (
        f"{a['player']} controls “{a['source']}”, with start your engines!, and had no speed: "
        "their speed becomes 1 (a state-based action)."
    ),
    "speed.rises": lambda a: (
        f"{a['player']}'s speed increases from {a.raw['speed'][0]} to {a.raw['speed'][1]}"
        + (" (max speed)." if a.raw["speed"][1] >= 4 else ".")
    ),
    "speed.at_max": lambda a: (
        f"{a['player']}'s speed is already 4 as it resolves: it does not increase (an "
        "intervening “if” checked again)."
    ),
}
