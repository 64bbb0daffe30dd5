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
from ..state import GameState, Turn
from .aliases import STEP_ALIASES, fold
from .board import SPANISH_KEYS as BOARD_KEYS
from .board import BoardBuilder
from .build import finish
from .pairs import Pair, unknown_key
from .scene import SPANISH_KEYS as SCENE_KEYS
from .scene import SceneReader

YOU, RIVAL = "Jugador A", "Jugador B"
_OWN = {"propio", "mio", "tuyo", "own", "mine", "si", "yours"}
_THEIRS = {"ajeno", "rival", "oponente", "opponent", "otro", "del rival", "no", "theirs"}


def build_timeline(pairs: list[Pair], example: str) -> Scenario:
    builder, scene = BoardBuilder(YOU, RIVAL, example), SceneReader()
    step, own = "main1", True
    for pair in pairs:
        value = fold(pair.value)
        if pair.key in ("paso", "fase", "step", "phase"):
            if value not in STEP_ALIASES:
                raise ScenarioError(
                    f"No conozco el paso «{pair.value}».", fragment=pair.fragment, example=example
                )
            step = STEP_ALIASES[value]
        elif pair.key in ("turno", "turn"):
            if value not in _OWN | _THEIRS:
                raise ScenarioError(
                    f"En «{pair.fragment}» usa turno:propio o turno:ajeno.",
                    fragment=pair.fragment,
                    example=example,
                )
            own = value in _OWN
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
    turn = Turn(active_player=active, step=step, stack=parts.stack)
    state = GameState(
        players=board.players, permanents=board.permanents, graveyard=board.graveyard, turn=turn
    )
    return finish(
        "timeline",
        example,
        state=state,
        triggers=parts.triggers,
        events=parts.events,
        trigger_order=parts.order,
        legend_keep=board.legend_keep,
    )
