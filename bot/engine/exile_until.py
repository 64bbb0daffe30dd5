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
from .effects import Exile
from .entering import add_entering_counters
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


def remember_exiled(state: GameState, effect: Exile, exiled: list[str], trace: Trace) -> None:
    """What ``effect`` just exiled waits for its source to leave the battlefield."""
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
        for pid in waiting:
            del state.exiled_until[pid]
            card = next((p for p in state.exile if p.id == pid), None)
            if card is None or card.token:  # 111.7, 111.8: a token never comes back
                continue
            state.exile.remove(card)
            owner = card.owner or card.controller
            back = card.model_copy(
                update={
                    "controller": owner,
                    "damage": 0,
                    "damaged_by_deathtouch": False,
                    "regeneration_shields": 0,
                    "plus_counters": 0,
                    "minus_counters": 0,
                    "attached_to": None,
                    "timestamp": state.next_timestamp(),
                    "tapped": card.enters_tapped,  # 110.5b, or its own text (614.1d)
                    "sick": True,
                    "counters_from_text": False,
                },
                deep=True,
            )
            state.permanents.append(back)
            trace.events.append(Entered(back.id))
            trace.add(
                "entering.returns_from_exile",
                C.EXILE_UNTIL,
                C.RETURNS_UNDER_OWNER,
                C.NEW_OBJECT,
                who={"name": back.name},
                source={"name": source.name if source is not None else source_id},
                player=owner,
            )
            add_entering_counters(back, trace, state)  # 614.1c: it enters again
