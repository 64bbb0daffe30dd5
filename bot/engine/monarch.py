"""The monarch (724): a designation one player at a time can have.

There is no monarch until an effect makes a player one (724.1: "you become the monarch"; the
``become_monarch`` effect); as a player becomes the monarch, the one before stops being it
(724.3). A scenario says who already is with ``monarca:sí`` on that player (``monarca_rival:sí``).
Being the monarch carries two triggered abilities that have no source and are controlled by
whoever was the monarch when they triggered (724.2):

* "At the beginning of the monarch's end step, that player draws a card."
* "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."

Both are put on the stack like any other trigger (``monarch_triggers``). The controller of the
creature is taken as it dealt the damage.
"""

from __future__ import annotations

from . import citations as C
from .characteristics import board
from .effects import BecomeMonarch, Draw
from .errors import ScenarioError
from .events import DamageDealt, StepBegan
from .outcome import Trace
from .state import GameState, Player, StackItem

MONARCH_EXAMPLE = 'escenario criaturas:"Archon of Coronation" eventos:"fin del turno"'
DRAW_NAME = "Monarca: robar al comienzo del paso final"
STEAL_NAME = "Monarca: daño de combate de {name}"


def monarch(state: GameState) -> Player | None:
    """The monarch now; two players said to be it is a scenario that cannot be (724.3)."""
    found = [p for p in state.players if p.monarch and not p.lost]
    if len(found) > 1:
        raise ScenarioError(
            "Solo un jugador puede ser el monarca a la vez (regla 724.3), y el escenario dice "
            "que lo son " + " y ".join(p.name for p in found) + ".",
            fragment="monarca",
            example=MONARCH_EXAMPLE,
        )
    return found[0] if found else None


def become_monarch(state: GameState, players: list[str], trace: Trace) -> None:
    """Each player of ``players`` becomes the monarch in turn (724.3: the last one stays)."""
    for name in players:
        player = state.player(name)
        if player is None or player.lost:
            continue
        before = monarch(state)
        if before is player:
            trace.add("monarch.already", C.MONARCH_ONE, player=name)
            continue
        for other in state.players:
            other.monarch = False
        player.monarch = True
        trace.add(
            "monarch.becomes",
            C.MONARCH,
            C.MONARCH_ONE,
            player=name,
            before=before.name if before is not None else None,
        )


def monarch_triggers(state: GameState, event: object) -> list[StackItem]:
    """The monarch's two inherent triggered abilities this event triggers (724.2)."""
    crowned = monarch(state) if isinstance(event, StepBegan | DamageDealt) else None
    if crowned is None:
        return []
    if isinstance(event, StepBegan):
        if event.step != "end" or event.active != crowned.name:
            return []
        draw = Draw(amount=1, objects=[crowned.name])
        return [
            StackItem(name=DRAW_NAME, controller=crowned.name, kind="triggered", effects=[draw])
        ]
    if not (isinstance(event, DamageDealt) and event.combat and event.to_player):
        return []
    if event.target != crowned.name or event.amount <= 0:
        return []
    creature = state.permanent(event.source) or state.last_known(event.source)
    if creature is None:
        return []
    # The creature's controller now, after control effects (613.1b), or as it last existed.
    chars = board(state).chars.get(creature.id)
    controller = chars.controller if chars is not None else creature.controller
    steal = BecomeMonarch(objects=[controller])
    name = STEAL_NAME.format(name=creature.name)
    return [StackItem(name=name, controller=crowned.name, kind="triggered", effects=[steal])]
