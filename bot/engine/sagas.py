"""Sagas (714): lore counters, chapter abilities and the sacrifice after the last chapter.

A chapter ability "{rN}—[Effect]" means "When one or more lore counters are put onto this
Saga, if the number of lore counters on it was less than N and became at least N, [effect]"
(714.2b); "I, II — …" is one such ability per numeral (714.2c). They are triggered abilities
(``Trigger(event="chapter", chapter=N)``, read by language/sagas.py) that ``LoreAdded``
triggers (bot/engine/triggers.py). As its controller's precombat main phase begins, each Saga
with a chapter ability gets a lore counter (505.4, 714.3b: a turn-based action, no stack), and
a Saga whose lore counters reached its final chapter number is sacrificed as a state-based
action once no chapter ability of it is waiting or on the stack (704.5s, 714.4).

A Saga told already on the battlefield says its lore counters (``historia:2``); without them
Juez asks when they decide the answer, never guesses.
"""

from __future__ import annotations

from typing import Any

from . import citations as C
from .errors import ScenarioError
from .events import LoreAdded
from .layers import ref
from .outcome import Trace, phrase
from .state import GameState, Permanent

SAGA_EXAMPLE = 'escenario paso:robo permanentes:"History of Benalia historia:2" eventos:"principal"'


def chapters(perm: Permanent) -> list[int]:
    """The chapter numbers of its chapter abilities, in order."""
    return sorted(
        a.trigger.chapter
        for a in perm.triggered
        if a.trigger.event == "chapter" and a.trigger.chapter is not None
    )


def final_chapter(perm: Permanent) -> int:
    """714.2d: the greatest chapter number among its chapter abilities (0 if it has none)."""
    return max([perm.printed_final_chapter, *chapters(perm)])


def crossed(trigger_chapter: int | None, event: LoreAdded) -> bool:
    """714.2b: the lore counters went from less than N to at least N."""
    return trigger_chapter is not None and event.before < trigger_chapter <= event.after


def _lore_told(perm: Permanent) -> int:
    if perm.lore is None:
        raise ScenarioError(
            f"«{perm.name}» es una Saga y no dices cuántos contadores de sabiduría tiene: "
            "decide qué capítulo se dispara (regla 714.2b). Escríbelo con historia:N "
            "(al entrar recibió uno, 714.3a).",
            fragment=perm.name,
            example=SAGA_EXAMPLE,
        )
    return perm.lore


def add_lore(state: GameState, perm: Permanent, amount: int, trace: Trace) -> None:
    """Put ``amount`` lore counters on a Saga: the event its chapter abilities read."""
    before = _lore_told(perm)
    perm.lore = before + amount
    waiting = sum(1 for n in chapters(perm) if before < n <= perm.lore)
    perm.chapters_waiting += waiting
    trace.events.append(LoreAdded(perm.id, before, perm.lore))


def main_phase_lore(state: GameState, trace: Trace) -> None:
    """505.4, 714.3b: as the active player's precombat main phase begins, they put a lore
    counter on each Saga they control with one or more chapter abilities."""
    active = state.active_name
    for perm in state.permanents:
        if perm.controller != active or not final_chapter(perm):
            continue
        add_lore(state, perm, 1, trace)
        trace.add(
            "turn.lore",
            C.MAIN_PHASE_LORE,
            C.SAGA_MAIN_PHASE,
            *([C.SAGA_CHAPTER] if perm.chapters_waiting else []),
            saga=ref(state, perm),
            lore=perm.lore,
            chapter=perm.chapters_waiting > 0,
        )


def saga_to_sacrifice(state: GameState, perm: Permanent) -> tuple[dict[str, Any], list[str]] | None:
    """704.5s, 714.4: why this Saga is sacrificed now, or None. Not while one of its chapter
    abilities has triggered and not yet left the stack."""
    final = final_chapter(perm)
    if not final or perm.lore is None or perm.lore < final or perm.chapters_waiting:
        return None
    if any(item.source == perm.id and item.chapter is not None for item in state.turn.stack):
        return None
    why = phrase("why.saga", lore=perm.lore, final=final)
    return why, [C.SBA_SAGA, C.SAGA_FINAL, C.SAGA_SACRIFICE]
