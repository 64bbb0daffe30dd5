"""``mareo:sí`` / ``mareo:no`` on a creature: whether it came under its controller's control
this turn (302.6, "summoning sickness"). A creature that did can't attack (unless it has
haste, 702.10b), and a requirement to attack does not make it (508.1d). Nothing is assumed
when it is not written: the engine asks where the answer depends on it."""

from __future__ import annotations

from index.fold import fold

from ..errors import ScenarioError

# Yes and no as pairs.py reads them (it imports the object reader, so not imported here).
_YES = {"si", "s", "yes", "y", "true", "1", "verdadero"}
_NO = {"no", "n", "false", "0", "falso"}
SICK_EXAMPLE = 'combate atacante:"Grizzly Bears" criaturas:"Akoum Firebird mareo:no"'


def parse_sick(value: str, where: str, example: str) -> bool:
    folded = fold(value, "words")
    if folded in _YES:
        return True
    if folded in _NO:
        return False
    raise ScenarioError(
        f"En {where}, «mareo:{value}» espera sí (entró o pasó a ser suya este turno, regla "
        "302.6) o no (la controla desde el principio del turno).",
        fragment=f"mareo:{value}",
        example=SICK_EXAMPLE,
    )
