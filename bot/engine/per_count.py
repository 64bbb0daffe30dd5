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
    """The effect with its amount multiplied by the count now (``per`` spent): its amount, the
    tokens it creates, or its +N/+N (an X the text defines, 107.3c, read once: 608.2h)."""
    per = getattr(effect, "per", None)
    fields = {
        name: value
        for name in ("amount", "count", "power", "toughness")
        if isinstance(value := getattr(effect, name, None), int)
    }
    if per is None or not fields:
        return effect
    times = count(state, per, you, source, board(state).chars)
    each = next(iter(v for v in fields.values() if v), 0)
    trace.add(
        "resolve.per_count", C.CURRENT_OR_LAST_KNOWN, each=each, times=times, total=each * times
    )
    update: dict[str, object] = {name: value * times for name, value in fields.items()}
    return effect.model_copy(update={**update, "per": None})
