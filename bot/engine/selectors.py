"""Which objects or players an effect or a trigger speaks of: "each creature without flying",
"other creatures you control", "each opponent".

A Filter is data; ``matches`` reads it against an object's current characteristics (after
the layers, 613) and is relative to whoever controls the effect: "you" is that player.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .base import Model
from .chars import Chars
from .vocabulary import CardType, Color, Keyword

FilterKind = Literal[
    "creature", "permanent", "player", "planeswalker", "artifact", "land", "enchantment"
]
Whose = Literal["any", "you", "opponent"]


class Filter(Model):
    kind: FilterKind = "creature"
    controller: Whose = "any"
    other: bool = False  # everything but the effect's own source
    with_keywords: set[Keyword] = Field(default_factory=set)
    without_keywords: set[Keyword] = Field(default_factory=set)
    colors: set[Color] = Field(default_factory=set)  # any of these colours
    not_colors: set[Color] = Field(default_factory=set)  # none of these ("nonblack")
    subtype: str | None = None
    not_subtype: str | None = None  # "non-Wall creatures"
    not_supertype: str | None = None  # "nonbasic lands"
    # Card types it must have besides its kind's: "artifact creatures" (205.2b: an object of
    # several card types is each of them).
    also_types: set[CardType] = Field(default_factory=set)
    # "target artifact or enchantment", "creature or planeswalker": with kind "permanent",
    # one of these card types at least; "nonland permanent": none of ``not_types`` (205.4b:
    # "non" followed by a card type means without that type).
    any_types: set[CardType] = Field(default_factory=set)
    not_types: set[CardType] = Field(default_factory=set)
    # "enchanted creature", "equipped creature": the permanent the effect's source (an Aura
    # or an Equipment) is attached to right now (301.5a, 303.4); nothing if it is unattached.
    attached: bool = False
    # What a target must be right now besides its characteristics (115.1, rechecked as the
    # spell resolves, 608.2b): "target tapped creature" (110.5), "target creature with power 4
    # or greater" (208.1: its power after every effect). None: not asked.
    tapped: bool | None = None
    power_at_least: int | None = None
    power_at_most: int | None = None
    toughness_at_least: int | None = None
    toughness_at_most: int | None = None
    # "all lands target player controls", "each creature that player or that planeswalker's
    # controller controls": controlled by the player the same effect targets, or by the
    # controller of the planeswalker it targets (bot/engine/target_groups.py); ``controller``
    # is then "any".
    of_target: bool = False
    # "target attacking creature", "target blocking creature", "target attacking or blocking
    # creature": what it is doing in the combat right now (506.4, 508.1, 509.1; combat_roles.py).
    # Not a characteristic: asked of a target as it is chosen and again as it resolves.
    in_combat: Literal["attacking", "blocking", "attacking_or_blocking"] | None = None


_KIND_TYPE: dict[str, CardType] = {
    "creature": "creature",
    "planeswalker": "planeswalker",
    "artifact": "artifact",
    "land": "land",
    "enchantment": "enchantment",
}


def matches(
    flt: Filter, chars: Chars, you: str, source: str | None, host: str | None = None
) -> bool:
    """Does this object (its current characteristics) fit the filter, for controller ``you``?

    ``host`` is what the source is attached to; without it an ``attached`` filter fits nothing.
    """
    if flt.kind == "player":
        return False
    if flt.attached and (host is None or chars.id != host):
        return False
    if flt.kind != "permanent" and _KIND_TYPE[flt.kind] not in chars.types:
        return False
    if flt.also_types - chars.types:
        return False
    if flt.any_types and not flt.any_types & chars.types or flt.not_types & chars.types:
        return False
    if flt.other and chars.id == source:
        return False
    if not _whose(flt.controller, chars.controller, you):
        return False
    if flt.with_keywords - chars.keywords or flt.without_keywords & chars.keywords:
        return False
    if flt.colors and not flt.colors & chars.colors:
        return False
    if flt.not_colors & chars.colors:
        return False
    if flt.not_supertype is not None and flt.not_supertype in chars.supertypes:
        return False
    if flt.tapped is not None and chars.tapped != flt.tapped:
        return False
    if flt.in_combat is not None and flt.in_combat not in chars.combat_roles:
        return False
    if not _within(chars.power, flt.power_at_least, flt.power_at_most):
        return False
    if not _within(chars.toughness, flt.toughness_at_least, flt.toughness_at_most):
        return False
    subtypes = {s.lower() for s in chars.subtypes}
    if flt.not_subtype is not None and flt.not_subtype.lower() in subtypes:
        return False
    return flt.subtype is None or flt.subtype.lower() in subtypes


def _within(value: int | None, least: int | None, most: int | None) -> bool:
    if least is None and most is None:
        return True
    if value is None:  # a noncreature has no power to compare (208.3)
        return False
    return (least is None or value >= least) and (most is None or value <= most)


def matches_player(flt: Filter, player: str, you: str) -> bool:
    return flt.kind == "player" and _whose(flt.controller, player, you)


def _whose(wanted: Whose, owner: str, you: str) -> bool:
    return wanted == "any" or (owner == you) == (wanted == "you")
