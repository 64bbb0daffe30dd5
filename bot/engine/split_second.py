"""Split second (702.61a): "As long as this spell is on the stack, players can't cast other
spells or activate abilities that aren't mana abilities."

While such a spell is on the stack, a spell cast or a non-mana ability activated in
``eventos:`` is not (a step says why), a timing question answers no, and a stack written with a
spell or activated ability above it is refused: it could not have been put there. Mana
abilities, special actions (playing a land, 116.2a) and triggered abilities are not stopped
(702.61b).
"""

from __future__ import annotations

from . import citations as C
from .errors import ScenarioError
from .outcome import Trace
from .state import GameState, StackItem

SPLIT_SECOND_EXAMPLE = 'pila hechizo:"Sudden Shock: Jugador no activo"'


def locking_spell(state: GameState) -> StackItem | None:
    """The spell with split second on the stack, if one is there."""
    return next((i for i in reversed(state.turn.stack) if i.split_second), None)


def stopped_by_split_second(state: GameState, item: StackItem, trace: Trace) -> bool:
    """True (and a step says so) when ``item``, a spell being cast or an ability being
    activated, can't be while a spell with split second is on the stack."""
    lock = locking_spell(state)
    if lock is None:
        return False
    trace.add(
        "turn.split_second",
        C.SPLIT_SECOND,
        item={"name": item.name},
        spell={"name": lock.name},
        cast=item.kind != "activated",
    )
    return True


def check_written_stack(stack: list[StackItem]) -> None:
    """A spell or activated ability written above a spell with split second could not have
    been cast or activated (702.61a): the scenario is refused, saying why."""
    lock: StackItem | None = None
    for item in stack:
        if lock is not None and item.kind in ("spell", "activated"):
            raise ScenarioError(
                f"«{item.name}» no pudo lanzarse ni activarse encima de «{lock.name}», que "
                "tiene segundo rápido (split second): mientras está en la pila nadie lanza "
                "hechizos ni activa habilidades que no sean de maná (regla 702.61a). Solo las "
                "habilidades disparadas van encima (regla 702.61b).",
                fragment=item.name,
                example=SPLIT_SECOND_EXAMPLE,
            )
        if item.split_second:
            lock = item
