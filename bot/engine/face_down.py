"""Face-down permanents (708) and turning them face up with morph, megamorph or disguise
(702.37, 702.168).

A permanent written ``boca abajo`` is a 2/2 face-down creature with no text, no name, no
subtypes and no mana cost (708.2a), and one with disguise has ward {2} too (702.168a): every
other characteristic of its card, and every ability, is set aside in ``face_up`` until it is
turned face up (``turn_face_down``). The scenario still calls it by its card's name, which its
controller may look at (708.5), and the answer says it is face down.

Turning it face up (``turn_face_up``) is a special action that doesn't use the stack (116.2b,
702.37e, 702.168d): its controller pays its morph or disguise cost (named, not spent from a
mana pool, which the engine doesn't keep) and it regains its normal characteristics; it is
the same permanent, so its damage, counters and the effects applied to it stay (708.8), and
abilities that speak of entering don't trigger (708.8). Megamorph puts a +1/+1 counter on it as
it is turned face up (702.37b). "When this creature is turned face up" abilities trigger on the
``TurnedFaceUp`` event. The player gets priority afterward (116.3): whatever is on the stack is
still there, so a face-down creature can be turned face up in response.
"""

from __future__ import annotations

from . import citations as C
from .effects import TurnFaceUp
from .errors import ScenarioError
from .events import TurnedFaceUp
from .layers import ref
from .outcome import Trace
from .state import GameState, Permanent

# What a face-down permanent has instead of its card's characteristics and abilities (708.2a);
# the rest (damage, counters, tapped, controller, what it is attached to) is the permanent's
# own and stays as it turns face up or down (708.8).
_CHARACTERISTICS = (
    "types",
    "subtypes",
    "supertypes",
    "colors",
    "power",
    "toughness",
    "loyalty",
    "keywords",
    "protection_from",
    "toxic",
    "abilities",
    "mana_value",
    "ward",
    "flanking",
    "evolve",
    "combat_keywords",
    "upkeep_costs",
    "printed_final_chapter",
)
FACE_UP_EXAMPLE = (
    'escenario criaturas:"Ainok Tracker boca abajo" eventos:"pone boca arriba Ainok Tracker"'
)


def turn_face_down(perm: Permanent) -> None:
    """708.2a: ``perm`` becomes a 2/2 face-down creature with no text, no name, no subtypes and
    no mana cost (with disguise, ward {2}: 702.168a); what it was is kept to turn it up."""
    if perm.face_down:  # 708.2b
        return
    perm.face_up = perm.model_copy(deep=True)
    fields = Permanent.model_fields
    for name in _CHARACTERISTICS:
        setattr(perm, name, fields[name].get_default(call_default_factory=True))
    perm.types, perm.power, perm.toughness, perm.mana_value = {"creature"}, 2, 2, 0
    if perm.face_up_cost is not None and perm.face_up_cost[0] == "disguise":
        perm.ward = ["{2}"]
    perm.face_down = True


def turn_face_up(state: GameState, effect: TurnFaceUp, trace: Trace) -> None:
    """702.37e, 702.168d: each face-down permanent turned face up by its controller."""
    for pid in effect.objects:
        perm = state.permanent(pid)
        if perm is None:
            continue
        face_up, paid = perm.face_up, perm.face_up_cost
        if not perm.face_down or face_up is None:
            raise ScenarioError(
                f"«{perm.name}» no está boca abajo: solo un permanente boca abajo se pone boca "
                "arriba (regla 708.7). Escríbelo «boca abajo» en el tablero.",
                fragment=perm.name,
                example=FACE_UP_EXAMPLE,
            )
        if paid is None:
            raise ScenarioError(
                f"«{perm.name}» no tiene un coste de metamorfosis ni de disfraz de maná que el "
                "motor lea: no se puede poner boca arriba así (reglas 702.37e y 702.168d).",
                fragment=perm.name,
                example=FACE_UP_EXAMPLE,
            )
        kind, cost = paid
        for name in _CHARACTERISTICS:
            setattr(perm, name, getattr(face_up, name))
        perm.face_down, perm.face_up = False, None
        rules = [C.TURN_UP_DISGUISE if kind == "disguise" else C.TURN_UP_MORPH]
        rules += [C.TURN_UP_SPECIAL, C.TURNED_UP, C.PRIORITY_AFTER_SPECIAL]
        if kind == "megamorph":  # 702.37b: as it is turned face up (708.11)
            perm.plus_counters += 1
            rules.append(C.MEGAMORPH)
        trace.add(
            "face_down.turned_up",
            *rules,
            who=ref(state, perm),
            player=perm.controller,
            cost=cost,
            keyword=kind,
        )
        trace.events.append(TurnedFaceUp(perm.id))
