"""Emblems (114): "[Player] gets an emblem with [ability]" puts into the command zone an object
that is neither a card nor a permanent (114.5), with no characteristics but its abilities
(114.3), owned and controlled by that player (114.2), whose abilities function there (114.4).

The engine keeps them in ``GameState.emblems`` as objects with no types: nothing that looks at
the battlefield sees them (no "each permanent", no state-based action, no layer effect on
them), while their triggered abilities trigger (triggers.py) and the continuous effects of their
static abilities apply in their layers (characteristics.py), with the emblem's timestamp.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C
from .effects import GetEmblem
from .state import Permanent

if TYPE_CHECKING:
    from .effects import Effect
    from .outcome import Trace
    from .state import GameState


def get_emblem(
    state: GameState,
    effect: Effect,
    doer: object,
    perms: list[str],
    players: list[str],
    trace: Trace,
) -> None:
    """Each player the effect names gets the emblem (its controller when it names none)."""
    assert isinstance(effect, GetEmblem)
    for name in players:
        number = sum(1 for e in state.emblems if e.controller == name) + 1
        emblem = Permanent(
            id=f"Emblema {number} de {name}",
            name=f"Emblema {number} de {name}",
            controller=name,
            owner=name,
            types=set(),
            abilities=list(effect.abilities),
            timestamp=state.next_timestamp(),
        )
        state.emblems.append(emblem)
        trace.add(
            "resolve.emblem",
            C.EMBLEM_GET,
            C.EMBLEM_ABILITIES,
            player=name,
            emblem=emblem.name,
            text=effect.text,
        )
