"""Permanents leaving the battlefield together, and what their leaving changes for others.

Last known information is taken for every permanent before any of them moves (704.8, 608.2h),
so abilities that look back in time (603.10a) see them as they were. When a permanent whose
static ability pumped others leaves, those effects stop (611.3b); the permanents they applied
to keep their marked damage (120.6), which the next check of state-based actions may make
lethal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import citations as C
from .characteristics import board
from .chars import Chars
from .events import LeftBattlefield
from .exile_until import return_exiled
from .layers import power_toughness
from .outcome import Death, Trace
from .replacements import destinations, say_exiled
from .state import GameState, Permanent
from .unearth import unearthed_exile

# Each permanent's power, toughness and keywords: what a leaving source may change.
Snapshot = dict[str, tuple[int | None, int | None, frozenset[str]]]


@dataclass(frozen=True)
class Gone:
    permanent: Permanent  # as it last was on the battlefield
    to: str  # "graveyard" | "exile" | "hand" | "game" (left with its owner, 800.4a)


def snapshot(state: GameState) -> Snapshot:
    chars = board(state).chars
    return {
        p.id: (*power_toughness(state, p), frozenset(chars[p.id].keywords))
        for p in state.permanents
    }


def leave_together(
    state: GameState,
    moves: list[tuple[str, str]],
    trace: Trace,
    reason: dict[str, Any],
    rules: list[str],
) -> list[Gone]:
    """Move each (id, zone) off the battlefield as one event; returns what actually left.

    ``reason`` and ``rules`` say why, for the final list of what left the battlefield.
    """
    here = [(pid, to) for pid, to in moves if state.permanent(pid) is not None]
    if not here:
        return []
    instead = destinations(state, here)  # 614.1a: "exile it instead" of dying
    for pid, source in instead.items():
        if source is not None:
            say_exiled(state.require_permanent(pid).name, source, trace)
    here = [(pid, "exile" if instead[pid] is not None else to) for pid, to in here]
    here = unearthed_exile(state, here, trace)  # 702.84a: exiled instead of anywhere else
    before = snapshot(state)
    chars = board(state).chars
    trace.batch += 1
    gone = []
    for pid, to in here:
        perm = state.require_permanent(pid)
        depart(state, perm, chars[pid], to, before[pid][:2], reason, rules, trace)
        gone.append(Gone(perm, to))
    report_lost_statics(state, before, [g.permanent for g in gone], trace)
    return_exiled(state, [g.permanent.id for g in gone], trace)  # 610.3: "until" it leaves
    return gone


def depart(
    state: GameState,
    perm: Permanent,
    chars: Chars,
    to: str,
    pt: tuple[int | None, int | None],
    reason: dict[str, Any],
    rules: list[str],
    trace: Trace,
) -> None:
    """One permanent leaves (in the event ``trace.batch``): moved to ``to``, the event the
    triggers read, and its last known information for the answer (704.8)."""
    state.leave_battlefield(perm.id)
    trace.events.append(LeftBattlefield(perm, chars, to, trace.batch))
    if to != "graveyard":
        _no_dies_trigger(perm, chars, to, trace)
    if to == "hand":
        # A card joins its owner's hand (counted, not listed); a token there ceases to exist
        # (111.8, 704.5d). Neither is among what died.
        state.returned_to_hand.append(perm)
        if not perm.token:
            owner = next(p for p in state.players if p.name == (perm.owner or perm.controller))
            owner.hand += 1
        return
    {"exile": state.exile, "game": state.left_game}.get(to, state.graveyard).append(perm)
    trace.deaths.append(
        Death(
            id=perm.id,
            name=perm.name,
            reason=reason,
            rules=rules,
            power=pt[0],
            toughness=pt[1],
            plus_counters=perm.plus_counters,
            minus_counters=perm.minus_counters,
            to=to,
            owner=perm.owner or perm.controller,
        )
    )


# Keyword abilities that trigger only when their permanent dies (700.4: is put into a
# graveyard from the battlefield), so exile or a bounce leaves them silent.
_DIES_KEYWORDS = (("undying", C.UNDYING), ("persist", C.PERSIST))


def _no_dies_trigger(perm: Permanent, chars: Chars, to: str, trace: Trace) -> None:
    for keyword, rule in _DIES_KEYWORDS:
        if keyword in chars.keywords and not chars.lost_all:
            trace.add(
                "zones.no_dies_trigger",
                C.DIES,
                rule,
                who={"name": perm.name},
                to=to,
                keyword=keyword,
            )


def report_lost_statics(
    state: GameState, before: Snapshot, gone: list[Permanent], trace: Trace
) -> None:
    """611.3b: the static abilities of what left stop applying; say what that changes."""
    sources = [p for p in gone if p.statics]
    if not sources:
        return
    after = snapshot(state)
    changes, rules = [], [C.STATIC_WHILE_SOURCE, C.STATIC_NOT_LOCKED]
    for pid, now in after.items():
        if before.get(pid) == now:
            continue
        perm = state.require_permanent(pid)
        p, t, _ = now
        if perm.damage:
            rules.append(C.DAMAGE_STAYS)
        changes.append(
            {"name": perm.name, "pt": [p, t] if p is not None else None, "damage": perm.damage}
        )
    if changes:
        trace.add(
            "zones.statics_gone",
            *rules,
            sources=[{"name": p.name} for p in sources],
            changes=changes,
        )
