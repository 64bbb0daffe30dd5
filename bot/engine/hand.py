"""Cards leaving a hand or a graveyard as a whole: discarding (701.9) and shuffling a
graveyard into a library (701.24). Hands and libraries are counts of unnamed cards; a named
card in a graveyard is a ``Permanent`` in ``state.graveyard`` (as it last was)."""

from __future__ import annotations

from .events import Discarded
from .outcome import Trace
from .state import GameState, Player


def discard(state: GameState, player: Player, amount: int | None, trace: Trace) -> int:
    """``player`` discards ``amount`` cards (their whole hand if None), as many as they have:
    from hand to graveyard (701.9a), one event a card. Returns how many were discarded."""
    count = player.hand if amount is None else min(amount, player.hand)
    player.hand -= count
    player.graveyard_unnamed += count
    trace.events += [Discarded(player.name)] * count
    return count


def mill(player: Player, amount: int) -> int:
    """``player`` mills ``amount`` cards: from the top of their library to their graveyard
    (701.17a), only as many as the library has (701.17b). Returns how many moved; with a
    library of unknown size, all of them (as a draw does)."""
    moved = amount if player.library is None else min(amount, player.library)
    if player.library is not None:
        player.library -= moved
    player.graveyard_unnamed += moved
    return moved


def shuffle_graveyard_into_library(state: GameState, player: Player) -> int:
    """Every card of ``player``'s graveyard goes into their library, which is shuffled
    (701.24a). Returns how many cards moved; a library of unknown size stays unknown."""
    named = [c for c in state.graveyard if (c.owner or c.controller) == player.name]
    moved = len([c for c in named if not c.token]) + player.graveyard_unnamed
    state.graveyard = [c for c in state.graveyard if c not in named]
    player.graveyard_unnamed = 0
    if player.library is not None:
        player.library += moved
    return moved
