"""Life gained or lost "equal to its power" (or toughness): "Exile target creature. Its
controller gains life equal to its power." (Swords to Plowshares), "When this creature dies,
you gain life equal to its power." (Bottle Golems).

608.2h: an effect that reads information about an object uses its current information if it
is still where the effect expects it, and its last known information otherwise; a creature
exiled by the instruction before, or that died to trigger the ability, is read as it last
existed on the battlefield (its power after every effect then applying, not the printed
one). "Its controller" is that object's controller as it last was, too.
"""

from __future__ import annotations

from . import citations as C
from .characteristics import board
from .chars import Chars
from .effects import GainLife, LoseLife
from .events import LeftBattlefield
from .outcome import Trace
from .state import GameState


def _as_last_seen(state: GameState, pid: str, trace: Trace) -> Chars | None:
    """The object's characteristics now on the battlefield, or as it left it (608.2h)."""
    now = board(state).chars.get(pid)
    if now is not None:
        return now
    for event in reversed(trace.events):
        if isinstance(event, LeftBattlefield) and event.last.id == pid:
            return event.chars
    gone = state.last_known(pid)  # left in an earlier part of the run: as it was printed
    if gone is None:
        return None
    return Chars(
        id=gone.id,
        name=gone.name,
        controller=gone.controller,
        types=set(gone.types),
        subtypes=set(gone.subtypes),
        supertypes=set(gone.supertypes),
        colors=set(gone.colors),
        keywords=set(gone.keywords),
        power=gone.power,
        toughness=gone.toughness,
    )


def bound(
    state: GameState,
    effect: GainLife | LoseLife,
    legal: frozenset[str] | None,
    controller: str,
    trace: Trace,
) -> GainLife | LoseLife | None:
    """The effect with its amount and player fixed from the object it reads; None when that
    object is an illegal target now or its information is nowhere (nothing happens)."""
    named = [t for t in effect.targets if legal is None or t in legal] + effect.objects
    seen = next((c for c in (_as_last_seen(state, n, trace) for n in named) if c), None)
    if seen is None:
        return None
    which = effect.equal_to or "power"
    value = seen.power if which == "power" else seen.toughness
    amount = max(0, value or 0)  # a negative power gives no life (107.1b)
    player = seen.controller if effect.its_controller else controller
    trace.add(
        "resolve.equal_to",
        C.CURRENT_OR_LAST_KNOWN,
        what=seen.name,
        which=which,
        value=value or 0,
        player=player,
        on_battlefield=seen.id in board(state).chars,
    )
    return effect.model_copy(
        update={
            "amount": amount,
            "targets": [],
            "objects": [player],
            "equal_to": None,
            "its_controller": False,
            "same_targets_as": None,
            "unchosen_target": False,
        }
    )
