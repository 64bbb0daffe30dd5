"""Putting simultaneous triggers on the stack (APNAP, 603.3b) and resolving it (LIFO, 405.5)."""

from __future__ import annotations

from . import citations as C
from .outcome import Trace
from .state import GameState, StackItem


def stack_triggers(state: GameState, triggers: list[StackItem], trace: Trace) -> list[StackItem]:
    """Return the stack, bottom first, after every waiting trigger has been put on it."""
    stack = list(state.turn.stack)
    if stack:
        trace.add("Ya en la pila (de abajo arriba): " + _names(stack) + ".", C.STACK_ON_TOP)
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
        trace.add(
            "Las habilidades disparadas a la vez se ponen en la pila la próxima vez que "
            "un jugador fuera a recibir prioridad, en orden APNAP: primero el jugador "
            "activo pone todas las suyas en el orden que elija, luego cada jugador no "
            "activo en orden de turno.",
            C.TRIGGERS_APNAP,
            C.APNAP,
        )
    rank = {name: i for i, name in enumerate(preference or [])}
    out: list[StackItem] = []
    for position, player in enumerate(state.apnap_order()):
        mine = [t for t in triggers if t.controller == player.name]
        if not mine:
            continue
        mine.sort(key=lambda t: rank.get(t.name, len(rank)))
        role = "jugador activo" if position == 0 else "jugador no activo"
        order = " (en el orden indicado; ese jugador puede elegir otro)" if len(mine) > 1 else ""
        trace.add(
            f"{player.name} ({role}) pone sus disparos en la pila{order}: {_names(mine)}. "
            "Cada uno queda encima de lo que ya había.",
            C.TRIGGERS_APNAP,
            C.STACK_ON_TOP,
        )
        out.extend(mine)
    return out


def resolve_stack_order(stack: list[StackItem], trace: Trace) -> list[StackItem]:
    """Resolution order assuming every player passes each time: last in, first out."""
    order = list(reversed(stack))
    if not order:
        trace.add("La pila está vacía: si todos pasan, termina el paso o la fase.", C.ALL_PASS)
        return order
    trace.add("La pila queda así, de arriba abajo: " + _names(order) + ".", C.STACK_ON_TOP)
    trace.add(
        "Cada vez que todos los jugadores pasan seguidos, se resuelve el objeto de arriba "
        "(el último que entró). Orden de resolución: "
        + ", ".join(f"{i}) {item.name}" for i, item in enumerate(order, 1))
        + ".",
        C.ALL_PASS,
        C.STACK_TOP_RESOLVES,
        C.TOP_RESOLVES,
    )
    if len(order) > 1:
        trace.add(
            f"Por eso «{order[0].name}» ({order[0].controller}) se resuelve primero aunque "
            f"«{order[-1].name}» entrara antes; tras cada resolución el jugador activo "
            "recibe prioridad y se puede responder de nuevo.",
            C.STACK_TOP_RESOLVES,
            C.PRIORITY_AFTER_RESOLVE,
        )
    return order


def _names(items: list[StackItem]) -> str:
    return ", ".join(f"«{i.name}» ({i.controller})" for i in items)
