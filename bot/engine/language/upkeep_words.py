"""``eco:sí`` / ``eco:no`` and ``paga:sí`` / ``paga:no`` on a permanent with echo or
cumulative upkeep (702.30a, 702.24a): whether its echo is due (it came under its controller's
control since the beginning of their last upkeep) and whether its controller pays the cost
as the ability resolves. Nothing is assumed when they are not written: the engine asks when
the ability triggers or resolves (bot/engine/upkeep_costs.py)."""

from __future__ import annotations

from index.fold import fold

from ..errors import ScenarioError

# Yes and no as sickness.py reads them.
_YES = {"si", "s", "yes", "y", "true", "1", "verdadero"}
_NO = {"no", "n", "false", "0", "falso"}
UPKEEP_EXAMPLE = (
    'escenario turno:ajeno paso:final criaturas:"Goblin Patrol eco:sí paga:no" '
    'eventos:"siguiente turno"'
)
_DUE = (
    "sí: su eco está pendiente, pasó a estar bajo el control de su controlador desde el "
    "comienzo de su último mantenimiento (regla 702.30a)"
)
_PAYS = "sí: su controlador paga el coste de eco o de mantenimiento acumulativo al resolverse"
_MEANING = {"eco": _DUE, "echo": _DUE, "paga": _PAYS, "pays": _PAYS}


def parse_yes_no(value: str, key: str, where: str) -> bool:
    folded = fold(value, "words")
    if folded in _YES:
        return True
    if folded in _NO:
        return False
    meaning = _MEANING.get(fold(key, "words"), "")
    raise ScenarioError(
        f"En {where}, «{key}:{value}» espera sí o no ({meaning}).",
        fragment=f"{key}:{value}",
        example=UPKEEP_EXAMPLE,
    )
