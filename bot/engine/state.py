"""Pydantic models of the game state the engine reasons about.

Only what the supported rules look at is modelled. Permanents keep their printed (base)
power and toughness; the current values always come from ``layers.power_toughness`` so
that counters and continuous effects are never applied twice.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, NonNegativeInt

from .abilities import Ability, ActivatedAbility, StaticAbility, TriggeredAbility
from .base import Model as _Model
from .effects import ContinuousKind, Effect
from .faces import Face
from .selectors import Filter
from .vocabulary import CardType, Color, Duration, Keyword, ProtectionQuality, StepName


class HandCard(_Model):
    """A card the scenario names in a player's hand (``mano:"Lightning Bolt; Forest"``): its
    name and card types, what an effect that looks at a revealed hand reads of it."""

    name: str
    types: set[CardType] = Field(default_factory=set)


class Player(_Model):
    name: str
    life: int = 20
    poison: NonNegativeInt = 0
    library: NonNegativeInt | None = None
    drew_from_empty_library: bool = False
    cant_lose: bool = False
    lands_played: NonNegativeInt = 0
    land_plays: NonNegativeInt = 1
    # Lands an effect put onto the battlefield this turn: not lands played (305.4).
    lands_put: NonNegativeInt = 0
    lost: bool = False
    hand: NonNegativeInt = 0
    # How many of the cards looked at when surveilling go to the graveyard (``vigilar:1``):
    # the player's choice (701.25a), told by the scenario or asked (surveil.py).
    surveil_to_graveyard: NonNegativeInt | None = None
    # Which permanents and players with counters this player chooses when they proliferate
    # (``proliferar:``; 701.34a): names, ids, "todos" or "ninguno"; None: asked (proliferate.py).
    proliferate: list[str] | None = None
    # 724: this player is the monarch (``monarca:sí``); only one at a time (monarch.py).
    monarch: bool = False
    # Whether this player was dealt damage this turn (``dañado:sí``; bloodthirst.py, 702.54a);
    # None: not said, and nothing in the run dealt them damage yet.
    dealt_damage: bool | None = None
    # The cards of ``hand`` the scenario named (hand_reveal.py); the rest are unnamed cards.
    hand_cards: list[HandCard] = Field(default_factory=list)
    cant_win: bool = False
    # Cards in this player's graveyard that the scenario never named (discarded from a hand
    # of unnamed cards): they count as cards, but their types are unknown.
    graveyard_unnamed: NonNegativeInt = 0
    # Combat damage dealt to this player over the game by each commander, by its name
    # (903.10a: counted per commander, never added up across commanders).
    commander_damage: dict[str, NonNegativeInt] = Field(default_factory=dict)
    # Times this player cast each commander from the command zone this game, by the name
    # before its comma, folded (903.8: each adds {2} to the next such cast; costs.py).
    command_casts: dict[str, NonNegativeInt] = Field(default_factory=dict)
    # Spells this player cast this turn, and in the turn before (730.2, day_night.py); None:
    # not known (the scenario did not say: lanzados:N).
    spells_cast: NonNegativeInt | None = None
    spells_last_turn: NonNegativeInt | None = None
    # 702.179: this player's speed (``velocidad:N``); 0 is no speed, which effects read as 0
    # (702.179f). ``speed_rose``: it already rose this turn (``velocidad_subió:sí``), so its
    # inherent trigger does not trigger again this turn (702.179d; speed.py).
    speed: NonNegativeInt = 0
    speed_rose: bool = False

    def add_commander_damage(self, commander: str, amount: int) -> int:
        """Count ``amount`` more combat damage from ``commander``; its total so far."""
        total = self.commander_damage.get(commander, 0) + amount
        self.commander_damage[commander] = total
        return total


def _creature_only() -> set[CardType]:
    return {"creature"}


class Permanent(_Model):
    id: str
    name: str
    controller: str
    owner: str | None = None
    types: set[CardType] = Field(default_factory=_creature_only)
    subtypes: set[str] = Field(default_factory=set)
    supertypes: set[Literal["legendary", "basic", "snow", "world"]] = Field(default_factory=set)
    token: bool = False
    colors: set[Color] = Field(default_factory=set)
    power: int | None = None
    toughness: int | None = None
    loyalty: NonNegativeInt | None = None
    keywords: set[Keyword] = Field(default_factory=set)
    protection_from: set[ProtectionQuality] = Field(default_factory=set)
    plus_counters: NonNegativeInt = 0
    minus_counters: NonNegativeInt = 0
    damage: NonNegativeInt = 0
    damaged_by_deathtouch: bool = False
    toxic: NonNegativeInt = 0  # total of its toxic N abilities (702.164b: they add up)
    attached_to: str | None = None
    enchant: Literal["creature", "permanent", "player"] = "creature"
    # "Enchant land", "Enchant creature you control" (702.5a): what the Aura may enchant, read
    # from its card; None: as ``enchant`` says.
    enchant_filter: Filter | None = None
    regeneration_shields: NonNegativeInt = 0
    timestamp: int = 0
    abilities: list[Ability] = Field(default_factory=list)
    mana_value: NonNegativeInt | None = None  # 202.3; known for cards of the card data
    commander: bool = False  # its owner's commander (903.3): 903.10a counts its combat damage
    # The targets its controller chooses for its triggered abilities, in order, as the
    # scenario says them (``objetivos:"Flametongue Kavu: Oso"``, 603.3d).
    trigger_targets: list[str] = Field(default_factory=list)
    # Whether its controller pays ward's cost when those targets have ward (702.21a), as the
    # scenario says it after them (``objetivos:"Flametongue Kavu: Oso, no paga"``).
    trigger_pays: bool | None = None
    # The modes its controller chose for its modal triggered ability (``modo:2``, 603.3c),
    # numbered as printed.
    trigger_modes: list[int] = Field(default_factory=list)
    # 110.5: its tapped status (110.5b: permanents enter untapped unless told otherwise).
    tapped: bool = False
    # 302.6: whether it came under its controller's control this turn (``mareo:sí``); None:
    # the scenario did not say (language/sickness.py).
    sick: bool | None = None
    # "This land enters tapped." (614.1d): read from its text, applied as it enters.
    enters_tapped: bool = False
    # 606.3: a loyalty ability of it was activated this turn (no other one may be).
    loyalty_used: bool = False
    # 602.5b: its "only once each turn" abilities activated this turn, by their place (0, 1…).
    used_this_turn: list[int] = Field(default_factory=list)
    # "This creature enters with two +1/+1 counters on it" (614.1c): read from its text,
    # applied as it enters (X is 0 off the stack, 107.3m); ``counters_from_text``: it was
    # described with no counters, so it has those it entered with (the answer says so).
    enters_with_plus: NonNegativeInt = 0
    enters_with_minus: NonNegativeInt = 0
    counters_from_text: bool = False
    # Ward [cost] (702.21a), one mana cost an instance: bot/engine/ward.py triggers it.
    ward: list[str] = Field(default_factory=list)
    # Its instances of flanking (702.25a, 702.25b: each triggers): bot/engine/flanking.py.
    flanking: NonNegativeInt = 0
    # Its instances of evolve (702.100a, 702.100d): bot/engine/evolve.py.
    evolve: NonNegativeInt = 0
    # Battle cry, rampage N, afflict N, melee, training, dethrone, each instance with its N:
    # bot/engine/combat_keywords.py.
    combat_keywords: list[
        tuple[
            Literal[
                "battle cry",
                "rampage",
                "afflict",
                "melee",
                "training",
                "dethrone",
                "myriad",
                "renown",
                "mentor",
            ],
            int,
        ]
    ] = Field(default_factory=list)
    # 702.112b: renowned, a designation it keeps until it leaves (renombrada; renown.py).
    renowned: bool = False
    # 701.37b: monstrous, a designation it keeps until it leaves (monstruosa; monstrosity.py).
    monstrous: bool = False
    # Bloodthirst N (702.54a, 702.54c): the Ns of its instances, added (bloodthirst.py).
    bloodthirst: NonNegativeInt = 0
    # Living weapon (702.92a): its instances, each triggered as it enters (living_weapon.py).
    living_weapon: NonNegativeInt = 0
    # Lore counters on a Saga (714.3); None: the scenario did not say (asked when it matters).
    lore: NonNegativeInt | None = None
    # Its chapter abilities that triggered and are not on the stack yet (714.4).
    chapters_waiting: NonNegativeInt = 0
    # Its final chapter number as printed (714.2d), read or not: a chapter line left unread
    # still counts, so the Saga is never sacrificed early.
    printed_final_chapter: NonNegativeInt = 0
    # Echo (702.30a) and cumulative upkeep (702.24a), each instance as ("echo", cost) or
    # ("cumulative", cost): bot/engine/upkeep_costs.py triggers them at its controller's upkeep.
    upkeep_costs: list[tuple[Literal["echo", "cumulative"], str]] = Field(default_factory=list)
    # Its age counters (702.24a: cumulative upkeep puts one on it and pays for each).
    age_counters: NonNegativeInt = 0
    # 702.30a: whether it came under its controller's control since the beginning of their last
    # upkeep (``eco:sí``); None: not said (asked when its echo would trigger).
    echo_due: bool | None = None
    # Whether its controller pays its echo or cumulative upkeep cost (``paga:sí``/``paga:no``);
    # None: not said (their choice as the ability resolves, asked then).
    upkeep_pays: bool | None = None
    # 708.2a: a 2/2 face-down creature with no text, no name, no subtypes and no mana cost
    # (``boca abajo``); ``face_up`` is the permanent as it is face up, whose characteristics it
    # regains when turned face up (708.8, bot/engine/face_down.py).
    face_down: bool = False
    face_up: Permanent | None = None
    # Morph, megamorph or disguise and the mana cost that turns it face up (702.37e, 702.168d).
    face_up_cost: tuple[Literal["morph", "megamorph", "disguise"], str] | None = None
    # 702.84a: returned by unearth; if it would leave the battlefield, it is exiled instead.
    unearthed: bool = False
    # Level counters (702.87a, 711.2): which level symbol's abilities and P/T it has
    # (bot/engine/levels.py). A permanent said with none has none, as with +1/+1 counters.
    level: NonNegativeInt = 0
    # A transforming double-faced permanent (712.2): the face that is down now (faces.py), and
    # whether its back face is up (701.27g: a "transformed permanent"). None: one face only.
    other_face: Face | None = None
    transformed: bool = False
    # 702.145b, 702.145e: daybound (a front face's), nightbound (a back face's): day_night.py.
    daybound: bool = False
    nightbound: bool = False
    # 702.171b: saddled ("ensillada"), a designation a Mount has until end of turn once its
    # Saddle ability resolves, or told so; "whenever this creature attacks while saddled".
    saddled: bool = False
    # Dash, Evoke or Warp (702.109a, 702.74a, 702.185a): the alternative cost paid for the
    # spell it was ("dash", "evoke", "warp"), as long as it is this object (400.7).
    alternative_paid: str | None = None
    # A Class's level (716.2b): a designation, not counters (716.4); None: it has none, and is
    # treated as level 1 (716.2d). bot/engine/class_levels.py.
    class_level: int | None = None
    # Start your engines! (702.179a): its controller gets speed 1 if they have none (speed.py).
    start_your_engines: bool = False
    # Charge counters (122.1): a station card's "N+" striations look at them (721.2a,
    # bot/engine/station.py). A permanent said with none has none (``carga:N``).
    charge: NonNegativeInt = 0

    @property
    def is_creature(self) -> bool:
        return "creature" in self.types

    @property
    def is_planeswalker(self) -> bool:
        return "planeswalker" in self.types

    @property
    def is_aura(self) -> bool:
        return "enchantment" in self.types and "aura" in {s.lower() for s in self.subtypes}

    @property
    def is_equipment(self) -> bool:
        return "artifact" in self.types and "equipment" in {s.lower() for s in self.subtypes}

    @property
    def is_legendary(self) -> bool:
        return "legendary" in self.supertypes

    @property
    def statics(self) -> list[StaticAbility]:
        return [a for a in self.abilities if isinstance(a, StaticAbility)]

    @property
    def triggered(self) -> list[TriggeredAbility]:
        return [a for a in self.abilities if isinstance(a, TriggeredAbility) and self._has(a)]

    @property
    def activated(self) -> list[ActivatedAbility]:
        return [a for a in self.abilities if isinstance(a, ActivatedAbility) and self._has(a)]

    def _has(self, ability: TriggeredAbility | ActivatedAbility) -> bool:
        """711.2: an ability printed in a leveler's striation only within its levels."""
        if ability.class_level is not None and (self.class_level or 1) < ability.class_level:
            return False  # 716.2a: under a level bar the Class has not reached
        if ability.condition_charge is not None and self.charge < ability.condition_charge:
            return False  # 721.2a: a station striation it has not reached
        band = ability.condition_level
        if band is None:
            return True
        return self.level >= band[0] and (band[1] is None or self.level <= band[1])


class PTEffect(_Model):
    """A continuous effect on power/toughness, applied in its layer-7 sublayer (613.4)."""

    target: str
    sublayer: Literal["a", "b", "c", "d"]
    power: int | None = None
    toughness: int | None = None
    timestamp: int = 0
    description: str = ""  # the scenario's own words for it ("+1/+1"), if it wrote them
    # What it does, as a phrase (effect_phrases.continuous of the effect it comes from).
    described: dict[str, Any] | None = None
    source: str | None = None  # the permanent whose static ability this is, if any
    duration: Duration = "permanent"
    # Rules that say which objects it applies to, cited where it applies ("white creatures":
    # an object's colour is its mana cost's, 202.2).
    rules: list[str] = Field(default_factory=list)


class ContinuousEffect(_Model):
    """A continuous effect made by a resolved spell or ability: its set of affected objects
    or players was locked in when it began (611.2c); it lasts as its ``effect`` says."""

    effect: ContinuousKind
    affected: list[str] = Field(default_factory=list)
    controller: str | None = None
    source: str | None = None
    timestamp: int = 0


class DelayedTrigger(_Model):
    """A delayed triggered ability waiting for its step (603.7a), made by ``made_by``."""

    made_by: str
    controller: str
    step: StepName
    effects: list[Effect] = Field(default_factory=list)
    # "At the beginning of your next upkeep" (rebound, 702.88a): only its controller's step.
    yours: bool = False


class PreventionShield(_Model):
    """Prevent the next ``amount`` damage (all, if null) to ``protects`` this turn (615.7)."""

    protects: str
    amount: NonNegativeInt | None = None
    source: str = ""


class KeywordChange(_Model):
    """Abilities a permanent gains or loses between the two combat damage steps."""

    permanent: str
    gain: set[Keyword] = Field(default_factory=set)
    lose: set[Keyword] = Field(default_factory=set)


class Attack(_Model):
    attacker: str
    target: str
    blocked: bool | None = None
    blockers: list[str] = Field(default_factory=list)
    assignment: list[NonNegativeInt] | None = None

    @property
    def is_blocked(self) -> bool:
        # 509.1h: a creature stays blocked even after all its blockers are gone.
        return bool(self.blockers) if self.blocked is None else self.blocked


class Combat(_Model):
    attacks: list[Attack] = Field(default_factory=list)
    blocker_assignments: dict[str, list[NonNegativeInt]] = Field(default_factory=dict)
    between_steps: list[KeywordChange] = Field(default_factory=list)


class ReboundCast(_Model):
    """Rebound (702.88a): whether its controller casts the card from exile at their next
    upkeep, and the spell it then is (a StackItem's fields, its targets chosen again)."""

    casts: bool
    spell: dict[str, Any] | None = None


class CascadeHit(_Model):
    """Cascade (702.85a): the nonland card with lesser mana value the exiling stopped at, as
    the scenario names it (None: none was found), whether it was cast, and the spell it then
    is (a StackItem's fields)."""

    card: str | None = None
    casts: bool = False
    spell: dict[str, Any] | None = None


class StackItem(_Model):
    """A spell or ability on the stack. Without effects it is only a name in the pile (the
    ``triggers`` question orders it); with effects, it does them when it resolves."""

    name: str
    controller: str
    kind: Literal["spell", "activated", "triggered"] | None = None
    source: str | None = None  # an ability's source permanent; a spell is its own source
    effects: list[Effect] = Field(default_factory=list)
    colors: set[Color] = Field(default_factory=set)  # a spell's colours (protection)
    keywords: set[Keyword] = Field(default_factory=set)  # a spell's own lifelink/deathtouch
    # A spell card's types, when known (card data): an instant or sorcery goes to its
    # owner's graveyard as it finishes resolving (608.2n) or when it fizzles (608.2b).
    types: set[CardType] = Field(default_factory=set)
    # Targets written for an ability taken from its source's text ("activa Bonesplitter:
    # Oso"): they fill the ability's unchosen targets when it is activated (601.2c, 602.2b).
    chosen: list[str] = Field(default_factory=list)
    # A creature sacrificed to cast it ("as an additional cost … sacrifice a creature"):
    # it leaves as the cost is paid (601.2h), before the spell resolves.
    sacrifice: str | None = None
    # A modal spell's modes chosen as it was cast (700.2a), as printed: only they happen.
    modes: list[str] = Field(default_factory=list)
    # "This spell can't be countered." (113.6g: it works while the spell is on the stack).
    uncounterable: bool = False
    # An "up to one" target left with none (115.6): what it did to it is done to nothing.
    zero_targets: bool = False
    # Whether its controller pays a cost an ability asks of them when it targets ("Lightning
    # Bolt: Oso, no paga"): ward's (702.21a); None when the scenario does not say.
    pays: bool | None = None
    # Cycling (702.29a): the card its controller discarded from their hand to activate it.
    cycled: str | None = None
    # Split second (702.61a): while it is on the stack no other spell is cast and no ability
    # that is not a mana ability is activated (bot/engine/split_second.py).
    split_second: bool = False
    # Evolve (702.100a): the creature whose entering triggered it and its power and toughness
    # then; the condition is checked again as it resolves (603.4, bot/engine/evolve.py).
    evolve_from: tuple[str, int, int] | None = None
    # A permanent spell (608.3a): the permanent it becomes as it resolves, its abilities read
    # (bot/engine/permanent_spells.py); None for an instant, a sorcery or an ability.
    permanent: Permanent | None = None
    # A Saga's chapter ability (714.2b): its chapter number; while it is on the stack its Saga
    # is not sacrificed (714.4, bot/engine/sagas.py).
    chapter: int | None = None
    # "As this … enters, choose a color / a creature type" (614.1c): what its controller
    # chose, written with elegido:, made as it enters (614.12a; language/entering_choice.py).
    entering_choice: str | None = None
    # Echo or cumulative upkeep (702.30a, 702.24a): the kind and mana cost of the instance that
    # triggered; paid or its permanent sacrificed as it resolves (bot/engine/upkeep_costs.py).
    upkeep_cost: tuple[Literal["echo", "cumulative"], str] | None = None
    # Buyback (702.27a): its cost and whether its caster paid it (None: not said, asked as it
    # resolves); paid, the card goes to its owner's hand as it resolves (bot/engine/buyback.py).
    buyback: tuple[str, bool | None] | None = None
    # Unearth (702.84a): the name of the graveyard card this ability returns (unearth.py).
    unearthed: str | None = None
    # Storm (702.40a): how many instances the spell has (702.40b), and how many other spells
    # were cast before it this turn, as the scenario tells it (None: asked as it triggers);
    # the new targets told for its copies (707.10c; bot/engine/spell_copies.py).
    storm: int = 0
    cast_before: int | None = None
    copy_targets: list[str] | None = None
    # A copy of a spell (707.10): the spell it copies. It was not cast, and as it leaves the
    # stack it ceases to exist (704.5e): no card goes to a graveyard.
    copy_of: str | None = None
    # Rebound (702.88a): a spell cast from its owner's hand (as a scenario writes a spell) is
    # exiled as it resolves instead of going to the graveyard; ``rebound_cast`` is what its
    # controller told about casting it again at their next upkeep (rebound.py).
    rebound: bool = False
    rebound_cast: ReboundCast | None = None
    # Cascade (702.85a): how many instances (702.85c), the spell's mana value, and what the
    # scenario told each trigger finds and whether it is cast (cascade.py); None: asked.
    cascade: int = 0
    mana_value: int = 0
    cascade_hits: list[CascadeHit] | None = None
    # Dash, Evoke or Warp (702.109a, 702.74a, 702.185a): the keyword, its cost, and whether
    # its caster paid it rather than the mana cost (None: not said, asked as it resolves;
    # bot/engine/alternative_casts.py).
    alternative: tuple[str, str, bool | None] | None = None
    # Entwine, Escalate or Spree (702.42a, 702.120a, 702.172a): the keyword and the mana its
    # controller paid beyond the mana cost for the modes chosen (language/spell_modes.py).
    mode_cost: tuple[str, str] | None = None
    # A modal triggered ability for which no mode was chosen ("choose up to one —", told
    # ``modo:0``): it is removed from the stack (700.2b; trigger_targets.py).
    no_mode: bool = False
    # The modes told for a modal activated ability (``activa Cankerbloom modo 1: …``), as
    # numbered in print; chosen as it is activated (700.2a; activated_modes.py).
    mode_numbers: list[int] = Field(default_factory=list)
    # Ninjutsu (702.49a): the card it puts onto the battlefield (its abilities read), the
    # attacker its controller returns to hand as the cost, and what that attacker was attacking
    # once the cost is paid after blockers (702.49c; bot/engine/ninjutsu.py).
    ninja: Permanent | None = None
    ninjutsu_return: str | None = None
    ninjutsu_target: str | None = None

    @property
    def targets(self) -> list[str]:
        return list(dict.fromkeys(t for e in self.effects for t in e.targets))


class Turn(_Model):
    active_player: str | None = None
    step: StepName = "main1"
    stack: list[StackItem] = Field(default_factory=list)


class GameState(_Model):
    players: list[Player] = Field(
        default_factory=lambda: [Player(name="Jugador A"), Player(name="Jugador B")]
    )
    permanents: list[Permanent] = Field(default_factory=list)
    graveyard: list[Permanent] = Field(default_factory=list)
    effects: list[PTEffect] = Field(default_factory=list)
    continuous: list[ContinuousEffect] = Field(default_factory=list)
    shields: list[PreventionShield] = Field(default_factory=list)
    exile: list[Permanent] = Field(default_factory=list)
    # Permanents returned to a hand, as they last were: only their last known information
    # is read (608.2h); the hand itself is the player's count.
    returned_to_hand: list[Permanent] = Field(default_factory=list)
    # Permanents that left the game with the player who owned them (800.4a), as they last were.
    left_game: list[Permanent] = Field(default_factory=list)
    delayed: list[DelayedTrigger] = Field(default_factory=list)  # 603.7: waiting to trigger
    # Emblems in the command zone (114): neither cards nor permanents; emblems.py.
    emblems: list[Permanent] = Field(default_factory=list)
    combat: Combat | None = None
    turn: Turn = Field(default_factory=Turn)
    # Exiled "until [a permanent] leaves the battlefield" (610.3): exiled id -> that permanent.
    exiled_until: dict[str, str] = Field(default_factory=dict)
    # Exiled by an ability of a permanent (607.2a): exiled id -> that permanent, for its linked
    # "return the exiled card" ability.
    exiled_with: dict[str, str] = Field(default_factory=dict)
    # 730.1: day or night, once the game has become one (None: neither yet); day_night.py.
    day_night: Literal["day", "night"] | None = None
    # Extra turns still to take (500.7), the most recently created last: it is taken first.
    extra_turns: list[str] = Field(default_factory=list)

    def player(self, name: str) -> Player | None:
        return next((p for p in self.players if p.name == name), None)

    def permanent(self, pid: str) -> Permanent | None:
        return next((p for p in self.permanents if p.id == pid), None)

    def require_permanent(self, pid: str) -> Permanent:
        """The permanent with an id the caller knows is on the battlefield; absent is a bug."""
        perm = self.permanent(pid)
        if perm is None:
            raise LookupError(f"no permanent {pid!r} on the battlefield")
        return perm

    def require_combat(self) -> Combat:
        """The combat of a state the caller knows is in combat; None here is a bug."""
        if self.combat is None:
            raise LookupError("the state has no combat")
        return self.combat

    @property
    def active_name(self) -> str:
        return self.turn.active_player or self.players[0].name

    def apnap_order(self) -> list[Player]:
        """Players from the active one onwards in turn order (101.4)."""
        names = [p.name for p in self.players]
        start = names.index(self.active_name) if self.active_name in names else 0
        return self.players[start:] + self.players[:start]

    def remove_from_combat(self, pid: str) -> None:
        """506.4: an attacker's entry goes away; a blocked creature stays blocked (509.1h)."""
        if self.combat is None:
            return
        kept = []
        for attack in self.combat.attacks:
            if attack.attacker == pid:
                continue
            if pid in attack.blockers:
                attack.blocked = True
                attack.blockers = [b for b in attack.blockers if b != pid]
            kept.append(attack)
        self.combat.attacks = kept

    def last_known(self, pid: str) -> Permanent | None:
        """The permanent, or, once it has left, its last known information (608.2h, 704.8)."""
        found = self.permanent(pid)
        if found is not None:
            return found
        gone = [
            p
            for p in [*self.graveyard, *self.exile, *self.returned_to_hand, *self.left_game]
            if p.id == pid
        ]
        return gone[-1] if gone else None

    def next_timestamp(self) -> int:
        """A timestamp later than every one in the game (613.7b, 613.7d)."""
        stamps = [p.timestamp for p in [*self.permanents, *self.emblems]]
        stamps += [e.timestamp for e in self.effects] + [e.timestamp for e in self.continuous]
        return max(stamps, default=0) + 1

    def leave_battlefield(self, pid: str) -> Permanent | None:
        perm = self.permanent(pid)
        if perm is None:
            return None
        self.permanents = [p for p in self.permanents if p.id != pid]
        self.remove_from_combat(pid)
        return perm
