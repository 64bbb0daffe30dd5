"""Station (702.184) and station cards (721): charge counters and the "N+ |" striations.

"Station" means "Tap another untapped creature you control: Put a number of charge counters
on this permanent equal to the tapped creature's power. Activate only as a sorcery."
(702.184a). The creature tapped is its controller's choice, named after the source as it is
activated (``activa Galvanizing Sawship: Grizzly Bears``), as crew's are (crew.py): exactly
one other untapped creature they control, never chosen for them. Its power is bound as the
cost is paid; as the ability resolves, the creature's power then counts if it is still on the
battlefield, and its power as it last was there otherwise (608.2h).

A station symbol "{N+}" is a static ability: "As long as this permanent has N or more charge
counters on it, it has [abilities]" and, with a P/T box, "is a creature with base power and
toughness [P/T] in addition to its other types" (721.2a, 721.2b). language/stations.py reads
each striation into abilities with ``condition_charge``; ``Permanent.charge`` holds the
counters (``carga:N`` in a scenario), which level counters and a Class's level never touch.
"""

from __future__ import annotations

from . import citations as C
from .abilities import ActivatedAbility
from .characteristics import board
from .effects import Effect, Station
from .errors import ScenarioError
from .layers import ref
from .outcome import Trace
from .state import GameState, Permanent, StackItem


def take_station(
    state: GameState, item: StackItem, ability: ActivatedAbility, trace: Trace
) -> tuple[StackItem, list[str]] | None:
    """(the item with the names left for its targets, [the creature tapped: the first one
    named]); None, with the step that says why, when that creature can't pay the cost. Not
    an ability with this cost: (item, [])."""
    if not ability.stations:
        return item, []
    source = item.name.split(" de ", 1)[-1]
    named = list(item.chosen)
    if not named:  # 702.184a: "Tap another untapped creature": the player's choice, asked
        raise ScenarioError(
            f"«{source}» se activa girando otra criatura enderezada: escribe tras la fuente "
            "cuál se gira para pagarlo, la primera nombrada (regla 702.184a); después, sus "
            "objetivos si los tiene.",
            fragment=source,
            example=f'eventos:"activa {source}: Grizzly Bears"',
        )
    chars = board(state).chars
    perm, now = state.permanent(named[0]), chars.get(named[0])
    if (
        perm is None
        or now is None
        or "creature" not in now.types
        or now.controller != item.controller
        or perm.id == item.source
        or perm.tapped
    ):
        trace.add(
            "activation.station_unpaid",
            *([C.STATION] if any(isinstance(e, Station) for e in ability.effects) else []),
            C.CANT_PAY,
            item={"name": item.name},
            who=ref(state, perm) if perm is not None else {"name": named[0]},
        )
        return None
    return item.model_copy(update={"chosen": named[1:]}), named[:1]  # the rest: its targets


def bind_station(state: GameState, item: StackItem, tapped: list[str]) -> StackItem:
    """The station effect told which creature pays its cost and that creature's power now."""
    if not tapped or not any(isinstance(e, Station) for e in item.effects):
        return item
    power = board(state).chars[tapped[0]].power or 0
    effects = [
        e.model_copy(update={"tapped": tapped[0], "power": power}) if isinstance(e, Station) else e
        for e in item.effects
    ]
    return item.model_copy(update={"effects": effects})


def tap_station(
    state: GameState, tapped: list[str], ability: ActivatedAbility, trace: Trace
) -> None:
    """Pay the cost: tap the creature chosen (701.26a); 702.184a cited for Station's own."""
    perm = state.permanent(tapped[0]) if tapped else None
    if perm is None:
        return
    perm.tapped = True
    power = board(state).chars[perm.id].power or 0
    station = any(isinstance(e, Station) for e in ability.effects)
    trace.add(
        "activation.stationed",
        C.PAY_COSTS,
        *([C.STATION] if station else []),
        C.TAP_UNTAP,
        who=ref(state, perm),
        power=power,
        station=station,
    )


def put_charge(
    state: GameState,
    effect: Effect,
    doer: object,
    perms: list[str],
    players: list[str],
    trace: Trace,
) -> None:
    """702.184a: charge counters equal to the tapped creature's power (none below 1)."""
    assert isinstance(effect, Station)
    creature = state.permanent(effect.tapped or "")
    power = board(state).chars[creature.id].power if creature is not None else effect.power
    amount = max(power or 0, 0)
    for pid in perms:
        perm = state.permanent(pid)
        if perm is None:  # gone before it resolved: no counters (400.7)
            continue
        perm.charge += amount
        reached = striations_now(perm)
        animated = any(  # 721.2b: the striation with the P/T box makes it a creature
            a.condition_charge in reached and any(e.type == "become" for e in a.effects)
            for a in perm.statics
        )
        trace.add(
            "resolve.station",
            C.STATION,
            *([C.STATION_SYMBOL] if reached else []),
            *([C.STATION_CREATURE] if animated else []),
            who=ref(state, perm),
            amount=amount,
            charge=perm.charge,
            reached=reached,
        )


def striations_now(perm: Permanent) -> list[int]:
    """The Ns of the station symbols whose abilities it has now (721.2a), lowest first."""
    found = {a.condition_charge for a in perm.abilities if a.condition_charge is not None}
    return sorted(n for n in found if perm.charge >= n)


__all__ = ["bind_station", "put_charge", "striations_now", "take_station", "tap_station"]
