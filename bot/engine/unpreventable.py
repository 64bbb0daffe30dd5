"""Damage that can't be prevented (615.12): "Damage can't be prevented this turn" (a resolved
spell's effect) and a permanent's "Damage can't be prevented" or "Combat damage that would be
dealt by creatures you control can't be prevented" (while it is on the battlefield, 611.3a).
Protection and prevention shields then prevent none of it, and shields are not used up."""

from __future__ import annotations

from collections.abc import Iterator

from .characteristics import chars_of, static_effects_in_force
from .effects import CantPreventDamage
from .selectors import matches
from .state import GameState


def _in_force(state: GameState) -> Iterator[tuple[CantPreventDamage, str]]:
    """Every "can't be prevented" effect in force, with its controller."""
    for ce in state.continuous:
        if isinstance(ce.effect, CantPreventDamage):
            yield ce.effect, ce.controller or state.active_name
    for _, chars, effect in static_effects_in_force(state):
        if isinstance(effect, CantPreventDamage):
            yield effect, chars.controller


def unpreventable(state: GameState, source: str, combat: bool) -> bool:
    """Whether damage from the permanent or object ``source`` (combat damage or not) can't
    be prevented now."""
    for effect, controller in _in_force(state):
        if effect.combat_only and not combat:
            continue
        if effect.by is not None:
            perm = state.permanent(source)
            if perm is None or not matches(effect.by, chars_of(state, perm), controller, None):
                continue
        return True
    return False
