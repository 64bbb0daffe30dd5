"""The total cost of casting a spell (601.2f): its mana cost plus the cost increases that
apply. Today that is the commander tax: a commander cast from the command zone costs {2} more
for each previous time its caster cast it from there this game (903.8). Only casts from the
command zone count, and the mana value does not change (202.3: it reads the mana cost)."""

from __future__ import annotations

import unicodedata

from . import citations as C
from .outcome import Trace
from .state import GameState
from .timing import TimingQuery


def commander_key(name: str) -> str:
    """How casts are counted per commander: the name before its comma ("Kenrith"), folded, so
    a history that says "Kenrith" counts for «Kenrith, the Returned King»."""
    short = name.partition(",")[0].strip().casefold()
    return "".join(c for c in unicodedata.normalize("NFD", short) if not unicodedata.combining(c))


def total_cost(state: GameState, query: TimingQuery, trace: Trace) -> int | None:
    """The total mana to cast the query's card now, with the step that adds it up; None when
    the scenario did not say where it is cast from, or the card's mana cost is not known (a
    card type, not a real card)."""
    if query.mana_cost is None or query.from_zone is None:
        return None
    player = state.player(query.player) if query.player else state.player(state.active_name)
    command = query.from_zone == "command"
    key = commander_key(query.card or "")
    casts = player.command_casts.get(key, 0) if player is not None and command else 0
    total = query.mana_value + 2 * casts
    trace.add(
        "costs.total",
        C.TOTAL_COST,
        *([C.COMMANDER_TAX] if command else []),
        card=query.card,
        mana_cost=query.mana_cost,
        mana_value=query.mana_value,
        command=command,
        casts=casts,
        total=total,
    )
    return total
