"""``escenario`` (also ``partida``, ``turno``): a board at a moment of the turn, what is on the
stack and what happens next, in order (SCHEMA.md, 1.11).

    escenario criaturas:"Ángel 4/4 otorga:no puedes perder la partida" vida:0
              eventos:"principal 2: destruye Ángel"

The players are «Jugador A» (options without suffix) and «Jugador B» (``_rival``);
``turno:ajeno`` makes it Jugador B's turn; ``paso:`` is
where the scenario starts (the precombat main phase by default).
"""

from __future__ import annotations

from ..errors import ScenarioError
from ..scenario import Scenario
from ..vocabulary import StepName
from .board import SPANISH_KEYS as BOARD_KEYS
from .board import BoardBuilder
from .pairs import STEP_KEYS, TURN_KEYS, Pair, pair_own_turn, pair_step_owner, unknown_key
from .scene import SPANISH_KEYS as SCENE_KEYS
from .scene import SceneReader, scene_scenario

YOU, RIVAL = "Jugador A", "Jugador B"


def build_timeline(pairs: list[Pair], example: str) -> Scenario:
    builder, scene = BoardBuilder(YOU, RIVAL, example), SceneReader()
    step: StepName = "main1"
    own = True
    said_turn = False  # an explicit turno: wins over the owner written in the step
    for pair in pairs:
        if pair.key in STEP_KEYS:
            step, step_owner = pair_step_owner(pair, example)
            if step_owner is not None and not said_turn:
                own = step_owner
        elif pair.key in TURN_KEYS:
            own, said_turn = pair_own_turn(pair, example), True
        elif not (builder.accept(pair) or scene.accept(pair)):
            raise unknown_key(
                pair, "escenario", ["paso", "turno", *BOARD_KEYS, *SCENE_KEYS], example
            )
    active, other = (YOU, RIVAL) if own else (RIVAL, YOU)
    board = builder.build()
    parts = scene.read(board, active, other)
    if not (board.permanents or parts.stack or parts.triggers or parts.events):
        raise ScenarioError(
            "Un escenario necesita algo que explicar: permanentes, algo en la pila o eventos.",
            example=example,
        )
    return scene_scenario("timeline", example, board, parts, active, step)
