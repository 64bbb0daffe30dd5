"""Transforming double-faced permanents (701.27, 712): one object, two faces.

712.8d, 712.8e: a double-faced permanent has only the characteristics of the face that is up
(its mana value stays its front face's). To transform it is to turn it over (701.27a): it is
not a new object (712.18), so its counters, damage, Auras and Equipment, tapped status and the
effects that applied to it stay, and its timestamp does not change. ``Permanent.other_face``
keeps the face that is down as data; ``turn_over`` swaps it with the one up.

The card's back face is read from the card data like any card's text (language/cards.py
reads it beside the front, language/transforming.py gives its abilities); a permanent told
``transformada`` starts with its back face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field, NonNegativeInt

from . import citations as C
from .abilities import Ability
from .base import Model
from .vocabulary import CardType, Color, Keyword, ProtectionQuality

if TYPE_CHECKING:
    from .outcome import Trace
    from .state import GameState, Permanent


class Face(Model):
    """The characteristics and abilities of one face of a double-faced card (712.8)."""

    name: str
    types: set[CardType] = Field(default_factory=set)
    subtypes: set[str] = Field(default_factory=set)
    supertypes: set[Literal["legendary", "basic", "snow", "world"]] = Field(default_factory=set)
    colors: set[Color] = Field(default_factory=set)
    power: int | None = None
    toughness: int | None = None
    loyalty: NonNegativeInt | None = None
    keywords: set[Keyword] = Field(default_factory=set)
    protection_from: set[ProtectionQuality] = Field(default_factory=set)
    toxic: NonNegativeInt = 0
    abilities: list[Ability] = Field(default_factory=list)
    ward: list[str] = Field(default_factory=list)
    flanking: NonNegativeInt = 0
    evolve: NonNegativeInt = 0
    # 702.145: daybound (front faces) and nightbound (back faces), bot/engine/day_night.py.
    daybound: bool = False
    nightbound: bool = False
    printed_final_chapter: NonNegativeInt = 0  # a Saga face's (714.2d)


FACE_FIELDS = tuple(Face.model_fields)


def turn_over(perm: Permanent) -> bool:
    """701.27a: turn ``perm`` over so its other face is up; False (nothing happens) when it
    is no double-faced permanent (701.27c) or that face is an instant or sorcery (701.27d)."""
    other = perm.other_face
    if other is None or other.types & {"instant", "sorcery"}:
        return False
    up = Face.model_validate({f: getattr(perm, f) for f in FACE_FIELDS})
    for name in FACE_FIELDS:
        setattr(perm, name, getattr(other, name))
    perm.other_face = up
    perm.transformed = not perm.transformed
    return True


def transform(state: GameState, perm: Permanent, trace: Trace, *rules: str) -> bool:
    """Transform ``perm`` and say so (its name before and after); ``rules``: why it does."""
    from .layers import ref

    before = ref(state, perm)
    if not turn_over(perm):
        trace.add("faces.cant_transform", C.TRANSFORM_ONLY_DFC, who=before)
        return False
    trace.add(
        "faces.transformed",
        *rules,
        C.TRANSFORM,
        C.TRANSFORM_SAME_OBJECT,
        C.BACK_FACE if perm.transformed else C.FRONT_FACE,
        who=before,
        now=ref(state, perm),
        back=perm.transformed,
    )
    return True


def transform_objects(
    state: GameState,
    effect: object,
    doer: object,
    perms: list[str],
    players: list[str],
    trace: Trace,
) -> None:
    """The effect "transform this creature" (701.27a) on each permanent it names. Daybound and
    nightbound let their permanent transform only by their own abilities (702.145b, 702.145e)."""
    from .layers import ref

    for pid in perms:
        perm = state.require_permanent(pid)
        if perm.daybound or perm.nightbound:
            rule = C.DAYBOUND if perm.daybound else C.NIGHTBOUND
            trace.add("faces.locked", rule, who=ref(state, perm))
            continue
        transform(state, perm, trace)


def front_face_up(perm: Permanent) -> None:
    """712.8a, 712.14: a double-faced card anywhere but the battlefield and the stack has only
    its front face's characteristics, and enters front face up unless told "transformed"."""
    if perm.transformed:
        turn_over(perm)


def exile_and_return(
    state: GameState,
    effect: object,
    doer: object,
    perms: list[str],
    players: list[str],
    trace: Trace,
) -> None:
    """Exile each named permanent, then return it to the battlefield under its controller's
    control (the effect's), transformed if it says so: a new object (400.7)."""
    from .entering import add_entering_counters, as_new_object
    from .events import Entered
    from .outcome import phrase
    from .zones import leave_together

    transformed = bool(getattr(effect, "transformed", False))
    controller = getattr(doer, "controller", "")
    why = phrase("why.moved", how="exile", by=None)
    gone = leave_together(state, [(pid, "exile") for pid in perms], trace, why, [C.EXILE])
    for left in gone:
        card = next((p for p in state.exile if p.id == left.permanent.id), None)
        if card is None or card.token or left.to != "exile":  # 111.7: a token doesn't return
            continue
        front_face_up(card)
        if transformed and card.other_face is None:  # 712.14a: it stays where it is
            trace.add("faces.cant_transform", C.ENTERS_TRANSFORMED, who={"name": card.name})
            continue
        state.exile.remove(card)
        who = (card.owner or card.controller) if getattr(effect, "owner", False) else controller
        back = as_new_object(state, card, who or card.controller, sick=True, lore=None)
        if transformed:
            turn_over(back)
        state.permanents.append(back)
        trace.events.append(Entered(back.id))
        trace.add(
            "faces.returns",
            C.NEW_OBJECT,
            *([C.ENTERS_TRANSFORMED, C.BACK_FACE] if transformed else []),
            who={"name": card.name},
            now={"name": back.name},
            transformed=transformed,
        )
        add_entering_counters(back, trace, state)
