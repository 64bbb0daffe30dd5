"""An amount "for each" something, counted as the effect happens: "You gain 2 life for each
creature you control", "Draw a card for each land you control" (608.2h: a value the effect
reads from the game is read as it resolves). The count is the same one characteristic-defining
abilities use (bot/engine/counts.py); the step says what was counted."""

from __future__ import annotations

from . import citations as C
from .characteristics import board
from .counts import count
from .effects import Effect
from .outcome import Trace
from .state import GameState


def counted(state: GameState, effect: Effect, you: str, source: str | None, trace: Trace) -> Effect:
    """The effect with its amount multiplied by the count now (``per`` spent)."""
    per = getattr(effect, "per", None)
    amount = getattr(effect, "amount", None)
    if per is None or amount is None:
        return effect
    times = count(state, per, you, source, board(state).chars)
    trace.add(
        "resolve.per_count", C.CURRENT_OR_LAST_KNOWN, each=amount, times=times, total=amount * times
    )
    return effect.model_copy(update={"amount": amount * times, "per": None})
