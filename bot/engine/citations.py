"""Every rule number the engine may cite, each with a short English phrase from its text.

Citations are checked by a test against the bundled Comprehensive Rules in force (the edition
``cited_edition()``, from the edition catalog):
the number must exist and the phrase must appear in that rule's own text (a title-only rule
such as "702.19. Trample" has its title as its text) and, so that a neighbouring subrule cannot
be cited by mistake, in none of its siblings' texts.
Keeping them here, named, means a renumbered rule breaks one test instead of silently
misleading a player.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

# The index owns the rule-number grammar (letters skip "l" and "o"); repeating it here let
# the two drift apart.
from index.numbers import sort_key

if TYPE_CHECKING:
    from index.models import Edition


def cited_edition() -> Edition:
    """The edition whose numbering every citation follows; front ends open cited rules in it.

    The bundled rules in force, the ones the citations test checks: an edition a user adds
    later (`juez actualizar`) is not, since no test has checked the engine's numbers in it.
    Bundling newer rules moves it, and the test, at once.
    """
    from index.editions.edition_catalog import bundled_catalog

    return bundled_catalog().in_force


CONCEPTS: dict[str, str] = {}


def _cite(rule_id: str, concept: str) -> str:
    CONCEPTS[rule_id] = concept
    return rule_id


# Golden rules and players
CANT_WINS = _cite("101.2", "another effect states that it can’t happen")
APNAP = _cite("101.4", "active player, nonactive player")
WIN_OPPONENTS_GONE = _cite("104.2a", "opponents have all left the game")
LOSE_LIFE_ZERO = _cite("104.3b", "life total is 0 or less")
LOSE_DRAW_EMPTY = _cite("104.3c", "draw more cards than are left")
LOSE_POISON = _cite("104.3d", "ten or more poison counters")
GAME_DRAW = _cite("104.4a", "lose simultaneously, the game is a draw")

# Targets, life, drawing, counters
TARGETS_DECLARED = _cite("115.1", "these targets are declared as part of the process")
UNTARGETED = _cite("115.10", "can affect objects and players they don’t target")
TARGET_CHOICE = _cite("601.2c", "appropriate object or player for each target")
ZERO_TARGETS = _cite("115.6", "may allow zero targets to be chosen")
# Cards in a graveyard (hidden zones, issue 49): any player may look at them (404.2); what an
# effect puts onto the battlefield is its controller's (110.2a) and enters untapped (110.5b).
GRAVEYARD_OPEN = _cite("404.2", "can examine the cards in any graveyard at any time")
PUT_UNDER_CONTROL = _cite("110.2a", "under that player’s control unless the effect states")
ENTERS_UNTAPPED = _cite("110.5b", "Permanents enter the battlefield untapped")
# A hand is hidden (402.3): what it holds is known only when the scenario says so, or revealed.
HAND_HIDDEN = _cite("402.3", "can’t look at the cards in another player’s hand")
REVEAL = _cite("701.20a", "show that card to all players for a brief time")
REVEAL_STAYS = _cite("701.20b", "doesn’t cause it to leave the zone")
SURVEIL = _cite("701.25a", "put any number of them into your graveyard")
MAX_HAND_SIZE = _cite("402.2", "which is normally seven cards")
EMBLEM_GET = _cite("114.2", "puts an emblem with [ability] into the command zone")
EMBLEM_ABILITIES = _cite("114.4", "abilities of emblems function in the command zone")
LIFE_CHANGES = _cite("119.3", "gain life or lose life")
COLOR_FROM_COST = _cite("202.2", "the color or colors of the mana symbols in its mana cost")
LIFE_GAIN_EVENT = _cite("119.9", "whenever [a player] gains life")
MANA_POOL = _cite("106.4", "that mana goes into a player’s mana pool")
MANA_ABILITY = _cite("605.1a", "An activated ability is a mana ability")
MANA_ABILITY_NO_STACK = _cite("605.3b", "An activated mana ability doesn’t go on the stack")
DRAW = _cite("121.1", "putting the top card of their library into their hand")
DISCARD = _cite("701.9a", "move it from its owner’s hand to that player’s graveyard")
DISCARD_CHOICE = _cite("701.9b", "allow the affected player to choose which card to discard")
SHUFFLE = _cite("701.24a", "randomize the cards within it")
SEARCH = _cite("701.23a", "find a card that matches the given description")
SEARCH_QUALITY = _cite("701.23b", "isn’t required to find some or all of those cards")
SEARCH_QUANTITY = _cite("701.23d", "must find that many cards")
SEARCH_THEN_SHUFFLE = _cite("701.24b", "then put some or all of the found cards")
DRAW_ONE_AT_A_TIME = _cite("121.2", "cards may only be drawn one at a time")
DRAW_FROM_EMPTY = _cite("121.4", "draw a card from a library with no cards in it")

# Timing and priority
LAND_SPECIAL_ACTION = _cite("116.2a", "playing a land is a special action")
PRIORITY_CASTING = _cite("117.1a", "instant spell any time they have priority")
PRIORITY_ACTIVATING = _cite("117.1b", "activate an activated ability any time they have priority")
ACTIVE_GETS_PRIORITY = _cite("117.3a", "no player receives priority during the untap step")
PRIORITY_AFTER_RESOLVE = _cite("117.3b", "after a spell or ability (other than a mana ability)")
PRIORITY_AFTER_ACTING = _cite("117.3c", "that player receives priority afterward")
ALL_PASS = _cite("117.4", "all players pass in succession")
SBA_BEFORE_PRIORITY = _cite("117.5", "each time a player would get priority")
IN_RESPONSE = _cite("117.7", "in response to")
NO_POWER_TOUGHNESS = _cite("208.3", "a noncreature permanent has no power or toughness")

# Damage results
DAMAGE_LIFE_LOSS = _cite("120.3a", "lose that much life")
DAMAGE_POISON = _cite("120.3b", "dealt to a player by a source with infect")
DAMAGE_LOYALTY = _cite("120.3c", "loyalty counters to be removed")
DAMAGE_COUNTERS = _cite("120.3d", "-1/-1 counters")
DAMAGE_MARKED = _cite("120.3e", "damage to be marked")
DAMAGE_LIFELINK = _cite("120.3f", "lifelink")
DAMAGE_STAYS = _cite("120.6", "damage marked on a creature remains")
DAMAGE_BY_EFFECT = _cite("120.2b", "will specify which object deals that damage")
DAMAGE_TRIGGERS = _cite("120.4b", "abilities that trigger when damage is dealt trigger now")
PT_COUNTERS = _cite("122.1a", "+x/+y counter")
COUNTERS_ANNIHILATE = _cite("122.3", "n +1/+1 and n -1/-1 counters are removed")

# Tokens
TOKEN_TRIGGERS_FIRST = _cite("111.7", "will trigger before the token ceases to exist")
TOKEN_CANT_RETURN = _cite("111.8", "can’t move to another zone or come back onto the battlefield")
TOKEN_OWNER = _cite("111.2", "the player who creates a token is its owner")

# Abilities
ABILITY_INDEPENDENT = _cite("113.7a", "exists on the stack independently of its source")

# Card types and casting windows
ARTIFACT_TIMING = _cite("301.1", "cast an artifact card")
CREATURE_TIMING = _cite("302.1", "cast a creature card")
ENCHANTMENT_TIMING = _cite("303.1", "cast an enchantment card")
AURA_ILLEGAL = _cite("303.4c", "enchanting an illegal object")
EQUIPMENT_UNATTACHED = _cite("301.5c", "becomes unattached from that permanent but remains")
INSTANT_TIMING = _cite("304.1", "cast an instant card")
LAND_TIMING = _cite("305.1", "play a land card")
LAND_PER_TURN = _cite("305.2", "one land during their turn")
LAND_LIMIT = _cite("305.2b", "can’t play a land")
LAND_NOT_YOUR_TURN = _cite("305.3", "if it isn’t their turn")
PLANESWALKER_TIMING = _cite("306.1", "cast a planeswalker card")
PLANESWALKER_DAMAGE = _cite("306.8", "loyalty counters being removed")
SORCERY_TIMING = _cite("307.1", "cast a sorcery card")
BATTLE_TIMING = _cite("310.1", "cast a battle card")

# Stack
STACK_ON_TOP = _cite("405.2", "put on top of all objects already there")
STACK_TOP_RESOLVES = _cite("405.5", "top (last-added) spell or ability on the stack resolves")

# Turn structure
UNTAP_NO_PRIORITY = _cite("502.4", "no player receives priority during the untap step")
UNTAP_STEP = _cite("502.3", "determines which permanents they control will untap")
MAIN_PHASE_SPELLS = _cite("505.6a", "only phase in which a player can normally cast")
MAIN_PHASE_LAND = _cite("505.6b", "may play one land card")
REMOVED_FROM_COMBAT = _cite("506.4", "removed from combat")
BLOCKERS_PRIORITY = _cite("509.2", "the active player gets priority")
ATTACKED_PW_GONE = _cite("506.4c", "deal no combat damage")
ATTACKERS_UNTAPPED = _cite("508.1a", "The chosen creatures must be untapped")
BLOCKERS_UNTAPPED = _cite("509.1a", "The chosen creatures must be untapped")
TAP_UNTAP = _cite("701.26a", "To tap a permanent, turn it sideways")
ENTERS_TAPPED = _cite("614.1d", "Continuous effects that read")
ENTERS_WITH = _cite("614.1c", "[This permanent] enters with")
ATTACK_DECLARATION = _cite("508.1c", "any restrictions are being disobeyed")
ATTACK_COSTS = _cite("508.1h", "require paying costs to attack")
ATTACK_PAYMENT = _cite("508.1j", "Partial payments are not allowed")
BLOCK_RESTRICTIONS = _cite("509.1b", "affected by any restrictions")
ATTACK_REQUIREMENTS = _cite("508.1d", "effects that say a creature attacks if able")
SUMMONING_SICKNESS = _cite("302.6", "summoning sickness")
ALONE = _cite("506.5", "attacks alone if")
HASTE = _cite("702.10b", "can attack")
BLOCK_DECLARATION = _cite("509.1", "the declaration is illegal")
STAYS_BLOCKED = _cite("509.1h", "remains blocked even if all the creatures blocking it are removed")
ASSIGN_ORDER = _cite("510.1", "assigns its combat damage")
ASSIGN_POWER = _cite("510.1a", "assigns combat damage equal to its power")
ASSIGN_UNBLOCKED = _cite("510.1b", "unblocked creature assigns its combat damage")
ASSIGN_BLOCKED = _cite("510.1c", "assigns its combat damage to the creatures blocking it")
ASSIGN_BLOCKER = _cite("510.1d", "assigns combat damage to the creatures it’s blocking")
ASSIGN_ILLEGAL = _cite("510.1e", "assignment is illegal")
DAMAGE_SIMULTANEOUS = _cite("510.2", "dealt simultaneously")
TWO_DAMAGE_STEPS = _cite("510.4", "second combat damage step")
TURN_PHASES = _cite("500.1", "a turn consists of five phases")
EFFECTS_EXPIRE = _cite("500.4", "effects that last until that step or phase")
STEP_ENDS = _cite("500.2", "ends when the stack is empty and all players pass")
TURN_DRAW = _cite("504.1", "the active player draws a card")
CLEANUP_DISCARD = _cite("514.1", "maximum hand size")
CLEANUP_DAMAGE = _cite("514.2", "all damage marked on permanents")
CLEANUP_NO_PRIORITY = _cite("514.3", "no player receives priority during the cleanup step")
CLEANUP_PRIORITY = _cite("514.3a", "checks to see if any state-based actions would be performed")

# Activating, triggers and resolution
ACTIVATE = _cite("602.2", "to activate an ability is to put it onto the stack")
TRIGGERS = _cite("603.2", "that ability automatically triggers")
BEGINNING_TRIGGERS = _cite("603.2b", "when a phase or step begins")
DELAYED_CREATED = _cite("603.7a", "Delayed triggered abilities are created during the resolution")
DELAYED_ONCE = _cite("603.7b", "will trigger only once")
TRIGGER_TO_STACK = _cite("603.3", "the next time a player would receive priority")
TRIGGER_CONTROLLER = _cite("603.3a", "controlled by the player who controlled its source")
TRIGGER_TARGETS = _cite("603.3d", "simply removed from the stack")
TRIGGER_TARGETED = _cite("115.1d", "chosen as the ability is put on the stack")
TRIGGERS_APNAP = _cite("603.3b", "apnap order")
ATTACK_TRIGGERS = _cite("508.3a", "triggers if that creature is declared as an attacker")
BLOCK_TRIGGERS = _cite("509.1i", "Any abilities that trigger on blockers being declared trigger")
ENTERS_TRIGGERS = _cite("603.6a", "enters-the-battlefield abilities trigger")
CAST_TRIGGERS = _cite("601.2i", "Any abilities that trigger when a spell is cast")
LOOK_BACK = _cite("603.10a", "zone-change triggers look back in time")
TOP_RESOLVES = _cite("608.1", "on top of the stack resolves")
TARGETS_RECHECKED = _cite("608.2b", "checks whether the targets are still legal")
ORDER_WRITTEN = _cite("608.2c", "follows its instructions in the order written")
SIMULTANEOUS_ACTIONS = _cite("608.2f", "each such action is processed simultaneously")
CURRENT_OR_LAST_KNOWN = _cite("608.2h", "uses the object’s last known information")
RESOLVED_SPELL_GONE = _cite("608.2n", "final part of an instant or sorcery spell’s resolution")

# Continuous effects
DURATION_STATED = _cite("611.2a", "lasts as long as stated")
LOCKED_IN_SET = _cite("611.2c", "the set of objects it affects is determined when that")
STATIC_NOT_LOCKED = _cite("611.3a", "applies at any given moment to whatever its text indicates")
STATIC_WHILE_SOURCE = _cite("611.3b", "at all times that the permanent generating it is on the")
PREVENTION_SHIELD = _cite("615.7", "these work like shields")
REPLACEMENT_INSTEAD = _cite("614.1a", "effects that use the word “instead” are replacement")
PREVENTION = _cite("615.1a", "use “prevent” to indicate what damage will not be dealt")

# Layers
LAYERS = _cite("613.1", "applied in a series of layers in the following order")
LAYER_1 = _cite("613.1a", "modify copiable values")
LAYER_2 = _cite("613.1b", "control-changing effects")
LAYER_4 = _cite("613.1d", "type-changing effects")
LAYER_5 = _cite("613.1e", "color-changing effects")
LAYER_6 = _cite("613.1f", "ability-adding effects")
LAYER_7 = _cite("613.1g", "power- and/or toughness-changing")
CDA = _cite("604.3", "conveys information about an object’s characteristics")
LAND_TYPE_SET = _cite("305.7", "sets a land’s subtype to one or more of the basic land types")
CDA_FIRST = _cite("613.3", "apply effects from characteristic-defining abilities first")
SAME_SET_ACROSS_LAYERS = _cite("613.6", "applied to the same set of objects in each other")
LAYER_7_SUBLAYERS = _cite("613.4", "within layer 7")
LAYER_7A = _cite("613.4a", "characteristic-defining")
LAYER_7B = _cite("613.4b", "effects that set power and/or toughness to a specific number")
LAYER_7C = _cite("613.4c", "modify power and/or toughness")
LAYER_7D = _cite("613.4d", "switch a creature’s power and toughness")
TIMESTAMPS = _cite("613.7", "an effect with an earlier timestamp is applied before")
STATIC_TIMESTAMP = _cite("613.7a", "has the same timestamp as the object the static ability is on")
EFFECT_TIMESTAMP = _cite("613.7b", "receives a timestamp at the time it’s created")
COUNTER_TIMESTAMP = _cite("613.7c", "each counter receives a timestamp")
DEPENDENCY_SYSTEM = _cite("613.8", "using a dependency system")
DEPENDENCY = _cite("613.8a", "applying the other would change the text or the existence")
DEPENDENCY_WAITS = _cite("613.8b", "waits to apply until just after all of those effects")
PLAYER_EFFECTS = _cite("613.10", "affect players rather than objects")

# Keyword actions and abilities
MODES = _cite("700.2a", "chooses the mode(s) as part of casting that spell")
TRIGGER_MODES = _cite("603.3c", "announces the mode choice when putting the ability on the stack")
ABILITIES_NOT_SPELLS = _cite("113.9", "can’t be countered by anything that counters only spells")
CANT_BE_COUNTERED = _cite("113.6g", "states it can’t be countered or can’t be copied")
MILL_AS_MANY = _cite("701.17b", "they mill as many as possible")
MILL = _cite("701.17a", "from the top of their library into their graveyard")
SCRY = _cite("701.22a", "look at the top N cards of your library")
ENCHANT = _cite("702.5a", "restricts what an Aura spell can target and what an Aura can enchant")
DIES = _cite("700.4", "put into a graveyard from the battlefield")
COUNTER = _cite("701.6a", "to counter a spell or ability means to cancel it")
UNLESS = _cite("118.12a", "unless [a player does something else]")
CREATE_TOKEN = _cite("701.7a", "to create one or more tokens")
DESTROY = _cite("701.8a", "to destroy a permanent, move it from the battlefield")
DESTROY_ONLY_WAYS = _cite("701.8b", "only ways a permanent can be destroyed")
EXILE = _cite("701.13a", "to exile an object")
ATTACH = _cite("701.3a", "take it from where it currently is and put it onto")
ATTACH_TIMESTAMP = _cite("613.7e", "receives a new timestamp each time it becomes attached")
EQUIP = _cite("702.6a", "attach this permanent to target creature you control")
AFFINITY = _cite("702.41a", "This spell costs {1} less to cast for each [text] you control")
CONVOKE = _cite("702.51a", "you may tap an untapped creature of that color you control")
IMPROVISE = _cite("702.126a", "you may tap an untapped artifact you control rather than pay")
SPLIT_SECOND = _cite("702.61a", "players can’t cast other spells or activate abilities")
SPLIT_SECOND_TRIGGERS = _cite("702.61b", "Triggered abilities trigger and are put on the stack")
EVOLVE = _cite("702.100a", "if that creature’s power is greater than this creature’s power")
INTERVENING_IF = _cite("603.4", "checks the stated condition again as it resolves")
BATTLE_CRY = _cite("702.91a", "each other attacking creature gets +1/+0 until end of turn")
RAMPAGE = _cite("702.23a", "for each creature blocking it beyond the first")
AFFLICT = _cite("702.130a", "Whenever this creature becomes blocked, defending player loses")
MELEE = _cite("702.121a", "for each opponent you attacked with a creature this combat")
TRAINING = _cite("702.149a", "at least one other creature with power greater than this")
DETHRONE = _cite("702.105a", "attacks the player with the most life or tied for most life")
MYRIAD = _cite("702.116a", "for each opponent other than defending player")
DELVE = _cite("702.66a", "you may exile a card from your graveyard rather than pay that mana")
DELVE_AFTER_TOTAL = _cite("702.66b", "applies only after the total cost of the spell with delve")
CYCLING = _cite("702.29a", "functions only while the card with cycling is in a player’s hand")
FLANKING = _cite("702.25a", "becomes blocked by a creature without flanking")
WARD = _cite("702.21a", "becomes the target of a spell or ability an opponent controls")
KICKER = _cite("702.33a", "You may pay an additional [cost] as you cast this spell")
FLASHBACK = _cite("702.34a", "You may cast this card from your graveyard if the resulting spell")
CAST_ALLOWED = _cite("601.3", "only if a rule or effect allows that player to cast it")
ALTERNATIVE_COST = _cite("118.9", "Some spells have alternative costs")
CREW = _cite(
    "702.122a",
    "Tap any number of other untapped creatures you control with total power N or greater",
)
ON_BATTLEFIELD_ONLY = _cite("113.6", "function only while that object is on the battlefield")
UNTAP_STEP = _cite("502.3", "the active player determines which permanents they control will untap")
RESTRICTED_ABILITY = _cite("602.5b", "the restriction continues to apply to that object")
CANT_PAY = _cite("118.3", "without having the necessary resources to pay it fully")
PAY_LIFE = _cite("119.4", "only if their life total is greater than or equal")
LOYALTY_ABILITY = _cite("606.2", "loyalty symbol in its cost")
LOYALTY_TIMING = _cite("606.3", "no player has previously activated a loyalty ability")
LOYALTY_COST = _cite("606.4", "put on or remove from that permanent")
LOYALTY_ENOUGH = _cite("606.6", "at least that many loyalty counters")
SORCERY_SPEED_ABILITY = _cite("602.5d", "the timing rules for casting a sorcery spell")
FIGHT = _cite("701.14a", "deals damage equal to its power to the other creature")
FIGHT_GONE = _cite("701.14b", "neither of them fights or deals damage")
FIGHT_NOT_COMBAT = _cite("701.14d", "isn’t combat damage")
NEW_OBJECT = _cite("400.7", "becomes a new object with no memory of")
TOXIC = _cite("702.164c", "a number of poison counters equal to")
PAY_COSTS = _cite("601.2h", "pays the total cost")
TOTAL_COST = _cite("601.2f", "determines the total cost of the spell")
CANT_BE_PREVENTED = _cite("615.12", "Existing damage prevention shields won’t be")
ONE_OPPORTUNITY = _cite("614.5", "doesn’t invoke itself repeatedly")
ORDER_REPLACEMENTS = _cite("616.1", "chooses one to apply")
PROHIBITED_ACTIVATION = _cite("602.5", "prohibited from being activated")
GENERIC_REDUCTION = _cite("118.7a", "affect only the generic mana component")
LAND_PUT = _cite("305.4", "doesn’t count as a land played during the current turn")
SACRIFICE = _cite("701.21a", "to sacrifice a permanent")
REGENERATE = _cite("701.19a", "would be destroyed this turn, instead remove all damage marked")
CANT_REGENERATE = _cite("701.19c", "cause regeneration shields to not be applied")
DEATHTOUCH_DESTROYS = _cite("702.2b", "dealt damage by a source with deathtouch")
DEATHTOUCH_LETHAL = _cite("702.2c", "considered to be lethal damage")
DEATHTOUCH_ANY_ZONE = _cite("702.2d", "no matter what zone an object with deathtouch deals damage")
DEATHTOUCH_LKI = _cite("702.2e", "used to determine whether it had deathtouch")
DEFENDER = _cite("702.3b", "defender can’t attack")
DOUBLE_STRIKE = _cite("702.4b", "blockers that currently have double strike")
DOUBLE_STRIKE_REMOVED = _cite("702.4c", "removing double strike")
DOUBLE_STRIKE_GAINED = _cite("702.4d", "giving double strike")
FIRST_STRIKE = _cite("702.7b", "in that step are those with first strike or double strike")
FIRST_STRIKE_CHANGED = _cite("702.7c", "removing first strike")
FLASH = _cite("702.8a", "any time you could cast an instant")
FLYING = _cite("702.9b", "can’t be blocked except by creatures with flying and/or reach")
HEXPROOF = _cite("702.11b", "“hexproof” on a permanent means")
HEXPROOF_PLAYER = _cite("702.11c", "“hexproof” on a player means")
INTIMIDATE = _cite("702.13b", "artifact creatures and/or creatures that share a color with it")
LANDWALK = _cite("702.14c", "controls at least one land with the specified land type")
SHROUD = _cite("702.18a", "can’t be the target of spells or abilities")
SHADOW = _cite("702.28b", "can’t be blocked by creatures without shadow")
HORSEMANSHIP = _cite("702.31b", "can’t be blocked by creatures without horsemanship")
FEAR = _cite("702.36b", "except by artifact creatures and/or black creatures")
PROWESS = _cite("702.108a", "Whenever you cast a noncreature spell, this creature gets +1/+1")
DEVOID = _cite("702.114a", "This object is colorless")
SKULK = _cite("702.118b", "can’t be blocked by creatures with greater power")
INDESTRUCTIBLE = _cite("702.12b", "a permanent with indestructible can’t be destroyed")
LIFELINK = _cite("702.15b", "damage dealt by a source with lifelink")
LIFELINK_LKI = _cite("702.15c", "used to determine whether it had lifelink")
LIFELINK_ANY_ZONE = _cite("702.15d", "no matter what zone an object with lifelink deals damage")
PROTECTION_TARGETS = _cite("702.16b", "can’t be targeted by spells with the stated quality")
PROTECTION_AURAS = _cite("702.16c", "enchanted by auras that have the stated quality")
PROTECTION_EQUIPMENT = _cite("702.16d", "can’t be equipped by equipment that have the stated")
PROTECTION_DAMAGE = _cite("702.16e", "damage that would be dealt by sources")
PROTECTION_BLOCKS = _cite("702.16f", "can’t be blocked by creatures that have the stated quality")
PROTECTION_QUALITY = _cite("702.16a", "if the quality is a card type, subtype, or supertype")
PROTECTION_EVERYTHING = _cite("702.16j", "protection from everything")
REACH = _cite("702.17b", "except by creatures with flying and/or reach")
TRAMPLE = _cite("702.19b", "any excess damage is assigned as its controller chooses")
TRAMPLE_NO_BLOCKERS = _cite("702.19d", "no creatures blocking it")
PERSIST = _cite("702.79a", "if it had no -1/-1 counters on it, return it to the battlefield")
WITHER = _cite("702.80a", "dealt to a creature by a source with wither")
INFECT_PLAYER = _cite("702.90b", "dealt to a player by a source with infect")
INFECT_CREATURE = _cite("702.90c", "dealt to a creature by a source with infect")
UNDYING = _cite("702.93a", "if it had no +1/+1 counters on it, return it to the battlefield")
MENACE = _cite("702.111b", "can’t be blocked except by two or more creatures")

# State-based actions
SBA_CHECK = _cite("704.3", "performs all applicable state-based actions simultaneously")
SBA_LIFE = _cite("704.5a", "0 or less life")
SBA_EMPTY_LIBRARY = _cite("704.5b", "library with no cards")
SBA_POISON = _cite("704.5c", "ten or more poison counters")
SBA_COMMANDER_DAMAGE = _cite("704.6c", "21 or more combat damage by the same commander")
COMMANDER_DAMAGE = _cite("903.10a", "21 or more combat damage by the same commander")
COMMANDER_TAX = _cite("903.8", "costs an additional {2} for each previous time")
SBA_TOKEN = _cite("704.5d", "if a token is in a zone other than the battlefield")
SBA_ZERO_TOUGHNESS = _cite("704.5f", "toughness 0 or less")
SBA_LETHAL = _cite("704.5g", "lethal damage")
SBA_DEATHTOUCH = _cite("704.5h", "deathtouch")
SBA_LOYALTY = _cite("704.5i", "loyalty 0")
SBA_LEGEND = _cite("704.5j", "legend rule")
SBA_AURA = _cite("704.5m", "aura is attached to an illegal object or player")
SBA_EQUIPMENT = _cite("704.5n", "equipment or fortification is attached to an illegal permanent")
SBA_COUNTERS = _cite("704.5q", "+1/+1 counter and a -1/-1 counter")
SBA_LKI = _cite("704.8", "last known information")
SBA_SAGA = _cite("704.5s", "lore counters on a Saga permanent")

# Sagas (714; bot/engine/sagas.py)
SAGA_CHAPTER = _cite("714.2b", "if the number of lore counters on it was less than N")
SAGA_FINAL = _cite("714.2d", "final chapter number is the greatest value")
SAGA_MAIN_PHASE = _cite("714.3b", "puts a lore counter on each Saga they control")
SAGA_SACRIFICE = _cite("714.4", "that Saga’s controller sacrifices it")
MAIN_PHASE_LORE = _cite("505.4", "puts a lore counter on each Saga they control")

# Multiplayer
LEAVES_GAME = _cite("800.4a", "all objects (see rule 109) owned by that player leave the game")

# A permanent spell resolving onto the battlefield, and what enters with it (permanent_spells.py)
PERMANENT_SPELL = _cite("608.3", "If the object that’s resolving is a permanent spell")
PERMANENT_SPELL_ENTERS = _cite("608.3a", "enters the battlefield under the control of the spell")
AURA_SPELL = _cite("608.3c", "attached to the player or object it was targeting")
PERMANENT_SPELL_TARGET = _cite("608.3b", "it checks whether the target is still legal")
ENTERING_CHOICE = _cite("614.12a", "that choice is made before the permanent enters")
ENTERING_REPLACEMENTS = _cite("614.12", "modify how a permanent enters the battlefield")
EXILE_UNTIL = _cite("610.3", "change zones “until” a specified event occurs")
EXILE_UNTIL_GONE = _cite("610.3b", "If a resolving triggered ability creates the initial")
LINKED_EXILE = _cite("607.2a", "instructs a player to exile one or more cards and an ability")
RETURNS_UNDER_OWNER = _cite("610.3c", "returns under its owner’s control unless otherwise")
ECHO = _cite("702.30a", "sacrifice it unless you pay [cost]")
CUMULATIVE_UPKEEP = _cite("702.24a", "put an age counter on this permanent")
FACE_DOWN = _cite("708.2a", "2/2 face-down creature with no text, no name, no subtypes")
MORPH = _cite("702.37a", "the morph effect works any time the card is face down")
TURN_UP_MORPH = _cite("702.37e", "you may turn a face-down permanent you control with a morph")
MEGAMORPH = _cite("702.37b", "put a +1/+1 counter on it if its megamorph cost was paid")
DISGUISE = _cite("702.168a", "2/2 face-down creature with ward {2}")
TURN_UP_DISGUISE = _cite("702.168d", "face-down permanent you control with a disguise ability")
TURN_UP_SPECIAL = _cite("116.2b", "Turning a face-down creature face up is a special action")
PRIORITY_AFTER_SPECIAL = _cite("116.3", "that player receives priority afterward")
TURNED_UP = _cite("708.8", "its copiable values revert to its normal copiable values")
UNEARTH = _cite("702.84a", "If it would leave the battlefield, exile it instead of putting")
BUYBACK = _cite("702.27a", "put this spell into its owner’s hand instead of into that player")

# Leveler cards and level up (702.87, 711; levels.py)
LEVEL_UP = _cite("702.87a", "Put a level counter on this permanent")
LEVEL_RANGE = _cite("711.2a", "but no more than N2 level counters on it")
LEVEL_PLUS = _cite("711.2b", "As long as this creature has N3 or more level counters")
LEVEL_BELOW = _cite("711.5", "it has the power and toughness denoted by its uppermost")

# Transforming double-faced permanents (701.27, 712; faces.py)
TRANSFORM = _cite("701.27a", "turn it over so that its other face is up")
TRANSFORM_ONLY_DFC = _cite("701.27c", "isn’t represented by a double-faced token or a")
TRANSFORM_SAME_OBJECT = _cite("712.18", "it doesn’t become a new object")
FRONT_FACE = _cite("712.8d", "While a double-faced permanent has its front face up")
BACK_FACE = _cite("712.8e", "has its back face up, it has only the characteristics of its back")
ENTERS_TRANSFORMED = _cite("712.14a", "puts a double-faced card onto the battlefield “transformed")

# Day and night (730), daybound and nightbound (702.145; day_night.py)
DAY_NIGHT = _cite("730.1", "Day and night are designations that the game itself can have")
UNTAP_DAY_NIGHT = _cite("502.2", "Second, if it’s day and the previous turn’s active player")
DAY_TO_NIGHT = _cite("730.2a", "previous turn’s active player didn’t cast any spells")
NIGHT_TO_DAY = _cite("730.2b", "cast two or more spells during the previous turn")
DAYBOUND = _cite("702.145b", "As it becomes night, if this permanent is front face up")
DAYBOUND_AT_NIGHT = _cite("702.145c", "front face up with daybound and it’s night")
DAYBOUND_DAY = _cite("702.145d", "if it’s neither day nor night, it becomes day")
NIGHTBOUND = _cite("702.145e", "As it becomes day, if this permanent is back face up")
NIGHTBOUND_BY_DAY = _cite("702.145f", "back face up with nightbound and it’s day")
NIGHTBOUND_NIGHT = _cite("702.145g", "there are no permanents with daybound on the battlefield")

# Copies of spells and storm (spell_copies.py)
COPY_SPELL = _cite("707.10", "a copy of a spell isn’t cast")
COPY_NEW_TARGETS = _cite("707.10c", "may choose new targets for the copy")
COPY_CEASES = _cite("704.5e", "If a copy of a spell is in a zone other than the stack")
REBOUND = _cite("702.88a", "instead of putting it into your graveyard as it resolves, exile it")
CASCADE = _cite("702.85a", "exile cards from the top of your library until you exile a nonland")
LIBRARY_ORDER = _cite("401.4", "the owner of those cards may arrange them in any order")
STORM = _cite("702.40a", "copy it for each other spell that was cast before it this turn")
# Proliferate (701.34) and the monarch (724); bot/engine/proliferate.py, monarch.py
PROLIFERATE = _cite("701.34a", "give each one additional counter of each kind")
MONARCH = _cite("724.1", "until an effect instructs a player to become the monarch")
MONARCH_TRIGGERS = _cite("724.2", "two inherent triggered abilities associated with being")
MONARCH_ONE = _cite("724.3", "Only one player can be the monarch at a time")


def ordered_unique(rule_ids: Iterable[str]) -> list[str]:
    """Without repeats, in document order: 510.1c < 702.2c < 702.19b."""
    return sorted(set(rule_ids), key=sort_key)
