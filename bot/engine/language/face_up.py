"""``pone boca arriba <permanente>`` in ``eventos:``: its controller turns a face-down
permanent face up (702.37e, 702.168d), a special action that doesn't use the stack (116.2b):
bot/engine/face_down.py does it. Also "pongo boca arriba a …", "pone … boca arriba",
"voltea …", "turn … face up". The permanent is written ``boca abajo`` on the board."""

from __future__ import annotations

import re

from index.fold import fold

from ..effects import TurnFaceUp
from ..errors import ScenarioError
from ..face_down import FACE_UP_EXAMPLE
from ..timeline import ActionEvent
from .recipients import Refs

_SHAPES = (
    re.compile(r"^(?:pone|pongo|pon|ponen)\s+boca\s+arriba\s+(?:a\s+)?(?P<name>.+)$"),
    re.compile(r"^(?:pone|pongo|pon|ponen)\s+(?:a\s+)?(?P<name>.+?)\s+boca\s+arriba$"),
    re.compile(r"^(?:voltea|volteo|voltean|desvela|desvelo)\s+(?:a\s+)?(?P<name>.+)$"),
    re.compile(r"^(?:turn|turns)\s+(?P<name>.+?)\s+face\s+up$"),
)


def face_up_event(body: str, refs: Refs) -> ActionEvent | None:
    """The event, when ``body`` says a permanent is turned face up; None otherwise."""
    said = fold(body, "words")
    found = next((m for shape in _SHAPES if (m := shape.match(said))), None)
    if found is None:
        return None
    pid = refs.names.get(found["name"].strip())
    if pid is None or pid not in refs.owner_of:
        raise ScenarioError(
            f"«{body}»: no encuentro «{found['name']}» en el campo de batalla. Escribe el "
            "nombre de un permanente boca abajo del tablero.",
            fragment=body,
            example=FACE_UP_EXAMPLE,
        )
    return ActionEvent(
        effects=[TurnFaceUp(objects=[pid])],
        controller=refs.owner_of[pid],  # 702.37e: "a face-down permanent you control"
        description=body,
        special=True,  # 116.2b, 116.3: no stack, and its controller gets priority after
    )
