"""What happened, as the trigger system reads it (603.2): game events, not scenario input.

Rules that make something happen (damage, state-based actions, resolving effects, turn
steps) append these to ``Trace.events``; ``triggers.py`` reads the ones it has not seen yet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .chars import Chars
from .state import Permanent


@dataclass(frozen=True)
class LeftBattlefield:
    """A permanent left the battlefield; ``to`` is where it went. ``last`` is its last known
    information (the permanent as it last was, 603.10a), ``chars`` its characteristics then."""

    last: Permanent
    chars: Chars
    to: str  # "graveyard" | "exile"
    batch: int = 0  # permanents that left in the same event share it (603.10a)

    @property
    def died(self) -> bool:
        return self.to == "graveyard"


@dataclass(frozen=True)
class Entered:
    permanent: str


@dataclass(frozen=True)
class DamageDealt:
    source: str  # a permanent id, or the name of a spell
    target: str
    amount: int
    combat: bool
    to_player: bool


@dataclass(frozen=True)
class Attacked:
    """A creature was declared as an attacker (508.3a): ``target`` is the player or
    planeswalker (or battle) it attacks."""

    attacker: str
    target: str
    alone: bool = False  # the only creature declared as an attacker that combat (702.83b)


@dataclass(frozen=True)
class BlockDeclared:
    """Blockers were declared (509.1i): ``permanent`` blocks (once each combat, however many
    it blocks, 509.3a) or, as an attacker, became blocked (once, however many block it,
    509.3c)."""

    permanent: str
    role: Literal["blocks", "blocked"]


@dataclass(frozen=True)
class LifeGained:
    player: str
    amount: int


@dataclass(frozen=True)
class Discarded:
    """A player discarded one card (701.9a): one event a card, so "whenever a player
    discards a card" triggers once for each (603.2c)."""

    player: str


@dataclass(frozen=True)
class SpellCast:
    """A player cast a spell (601.2i: it "becomes cast" once it is on the stack and its costs
    are paid). ``types`` is empty when the spell is not a card of the card data."""

    player: str
    name: str
    types: frozenset[str]
    colors: frozenset[str]


@dataclass(frozen=True)
class BecameTarget:
    """A permanent became the target of a spell or ability on the stack (115.1, 601.2c): ward
    triggers on it (702.21a). ``item`` names the stack object, ``player`` controls it."""

    permanent: str
    item: str
    player: str


@dataclass(frozen=True)
class StepBegan:
    step: str
    active: str


@dataclass(frozen=True)
class LevelGained:
    """A Class's level became ``level`` (716.2a): "When this Class becomes level N"."""

    permanent: str
    level: int


@dataclass(frozen=True)
class LoreAdded:
    """Lore counters were put on a Saga (714.3a, 714.3b): how many it had before and after,
    which chapter abilities read (714.2b)."""

    permanent: str
    before: int
    after: int


@dataclass(frozen=True)
class TurnedFaceUp:
    """A face-down permanent was turned face up (708.8): "When this creature is turned face
    up" abilities trigger (bot/engine/face_down.py)."""

    permanent: str


@dataclass(frozen=True)
class LifeLost:
    """A player lost life (119.3), from damage (120.3a) or an effect that says so: what
    "whenever an opponent loses life" reads (speed, 702.179d; bot/engine/speed.py)."""

    player: str
    amount: int


GameEvent = (
    LeftBattlefield
    | BlockDeclared
    | Entered
    | DamageDealt
    | LifeGained
    | Discarded
    | StepBegan
    | Attacked
    | SpellCast
    | BecameTarget
    | LoreAdded
    | TurnedFaceUp
    | LevelGained
    | LifeLost
)
