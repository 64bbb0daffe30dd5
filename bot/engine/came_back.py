"""Which of the permanents that left the battlefield came back to it (exiled "until" its
source left, 610.3; returned by a linked ability, 607.2a; undying or persist): the answer must
not list among what is off the battlefield a card the final state shows on it. A card that
comes back keeps its id (it is a new object, 400.7, but the same card the scenario named)."""

from __future__ import annotations

from .outcome import Death
from .state import GameState


def mark_returns(deaths: list[Death], state: GameState) -> list[Death]:
    """``deaths`` in order, each marked ``back`` when its card was on the battlefield again
    later: it left once more (a later leaving of the same id) or is there at the end."""
    on_board = {p.id for p in state.permanents}
    out = []
    for i, death in enumerate(deaths):
        again = any(later.id == death.id for later in deaths[i + 1 :])
        out.append(
            death.model_copy(update={"back": True}) if again or death.id in on_board else death
        )
    return out
