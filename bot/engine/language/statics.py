"""Static abilities the effect grammar does not read as clauses, each a whole sentence (what a
permanent's text says, 604.1): cost changes (601.2f, ``cost_changes``), exile instead of dying
(614.1a, ``replacements``), how many instead (614.1a, ``amounts``: twice that much life), more
land plays and spells that can't be cast (305.2, 101.2, ``play_limits``) and "doesn't untap
during … untap step" (502.3, here).

    Enchanted creature doesn't untap during its controller's untap step.
    This creature doesn't untap during your untap step.
    la criatura encantada no se endereza durante el paso de enderezar de su controlador
"""

from __future__ import annotations

import re

from index.fold import fold

from ..abilities import StaticAbility
from ..effects import (
    CantPreventDamage,
    CombatRestriction,
    ContinuousKind,
    NoActivating,
    NoUntap,
    PreventAll,
)
from ..selectors import Filter, FilterKind
from .amounts import amount_instead
from .attack_costs import attack_tax
from .combat_limits import combat_limit
from .cost_changes import cost_change
from .hand_size import no_maximum_hand
from .play_limits import cant_cast, extra_lands, player_hexproof
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


_CANT_PREVENT = re.compile(
    r"^(?:(?P<combat>combat )?damage(?: that would be dealt by (?P<by>creatures you control))?"
    r" can't be prevented|el dano(?P<combate> de combate)? no (?:se )?puede(?: ser)? "
    r"prevenir(?:se)?)(?P<turn> this turn| este turno)?\.?$"
)


def cant_prevent(text: str) -> CantPreventDamage | None:
    """ "Damage can't be prevented [this turn].", "Combat damage that would be dealt by
    creatures you control can't be prevented." (615.12)."""
    found = _CANT_PREVENT.match(fold(text.strip(), "words"))
    if found is None:
        return None
    return CantPreventDamage(
        combat_only=bool(found["combat"] or found["combate"]),
        by=Filter(kind="creature", controller="you") if found["by"] else None,
        duration="end_of_turn" if found["turn"] else "permanent",
    )


_NO_ACTIVATING = re.compile(
    r"^(?P<who>.+?)(?P<combat> can't attack or block, and its|'s) activated abilities can't be "
    r"activated\.?$|^(?P<quien>.+?)(?P<combate> no puede atacar ni bloquear,? y sus|, sus) "
    r"habilidades activadas no (?:pueden activarse|se pueden activar)\.?$"
)


def _no_activating(text: str) -> list[ContinuousKind] | None:
    """ "Enchanted creature can't attack or block, and its activated abilities can't be
    activated." (Arrest), "Enchanted creature's activated abilities can't be activated."."""
    found = _NO_ACTIVATING.match(fold(text.strip(), "words"))
    if found is None:
        return None
    who = found["who"] or found["quien"]
    if who not in _ATTACHED:
        return None
    group = [Filter(kind=_ATTACHED[who], attached=True)]
    out: list[ContinuousKind] = [NoActivating(each=group)]
    if "attack" in (found["combat"] or "") or "atacar" in (found["combate"] or ""):
        out.insert(0, CombatRestriction(attack=True, block=True, each=group))
    return out


_PREVENT_ALL = re.compile(
    r"^prevent all (?P<combat>combat )?damage that would be dealt "
    r"(?P<way>to and dealt by|to|by) (?P<who>.+?)\.?$"
)


def _prevent_all(text: str, refs: Refs) -> PreventAll | None:
    """ "Prevent all combat damage that would be dealt to and dealt by enchanted creature.",
    "Prevent all damage that would be dealt to this creature." (615.1a)."""
    found = _PREVENT_ALL.match(fold(text.strip(), "words"))
    if found is None:
        return None
    who, way = found["who"], found["way"]
    data: dict[str, object] = {
        "combat_only": bool(found["combat"]),
        "to": way != "by",
        "by": way != "to",
    }
    if who in _ATTACHED:
        return PreventAll.model_validate(
            {**data, "each": [Filter(kind=_ATTACHED[who], attached=True)]}
        )
    if who in _ITSELF and refs.source is not None:
        return PreventAll.model_validate({**data, "objects": [refs.source]})
    return None


def whole_sentence_static(text: str, refs: Refs) -> StaticAbility | None:
    """The sentence as one of these static abilities; None when it is none of them."""
    found = (exile_instead_static(text), cost_change(text), _no_untap(text, refs))
    more = (
        amount_instead(text),
        extra_lands(text),
        no_maximum_hand(text),  # 402.2 (hand_size.py)
        cant_cast(text),
        player_hexproof(text),
        attack_tax(text),
        combat_limit(text, refs),
    )
    for effect in (*found, cant_prevent(text), _prevent_all(text, refs), *more):
        if effect is not None:
            return StaticAbility(effects=[effect])
    several = _no_activating(text)
    return StaticAbility(effects=several) if several else None
