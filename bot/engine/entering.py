"""Counters a permanent enters with, from its own text (614.1c: "[This permanent] enters with
…" is a replacement effect, applied as it enters; the counters are there from the start)."""

from __future__ import annotations

from . import citations as C
from .outcome import Trace
from .state import GameState, Permanent


def note_text_counters(state: GameState, trace: Trace) -> None:
    """A card described on the battlefield with no counters has those its text says it entered
    with: said first, so a reader whose permanent lost them can write its counters."""
    for perm in state.permanents:
        if perm.counters_from_text:
            trace.add(
                "entering.text_counters",
                C.ENTERS_WITH,
                who={"name": perm.name},
                plus=perm.plus_counters,
                minus=perm.minus_counters,
            )


def add_entering_counters(perm: Permanent, trace: Trace, state: GameState) -> None:
    """``perm`` just entered: the counters its own text gives it (a card coming back from the
    graveyard was not cast, so an X of its text is 0, 107.3m). Replacement effects that change
    how many counters are put on it apply to these too (it enters with them)."""
    from .amount_replacements import replaced_amount

    if not (perm.enters_with_plus or perm.enters_with_minus):
        return
    trace.add(
        "entering.enters_with",
        C.ENTERS_WITH,
        who={"name": perm.name},
        plus=perm.enters_with_plus,
        minus=perm.enters_with_minus,
    )
    plus = replaced_amount(
        state, trace, "add_counters", perm.enters_with_plus, perm=perm, counter="+1/+1"
    )
    minus = replaced_amount(
        state, trace, "add_counters", perm.enters_with_minus, perm=perm, counter="-1/-1"
    )
    perm.plus_counters += plus
    perm.minus_counters += minus
