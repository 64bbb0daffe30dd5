"""Auras and Equipment attached where they can't be (704.5m, 704.5n): why, and what follows.

An Aura in the wrong place is put into its owner's graveyard (303.4c); an Equipment becomes
unattached and stays on the battlefield (301.5c). Both are state-based actions, so these
functions only say what is wrong; ``sba.py`` performs it with the other actions of its check.
What an Aura or Equipment gives "the enchanted/equipped creature" is a static ability of its
own (611.3): it applies to the permanent it is attached to, and stops when it leaves.
"""

from __future__ import annotations

from typing import Any

from . import citations as C
from .abilities import StaticAbility
from .characteristics import chars_of
from .effect_phrases import wanted as wanted_phrase
from .outcome import phrase
from .protection import matched, rules_for
from .selectors import matches
from .state import GameState, Permanent

Problem = tuple[dict[str, Any], list[str]]  # (a phrase: the reason, rules)


def aura_problem(state: GameState, aura: Permanent) -> Problem | None:
    rules = [C.SBA_AURA, C.AURA_ILLEGAL]
    where = aura.attached_to
    if where is None:
        return phrase("attach.aura_unattached"), rules
    if state.player(where) is not None:
        if aura.enchant == "player":
            return None
        return phrase("attach.aura_on_player"), rules
    target = state.permanent(where)
    if target is None:
        return phrase("attach.aura_host_gone"), rules
    if target.id == aura.id or aura.enchant == "player":
        return phrase("attach.aura_cant_enchant"), rules
    host = chars_of(state, target)
    wanted = aura.enchant_filter
    if wanted is not None and wanted.kind != "player":
        if not matches(wanted, host, chars_of(state, aura).controller, aura.id):
            what = {"host": {"name": target.name}, "wanted": wanted_phrase(wanted)}
            return phrase("attach.aura_not_allowed", **what), [*rules, C.ENCHANT]
        return _protection_problem(state, aura, target, "aura", rules, C.PROTECTION_AURAS)
    if aura.enchant == "creature" and "creature" not in host.types:
        return phrase("attach.aura_not_creature", host={"name": target.name}), rules
    return _protection_problem(state, aura, target, "aura", rules, C.PROTECTION_AURAS)


def equipment_problem(state: GameState, equipment: Permanent) -> Problem | None:
    """Why an Equipment must become unattached; None if it is unattached or legally placed."""
    rules = [C.SBA_EQUIPMENT, C.EQUIPMENT_UNATTACHED]
    where = equipment.attached_to
    if where is None:
        return None
    if state.player(where) is not None:
        return phrase("attach.equipment_on_player"), rules
    target = state.permanent(where)
    if target is None:
        return phrase("attach.equipment_host_gone"), rules
    host = chars_of(state, target)
    if target.id == equipment.id or "creature" not in host.types:
        return phrase("attach.equipment_not_creature", host={"name": target.name}), rules
    return _protection_problem(state, equipment, target, "equipment", rules, C.PROTECTION_EQUIPMENT)


def _protection_problem(
    state: GameState,
    attached: Permanent,
    target: Permanent,
    what: str,
    rules: list[str],
    protection_rule: str,
) -> Problem | None:
    """An Aura or Equipment on something with protection from one of its qualities
    (``protection_rule``: 702.16c for Auras, 702.16d for Equipment)."""
    own = chars_of(state, attached)
    clash = matched(chars_of(state, target).protection, own.colors, own.types, own.subtypes)
    if clash and _spares_itself(attached):
        # "This effect doesn't remove this Aura": only protection from elsewhere counts.
        without = _without_sparing(state, attached)
        host = chars_of(without, without.require_permanent(target.id))
        clash = matched(host.protection, own.colors, own.types, own.subtypes)
    if not clash:
        return None
    return (
        phrase("attach.protection", what=what, host={"name": target.name}, qualities=sorted(clash)),
        rules + rules_for(clash, protection_rule),
    )


def _spares_itself(attached: Permanent) -> bool:
    return any(isinstance(a, StaticAbility) and a.spares_source for a in attached.abilities)


def _without_sparing(state: GameState, attached: Permanent) -> GameState:
    """The game as it would be without the abilities that spare their own Aura: what protection
    the host would have from every other source."""
    copy = state.model_copy(deep=True)
    aura = copy.require_permanent(attached.id)
    aura.abilities = [
        a for a in aura.abilities if not (isinstance(a, StaticAbility) and a.spares_source)
    ]
    return copy
