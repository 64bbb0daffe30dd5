"""Abilities an effect gives in quotes (613.1f: layer 6): "Enchanted creature has "{T}: This
creature deals 1 damage to any target."", "Creatures you control have "When this creature
dies, draw a card."".

Such an ability belongs to the object that has it, not to the effect's source (113.1a,
113.2c): it triggers when its own trigger event happens to that object (603.2) and is activated
as that object's ability (602), paying that object's {T} or sacrificing it; "this creature" in
it names that object. The language reads the quoted text once, with ``HOLDER`` standing where
"this creature" is, and the layers give each object it applies to the abilities
(``Chars.granted``); here the stand-in becomes that object's id.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from pydantic import TypeAdapter

from .abilities import ActivatedAbility, TriggeredAbility
from .characteristics import board
from .chars import Chars
from .state import GameState, Permanent

# What the quoted ability's "this creature" is read as until an object has it.
HOLDER = "@poseedor"

_ABILITY: TypeAdapter[TriggeredAbility | ActivatedAbility] = TypeAdapter(
    TriggeredAbility | ActivatedAbility
)


@lru_cache(maxsize=512)
def _bound(text: str, holder: str) -> TriggeredAbility | ActivatedAbility:
    return _ABILITY.validate_json(text.replace(json.dumps(HOLDER), json.dumps(holder)))


def bind(ability: dict[str, Any], holder: str) -> TriggeredAbility | ActivatedAbility:
    """The ability (as data) as the object ``holder`` has it: its "this creature" is it."""
    return _bound(json.dumps(ability, sort_keys=True), holder)


def bind_data(abilities: list[dict[str, Any]], holder: str) -> list[dict[str, Any]]:
    """A token's own abilities as data (TokenSpec.abilities), "this token" made ``holder``."""
    here = json.dumps(holder)
    return [json.loads(json.dumps(a).replace(json.dumps(HOLDER), here)) for a in abilities]


def granted_triggered(perm: Permanent, chars: Chars) -> list[TriggeredAbility]:
    """The triggered abilities the layers gave ``perm`` (its characteristics ``chars``)."""
    found = (bind(a, perm.id) for a in chars.granted if a.get("kind") == "triggered")
    return [a for a in found if isinstance(a, TriggeredAbility)]


def granted_activated(state: GameState, perm: Permanent) -> list[ActivatedAbility]:
    """The activated abilities the layers give ``perm`` now (none once it has left)."""
    chars = board(state).chars.get(perm.id)
    given = chars.granted if chars is not None else []
    found = (bind(a, perm.id) for a in given if a.get("kind") == "activated")
    return [a for a in found if isinstance(a, ActivatedAbility)]


def waits_for(state: GameState, events: tuple[str, ...]) -> bool:
    """Whether some permanent has a triggered ability of one of ``events``, its own or one an
    effect gives it (combat tells the declaration's triggers only when there are some)."""
    if any(a.trigger.event in events for p in state.permanents for a in p.triggered):
        return True
    return any(
        a.get("kind") == "triggered" and a.get("trigger", {}).get("event") in events
        for ch in board(state).chars.values()
        for a in ch.granted
    )
