"""What a permanent is doing in the combat, for a target that asks it: "target attacking
creature", "target blocking creature", "target attacking or blocking creature".

A creature is attacking from its declaration as an attacker (508.1) until it is removed from
combat or combat ends (506.4); it is blocking from its declaration as a blocker (509.1). Outside
a combat (no ``state.combat``) nothing is attacking or blocking, so such a target has no legal
choice (601.2c) and one chosen earlier is illegal as the spell resolves (608.2b).
"""

from __future__ import annotations

from dataclasses import replace

from .chars import Chars
from .state import GameState


def combat_roles(state: GameState, pid: str) -> frozenset[str]:
    """``attacking`` and/or ``blocking`` for ``pid`` now, plus ``attacking_or_blocking`` for
    either."""
    if state.combat is None:
        return frozenset()
    attacks = state.combat.attacks
    attacking = any(a.attacker == pid for a in attacks)
    blocking = any(pid in a.blockers for a in attacks)
    roles = [("attacking", attacking), ("blocking", blocking)]
    roles.append(("attacking_or_blocking", attacking or blocking))
    return frozenset(role for role, doing in roles if doing)


def with_combat_roles(state: GameState, chars: Chars) -> Chars:
    """A copy of ``chars`` that knows what it is doing in the combat."""
    return replace(chars, combat_roles=combat_roles(state, chars.id))
