"""Crew (702.122a): "Crew N" means "Tap any number of other untapped creatures you control with
total power N or greater: This permanent becomes an artifact creature until end of turn."
Saddle (702.171a) has the same cost (saddle.py): checked and paid here, worded for saddling.

The creatures tapped are its controller's choice, named after the Vehicle as the ability is
activated ("activa Smuggler's Copter: Grizzly Bears"): never chosen for them. Each must be
another untapped creature they control, and their total power at least N (601.2h: a cost
that can't be paid fully is not paid at all, 118.3).
"""

from __future__ import annotations

from . import citations as C
from .abilities import ActivatedAbility
from .characteristics import board
from .errors import ScenarioError
from .layers import ref
from .outcome import Trace
from .saddle import saddles
from .state import GameState, StackItem


def take_crew(
    state: GameState, item: StackItem, ability: ActivatedAbility, trace: Trace
) -> tuple[StackItem, list[str]] | None:
    """(the item without its crew, the creatures that crew it); None, with the step that
    says why, when those named can't pay the cost. Not a crew ability: (item, [])."""
    if ability.crew is None:
        return item, []
    source = item.name.split(" de ", 1)[-1]
    saddle = saddles(ability)
    if not item.chosen:  # the player's choice (702.122a): asked, never made for them
        verb, rule = ("se ensilla con", "702.171a") if saddle else ("tripula", "702.122a")
        raise ScenarioError(
            f"«{source}» {verb} {ability.crew}: escribe tras la fuente qué criaturas se giran "
            f"para pagarlo, con fuerza total {ability.crew} o más (regla {rule}).",
            fragment=source,
            example=f'eventos:"activa {source}: Grizzly Bears"',
        )
    chars = board(state).chars
    named = list(dict.fromkeys(item.chosen))
    wrong = []
    for pid in named:
        perm, now = state.permanent(pid), chars.get(pid)
        if (
            perm is None
            or now is None
            or "creature" not in now.types
            or now.controller != item.controller
            or pid == item.source
            or perm.tapped
        ):
            wrong.append(pid)
    total = sum(chars[p].power or 0 for p in named if p not in wrong)
    if wrong or total < ability.crew:
        trace.add(
            "activation.crew_unpaid",
            C.SADDLE if saddle else C.CREW,
            C.CANT_PAY,
            item={"name": item.name},
            named=[ref(state, p) for p in (state.permanent(x) for x in named) if p is not None],
            wrong=[ref(state, p) for p in (state.permanent(x) for x in wrong) if p is not None],
            total=total,
            needed=ability.crew,
            saddle=saddle,
        )
        return None
    return item.model_copy(update={"chosen": []}), named


def tap_crew(
    state: GameState, crew: list[str], needed: int | None, trace: Trace, saddle: bool = False
) -> None:
    """Pay the crew (or saddle) cost: tap the creatures chosen (701.26a)."""
    if not crew or needed is None:
        return
    tapped = [p for p in (state.permanent(x) for x in crew) if p is not None]
    for perm in tapped:
        perm.tapped = True
    power = board(state).chars
    trace.add(
        "activation.crewed",
        C.PAY_COSTS,
        C.SADDLE if saddle else C.CREW,
        C.TAP_UNTAP,
        who=[ref(state, p) for p in tapped],
        total=sum(power[p.id].power or 0 for p in tapped if p.id in power),
        needed=needed,
        saddle=saddle,
    )
