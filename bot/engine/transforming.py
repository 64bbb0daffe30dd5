"""Transforming in a game (701.27, 712): the step that says a permanent turned over, the effect
"transform this creature" (locked by daybound and nightbound, 702.145b/e), and "exile it, then
return it to the battlefield transformed" (a new object, 400.7; back face up, 712.14a). The
faces themselves are faces.py and face_turning.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C
from .entering import add_entering_counters, as_new_object
from .events import Entered
from .face_turning import front_face_up, turn_over
from .layers import ref
from .outcome import phrase
from .zones import leave_together

if TYPE_CHECKING:
    from .outcome import Trace
    from .state import GameState, Permanent


def transform(state: GameState, perm: Permanent, trace: Trace, *rules: str) -> bool:
    """Transform ``perm`` and say so (its name before and after); ``rules``: why it does."""
    before = ref(state, perm)
    if not turn_over(perm):
        trace.add("faces.cant_transform", C.TRANSFORM_ONLY_DFC, who=before)
        return False
    trace.add(
        "faces.transformed",
        *rules,
        C.TRANSFORM,
        C.TRANSFORM_SAME_OBJECT,
        C.BACK_FACE if perm.transformed else C.FRONT_FACE,
        who=before,
        now=ref(state, perm),
        back=perm.transformed,
    )
    return True


def transform_objects(
    state: GameState,
    effect: object,
    doer: object,
    perms: list[str],
    players: list[str],
    trace: Trace,
) -> None:
    """The effect "transform this creature" (701.27a) on each permanent it names. Daybound and
    nightbound let their permanent transform only by their own abilities (702.145b, 702.145e)."""
    for pid in perms:
        perm = state.require_permanent(pid)
        if perm.daybound or perm.nightbound:
            rule = C.DAYBOUND if perm.daybound else C.NIGHTBOUND
            trace.add("faces.locked", rule, who=ref(state, perm))
            continue
        transform(state, perm, trace)


def exile_and_return(
    state: GameState,
    effect: object,
    doer: object,
    perms: list[str],
    players: list[str],
    trace: Trace,
) -> None:
    """Exile each named permanent, then return it to the battlefield under its controller's
    control (the effect's), transformed if it says so: a new object (400.7)."""
    transformed = bool(getattr(effect, "transformed", False))
    controller = getattr(doer, "controller", "")
    why = phrase("why.moved", how="exile", by=None)
    gone = leave_together(state, [(pid, "exile") for pid in perms], trace, why, [C.EXILE])
    for left in gone:
        card = next((p for p in state.exile if p.id == left.permanent.id), None)
        if card is None or card.token or left.to != "exile":  # 111.7: a token doesn't return
            continue
        front_face_up(card)
        if transformed and card.other_face is None:  # 712.14a: it stays where it is
            trace.add("faces.cant_transform", C.ENTERS_TRANSFORMED, who={"name": card.name})
            continue
        state.exile.remove(card)
        who = (card.owner or card.controller) if getattr(effect, "owner", False) else controller
        back = as_new_object(state, card, who or card.controller, sick=True, lore=None)
        if transformed:
            turn_over(back)
        state.permanents.append(back)
        trace.events.append(Entered(back.id))
        trace.add(
            "faces.returns",
            C.NEW_OBJECT,
            *([C.ENTERS_TRANSFORMED, C.BACK_FACE] if transformed else []),
            who={"name": card.name},
            now={"name": back.name},
            transformed=transformed,
        )
        add_entering_counters(back, trace, state)
