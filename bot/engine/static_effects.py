"""What the static abilities on the battlefield (while their sources have them, 611.3a) and the
resolved spells' continuous effects (their set locked in, 611.2c) of one kind act on now: the
permanents kept tapped (502.3), those whose activated abilities can't be activated (602.5)."""

from __future__ import annotations

from .characteristics import chars_of, condition_met
from .selectors import matches
from .state import GameState


def affected_by(state: GameState, effect_type: str) -> set[str]:
    """Ids of the permanents that effects of ``effect_type`` in force act on."""
    found: set[str] = set()
    for ce in state.continuous:
        if ce.effect.type == effect_type:
            found |= set(ce.affected)
    for holder in state.permanents:
        chars = chars_of(state, holder)
        for index, ability in enumerate(holder.statics):
            if index not in chars.statics or not condition_met(state, holder, ability.condition):
                continue
            for effect in ability.effects:
                if effect.type != effect_type:
                    continue
                found |= set(effect.objects)
                host = chars.attached_to
                found |= {
                    p.id
                    for p in state.permanents
                    if any(
                        matches(f, chars_of(state, p), chars.controller, holder.id, host)
                        for f in effect.each
                    )
                }
    return found
