"""The effect vocabulary: what a spell, an ability or a timeline action does, as data.

Every effect says what it acts on in three ways that can be combined:

* ``targets``: ids of permanents or names of players chosen as targets when the spell or
  ability was put on the stack; they are checked again as it resolves (608.2b);
* ``objects``: ids or player names named without targeting (a timeline's "destroy x");
* ``each``: groups (``Filter``), determined as the effect is applied (608.2h), or, in a
  static ability, at every moment (611.3a).

An effect that needs a player and names none applies to its controller ("you").
The ``type`` field tells the effects apart in YAML/JSON; SCHEMA.md lists them with examples.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, NonNegativeInt, PositiveInt, model_validator

from .base import Model
from .selectors import Filter
from .vocabulary import CardType, Color, CounterKind, Duration, Keyword, ProtectionQuality


class TargetCount(Model):
    """How many targets one word "target" asks for: at least ``least``, at most ``most``
    (None: any number, "any number of target creatures")."""

    least: NonNegativeInt = 1
    most: PositiveInt | None = 1


class _Effect(Model):
    targets: list[str] = Field(default_factory=list)
    # What the targets had to be ("target creature"): checked again on resolution (608.2b).
    # Null: any target the effect can act on (115.4: for damage, a creature, planeswalker,
    # battle or player).
    target_filter: Filter | None = None
    # An ability written with its target still to choose ("1 damage to any target"): the
    # target is given when it is activated.
    unchosen_target: bool = False
    # "Up to one target …" (115.6): zero targets may be chosen for it (target_slots.py).
    up_to_one: bool = False
    # "Tap up to two target creatures", "two target creatures", "any number of target
    # creatures": how many targets this one word "target" takes (601.2c), none of them twice
    # (115.3); None is one (target_counts.py). With a least of 0, ``up_to_one`` is set too.
    target_count: TargetCount | None = None
    objects: list[str] = Field(default_factory=list)
    each: list[Filter] = Field(default_factory=list)
    # A triggered ability's words that name what its trigger event was about (603.2, 603.7c
    # "that"): "the player or planeswalker it's attacking" is ``attacked``. Bound to
    # ``objects`` when the ability triggers.
    # "that much damage" is ``damage_amount``: the damage its trigger event dealt.
    # "damage equal to the sacrificed creature's power" is ``sacrificed_power``: bound when
    # the spell's cost is paid, from the creature as it last was (608.2h).
    # "that player" is ``event_player``: the player of its trigger event (who discarded).
    event_ref: (
        Literal["attacked", "damage_amount", "sacrificed_power", "event_player", "event_object"]
        | None
    ) = None
    # "Untap that creature", "It gains haste", "Target creature gets +2/+2 and gains first
    # strike": the effect this many places earlier in the same spell or ability chose what
    # this one acts on (608.2c: the instructions in the order written, the later ones about
    # what the earlier chose; 115.1: "target" written once is one target). A target still to
    # be chosen is then the same one, not a second target; target_slots.py fills it.
    same_targets_as: PositiveInt | None = None
    # Backup (702.165a): "If that's another creature, …": acts on nothing that is the source.
    not_source: bool = False

    @property
    def names_anything(self) -> bool:
        return bool(self.targets or self.objects or self.each or self.event_ref)


class _Amount(_Effect):
    amount: NonNegativeInt
    # "You gain 2 life for each creature you control", "Draw a card for each land you
    # control": the amount times a count of the game as it resolves (608.2h; per_count.py).
    per: Count | None = None


class DealDamage(_Amount):
    type: Literal["damage"] = "damage"
    # "deals 3 damage divided as you choose among one, two, or three targets" (601.2d): the
    # part each target gets, in the order of ``targets``, announced as the spell is cast;
    # ``divide`` while the targets are still to be chosen (divided.py).
    divided: list[PositiveInt] | None = None
    divide: bool = False


class _LifeAmount(_Amount):
    # "Its controller gains life equal to its power" (Swords to Plowshares): the amount is the
    # power or toughness of the object the effect names, read as it resolves or, once that
    # object has left the battlefield, from its last known information (608.2h); with
    # ``its_controller`` the player is that object's controller then, not the effect's.
    equal_to: Literal["power", "toughness"] | None = None
    its_controller: bool = False


class GainLife(_LifeAmount):
    type: Literal["gain_life"] = "gain_life"


class LoseLife(_LifeAmount):
    type: Literal["lose_life"] = "lose_life"


class Draw(_Amount):
    type: Literal["draw"] = "draw"


class AddMana(_Effect):
    """106.4: the player adds mana to their mana pool; ``options`` are what they may add, one
    of them chosen as it resolves ("{W} or {U}"; "one mana of any color" is the five)."""

    type: Literal["add_mana"] = "add_mana"
    options: list[str] = Field(min_length=1)


class Regenerate(_Effect):
    """701.19a: each permanent named gets a regeneration shield for this turn: the next time
    it would be destroyed, its damage is removed, it is tapped and leaves combat instead."""

    type: Literal["regenerate"] = "regenerate"


class Tap(_Effect):
    """701.26a: each permanent named is turned sideways; only an untapped one can be tapped."""

    type: Literal["tap"] = "tap"


class Untap(_Effect):
    """701.26b: each permanent named is turned upright; only a tapped one can be untapped."""

    type: Literal["untap"] = "untap"


class Discard(_Effect):
    """Each player named discards ``amount`` cards, or their whole hand when it is None: the
    cards go from hand to graveyard (701.9a); the player chooses which (701.9b)."""

    type: Literal["discard"] = "discard"
    amount: PositiveInt | None = 1


class RevealHand(_Effect):
    """Each player named reveals their hand (701.20a); the cards stay in it (701.20b). With
    ``discard``, the effect's controller chooses a card of it that fits (one of ``any_types``
    when given, none of ``not_types``) and that player discards it (701.9a, 701.9b): "Target
    opponent reveals their hand. You choose a nonland card from it. That player discards
    that card." What the hand holds is known only as the scenario names it (402.3)."""

    type: Literal["reveal_hand"] = "reveal_hand"
    discard: bool = False
    any_types: set[CardType] = Field(default_factory=set)
    not_types: set[CardType] = Field(default_factory=set)


class Scry(_Amount):
    """701.22a: look at the top N cards of the library, put any of them on the bottom and the
    rest on top, in any order: no card changes zone, so nothing the engine counts changes."""

    type: Literal["scry"] = "scry"


class Surveil(_Amount):
    """701.25a: look at the top N cards of the library, put any number of them into the
    graveyard and the rest on top in any order. How many go is the player's choice: the
    scenario says it (``vigilar:1``) or, when an answer depends on it, it is asked."""

    type: Literal["surveil"] = "surveil"


class Proliferate(_Effect):
    """701.34a: its controller chooses any number of permanents and/or players that have a
    counter and gives each one more counter of each kind it has (bot/engine/proliferate.py)."""

    type: Literal["proliferate"] = "proliferate"


class BecomeMonarch(_Effect):
    """724.1, 724.3: each player named becomes the monarch, and whoever was stops being it
    (bot/engine/monarch.py); "you become the monarch" names its controller."""

    type: Literal["become_monarch"] = "become_monarch"


class Renown(_Effect):
    """702.112a: put ``amount`` +1/+1 counters on the creature and it becomes renowned, if it
    isn't renowned as this resolves (603.4; bot/engine/renown.py)."""

    type: Literal["renown"] = "renown"
    amount: PositiveInt = 1


class IncreaseSpeed(_Effect):
    """702.179c-d: each player named's speed increases by ``amount`` (from none, it becomes
    ``amount``); speed's own trigger does so only while it is below 4, checked again as it
    resolves (603.4; bot/engine/speed.py)."""

    type: Literal["increase_speed"] = "increase_speed"
    amount: PositiveInt = 1
    below: PositiveInt | None = None  # the intervening "if your speed is less than 4"


class LivingWeapon(_Effect):
    """702.92a: create a 0/0 black Phyrexian Germ creature token, then attach the source
    Equipment to it (bot/engine/living_weapon.py)."""

    type: Literal["living_weapon"] = "living_weapon"


class Monstrosity(_Effect):
    """701.37a: if the ability's source isn't monstrous, put ``amount`` +1/+1 counters on it
    and it becomes monstrous (bot/engine/monstrosity.py)."""

    type: Literal["monstrosity"] = "monstrosity"
    amount: PositiveInt = 1


class Mill(_Amount):
    """701.17a: each player named puts the top N cards of their library into their
    graveyard, as many as there are (701.17b: a player can't mill more than they have)."""

    type: Literal["mill"] = "mill"


class ShuffleGraveyard(_Effect):
    """Each player named shuffles their graveyard into their library (701.24a)."""

    type: Literal["shuffle_graveyard"] = "shuffle_graveyard"


class _Counters(_Effect):
    counter: CounterKind = "+1/+1"
    amount: PositiveInt = 1
    # "Put X +1/+1 counters on target creature, where X is your life total": the amount times
    # a count of the game as it resolves (107.3c, 608.2h; per_count.py).
    per: Count | None = None


class AddCounters(_Counters):
    type: Literal["add_counters"] = "add_counters"


class RemoveCounters(_Counters):
    type: Literal["remove_counters"] = "remove_counters"


class _Lasting(_Effect):
    """An effect that, unless it says otherwise, lasts for the rest of the game (611.2a)."""

    duration: Duration = "permanent"


class Destroy(_Effect):
    type: Literal["destroy"] = "destroy"
    # "They can't be regenerated": regeneration shields are not applied (701.19c).
    no_regeneration: bool = False


class Exile(_Effect):
    type: Literal["exile"] = "exile"
    # "… until this creature leaves the battlefield" (610.3): the permanent whose leaving
    # returns what this exiled (bot/engine/exile_until.py).
    until_leaves: str | None = None


class ReturnExiled(_Effect):
    """ "Return the exiled card to the battlefield under its owner's control" (Oblivion Ring,
    Journey to Nowhere) or "… to its owner's hand": the cards an ability of the same permanent
    exiled (607.2a, linked abilities), found in exile as this resolves (exile_until.py)."""

    type: Literal["return_exiled"] = "return_exiled"
    to: Literal["battlefield", "hand"] = "battlefield"


class Sacrifice(_Effect):
    type: Literal["sacrifice"] = "sacrifice"


class ReturnToBattlefield(_Effect):
    """Its ``objects`` come back from the graveyard with ``counter`` on them, as new objects
    (undying and persist, 702.93a, 702.79a)."""

    type: Literal["return_to_battlefield"] = "return_to_battlefield"
    counter: Literal["+1/+1", "-1/-1"] | None = None


class FromGraveyard(_Effect):
    """Cards in a graveyard move to another zone: "Return target creature card from your
    graveyard to your hand", "… to the battlefield tapped", "Exile target card from a
    graveyard". Its ``targets`` (or ``objects``, untargeted) are cards the scenario named in a
    graveyard, chosen as it was put on the stack (115.1) and checked again there (608.2b);
    ``target_filter`` says what card they had to be, ``whose`` whose graveyard. Each arrives
    as a new object (400.7): on the battlefield under the control of the player who put it
    there (110.2a), untapped unless the text or its own card says tapped (110.5b)."""

    type: Literal["from_graveyard"] = "from_graveyard"
    to: Literal["hand", "battlefield", "exile", "library"] = "hand"
    tapped: bool = False
    whose: Literal["you", "opponent"] | None = None  # None: any graveyard ("a graveyard")
    # "up to two target creature cards" (115.6): as many as that may be chosen, zero too.
    at_most: PositiveInt = 1
    # "with mana value 3 or less" / "or greater" (202.3): the card's mana value, as a bound.
    mana_value_at_most: NonNegativeInt | None = None
    mana_value_at_least: NonNegativeInt | None = None


class ReturnToHand(_Effect):
    """Returned to its owner's hand ("bounce"): it leaves the battlefield without dying."""

    type: Literal["return_to_hand"] = "return_to_hand"


class ToGraveyard(_Effect):
    """Put into its owner's graveyard without being destroyed ("x dies" in a timeline)."""

    type: Literal["to_graveyard"] = "to_graveyard"


def _creature() -> set[CardType]:
    return {"creature"}


class TokenSpec(Model):
    name: str = "Ficha"
    types: set[CardType] = Field(default_factory=_creature)
    subtypes: set[str] = Field(default_factory=set)
    colors: set[Color] = Field(default_factory=set)
    power: int | None = None
    toughness: int | None = None
    keywords: set[Keyword] = Field(default_factory=set)
    # A predefined token's ability (111.10: a Treasure's "{T}, Sacrifice this token: Add one
    # mana of any color."), as the language read it (language/predefined_tokens.py).
    abilities: list[dict[str, Any]] = Field(default_factory=list)


class CreateToken(_Effect):
    type: Literal["create_token"] = "create_token"
    token: TokenSpec = Field(default_factory=TokenSpec)
    count: PositiveInt = 1
    per: Count | None = None  # "Create X … tokens, where X is …" (107.3c; per_count.py)


class Count(Model):
    """A number read from the game every time it is needed (604.3, 611.3a): how many
    permanents fit ``each``, how many cards (of ``card_types``, if any) or how many card
    types are among the cards in the graveyards, how many cards are in the hands (``whose``),
    or the controller's life total; plus
    ``plus`` ("that number plus 1")."""

    what: Literal["permanents", "graveyard_cards", "graveyard_types", "hand_cards", "life"]
    each: Filter | None = None
    card_types: set[CardType] = Field(default_factory=set)
    whose: Literal["all", "yours"] = "all"  # whose graveyards or hands
    plus: int = 0


class ModifyPT(_Effect):
    """+N/+M (layer 7c)."""

    type: Literal["pump"] = "pump"
    power: int = 0
    toughness: int = 0
    duration: Duration = "end_of_turn"
    # "+1/+0 for each artifact you control": the bonus times a count of the game now
    # (611.3a for a static ability).
    per: Count | None = None


class SetPT(_Effect):
    """Power and/or toughness become a number (layer 7b)."""

    type: Literal["set_pt"] = "set_pt"
    power: int | None = None
    toughness: int | None = None
    duration: Duration = "end_of_turn"


class DefinePT(_Effect):
    """A characteristic-defining ability's power and/or toughness (layer 7a, 604.3): each a
    count of the game as it is now, not locked in when it began."""

    type: Literal["define_pt"] = "define_pt"
    power: Count | None = None
    toughness: Count | None = None
    duration: Duration = "permanent"

    @model_validator(mode="after")
    def _defines_something(self) -> DefinePT:
        if self.power is None and self.toughness is None:
            raise ValueError("define_pt needs a power or a toughness")
        return self


class SwitchPT(_Effect):
    type: Literal["switch_pt"] = "switch_pt"
    duration: Duration = "end_of_turn"


class GainAbility(_Effect):
    """Gain keywords and/or protection from some qualities (layer 6)."""

    type: Literal["gain_ability"] = "gain_ability"
    keywords: set[Keyword] = Field(default_factory=set)
    protection: set[ProtectionQuality] = Field(default_factory=set)
    duration: Duration = "end_of_turn"

    @model_validator(mode="after")
    def _grants_something(self) -> GainAbility:
        if not (self.keywords or self.protection):
            raise ValueError("gain_ability needs keywords or protection")
        return self


class LoseAbility(_Effect):
    """Lose some keywords, or (``all``) every ability, the static ones included (layer 6)."""

    type: Literal["lose_ability"] = "lose_ability"
    keywords: set[Keyword] = Field(default_factory=set)
    all: bool = False
    duration: Duration = "end_of_turn"


class Become(_Lasting):
    """A type change (layer 4), with its power/toughness part, if any, in layer 7b (613.6)."""

    type: Literal["become"] = "become"
    add_types: set[CardType] = Field(default_factory=set)
    remove_types: set[CardType] = Field(default_factory=set)
    subtypes: set[str] = Field(default_factory=set)
    # Basic land types the land becomes instead of its old ones (305.7: it also loses the
    # abilities its rules text gave it).
    land_types: set[str] = Field(default_factory=set)
    # "is a Treefolk": ``subtypes`` replace its creature types instead of adding to them.
    replace_subtypes: bool = False
    power: int | None = None
    toughness: int | None = None
    # "becomes a blue Frog": the colour part, in layer 5 (613.1e, 613.6).
    colors: set[Color] = Field(default_factory=set)


class SetColor(_Lasting):
    type: Literal["set_color"] = "set_color"
    colors: set[Color] = Field(min_length=1)


class GainControl(_Lasting):
    """The effect's controller gains control (layer 2)."""

    type: Literal["gain_control"] = "gain_control"


class CopyOf(_Lasting):
    """Becomes a copy of ``original`` (layer 1: its copiable values)."""

    type: Literal["copy"] = "copy"
    original: str


class CantLose(_Lasting):
    type: Literal["cant_lose"] = "cant_lose"


class CantWin(_Lasting):
    type: Literal["cant_win"] = "cant_win"


class CantGainLife(_Lasting):
    """ "Players can't gain life", "Your opponents can't gain life" (101.2: the "can't" wins
    over any gain, lifelink's included; bot/engine/life_gain.py)."""

    type: Literal["cant_gain_life"] = "cant_gain_life"


class LifeFloor(_Lasting):
    """A replacement effect (614.1a): damage that would reduce the player's life total to
    less than ``floor`` reduces it to ``floor`` instead ("Angel's Grace")."""

    type: Literal["life_floor"] = "life_floor"
    floor: PositiveInt = 1


class Fight(_Effect):
    """The first creature named fights the second: each deals damage equal to its power to
    the other (701.14a), unless one of them is gone or an illegal target (701.14b)."""

    type: Literal["fight"] = "fight"
    # What the second target had to be ("target creature you don't control"); the first
    # target's is ``target_filter``.
    second_filter: Filter | None = None


class Attach(_Effect):
    """Attach the ability's source (an Aura or Equipment) to its target (701.3a); it gets a
    new timestamp (613.7e). Equip is this, activated only as a sorcery (702.6a)."""

    type: Literal["attach"] = "attach"
    # Set by an Equip ability (702.6a), so only an activated Equip cites it: an Equipment's
    # "When this Equipment enters, attach it to target creature you control" attaches it
    # the same way (701.3a) without Equip being activated.
    equip: bool = False


class CantBeBlockedBy(_Effect):
    """A blocking restriction on the creatures it names (509.1b): they can't be blocked by
    creatures that fit ``blocker`` and have power within the bounds given (power now)."""

    type: Literal["cant_be_blocked_by"] = "cant_be_blocked_by"
    blocker: Filter = Field(default_factory=Filter)
    power_at_most: int | None = None
    power_at_least: int | None = None
    duration: Duration = "permanent"


class CombatRestriction(_Effect):
    """The creatures it names can't attack (508.1c) and/or can't block (509.1b): "this
    creature can't block", "enchanted creature can't attack or block", "target creature can't
    block this turn". A declaration that disobeys it is illegal."""

    type: Literal["combat_restriction"] = "combat_restriction"
    attack: bool = False
    block: bool = False
    duration: Duration = "permanent"

    @model_validator(mode="after")
    def _restricts_something(self) -> CombatRestriction:
        if not (self.attack or self.block):
            raise ValueError("a combat restriction forbids attacking, blocking or both")
        return self


class Counter(_Effect):
    """Counter the spells or abilities named in ``targets`` (names of stack objects, 701.6a)."""

    type: Literal["counter"] = "counter"
    # "Counter target spell": an ability on the stack is no spell and can't be its target
    # (113.9).
    spells_only: bool = False
    # "Counter target activated or triggered ability" (Stifle), "… activated ability",
    # "… triggered ability": only an ability of that kind may be its target (601.2c), and a
    # spell never (an ability on the stack is not a spell, 113.1, and the reverse).
    abilities: Literal["any", "activated", "triggered"] | None = None
    # "Counter target spell unless its controller pays {3}" (118.12a): the cost its controller
    # may pay as this resolves, and whether they paid it (None: the scenario did not say, and
    # the answer asks instead of choosing for them).
    unless_pays: str | None = None
    paid: bool | None = None


class PreventDamage(_Effect):
    """Prevent the next ``amount`` damage (all damage if null) to each object or player."""

    type: Literal["prevent_damage"] = "prevent_damage"
    amount: PositiveInt | None = None
    duration: Duration = "end_of_turn"


class CostChange(_Lasting):
    """A static ability that makes spells cost more or less (601.2f): "Noncreature spells cost
    {1} more to cast", "Instant and sorcery spells you cast cost {1} less to cast". A spell fits
    when it has any of ``types`` (none: any), none of ``not_types`` and any of ``colors``
    (none: any); ``caster`` is whose spells, relative to the ability's controller. Only the
    generic part of a cost is reduced (118.7a), never below {0} (601.2f)."""

    type: Literal["cost_change"] = "cost_change"
    amount: int  # generic mana added (more) or, negative, taken off (less)
    types: set[CardType] = Field(default_factory=set)
    not_types: set[CardType] = Field(default_factory=set)
    colors: set[Color] = Field(default_factory=set)
    caster: Literal["you", "opponent", "any"] = "any"


class ExileIfDies(_Lasting):
    """A replacement effect (614.1a): if a creature it applies to would die (go to the
    graveyard from the battlefield, 700.4), it is exiled instead, so it never dies. From a
    spell ("If that creature would die this turn, exile it instead": its targets, this turn)
    or a permanent's static ability ("If a creature an opponent controls would die, exile it
    instead": a group, while the permanent is there)."""

    type: Literal["exile_if_dies"] = "exile_if_dies"


class NoUntap(_Lasting):
    """The permanents it names don't untap during their controller's untap step (502.3:
    "effects can keep one or more of a player's permanents from untapping"): "Enchanted
    creature doesn't untap during its controller's untap step", "This creature doesn't untap
    during your untap step"."""

    type: Literal["no_untap"] = "no_untap"
    # "It doesn't untap during its controller's next untap step" (a resolved spell's effect):
    # only that one untap step of each permanent's controller, then the effect is over.
    next_only: bool = False


class CantPreventDamage(_Lasting):
    """Damage can't be prevented (615.12: prevention effects and protection prevent none of it,
    and shields are not used up): all damage, or only combat damage (``combat_only``), or only
    what sources that fit ``by`` deal ("Combat damage that would be dealt by creatures you
    control can't be prevented")."""

    type: Literal["cant_prevent_damage"] = "cant_prevent_damage"
    combat_only: bool = False
    by: Filter | None = None


class NoActivating(_Lasting):
    """The activated abilities of the permanents it names can't be activated (602.5):
    "Enchanted creature can't attack or block, and its activated abilities can't be
    activated" (Arrest)."""

    type: Literal["no_activating"] = "no_activating"


class PreventAll(_Lasting):
    """Prevent all damage, or all combat damage (``combat_only``), that would be dealt (615.1a):
    "Prevent all combat damage that would be dealt this turn" (a spell: all of it), "Prevent
    all combat damage that would be dealt to and dealt by enchanted creature" (an Aura: what is
    dealt to the objects it names (``to``), by them (``by``), or both)."""

    type: Literal["prevent_all"] = "prevent_all"
    combat_only: bool = False
    to: bool = False  # damage dealt to what it names
    by: bool = False  # damage dealt by what it names; neither: all damage


class AmountInstead(_Lasting):
    """A replacement effect that changes how many (614.1a): "If you would gain life, you gain
    twice that much life instead" (``event`` gain_life, ``whose``: the player who gains), "If an
    effect would create one or more tokens under your control, it creates twice that many of
    those tokens instead" (create_token; ``whose``: who the tokens are created for), "If one or
    more +1/+1 counters would be put on a creature you control, that many plus one … instead"
    (add_counters; ``each``: the permanents it looks at, ``counter``: of which kind, None any).
    "If a source would deal damage to a permanent or player, it deals double that damage …
    instead" (damage; ``by``: whose sources, ``to``: whose permanents or which players).
    The new number is ``times`` × the old + ``plus``. "If an effect would …" (``effects_only``)
    leaves a cost's counters alone. Each applies once to an event (614.5)."""

    type: Literal["amount_instead"] = "amount_instead"
    event: Literal["gain_life", "create_token", "add_counters", "damage"]
    by: Literal["you", "any"] = "any"
    to: Literal["you", "opponent", "any"] = "any"
    times: PositiveInt = 2
    plus: NonNegativeInt = 0
    counter: CounterKind | None = None
    whose: Literal["you", "opponent", "any"] = "you"
    effects_only: bool = False


class ExtraLandPlays(_Lasting):
    """305.2: "A player can normally play one land during their turn; however, continuous
    effects may increase this number": "You may play an additional land on each of your turns"
    (``amount`` more for its controller; ``whose`` any: "Each player may play …")."""

    type: Literal["extra_land_plays"] = "extra_land_plays"
    amount: PositiveInt = 1
    whose: Literal["you", "any"] = "you"


class NoMaxHandSize(_Lasting):
    """402.2: a player's maximum hand size is normally seven; "You have no maximum hand size"
    (its controller) lifts it, so the cleanup step discards nothing for it (514.1)."""

    type: Literal["no_max_hand_size"] = "no_max_hand_size"


class CantCast(_Lasting):
    """Players who can't cast spells (101.2: the "can't" wins over what allows it): "Your
    opponents can't cast spells during your turn" (``who`` opponent, ``during`` your_turn),
    "Players can't cast spells during combat" (any, combat), "Your opponents can't cast spells
    from anywhere other than their hands" (``only_from_hand``: from elsewhere they can't)."""

    type: Literal["cant_cast"] = "cant_cast"
    who: Literal["you", "opponent", "any"] = "opponent"
    during: Literal["your_turn", "combat"] | None = None
    only_from_hand: bool = False


class PlayerHexproof(_Lasting):
    """702.11c: "Hexproof" on a player means "You can't be the target of spells or abilities
    your opponents control": "You have hexproof" (its controller)."""

    type: Literal["player_hexproof"] = "player_hexproof"


class AttackTax(_Lasting):
    """A cost to attack (508.1h): "Creatures can't attack you unless their controller pays {2}
    for each creature they control that's attacking you" (``mana`` generic mana a creature,
    attacks on its controller), "… you or planeswalkers you control … for each of those
    creatures" (``planeswalkers``: attacks on them too)."""

    type: Literal["attack_tax"] = "attack_tax"
    mana: PositiveInt
    planeswalkers: bool = False


class CombatLimit(_Lasting):
    """A limit on how the creatures it names attack or block, written on a card (combat_limits.py):
    "can block only creatures with flying" (``block_only``: only attackers that fit
    ``attackers``, 509.1b), "can't attack unless defending player controls an Island"
    (``attack_unless``: a land of ``land_type``, 508.1c), "can't be blocked by more than one
    creature" (``one_blocker``, 509.1b); and a requirement, "attacks each combat if able"
    (``must_attack``, 508.1d)."""

    type: Literal["combat_limit"] = "combat_limit"
    limit: Literal[
        "block_only",
        "attack_unless",
        "one_blocker",
        "must_attack",
        "alone",
        "min_blockers",
        "weaker_cant_block",
        "cant_block_power",
    ]
    attackers: Filter | None = None
    land_type: str | None = None
    # "can't attack alone", "can't block alone", "can't attack or block alone" (``alone``,
    # 506.5); "can't be blocked except by three or more creatures" (``min_blockers``: count);
    # "Creatures with power less than this creature's power can't block it"
    # (``weaker_cant_block``, 509.1b); "This creature can't block creatures with power 2 or
    # greater" (``cant_block_power``: count is that power).
    attack: bool = False
    block: bool = False
    count: int | None = None


class GrantAbility(_Effect):
    """Layer 6 (613.1f): what it applies to has an ability written in quotes ("Enchanted
    creature has \"{T}: This creature deals 1 damage to any target.\""). The ability is the
    affected object's own while the effect lasts: it triggers (603.2) and is activated (602) as
    that object's, and "this creature" in it is that object (113.2c, bot/engine/granted.py)."""

    type: Literal["grant_ability"] = "grant_ability"
    # The abilities as data (a triggered or an activated ability's fields, as TokenSpec keeps a
    # token's): abilities.py builds on this module; granted.py makes them models.
    abilities: list[dict[str, Any]] = Field(min_length=1)
    text: str = ""  # the ability as printed, for the steps
    duration: Duration = "end_of_turn"


ContinuousKind = Annotated[
    ModifyPT
    | SetPT
    | DefinePT
    | SwitchPT
    | GainAbility
    | LoseAbility
    | Become
    | SetColor
    | GainControl
    | CopyOf
    | CantLose
    | CantWin
    | LifeFloor
    | CantBeBlockedBy
    | CombatRestriction
    | CostChange
    | ExileIfDies
    | NoUntap
    | CantPreventDamage
    | NoActivating
    | PreventAll
    | AmountInstead
    | ExtraLandPlays
    | NoMaxHandSize
    | CantCast
    | PlayerHexproof
    | AttackTax
    | CombatLimit
    | GrantAbility
    | CantGainLife,
    Field(discriminator="type"),
]


class CreateDelayed(_Effect):
    """603.7a: "Draw a card at the beginning of the next turn's upkeep": resolving, the spell
    creates a delayed triggered ability that triggers the next time ``step`` begins (603.7b:
    only once) and then does ``effects``, controlled by whoever controlled the spell."""

    type: Literal["delayed"] = "delayed"
    step: Literal["upkeep", "end"]
    effects: list[Effect] = Field(min_length=1)


class GetEmblem(_Effect):
    """114.2: "[Player] gets an emblem with [ability]": an object in the command zone, neither
    a card nor a permanent (114.5), whose abilities function there (114.4); emblems.py."""

    type: Literal["get_emblem"] = "get_emblem"
    # Ability models; typed loosely because abilities.py builds on this module.
    abilities: list[Any] = Field(default_factory=list)
    text: str = ""  # the abilities as printed, for the steps


class FoundCard(Model):
    """A card a library search found, as the scenario names it (701.23a): its name and card
    types; ``permanent`` is the object it becomes if the search puts it onto the battlefield (a
    Permanent's fields, read from the card data as a described card is)."""

    name: str
    types: set[CardType] = Field(default_factory=set)
    permanent: dict[str, Any] | None = None


class SearchLibrary(_Effect):
    """701.23: "Search your library for a basic land card, put it onto the battlefield tapped,
    then shuffle." Its controller searches their own library (a count of unnamed cards,
    bot/engine/hand.py) for ``amount`` cards (``up_to``: as many as they like up to it) that
    have one of the ``quality`` alternatives (each a list of words a card must have: its card
    types, supertypes or subtypes); with no quality, "a card" or "three cards", they must find
    that many (701.23d); with one, they may find fewer (701.23b), so the scenario says what
    was found (``found``; bot/engine/library_search.py). Then the library is shuffled
    (701.24a); with ``to`` "top", the found card goes back on top after it (701.24b)."""

    type: Literal["search_library"] = "search_library"
    to: Literal["hand", "battlefield", "graveyard", "top"] = "hand"
    tapped: bool = False
    # "put one onto the battlefield tapped and the other into your hand": where the found
    # cards after the first go (the first goes ``to``).
    rest_to: Literal["hand", "graveyard"] | None = None
    amount: PositiveInt = 1
    up_to: bool = False
    quality: list[list[str]] = Field(default_factory=list)
    quality_text: str = ""  # as printed ("basic land"), for the step that tells it
    found: list[FoundCard] | None = None  # None: not said (any cards, 701.23d)
    # "Look at the top five cards of your library. …" (no search, no shuffle): only the top
    # ``top`` cards are looked at, and those not taken go ``unchosen_to``: the bottom (in an
    # order their owner chooses, 401.4) or the graveyard (language/top_of_library.py).
    top: PositiveInt | None = None
    unchosen_to: Literal["bottom", "graveyard"] = "bottom"


class CopySpell(_Effect):
    """707.10: put a copy of a spell onto the stack, ``copies`` times; a copy is not cast
    (no "whenever you cast" triggers) and its controller is the player who made it. The
    spell is ``targets`` when it is the target ("Copy target instant or sorcery spell") and
    ``of`` when it is not (storm's "copy it", 702.40a). With ``retarget`` its controller may
    choose new targets for the copies (707.10c): ``new_targets`` is what they chose, in order,
    copy after copy ([] keeps the same targets; None: the scenario did not say, and the copy
    asks instead of choosing for them; bot/engine/spell_copies.py)."""

    type: Literal["copy_spell"] = "copy_spell"
    of: str | None = None
    copies: NonNegativeInt = 1
    retarget: bool = False
    new_targets: list[str] | None = None
    spells_only: bool = True  # 113.1: a copy of a spell needs a spell (targeting.py)


class CastExiled(_Effect):
    """Rebound's delayed trigger (702.88a): "you may cast this card from exile without paying
    its mana cost". ``card`` is the exiled card; ``told``: the scenario said whether its
    controller casts it (``spell``: the spell it becomes, a StackItem's fields; None: not
    cast); not told, the answer asks (bot/engine/rebound.py)."""

    type: Literal["cast_exiled"] = "cast_exiled"
    card: str
    told: bool = False
    spell: dict[str, Any] | None = None


class Cascade(_Effect):
    """Cascade's trigger (702.85a): exile cards from the top of the library until a nonland
    card with mana value less than ``mana_value``; its controller may cast it for free; the
    rest go to the bottom in a random order. ``hit`` is the card the scenario names (None:
    none was found), ``spell`` the spell it is if cast (a StackItem's fields; None: not
    cast); bot/engine/cascade.py."""

    type: Literal["cascade"] = "cascade"
    of: str
    mana_value: NonNegativeInt
    hit: str | None = None
    spell: dict[str, Any] | None = None


class TurnFaceUp(_Effect):
    """702.37e, 702.168d: its ``objects``, face-down permanents with a morph or disguise
    cost, turned face up by their controller paying that cost: a special action that doesn't
    use the stack (116.2b). Each regains its normal characteristics (708.8; face_down.py)."""

    type: Literal["turn_face_up"] = "turn_face_up"


class Transform(_Effect):
    """701.27a: turn a double-faced permanent over so its other face is up (faces.py). Not
    one that daybound or nightbound locks (702.145b, 702.145e)."""

    type: Literal["transform"] = "transform"


class ExileAndReturn(_Effect):
    """ "Exile this Saga, then return it to the battlefield transformed under your control."
    (400.7: it comes back a new object; 712.14a: "transformed", back face up; a card with no
    back face stays in exile). faces.py."""

    type: Literal["exile_and_return"] = "exile_and_return"
    transformed: bool = False
    owner: bool = False  # "under its owner's control" (else its controller's, "your")


class ExtraTurn(_Effect):
    """ "Take an extra turn after this one", "Target player takes an extra turn after this
    one" (500.7): each player named takes a turn right after this one (extra_turns.py)."""

    type: Literal["extra_turn"] = "extra_turn"


class SetLife(_Effect):
    """ "Target player's life total becomes 1" (119.5): each player named gains or loses the
    life that makes ``life`` their total (extra_turns.py)."""

    type: Literal["set_life"] = "set_life"
    life: NonNegativeInt


class ClassLevel(_Effect):
    """A Class's level bar (716.2a): "This Class's level becomes N" (class_levels.py)."""

    type: Literal["class_level"] = "class_level"
    level: PositiveInt


class BecomeSaddled(_Effect):
    """702.171b: its ``objects`` (the Mount whose saddle ability resolved) become saddled
    until end of turn, a designation "attacks while saddled" looks at (saddle.py)."""

    type: Literal["become_saddled"] = "become_saddled"


class Station(_Effect):
    """702.184a: "Put a number of charge counters on this permanent equal to the tapped
    creature's power" (station.py): ``tapped`` is the creature tapped to pay its cost and
    ``power`` its power then, bound as the cost is paid."""

    type: Literal["station"] = "station"
    tapped: str | None = None
    power: int | None = None


Effect = Annotated[
    DealDamage
    | AddMana
    | Regenerate
    | Tap
    | Untap
    | GainLife
    | LoseLife
    | Draw
    | Discard
    | ShuffleGraveyard
    | RevealHand
    | Scry
    | Surveil
    | Mill
    | AddCounters
    | RemoveCounters
    | Destroy
    | Exile
    | Sacrifice
    | ToGraveyard
    | ReturnToHand
    | ReturnToBattlefield
    | FromGraveyard
    | CreateToken
    | ModifyPT
    | SetPT
    | DefinePT
    | SwitchPT
    | GainAbility
    | LoseAbility
    | Become
    | SetColor
    | GainControl
    | CopyOf
    | CantLose
    | CantWin
    | LifeFloor
    | CantBeBlockedBy
    | CombatRestriction
    | PreventDamage
    | Fight
    | Attach
    | Counter
    | CostChange
    | ExileIfDies
    | NoUntap
    | CantPreventDamage
    | NoActivating
    | PreventAll
    | AmountInstead
    | ExtraLandPlays
    | NoMaxHandSize
    | CantCast
    | PlayerHexproof
    | AttackTax
    | CombatLimit
    | CreateDelayed
    | GetEmblem
    | ReturnExiled
    | SearchLibrary
    | TurnFaceUp
    | Transform
    | ExileAndReturn
    | CopySpell
    | CastExiled
    | Cascade
    | GrantAbility
    | CantGainLife
    | ExtraTurn
    | SetLife
    | ClassLevel
    | BecomeSaddled
    | Proliferate
    | BecomeMonarch
    | Renown
    | LivingWeapon
    | Monstrosity
    | IncreaseSpeed
    | Station,
    Field(discriminator="type"),
]
CreateDelayed.model_rebuild()

CONTINUOUS_TYPES = frozenset(
    {
        "pump",
        "set_pt",
        "define_pt",
        "switch_pt",
        "gain_ability",
        "lose_ability",
        "become",
        "set_color",
        "gain_control",
        "copy",
        "cant_lose",
        "cant_win",
        "life_floor",
        "cant_be_blocked_by",
        "combat_restriction",
        "cost_change",
        "exile_if_dies",
        "no_untap",
        "cant_prevent_damage",
        "no_activating",
        "prevent_all",
        "amount_instead",
        "extra_land_plays",
        "no_max_hand_size",
        "cant_cast",
        "player_hexproof",
        "attack_tax",
        "combat_limit",
        "grant_ability",
        "cant_gain_life",
    }
)
PLAYER_EFFECTS = frozenset(
    {
        "prevent_all",  # "Prevent all combat damage that would be dealt this turn": everyone's
        # "Damage can't be prevented this turn" names nothing: it is its controller's effect
        # and applies to all damage (615.12).
        "cant_prevent_damage",
        "add_mana",
        "gain_life",
        "lose_life",
        "draw",
        "discard",
        "shuffle_graveyard",
        "reveal_hand",
        "scry",
        "surveil",
        "mill",
        "create_token",
        "cant_lose",
        "cant_win",
        "life_floor",
        "get_emblem",
        "cant_gain_life",
        "extra_turn",
        "set_life",
        "proliferate",
        "become_monarch",
        "living_weapon",
        "monstrosity",
        "increase_speed",
    }
)
