"""A player leaving a multiplayer game (800.4a), and what leaves with them.

In a two-player game the game ends when a player loses (104.2a), so nothing here applies. With
more players the game goes on without them, in three steps that are not state-based actions:
what they own leaves the game and effects that gave them control end; then their spells and
abilities on the stack cease to exist; then whatever they still control is exiled. An Aura
whose creature left is then put into its owner's graveyard by the next check (704.5m).
"""

from __future__ import annotations

from . import citations as C
from .characteristics import controller_of
from .effects import GainControl
from .outcome import Trace, phrase
from .state import GameState
from .zones import leave_together


def leave_the_game(state: GameState, players: list[str], trace: Trace) -> None:
    """The ``players`` who just lost leave the game, if at least two players remain in it."""
    if not players or sum(not p.lost for p in state.players) < 2:
        return
    for name in players:
        owned = [(p.id, "game") for p in state.permanents if (p.owner or p.controller) == name]
        trace.add(
            "leaving.player_leaves",
            C.LEAVES_GAME,
            player=name,
            objects=[{"name": state.require_permanent(pid).name} for pid, _ in owned],
        )
        leave_together(state, owned, trace, phrase("why.owner_left", player=name), [C.LEAVES_GAME])
        # Effects that gave the player control of something end with them (613.1b reverts).
        state.continuous = [
            ce
            for ce in state.continuous
            if not (isinstance(ce.effect, GainControl) and ce.controller == name)
        ]
        state.turn.stack = [item for item in state.turn.stack if item.controller != name]
        kept = [(p.id, "exile") for p in state.permanents if controller_of(state, p) == name]
        if kept:
            trace.add(
                "leaving.exiled",
                C.LEAVES_GAME,
                player=name,
                objects=[{"name": state.require_permanent(pid).name} for pid, _ in kept],
            )
            leave_together(
                state, kept, trace, phrase("why.controller_left", player=name), [C.LEAVES_GAME]
            )
