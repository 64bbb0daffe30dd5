"""``estado``: a board to run state-based actions on, and then, optionally, its later events.

The board options (creatures, permanents, players' numbers…) are ``board.py``'s; ``eventos``,
``pila`` and the rest are ``scene.py``'s.
"""

from __future__ import annotations

from ..scenario import Scenario
from ..state import GameState, Turn
from .board import SPANISH_KEYS, BoardBuilder
from .build import finish
from .pairs import Pair, unknown_key
from .scene import SPANISH_KEYS as SCENE_KEYS
from .scene import SceneReader

YOU, RIVAL = "Jugador activo", "Jugador no activo"


def build_state(pairs: list[Pair], example: str) -> Scenario:
    builder, scene = BoardBuilder(YOU, RIVAL, example), SceneReader()
    for pair in pairs:
        if not (builder.accept(pair) or scene.accept(pair)):
            raise unknown_key(pair, "estado", SPANISH_KEYS + SCENE_KEYS, example)
    board = builder.build()
    parts = scene.read(board, YOU, RIVAL)
    state = GameState(
        players=board.players,
        permanents=board.permanents,
        graveyard=board.graveyard,
        turn=Turn(active_player=YOU, stack=parts.stack),
    )
    return finish(
        "sba",
        example,
        state=state,
        legend_keep=board.legend_keep,
        triggers=parts.triggers,
        events=parts.events,
        trigger_order=parts.order,
    )
