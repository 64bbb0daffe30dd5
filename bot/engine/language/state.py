"""``estado``: a board to run state-based actions on, and then, optionally, its later events.

The board options (creatures, permanents, players' numbers…) are ``board.py``'s; ``eventos``,
``pila`` and the rest are ``scene.py``'s.
"""

from __future__ import annotations

from ..scenario import Scenario
from .board import SPANISH_KEYS, BoardBuilder
from .pairs import Pair, unknown_key
from .scene import SPANISH_KEYS as SCENE_KEYS
from .scene import SceneReader, scene_scenario

YOU, RIVAL = "Jugador activo", "Jugador no activo"


def build_state(pairs: list[Pair], example: str) -> Scenario:
    builder, scene = BoardBuilder(YOU, RIVAL, example), SceneReader()
    for pair in pairs:
        if not (builder.accept(pair) or scene.accept(pair)):
            raise unknown_key(pair, "estado", SPANISH_KEYS + SCENE_KEYS, example)
    board = builder.build()
    return scene_scenario("sba", example, board, scene.read(board, YOU, RIVAL), YOU)
