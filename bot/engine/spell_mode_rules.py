"""The rules a modal spell's chosen modes cite beyond 700.2a: a mode chosen more than once
(700.2d) and the keyword that let more modes be chosen or made them cost more (Entwine
702.42a-b, Escalate 702.120a, Spree 702.172a; the costs added as the spell is cast, 700.2h,
601.2f). Read by language/spell_modes.py; named in the step ``priority.modes``."""

from __future__ import annotations

from typing import Any

from . import citations as C
from .state import StackItem

_KEYWORD_RULES = {
    "entwine": [C.ENTWINE, C.ENTWINE_ORDER],
    "escalate": [C.ESCALATE],
    "spree": [C.SPREE, C.MODE_COST_ADDED],
}


def mode_rules(item: StackItem) -> list[str]:
    rules = []
    if len(set(item.modes)) < len(item.modes):
        rules.append(C.SAME_MODE)
    if item.mode_cost is not None:
        rules += [*_KEYWORD_RULES[item.mode_cost[0]], C.TOTAL_COST]
    return rules


def mode_step_args(item: StackItem) -> dict[str, Any]:
    """The step's words beyond the modes, only when there are any: the keyword and mana
    paid for them, and whether the object is an activated ability (chosen as activated)."""
    args: dict[str, Any] = {}
    if item.mode_cost is not None:
        args["cost"] = list(item.mode_cost)
    if item.kind == "activated":
        args["activated"] = True
    return args
