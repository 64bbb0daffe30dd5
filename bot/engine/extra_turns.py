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
from .effects import Effect, ExtraTurn, SetLife

if TYPE_CHECKING:
    from .outcome import Trace
    from .state import GameState


def extra_turn(
    state: GameState,
    effect: Effect,
    doer: object,
    perms: list[str],
    players: list[str],
    trace: Trace,
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


def life_changes(
    state: GameState, effect: Effect, players: list[str], trace: Trace
) -> list[tuple[str, int]]:
    """119.5: each player's life to gain (positive) or lose (negative) to end up with the new
    total, said first; resolve.py gains or loses it as any life is."""
    assert isinstance(effect, SetLife)
    out: list[tuple[str, int]] = []
    for name in players:
        player = state.player(name)
        assert player is not None
        change = effect.life - player.life
        trace.add("resolve.set_life", C.LIFE_SET, player=name, life=effect.life, change=change)
        if change:
            out.append((name, change))
    return out
