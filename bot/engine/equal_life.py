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

from dataclasses import dataclass

from . import citations as C
from .characteristics import board
from .effects import GainLife, LoseLife
from .events import LeftBattlefield
from .layers import power_toughness
from .outcome import Trace
from .state import GameState


@dataclass(frozen=True)
class _Seen:
    name: str
    controller: str
    power: int | None
    toughness: int | None
    here: bool  # still on the battlefield


def _as_last_seen(state: GameState, pid: str, trace: Trace) -> _Seen | None:
    """The object as it is on the battlefield, or as it last was there (608.2h): its P/T
    after every effect then applying (a pump until end of turn counts)."""
    perm = state.permanent(pid)
    if perm is not None:
        power, toughness = power_toughness(state, perm)
        return _Seen(perm.name, board(state).chars[pid].controller, power, toughness, True)
    gone = state.last_known(pid)
    if gone is None:
        return None
    controller = gone.controller
    for event in reversed(trace.events):
        if isinstance(event, LeftBattlefield) and event.last.id == pid:
            controller = event.chars.controller
            break
    death = next((d for d in reversed(trace.deaths) if d.id == pid), None)
    if death is not None:
        return _Seen(gone.name, controller, death.power, death.toughness, False)
    return _Seen(gone.name, controller, gone.power, gone.toughness, False)


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
    player = seen.controller if effect.its_controller else controller
    if effect.equal_to is None:  # a written amount: only the player is read from the object
        return _fixed_for(effect, player)
    which = effect.equal_to
    value = seen.power if which == "power" else seen.toughness
    amount = max(0, value or 0)  # a negative power gives no life (107.1b)
    trace.add(
        "resolve.equal_to",
        C.CURRENT_OR_LAST_KNOWN,
        what=seen.name,
        which=which,
        value=value or 0,
        player=player,
        on_battlefield=seen.here,
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


def _fixed_for(effect: GainLife | LoseLife, player: str) -> GainLife | LoseLife:
    update = {"targets": [], "objects": [player], "its_controller": False}
    update |= {"same_targets_as": None, "unchosen_target": False}
    return effect.model_copy(update=update)
