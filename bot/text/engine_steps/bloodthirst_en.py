"""English wording of bloodthirst (702.54; bot/engine/bloodthirst.py)."""

from __future__ import annotations

from .words import Table

BLOODTHIRST: Table = {
    "bloodthirst.counters": lambda a: (
        f"An opponent was dealt damage this turn: {a['who']} enters with {a.raw['amount']} "
        f"+1/+1 counter{'s' if a.raw['amount'] != 1 else ''} (bloodthirst)."
    ),
    "bloodthirst.none": lambda a: (
        f"No opponent was dealt damage this turn: {a['who']} enters without its bloodthirst "
        "counters."
    ),
}
