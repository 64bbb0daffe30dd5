"""English wording of proliferate (701.34a; bot/engine/proliferate.py)."""

from __future__ import annotations

from .words import Args, Table, join

_COUNTER = {"loyalty": "loyalty", "level": "level", "lore": "lore", "age": "age"}


def _chosen(a: Args) -> str:
    chosen = a.each("chosen")
    if not chosen:
        return f"{a['player']} proliferates and chooses nothing: no one gets a counter."
    return (
        f"{a['player']} proliferates and chooses {join(chosen, ' and ')}: each gets another "
        "counter of each kind it already has."
    )


def _put(a: Args) -> str:
    n = a.raw["amount"]
    kind = _COUNTER.get(a.raw["counter"], a.raw["counter"])
    return f"{a['who']} gets {n} more {kind} counter{'s' if n != 1 else ''}."


PROLIFERATE: Table = {
    "proliferate.nothing": lambda a: (
        f"{a['player']} proliferates, but no permanent or player has a counter: nothing happens."
    ),
    "proliferate.chosen": _chosen,
    "proliferate.no_counter": lambda a: (
        f"{a['who']} has no counters: it can't be chosen to proliferate."
    ),
    "proliferate.put": _put,
}
