"""Transforming double-faced permanents (701.27, 712): one object, two faces.

712.8d, 712.8e: a double-faced permanent has only the characteristics of the face that is up
(its mana value stays its front face's). To transform it is to turn it over (701.27a): it is
not a new object (712.18), so its counters, damage, Auras and Equipment, tapped status and the
effects that applied to it stay, and its timestamp does not change. ``Permanent.other_face``
keeps the face that is down as data; face_turning.py swaps it with the one up, and
transforming.py does it in a game (its steps and rules).

The card's back face is read from the card data like any card's text (language/cards.py
reads it beside the front, language/transforming.py gives its abilities); a permanent told
``transformada`` starts with its back face up.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, NonNegativeInt

from .abilities import Ability
from .base import Model
from .vocabulary import CardType, Color, Keyword, ProtectionQuality


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
