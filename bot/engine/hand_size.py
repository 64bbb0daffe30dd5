"""A player's maximum hand size (402.2: normally seven; the cleanup step discards down to it,
514.1), and the static abilities that lift it ("You have no maximum hand size")."""

from __future__ import annotations

from .play_limits import statics_in_force
from .state import GameState


def no_maximum(state: GameState, player: str) -> str | None:
    """The name of a permanent whose ability gives ``player`` no maximum hand size, or None."""
    for _effect, source, controller in statics_in_force(state, "no_max_hand_size"):
        if controller == player:
            return source
    return None
