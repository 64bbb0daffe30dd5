"""Counters a permanent enters with, from its own text (614.1c: "[This permanent] enters with
…" is a replacement effect, applied as it enters; the counters are there from the start)."""

from __future__ import annotations

from typing import Any

from . import citations as C
from .face_turning import front_face_up
from .outcome import Trace
from .state import GameState, Permanent


def as_new_object(
    state: GameState, card: Permanent, controller: str, tapped: bool = False, **also: Any
) -> Permanent:
    """A card put onto the battlefield from another zone: a new object (400.7) with nothing of
    its past there (damage, shields, counters, attachment) and a new timestamp; tapped if the
    effect says so or its own text does (110.5b, 614.1d). ``also``: what the caller's rule sets
    besides (undying's counter, 702.93a; the summoning sickness of a return, 302.6)."""
    new = card.model_copy(
        update={
            "controller": controller,
            "damage": 0,
            "damaged_by_deathtouch": False,
            "regeneration_shields": 0,
            "plus_counters": 0,
            "minus_counters": 0,
            "attached_to": None,
            "timestamp": state.next_timestamp(),
            "tapped": tapped or card.enters_tapped,
            "counters_from_text": False,
            "level": 0,  # level counters are counters too (702.87a)
            **also,
        },
        deep=True,
    )
    front_face_up(new)  # 712.14: it enters front face up unless told "transformed"
    return new


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
    from .bloodthirst import bloodthirst_counters

    bloodthirst_counters(perm, trace, state)  # 702.54a: bloodthirst.py
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
