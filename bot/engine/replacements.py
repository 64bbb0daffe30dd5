"""Replacement effects that change where a dying creature goes (614.1a): "If that creature would
die this turn, exile it instead" (from a resolved spell, on its targets) and "If a creature an
opponent controls would die, exile it instead" (a permanent's static ability, while it is on
the battlefield, 611.3a). The creature goes to exile, so it never dies (700.4): no "dies"
trigger, no undying or persist."""

from __future__ import annotations

from . import citations as C
from .characteristics import chars_of, static_effects_in_force
from .effects import ExileIfDies
from .outcome import Trace
from .selectors import matches
from .state import GameState


def _exiling_source(state: GameState, pid: str) -> str | None:
    """The name of what exiles ``pid`` instead of letting it die ("" for a spell already gone),
    or None when nothing does."""
    for ce in state.continuous:
        if isinstance(ce.effect, ExileIfDies) and pid in ce.affected:
            source = state.permanent(ce.source) if ce.source else None
            return source.name if source is not None else ""
    perm = state.permanent(pid)
    if perm is None:
        return None
    target = chars_of(state, perm)
    for holder, chars, effect in static_effects_in_force(state):
        if isinstance(effect, ExileIfDies) and any(
            matches(f, target, chars.controller, holder.id, chars.attached_to) for f in effect.each
        ):
            return holder.name
    return None


def destinations(state: GameState, moves: list[tuple[str, str]]) -> dict[str, str | None]:
    """For each (id, zone) of one event, the name of what exiles it instead of letting it die
    (None: it goes where it was going). Checked for all of them before any leaves: the event
    is one (614.1a)."""
    return {pid: _exiling_source(state, pid) if to == "graveyard" else None for pid, to in moves}


def say_exiled(name: str, source: str, trace: Trace) -> None:
    trace.add(
        "replacement.exile_instead",
        C.REPLACEMENT_INSTEAD,
        C.DIES,
        who={"name": name},
        source=source,
    )
