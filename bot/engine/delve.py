"""Delve (702.66a): "For each generic mana in this spell's total cost, you may exile a card
from your graveyard rather than pay that mana."

Like convoke it is no additional or alternative cost: it applies once the total cost is
determined and leaves it as it is (702.66b). What a timing question says with it is how much
of that total cards exiled from its caster's graveyard can pay: its generic part, one card for
each generic mana; the coloured part is paid with mana. A graveyard is not described in a
timing question, so the step says how many cards that takes, not whether there are enough.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C
from .tap_to_pay import colored_symbols

if TYPE_CHECKING:
    from .outcome import Trace
    from .timing import TimingQuery


def delve(query: TimingQuery, total: int | None, trace: Trace) -> None:
    """The step that says how much of ``total`` delve can pay (nothing when its total cost
    is not known or the card has no delve)."""
    if total is None or not query.delve:
        return
    cost = query.graveyard_cost if query.from_zone == "graveyard" else query.mana_cost
    generic = max(0, total - len(colored_symbols(cost or "")))
    trace.add(
        "costs.delve",
        C.DELVE,
        C.DELVE_AFTER_TOTAL,
        card=query.card,
        generic=generic,
        total=total,
        rest=total - generic,
    )
