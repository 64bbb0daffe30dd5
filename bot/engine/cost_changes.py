"""Static abilities on the battlefield that make a spell cost more or less (601.2f): "Noncreature
spells cost {1} more to cast" (Thalia), "Instant and sorcery spells you cast cost {1} less to
cast". Increases are added, reductions taken off the generic part only (118.7a), and the mana
cost never goes below {0} (601.2f)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .characteristics import static_effects_in_force
from .effects import CostChange
from .state import GameState

_GENERIC = re.compile(r"\{(\d+)\}")


@dataclass(frozen=True)
class AppliedChange:
    source: str  # the permanent's name
    amount: int


def generic_part(mana_cost: str) -> int:
    """The generic mana of a printed cost ("{2}{W}" -> 2; X counts 0, 107.3)."""
    return sum(int(n) for n in _GENERIC.findall(mana_cost.split(" // ")[0]))


def fits(change: CostChange, types: set[str], colors: set[str]) -> bool:
    if change.types and not change.types & types:
        return False
    if change.not_types & types:
        return False
    return not change.colors or bool(change.colors & colors)


def changes_for(
    state: GameState, caster: str, types: set[str], colors: set[str]
) -> list[AppliedChange]:
    """Every cost change in force for a spell of these types and colours cast by ``caster``,
    from the static abilities of the permanents while they have them (611.3a)."""
    found: list[AppliedChange] = []
    for _, chars, effect in static_effects_in_force(state):
        if not isinstance(effect, CostChange) or not fits(effect, types, colors):
            continue
        mine = chars.controller == caster
        if effect.caster == "any" or (effect.caster == "you") == mine:
            found.append(AppliedChange(chars.name, effect.amount))
    return found


def apply_changes(generic: int, colored: int, changes: list[AppliedChange]) -> int:
    """601.2f: the total after increases and reductions; reductions take off generic mana only
    (118.7a) and the total never goes below what its coloured symbols ask."""
    more = sum(c.amount for c in changes if c.amount > 0)
    less = -sum(c.amount for c in changes if c.amount < 0)
    return colored + max(0, generic + more - less)
