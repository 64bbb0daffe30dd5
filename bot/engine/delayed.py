"""Delayed triggered abilities (603.7): "Draw a card at the beginning of the next turn's
upkeep". A resolving spell or ability creates one (603.7a); it triggers the next time its step
begins, only once (603.7b), and goes on the stack like any trigger, controlled by whoever
controlled the spell that created it."""

from __future__ import annotations

from . import citations as C
from .effect_phrases import done_all
from .effects import CreateDelayed
from .events import GameEvent, StepBegan
from .layers import ref
from .outcome import Trace
from .state import DelayedTrigger, GameState, StackItem

NAME = "Disparo retardado de {name}"


def create_delayed(
    state: GameState, effect: CreateDelayed, made_by: str, controller: str, trace: Trace
) -> None:
    state.delayed.append(
        DelayedTrigger(
            made_by=made_by, controller=controller, step=effect.step, effects=effect.effects
        )
    )
    names = {p.id: ref(state, p) for p in state.permanents}
    trace.add(
        "resolve.delayed",
        C.DELAYED_CREATED,
        C.DELAYED_ONCE,
        item={"name": made_by},
        step=effect.step,
        effects=done_all(effect.effects, names, controller),
    )


def fire_delayed(state: GameState, event: GameEvent) -> list[StackItem]:
    """The delayed triggers ``event`` (a step beginning) triggers; each is gone once it has
    triggered (603.7b)."""
    if not isinstance(event, StepBegan):
        return []
    firing = [
        d
        for d in state.delayed
        if d.step == event.step and (not d.yours or d.controller == event.active)
    ]
    state.delayed = [d for d in state.delayed if d not in firing]
    return [
        StackItem(
            name=NAME.format(name=d.made_by),
            controller=d.controller,
            kind="triggered",
            effects=d.effects,
        )
        for d in firing
    ]
