"""An object's current characteristics: what the layers (613) make of a permanent.

Plain data, computed by ``characteristics.py``; every rule that asks "does it have flying?",
"is it a creature?", "who controls it?" reads these, never the printed fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Chars:
    id: str
    name: str
    controller: str
    types: set[str]
    subtypes: set[str]
    supertypes: set[str]
    colors: set[str]
    keywords: set[str]
    power: int | None
    toughness: int | None
    # Which of the permanent's own static abilities it still has after layer 6 (by index).
    statics: list[int] = field(default_factory=list)
    lost_all: bool = False
    # Protection from colours, card types or everything (702.16): an ability, so layer 6.
    protection: set[str] = field(default_factory=set)
    # What this Aura or Equipment is attached to: its "enchanted/equipped creature".
    attached_to: str | None = None
    # Its tapped status (110.5), for "target tapped creature": not a characteristic, carried
    # here so a filter can ask it where it asks the rest.
    tapped: bool = False
    # Abilities an effect gives it in quotes (layer 6, 613.1f): triggered and activated
    # ones, "this creature" in them still unbound (bot/engine/granted.py binds it).
    granted: list[dict[str, Any]] = field(default_factory=list)
    # What it is doing in the combat ("attacking", "blocking" and "attacking_or_blocking" for
    # either), set only where a filter asks it (combat_roles.py): not a characteristic.
    combat_roles: frozenset[str] = frozenset()

    def copy(self) -> Chars:
        return Chars(
            self.id,
            self.name,
            self.controller,
            set(self.types),
            set(self.subtypes),
            set(self.supertypes),
            set(self.colors),
            set(self.keywords),
            self.power,
            self.toughness,
            list(self.statics),
            self.lost_all,
            set(self.protection),
            self.attached_to,
            self.tapped,
            list(self.granted),
            self.combat_roles,
        )
