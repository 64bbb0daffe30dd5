"""Effects that last "until your next turn" (611.2a: a continuous effect from a resolved spell
or ability lasts as long as it says): Teferi, Hero of Dominaria's "[+1]: … Until your next
turn, up to one target creature gets -3/-0", Gideon's "can't attack or block until your next
turn".

They outlast the end of the turn they were made in (the cleanup step ends only "until end of
turn" effects, 514.2) and work through the other players' turns, ending as the turn of the
player who controls them begins: before that turn's untap step, so a creature it shrank
untaps, draws and attacks at its own size.
"""

from __future__ import annotations

from . import citations as C
from .effect_phrases import continuous as effect_phrase
from .layers import ref
from .outcome import Trace
from .state import GameState
from .zones import snapshot


def end_until_next_turn(state: GameState, player: str, trace: Trace) -> None:
    """``player``'s turn begins: their "until your next turn" effects end, all at once."""
    ending = [
        e
        for e in state.continuous
        if e.effect.duration == "until_your_next_turn" and e.controller == player
    ]
    if not ending:
        return
    before = snapshot(state)
    state.continuous = [e for e in state.continuous if e not in ending]
    after = snapshot(state)
    names = {p.id: p for p in state.permanents}
    trace.add(
        "turn.until_next_turn_ends",
        C.DURATION_STATED,
        player=player,
        effects=[effect_phrase(e.effect) for e in ending],
        to=[ref(state, names[i]) for e in ending for i in e.affected if i in names],
        changed=[
            {"name": p.name, "pt": list(after[p.id][:2])}
            for p in state.permanents
            if before[p.id][:2] != after[p.id][:2] and after[p.id][0] is not None
        ],
    )
