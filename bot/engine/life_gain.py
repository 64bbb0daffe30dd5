"""Players who can't gain life ("Players can't gain life", "Your opponents can't gain life",
"Players can't gain life this turn"): the "can't" wins over every effect that would have them
gain life, lifelink's included (101.2), so the gain is 0 and no life-gain event happens (119.10:
no event for 0 life, so "whenever you gain life" does not trigger either).

Static abilities apply while their permanent has them (characteristics.py); a spell's or an
ability's effect applies to the players it fixed as it resolved (611.2c).
"""

from __future__ import annotations

from .characteristics import players_named, static_effects_in_force
from .effects import CantGainLife
from .state import GameState


def cant_gain(state: GameState, player: str) -> str | None:
    """The name of what stops ``player`` gaining life now; None when nothing does."""
    for _holder, chars, effect in static_effects_in_force(state):
        if isinstance(effect, CantGainLife):
            named = players_named(
                state, effect.objects + effect.targets, effect.each, chars.controller
            )
            if player in named:
                return chars.name
    for ce in state.continuous:
        if isinstance(ce.effect, CantGainLife) and player in ce.affected:
            source = state.last_known(ce.source or "") if ce.source else None
            return source.name if source is not None else ""
    return None
