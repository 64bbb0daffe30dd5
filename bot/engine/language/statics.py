"""Static abilities the effect grammar does not read as clauses, each a whole sentence (what a
permanent's text says, 604.1): cost changes (601.2f, ``cost_changes``), exile instead of dying
(614.1a, ``replacements``) and "doesn't untap during … untap step" (502.3, here).

    Enchanted creature doesn't untap during its controller's untap step.
    This creature doesn't untap during your untap step.
    la criatura encantada no se endereza durante el paso de enderezar de su controlador
"""

from __future__ import annotations

import re

from index.fold import fold

from ..abilities import StaticAbility
from ..effects import NoUntap
from ..selectors import Filter, FilterKind
from .cost_changes import cost_change
from .recipients import Refs
from .replacements import exile_instead_static

_ATTACHED: dict[str, FilterKind] = {
    "enchanted creature": "creature",
    "equipped creature": "creature",
    "enchanted permanent": "permanent",
    "enchanted land": "land",
    "enchanted artifact": "artifact",
    "la criatura encantada": "creature",
    "la criatura equipada": "creature",
    "el permanente encantado": "permanent",
    "la tierra encantada": "land",
}
_ITSELF = ("esta criatura", "this creature")
_NO_UNTAP = re.compile(
    r"^(?P<who>.+?) (?:doesn't|does not|no se) (?:untap|endereza) during "
    r"(?:its controller's|your) untap step\.?$|"
    r"^(?P<quien>.+?) no se endereza durante (?:el|tu) paso de enderezar(?: de su controlador)?\.?$"
)


def _no_untap(text: str, refs: Refs) -> NoUntap | None:
    found = _NO_UNTAP.match(fold(text.strip(), "words"))
    if found is None:
        return None
    who = found["who"] or found["quien"]
    if who in _ATTACHED:
        return NoUntap(each=[Filter(kind=_ATTACHED[who], attached=True)])
    if who in _ITSELF and refs.source is not None:
        return NoUntap(objects=[refs.source])
    return None


def whole_sentence_static(text: str, refs: Refs) -> StaticAbility | None:
    """The sentence as one of these static abilities; None when it is none of them."""
    for effect in (exile_instead_static(text), cost_change(text), _no_untap(text, refs)):
        if effect is not None:
            return StaticAbility(effects=[effect])
    return None
