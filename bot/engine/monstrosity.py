"""Monstrosity N (701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it and
it becomes monstrous." A keyword action, most often an activated ability's effect ("{3}{R}{R}:
Monstrosity 3."): it acts on the source of that ability.

Monstrous is a designation (701.37b): a scenario says a permanent already has it with
``monstruosa``; it stays until the permanent leaves the battlefield. Activating the ability
again does nothing once it is monstrous. "Monstrosity X" stays unread.
"""

from __future__ import annotations

from . import citations as C
from .amount_replacements import replaced_amount
from .effects import Effect, Monstrosity
from .layers import ref
from .outcome import Trace
from .state import GameState


def monstrosity(state: GameState, effect: Effect, source: str | None, trace: Trace) -> None:
    """The source becomes monstrous with its counters, unless it already is (701.37a)."""
    assert isinstance(effect, Monstrosity)
    perm = state.permanent(source) if source is not None else None
    if perm is None:
        trace.add("monstrosity.gone", C.MONSTROSITY)
        return
    if perm.monstrous:
        trace.add("monstrosity.already", C.MONSTROSITY, who=ref(state, perm))
        return
    amount = replaced_amount(
        state, trace, "add_counters", effect.amount, perm=perm, counter="+1/+1"
    )
    perm.plus_counters += amount
    perm.monstrous = True
    trace.add("monstrosity.becomes", C.MONSTROSITY, amount=amount, who=ref(state, perm))
