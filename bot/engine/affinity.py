"""Affinity (702.41a): "Affinity for [text]" means "This spell costs {1} less to cast for each
[text] you control." A cost reduction of the spell itself, counted from the permanents its
caster controls as its total cost is determined (601.2f); it takes off generic mana only
(118.7a), and each instance applies (702.41b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C
from .characteristics import board
from .cost_changes import AppliedChange
from .selectors import matches

if TYPE_CHECKING:
    from .outcome import Trace
    from .state import GameState
    from .timing import TimingQuery


def affinity_changes(
    state: GameState, caster: str, query: TimingQuery, trace: Trace
) -> list[AppliedChange]:
    """One reduction for each affinity of the card, with the step that counts it."""
    found: list[AppliedChange] = []
    chars = board(state).chars
    for wanted in query.affinity:
        counted = [c.name for c in chars.values() if matches(wanted, c, caster, None)]
        trace.add("costs.affinity", C.AFFINITY, card=query.card, counted=counted)
        if counted:
            found.append(AppliedChange(source=query.card or "", amount=-len(counted)))
    return found
