"""A spell cast or an ability activated, as told: who, what, at what (telling.py reads it,
activating.py tells abilities, line.py writes it). Apart so the helpers that make one need not
import telling.py, which imports them."""

from __future__ import annotations

from dataclasses import dataclass, field

from .things import Thing


@dataclass
class Spell:
    caster: str
    spell: Thing
    target: Thing | str | None = None  # a creature, a player (ME/OTHER) or nothing
    effect: tuple[int, Thing | str] | None = None  # "que hace 3 de daño a …"
    # An activated ability of ``spell`` (its source) instead of a spell: "" its one ability, or
    # a loyalty cost ("-3"); None for a spell (activating.py).
    ability: str | None = None
    also: list[Thing] = field(default_factory=list)  # more targets ("… pelea con su elfo")
    x: int | None = None  # the value of X chosen as it is cast ("con X=2": after_name.py)
    before_combat: bool = False  # told before any attack or block of the message
    mode: int | None = None  # the mode chosen as it is cast (700.2a: modes_told.py)


__all__ = ["Spell"]
