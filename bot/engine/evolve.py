"""Evolve (702.100a): "Whenever a creature you control enters, if that creature's power is
greater than this creature's power and/or that creature's toughness is greater than this
creature's toughness, put a +1/+1 counter on this creature."

The "if" is an intervening "if" clause (603.4): the ability triggers only if the condition
holds as the creature enters, and does nothing if it no longer holds as it resolves (say, the
creature with evolve got +2/+2 in response). A creature that entered and already left is
compared as it last existed (608.2h). Only creatures evolve: a creature is never greater than
a noncreature permanent (702.100c). Each instance of evolve triggers (702.100d).
"""

from __future__ import annotations

from . import citations as C
from .characteristics import board
from .effects import AddCounters
from .events import Entered
from .layers import power_toughness, ref
from .outcome import Trace
from .state import GameState, Permanent, StackItem

EVOLVE_NAME = "Evolucionar de {name}"  # the Spanish Oracle word for evolve


def _is_creature(state: GameState, perm: Permanent) -> bool:
    chars = board(state).chars.get(perm.id)
    return chars is not None and "creature" in chars.types


def _greater(bigger: tuple[int | None, int | None], than: tuple[int | None, int | None]) -> bool:
    return (bigger[0] or 0) > (than[0] or 0) or (bigger[1] or 0) > (than[1] or 0)


def evolve_triggers(state: GameState, event: Entered) -> list[StackItem]:
    """The evolve abilities a creature entering triggers: of each other creature its
    controller controls whose power or toughness it exceeds."""
    entered = state.permanent(event.permanent)
    if entered is None or not _is_creature(state, entered):
        return []
    chars = board(state).chars
    new_pt = power_toughness(state, entered)
    out: list[StackItem] = []
    for perm in state.permanents:
        mine = chars.get(perm.id)
        if not perm.evolve or mine is None or mine.lost_all or perm.id == entered.id:
            continue
        if mine.controller != chars[entered.id].controller or not _is_creature(state, perm):
            continue
        if not _greater(new_pt, power_toughness(state, perm)):
            continue
        out += [
            StackItem(
                name=EVOLVE_NAME.format(name=mine.name),
                controller=mine.controller,
                kind="triggered",
                source=perm.id,
                effects=[AddCounters(counter="+1/+1", amount=1, objects=[perm.id])],
                evolve_from=(entered.id, new_pt[0] or 0, new_pt[1] or 0),
            )
            for _ in range(perm.evolve)
        ]
    return out


def still_evolves(state: GameState, item: StackItem, trace: Trace) -> bool:
    """603.4: the condition checked again as the ability resolves; False (and a step says
    so) when it no longer holds, so the ability does nothing."""
    if item.evolve_from is None:
        return True
    pid, power, toughness = item.evolve_from
    entered = state.permanent(pid)
    if entered is not None:
        new_pt = power_toughness(state, entered)
    else:  # 608.2h: as it last existed on the battlefield
        died = next((d for d in reversed(trace.deaths) if d.id == pid), None)
        new_pt = (died.power, died.toughness) if died is not None else (power, toughness)
    evolver = state.permanent(item.source or "")
    if evolver is None or not _is_creature(state, evolver):
        return True  # nothing to put a counter on: the effect does nothing by itself
    mine = power_toughness(state, evolver)
    holds = _greater(new_pt, mine)
    if not holds:
        trace.add(
            "resolve.evolve_no_longer",
            C.EVOLVE,
            C.INTERVENING_IF,
            who=ref(state, evolver),
            power=mine[0],
            toughness=mine[1],
            new_power=new_pt[0],
            new_toughness=new_pt[1],
        )
    return holds
