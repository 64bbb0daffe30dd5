"""Whether a static ability's condition holds right now (604.1: a static ability does what
it says while its conditions are met; 611.3a: it applies at every moment it holds).

The conditions are data on the ability (bot/engine/abilities.py, ``StaticAbility``): a count
of the permanents its controller controls that fit a filter ("as long as you control three
or more artifacts", "… no Islands"), and whose turn it is ("as long as it's your turn").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .abilities import StaticAbility
    from .state import GameState, Permanent


def in_band(perm: Permanent, band: tuple[int, int | None]) -> bool:
    """711.2a, 711.2b: at least ``low`` level counters and, with a range, no more than
    ``high`` (levels.py; the same test ``Permanent.activated`` and ``.triggered`` make)."""
    low, high = band
    return perm.level >= low and (high is None or perm.level <= high)


def holds(state: GameState, perm: Permanent, ability: StaticAbility, count: int | None) -> bool:
    """``count``: how many permanents fit the ability's filter (None: it has none)."""
    if count is not None:
        if ability.condition_none:
            if count:
                return False
        elif count < ability.condition_count:
            return False
    if ability.condition_level is not None and not in_band(perm, ability.condition_level):
        return False
    if ability.class_level is not None and (perm.class_level or 1) < ability.class_level:
        return False  # 716.2a: "As long as this Class is level N or greater"
    if ability.condition_charge is not None and perm.charge < ability.condition_charge:
        return False  # 721.2a: "As long as this permanent has N or more charge counters"
    if ability.condition_turn is not None:
        mine = state.active_name == perm.controller
        if mine != (ability.condition_turn == "yours"):
            return False
    if ability.condition_speed is not None:  # 702.178a: "As long as your speed is 4"
        controller = state.player(perm.controller)
        if controller is None or controller.speed < ability.condition_speed:
            return False
    return True
