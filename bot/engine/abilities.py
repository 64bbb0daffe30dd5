"""A permanent's abilities as data: triggered (603), activated (602) and static (604).

* A triggered ability names its trigger event; when that event happens the ability goes on
  the stack the next time a player would receive priority (603.3, 117.5).
* An activated ability is what a ``cast``/``activate`` timeline event or a stack object
  refers to; of its cost the engine pays loyalty (606.4), {T}, life and sacrificing its
  source, never mana (no mana pool is kept).
* A static ability's effects exist only while its source is on the battlefield (611.3b) and
  apply at every moment to whatever they describe (611.3a); their timestamp is the source's
  (613.7a).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from .base import Model
from .effects import ContinuousKind, Effect
from .selectors import Filter
from .vocabulary import CardType, Color, StepName

TriggerEvent = Literal[
    "dies",
    "enters",
    "leaves",
    "deals_damage",
    "gains_life",
    "discards",
    "beginning_of_step",
    "attacks",
    "casts",
    # 509.3a, 509.3c: "whenever this creature blocks", "… becomes blocked", "… blocks or
    # becomes blocked" (Bushido, 702.45a).
    "blocks",
    "becomes_blocked",
    "blocks_or_blocked",
    # 714.2b: a Saga's chapter ability, triggered by lore counters (bot/engine/sagas.py).
    "chapter",
    # 708.8: "When this creature is turned face up" (bot/engine/face_down.py).
    "turned_face_up",
    # "Whenever enchanted creature attacks or blocks" (508.1m, 509.1i): either declaration.
    "attacks_or_blocks",
    # 716.2a: "When this Class becomes level N" (bot/engine/class_levels.py).
    "class_level",
]


class SpellFilter(Model):
    """What a cast spell must be for "whenever you cast a … spell" (601.2i): any of
    ``types`` (none: any type), none of ``not_types`` ("noncreature"), any of ``colors``."""

    types: set[CardType] = Field(default_factory=set)
    not_types: set[CardType] = Field(default_factory=set)
    colors: set[Color] = Field(default_factory=set)


class Trigger(Model):
    event: TriggerEvent
    # Whose event: None = the ability's own source ("when this creature dies"); a Filter for
    # "whenever a creature you control dies"; for gains_life and discards, a player filter
    # (default: you).
    subject: Filter | None = None
    step: StepName | None = None  # beginning_of_step: which step
    # beginning_of_step; "enchanted": the turn of the controller of the permanent its source
    # is attached to ("At the beginning of the upkeep of enchanted creature's controller").
    whose_turn: Literal["yours", "each", "opponents", "enchanted"] = "yours"
    combat_only: bool = False  # deals_damage: only combat damage
    to_player: bool = False  # deals_damage: only damage dealt to a player
    spell: SpellFilter | None = None  # casts: what the spell must be (with ``subject``: who)
    # attacks: only when it is the only creature declared as an attacker (702.83b).
    alone: bool = False
    # chapter: its chapter number N (714.2a): it triggers when the lore counters on its Saga
    # go from less than N to at least N (714.2b).
    chapter: int | None = None
    # An intervening "if" about the turn before (603.4): "if no spells were cast last turn"
    # (none), "if a player cast two or more spells last turn" (two_or_more); day_night.py.
    last_turn_spells: Literal["none", "two_or_more"] | None = None
    # attacks: only while its source is saddled ("attacks while saddled", 702.171b).
    saddled: bool = False
    # class_level: the level N its Class becomes (716.2a).
    level: int | None = None


class TriggeredAbility(Model):
    kind: Literal["triggered"] = "triggered"
    name: str = ""
    trigger: Trigger
    effects: list[Effect] = Field(min_length=1)  # of a modal one: every mode's, in order
    # A modal triggered ability (700.2, 603.3c): each mode's effects and printed text, and
    # how many may be chosen (at least, at most); the mode is chosen as it goes on the stack
    # (bot/engine/trigger_modes.py).
    modes: list[list[Effect]] = Field(default_factory=list)
    mode_texts: list[str] = Field(default_factory=list)
    choose: tuple[int, int] = (1, 1)
    # Printed in a leveler's striation (711.2): it has it only within these level counters.
    condition_level: tuple[int, int | None] | None = None
    # Printed under a Class's level bar (716.2a): it has it only while that Class is level N
    # or greater (bot/engine/class_levels.py).
    class_level: int | None = None
    # Printed in a station card's striation "N+ |" (721.2a): it has it only while its
    # permanent has N or more charge counters (bot/engine/station.py).
    condition_charge: int | None = None


class ActivatedAbility(Model):
    kind: Literal["activated"] = "activated"
    name: str = ""
    cost: str = ""
    effects: list[Effect] = Field(min_length=1)
    # "Activate only as a sorcery" (602.5d), as Equip is (702.6a).
    sorcery_speed: bool = False
    # The parts of its cost the engine pays (bot/engine/activation.py); mana is not tracked.
    # 606.2: a loyalty ability's cost in loyalty counters ("+2", "−3", "0": 2, -3, 0).
    loyalty: int | None = None
    tap: bool = False  # {T} (118.3: an already tapped permanent can't be tapped to pay it)
    sacrifice_self: bool = False  # "Sacrifice this creature" (701.21a)
    life: int = Field(default=0, ge=0)  # "Pay N life" (119.4)
    # "Sacrifice a creature", "Sacrifice another artifact": what else is sacrificed, chosen
    # as it is activated (the first name written after the source in ``activa``).
    sacrifice: Filter | None = None
    # "Remove a +1/+1 counter from this creature": counters removed from the source.
    remove_counters: dict[Literal["+1/+1", "-1/-1"], int] = Field(default_factory=dict)
    # Crew N (702.122a): "Tap any number of other untapped creatures you control with total
    # power N or greater" (bot/engine/crew.py).
    crew: int | None = Field(default=None, ge=0)
    # 602.5b: "Activate only once each turn."; "Activate only during your turn." and "…
    # during your upkeep." (a timing restriction, like 602.5d's).
    once_each_turn: bool = False
    your_turn: bool = False
    step: StepName | None = None
    # "[−X]" (107.3a): X is announced as it is activated, so this reading of the text (its X
    # stood in) is never run; the activation reads it again with the X written (loyalty_x.py).
    loyalty_x: bool = False
    # Printed in a leveler's striation (711.2): it has it only within these level counters.
    condition_level: tuple[int, int | None] | None = None
    # A modal activated ability ("{1}, Sacrifice this creature: Choose one —", 700.2a): each
    # mode's effects (empty: not read) and printed text, and how many may be chosen; chosen
    # as it is activated (bot/engine/activated_modes.py).
    modes: list[list[Effect]] = Field(default_factory=list)
    mode_texts: list[str] = Field(default_factory=list)
    choose: tuple[int, int] = (1, 1)
    # Printed under a Class's level bar (716.2a): it has it only while that Class is level N
    # or greater (bot/engine/class_levels.py).
    class_level: int | None = None
    # Printed in a station card's striation "N+ |" (721.2a): it has it only while its
    # permanent has N or more charge counters (bot/engine/station.py).
    condition_charge: int | None = None
    # Station (702.184a): its cost taps exactly one other untapped creature its controller
    # controls, named after the source as it is activated, as crew's are (crew.py).
    stations: bool = False

    @property
    def is_mana(self) -> bool:
        """605.1a: no target, it could add mana, and it is not a loyalty ability."""
        return (
            self.loyalty is None
            and any(e.type == "add_mana" for e in self.effects)
            and not any(e.targets or e.unchosen_target for e in self.effects)
        )


class StaticAbility(Model):
    kind: Literal["static"] = "static"
    name: str = ""
    effects: list[ContinuousKind] = Field(min_length=1)
    # "If you control a creature, …", "As long as you control an artifact, …": the ability
    # applies only while its controller controls a permanent that fits (604.1: a static
    # ability does what it says while its conditions are met).
    condition: Filter | None = None
    # "as long as you control three or more artifacts" (at least that many fit
    # ``condition``), "as long as you control no Islands" (none does).
    condition_count: int = Field(default=1, ge=1)
    condition_none: bool = False
    # "as long as it's your turn" / "… not your turn": whose turn it is now.
    condition_turn: Literal["yours", "not_yours"] | None = None
    # "Enchanted creature has protection from the chosen color. This effect doesn't remove this
    # Aura.": the protection it grants never puts its own Aura into the graveyard (702.16c).
    spares_source: bool = False
    # A leveler's level symbol (711.2a, 711.2b): the ability applies only while its permanent
    # has at least the first number of level counters and, with a range, no more than the
    # second (None: "N+"). bot/engine/levels.py.
    condition_level: tuple[int, int | None] | None = None
    # Printed under a Class's level bar (716.2a): it has it only while that Class is level N
    # or greater (bot/engine/class_levels.py).
    class_level: int | None = None
    # "Max speed — [ability]" (702.178a): only while its controller's speed is at least this
    # (4: max speed, 702.179e; speed.py).
    condition_speed: int | None = None
    # Printed in a station card's striation "N+ |" (721.2a): it has it only while its
    # permanent has N or more charge counters (bot/engine/station.py).
    condition_charge: int | None = None


Ability = Annotated[
    TriggeredAbility | ActivatedAbility | StaticAbility, Field(discriminator="kind")
]
