"""Exile "until [this permanent] leaves the battlefield" (610.3): Banisher Priest, Banishing
Light. The exile is one one-shot effect; the permanent leaving the battlefield creates a second
one at once (no trigger, no stack) that returns the exiled card to the battlefield under its
owner's control (610.3c), as a new object (400.7) that enters again (its own ETB abilities
trigger, 603.6a).

If the permanent has already left by the time the ability that exiles resolves, nothing is
exiled (610.3b): the answer says so. A token exiled this way ceases to exist (111.7) and never
comes back (111.8).
"""

from __future__ import annotations

from . import citations as C
from .effects import Exile, ReturnExiled
from .entering import add_entering_counters, as_new_object
from .events import Entered
from .outcome import Trace
from .state import GameState


def source_still_there(state: GameState, effect: Exile, perms: list[str], trace: Trace) -> bool:
    """610.3b: the specified event already happened (its source left): the object doesn't
    move. True when the exile goes ahead."""
    source = effect.until_leaves
    if source is None or state.permanent(source) is not None:
        return True
    gone = state.last_known(source)
    for pid in perms:
        trace.add(
            "entering.not_exiled_source_gone",
            C.EXILE_UNTIL,
            C.EXILE_UNTIL_GONE,
            who={"name": state.require_permanent(pid).name},
            source={"name": gone.name if gone is not None else source},
        )
    return False


def remember_exiled(
    state: GameState, effect: Exile, exiled: list[str], source_id: str | None, trace: Trace
) -> None:
    """What ``effect`` just exiled: linked to the permanent whose ability exiled it (607.2a)
    and, "until" that permanent leaves, waiting for it to leave (610.3)."""
    for pid in exiled:
        if source_id is not None:
            state.exiled_with[pid] = source_id
    if effect.until_leaves is None:
        return
    source = state.last_known(effect.until_leaves)
    for pid in exiled:
        card = next((p for p in state.exile if p.id == pid), None)
        if card is None:
            continue
        state.exiled_until[pid] = effect.until_leaves
        trace.add(
            "entering.exiled_until",
            C.EXILE_UNTIL,
            who={"name": card.name},
            source={"name": source.name if source is not None else effect.until_leaves},
        )


def return_exiled(state: GameState, left: list[str], trace: Trace) -> None:
    """610.3: each permanent of ``left`` has just left the battlefield; what it exiled
    "until" then returns now, under its owner's control (610.3c)."""
    for source_id in left:
        waiting = [pid for pid, source in state.exiled_until.items() if source == source_id]
        source = state.last_known(source_id)
        shown = source.name if source is not None else source_id
        for pid in waiting:
            del state.exiled_until[pid]
            _come_back(state, pid, "battlefield", shown, trace, [C.EXILE_UNTIL])


def return_linked(
    state: GameState, effect: ReturnExiled, source_id: str | None, trace: Trace
) -> None:
    """607.2a: "return the exiled card…" returns only what an ability of the same permanent
    exiled, if it is still in exile; nothing else (an O-Ring that left before its first
    ability resolved returns nothing, and what that ability exiles later stays there)."""
    linked = [pid for pid, source in state.exiled_with.items() if source == source_id]
    source = state.last_known(source_id or "")
    shown = source.name if source is not None else (source_id or "")
    if not any(p.id in linked for p in state.exile):
        trace.add("entering.nothing_exiled", C.LINKED_EXILE, source={"name": shown})
        return
    for pid in linked:
        _come_back(state, pid, effect.to, shown, trace, [C.LINKED_EXILE])


def _come_back(
    state: GameState, pid: str, to: str, source: str, trace: Trace, rules: list[str]
) -> None:
    card = next((p for p in state.exile if p.id == pid), None)
    state.exiled_with.pop(pid, None)
    if card is None or card.token:  # 111.7, 111.8: a token never comes back
        return
    state.exile.remove(card)
    owner = card.owner or card.controller
    if to == "hand":  # a card joins its owner's hand, counted (402.3)
        player = state.player(owner)
        if player is not None:
            player.hand += 1
        trace.add(
            "entering.exiled_to_hand",
            *rules,
            C.NEW_OBJECT,
            who={"name": card.name},
            source={"name": source},
            player=owner,
        )
        return
    back = as_new_object(state, card, owner, sick=True)
    state.permanents.append(back)
    trace.events.append(Entered(back.id))
    trace.add(
        "entering.returns_from_exile",
        *rules,
        C.RETURNS_UNDER_OWNER,
        C.NEW_OBJECT,
        who={"name": back.name},
        source={"name": source},
        player=owner,
        linked=rules == [C.LINKED_EXILE],
    )
    add_entering_counters(back, trace, state)  # 614.1c: it enters again
