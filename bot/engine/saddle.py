"""Saddle (702.171a) and the summoning-sickness check of {T} abilities (602.5a).

"Saddle N" means "Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."
Its cost is Crew's (702.122a): the creatures tapped are named after the Mount as it is
activated (``activa Quilled Charger: Grizzly Bears``) and crew.py checks and pays them, its
steps worded for saddling. The cost taps those creatures, not the Mount, so a creature that
came under its controller's control this turn may pay it (302.6 speaks only of the {T} of a
creature's own ability). Resolving, the Mount becomes saddled (702.171b) until end of turn
(turn.py clears the designation), which its "attacks while saddled" abilities look at.

A creature's activated ability with {T} in its cost can't be activated unless the creature has
been under its controller's control since their most recent turn began, unless it has haste
(302.6, 602.5a). The engine knows it only where the scenario says it (``mareo:sí``); an
unsaid one is not assumed either way.
"""

from __future__ import annotations

from . import citations as C
from .abilities import ActivatedAbility
from .characteristics import chars_of
from .layers import ref
from .outcome import Trace
from .state import GameState, StackItem


def saddles(ability: ActivatedAbility) -> bool:
    """Whether ``ability`` is a Saddle ability (its effect makes its source saddled)."""
    return any(effect.type == "become_saddled" for effect in ability.effects)


def become_saddled(
    state: GameState,
    effect: object,
    doer: object,
    perms: list[str],
    players: list[str],
    trace: Trace,
) -> None:
    """Each named permanent becomes saddled until end of turn (702.171b)."""
    for pid in perms:
        perm = state.permanent(pid)
        if perm is None:  # gone before it resolved: nothing becomes saddled
            continue
        perm.saddled = True
        trace.add("activation.saddled", C.SADDLE, C.SADDLED, who=ref(state, perm))


def sick_tap(state: GameState, item: StackItem, ability: ActivatedAbility, trace: Trace) -> bool:
    """True, with the step that says why, when the ability's {T} can't be used because its
    creature came under its controller's control this turn and has no haste (602.5a)."""
    perm = state.permanent(item.source or "")
    if perm is None or not ability.tap or not perm.sick:
        return False
    now = chars_of(state, perm)
    if "creature" not in now.types or "haste" in now.keywords:
        return False
    trace.add(
        "activation.sick",
        C.TAP_ABILITY_SICK,
        C.SUMMONING_SICKNESS,
        item={"name": item.name},
        who=ref(state, perm),
    )
    return True


__all__ = ["become_saddled", "saddles", "sick_tap"]
