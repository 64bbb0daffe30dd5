"""What the static abilities on the battlefield (while their sources have them, 611.3a) and the
resolved spells' continuous effects (their set locked in, 611.2c) of one kind act on now: the
permanents kept tapped (502.3), those whose activated abilities can't be activated (602.5),
those whose damage is prevented (615.1a)."""

from __future__ import annotations

from collections.abc import Iterator

from .characteristics import chars_of, static_effects_in_force
from .effects import Effect
from .selectors import matches
from .state import GameState


def in_force(state: GameState, effect_type: str) -> Iterator[tuple[Effect, set[str]]]:
    """Each effect of ``effect_type`` in force, with the permanents (or players) it acts on."""
    for ce in state.continuous:
        if ce.effect.type == effect_type:
            yield ce.effect, set(ce.affected)
    for holder, chars, effect in static_effects_in_force(state):
        if effect.type != effect_type:
            continue
        host = chars.attached_to
        named = set(effect.objects) | {
            p.id
            for p in state.permanents
            if any(
                matches(f, chars_of(state, p), chars.controller, holder.id, host)
                for f in effect.each
            )
        }
        yield effect, named


def affected_by(state: GameState, effect_type: str) -> set[str]:
    """Ids of the permanents that effects of ``effect_type`` in force act on."""
    found: set[str] = set()
    for _, named in in_force(state, effect_type):
        found |= named
    return found
