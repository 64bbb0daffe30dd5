"""Which creatures can't attack, can't block or can't be blocked right now (508.1c, 509.1b):
from the static abilities of the permanents on the battlefield (while they have them, 611.3a)
and from resolved spells and abilities (their set locked in as they resolved, 611.2c)."""

from __future__ import annotations

from collections.abc import Iterator

from .characteristics import chars_of, static_effects_in_force
from .effects import CantBeBlockedBy, CombatRestriction, Effect
from .selectors import matches
from .state import GameState, Permanent


def _named(state: GameState, source: Permanent, effect: Effect) -> set[str]:
    """The permanents a static ability's effect names now, for its source's controller."""
    chars = chars_of(state, source)
    ids = {i for i in (*effect.objects, *effect.targets) if state.permanent(i) is not None}
    for perm in state.permanents:
        if any(
            matches(f, chars_of(state, perm), chars.controller, source.id, source.attached_to)
            for f in effect.each
        ):
            ids.add(perm.id)
    return ids


def _active(state: GameState) -> Iterator[tuple[Effect, set[str]]]:
    """Every combat restriction in force, with the permanents it applies to."""
    for ce in state.continuous:
        if isinstance(ce.effect, CombatRestriction | CantBeBlockedBy):
            yield ce.effect, set(ce.affected)
    for perm, _, effect in static_effects_in_force(state):
        if isinstance(effect, CombatRestriction | CantBeBlockedBy):
            yield effect, _named(state, perm, effect)


def cant_attack(state: GameState, perm: Permanent) -> bool:
    return any(
        isinstance(e, CombatRestriction) and e.attack and perm.id in ids
        for e, ids in _active(state)
    )


def cant_block(state: GameState, perm: Permanent) -> bool:
    return any(
        isinstance(e, CombatRestriction) and e.block and perm.id in ids for e, ids in _active(state)
    )


def blocking_restrictions(state: GameState, attacker: Permanent) -> list[CantBeBlockedBy]:
    """The attacker's "can't be blocked [by …]" restrictions in force."""
    return [e for e, ids in _active(state) if isinstance(e, CantBeBlockedBy) and attacker.id in ids]
