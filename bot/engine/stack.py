"""Putting simultaneous triggers on the stack (APNAP, 603.3b) and resolving it (LIFO, 405.5)."""

from __future__ import annotations

from . import citations as C
from .outcome import Trace
from .state import GameState, StackItem


def stack_triggers(state: GameState, triggers: list[StackItem], trace: Trace) -> list[StackItem]:
    """Return the stack, bottom first, after every waiting trigger has been put on it."""
    stack = list(state.turn.stack)
    if stack:
        trace.add("stack.already", C.STACK_ON_TOP, items=items(stack))
    return stack + apnap_order(state, triggers, trace)


def apnap_order(
    state: GameState,
    triggers: list[StackItem],
    trace: Trace,
    preference: list[str] | None = None,
    explain: bool = True,
) -> list[StackItem]:
    """The triggers in the order they go on the stack (603.3b): the active player's first, in
    the order that player chooses (``preference``: names in the chosen order; otherwise as
    listed), then each other player's in turn order."""
    if not triggers:
        return []
    if explain:
        trace.add("stack.apnap", C.TRIGGERS_APNAP, C.APNAP)
    rank = {name: i for i, name in enumerate(preference or [])}
    out: list[StackItem] = []
    for position, player in enumerate(state.apnap_order()):
        mine = [t for t in triggers if t.controller == player.name]
        if not mine:
            continue
        mine.sort(key=lambda t: rank.get(t.name, len(rank)))
        trace.add(
            "stack.player_puts",
            C.TRIGGERS_APNAP,
            C.STACK_ON_TOP,
            player=player.name,
            active=position == 0,
            items=items(mine),
        )
        out.extend(mine)
    return out


def resolve_stack_order(stack: list[StackItem], trace: Trace) -> list[StackItem]:
    """Resolution order assuming every player passes each time: last in, first out."""
    order = list(reversed(stack))
    if not order:
        trace.add("stack.empty", C.ALL_PASS)
        return order
    trace.add("stack.top_down", C.STACK_ON_TOP, items=items(order))
    trace.add(
        "stack.resolution_order",
        C.ALL_PASS,
        C.STACK_TOP_RESOLVES,
        C.TOP_RESOLVES,
        names=[item.name for item in order],
    )
    if len(order) > 1:
        trace.add(
            "stack.why_first",
            C.STACK_TOP_RESOLVES,
            C.PRIORITY_AFTER_RESOLVE,
            first=item(order[0]),
            last=item(order[-1]),
        )
    return order


def item(i: StackItem) -> dict[str, str]:
    """An object on the stack as a step names it: its name and who controls it."""
    return {"name": i.name, "controller": i.controller}


def items(stack: list[StackItem]) -> list[dict[str, str]]:
    return [item(i) for i in stack]
