"""Two instructions about a player's turn and life total, as a spell or ability resolves:

* "Take an extra turn after this one" (500.7): the turn is added right after this one; of
  several, the most recently created is taken first. The scenario's next turn is then that
  player's (``siguiente turno`` in ``eventos:``), and the one after goes on in turn order.
* "Target player's life total becomes 1" (119.5): the player gains or loses the life that
  makes that number their total, so whatever applies to gaining or losing life applies to it
  (a doubling of life gained, "can't gain life", a trigger on life lost).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C
from .effects import Effect, ExtraTurn, GainLife, LoseLife, SetLife

if TYPE_CHECKING:
    from .outcome import Trace
    from .resolve import Doer
    from .state import GameState


def extra_turn(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, ExtraTurn)
    for name in players:  # APNAP order (500.7): the last added is taken first
        state.extra_turns.append(name)
        trace.add("resolve.extra_turn", C.EXTRA_TURN, player=name)


def next_player(state: GameState, usual: str, trace: Trace) -> str:
    """Whose turn comes next: the most recently created extra turn's player, else ``usual``."""
    while state.extra_turns:
        name = state.extra_turns.pop()
        player = state.player(name)
        if player is not None and not player.lost:
            trace.add("turn.extra", C.EXTRA_TURN, player=name)
            return name
    return usual


def set_life(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, SetLife)
    from .resolve import do_effect  # the one way life is gained or lost (resolve.py)

    for name in players:
        player = state.player(name)
        assert player is not None
        change = effect.life - player.life
        trace.add("resolve.set_life", C.LIFE_SET, player=name, life=effect.life, change=change)
        if change:
            kind = GainLife if change > 0 else LoseLife
            do_effect(state, kind(amount=abs(change), objects=[name]), doer, trace)
