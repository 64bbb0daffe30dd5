"""Keyword abilities read from what rule 702 says each one means.

Most keyword abilities are shorthand: rule 702 writes out, for each, the longer ability it
stands for ("Exalted" means "Whenever a creature you control attacks alone, that creature gets
+1/+1 until end of turn.", 702.83a). The engine reads such a keyword by expanding it into that
text, in the engine's own language, and handing it to the reader of that kind of ability
(triggered, activated, static): the keyword is modelled exactly as far as its expansion is, and
a keyword whose expansion the language does not read stays unread, like any other line.

``MEANINGS`` is the table: one row a keyword, with the rule that defines it. To add a keyword,
add a row whose ``means`` is the rule's own wording (with ``{n}`` or ``{cost}`` where the
keyword line carries a number or a cost) and check that the language reads it. Two kinds of
row are not an ability read elsewhere:

* ``deck``: the keyword modifies deck construction and functions before the game begins
  (113.6n): Partner, "Choose a Background" (702.124). In a game it does nothing, which is
  what reading it says. ("~ can be your commander", 903.3a, is no keyword: before_game.py sets
  that line aside with the other lines that work only before the game.)
* ``cast_from_graveyard``: Flashback (702.34a), an alternative cost (118.9) to cast the card
  from its owner's graveyard, and exile once it leaves the stack: a timing question asked
  ``desde:cementerio`` answers with it (bot/engine/graveyard_casts.py).
* ``costs_less_for_each``: Affinity (702.41a), a cost reduction of the spell itself, counted
  from the permanents its caster controls when a timing question adds up its total cost.
* ``pays_by_tapping``: Convoke (702.51a) and Improvise (702.126a), ways to pay the total cost
  by tapping creatures or artifacts: a timing question says how much of it they can pay
  (bot/engine/tap_to_pay.py).
* ``optional_additional_cost``: Kicker (702.33a), a cost its caster may add as the spell is
  cast (601.2b, 601.2f): a timing question adds up the total cost with and without it. Only a
  mana cost is read ("Kicker—Sacrifice a land" stays unread).
* ``counters_targeting``: Ward (702.21a), a triggered ability of a permanent that counters a
  spell or ability an opponent controls when it becomes its target, unless that player pays
  the cost: bot/engine/ward.py puts it on the stack. A mana cost or "Pay N life" is read
  ("Ward—Discard a card" stays unread).
* ``weakens_blockers``: Flanking (702.25a), a triggered ability of an attacking creature that
  gives -1/-1 to each creature without flanking that blocks it: bot/engine/flanking.py puts
  it on the stack as blockers are declared (509.1i).
* ``activated_from_hand``: Cycling (702.29a), an activated ability that functions only while
  the card is in its owner's hand: ``cicla <carta>`` in ``eventos:`` discards it to pay the
  cost and puts the ability on the stack, which draws a card (bot/engine/cycling.py). Only a
  mana cost is read; typecycling (702.29e) searches a hidden library and stays unread.
* ``locks_the_stack``: Split second (702.61a), a static ability of a spell on the stack: while
  it is there no other spell is cast and no ability that is not a mana ability is activated
  (bot/engine/split_second.py); triggers still go on the stack (702.61b).
* ``grows_on_entering``: Evolve (702.100a), a triggered ability with an intervening "if"
  (603.4), checked as a creature its controller controls enters and again as it resolves
  (bot/engine/evolve.py).
* ``combat_trigger``: Battle cry (702.91a), Rampage N (702.23a), Afflict N (702.130a), Melee
  (702.121a), Training (702.149a), Dethrone (702.105a) and Myriad (702.116a: nothing with
  two players), triggered as their creature attacks or becomes blocked
  (bot/engine/combat_keywords.py).
* ``pays_by_exiling``: Delve (702.66a): a timing question says how much of the total cost
  cards exiled from the graveyard can pay (bot/engine/delve.py).
* ``upkeep_cost``: Echo (702.30a) and Cumulative upkeep (702.24a), triggered abilities at
  the beginning of their controller's upkeep whose cost is paid or the permanent sacrificed:
  the player's choice, which the scenario says or the answer asks (bot/engine/upkeep_costs.py).
  Only a mana cost is read ("Cumulative upkeep—Pay 2 life." stays unread).
* ``face_down``: Morph (702.37a), Megamorph (702.37b) and Disguise (702.168a): the card may
  be a 2/2 face-down creature with no name, text, subtypes or mana cost (disguise: with ward
  {2}); a scenario writes it ``boca abajo``, and ``pone boca arriba <carta>`` in ``eventos:``
  turns it face up for that cost, a special action that doesn't use the stack (702.37e,
  702.168d; bot/engine/face_down.py). Only a mana cost is read ("Morph—Pay 5 life." stays
  unread).
* ``buyback``: Buyback (702.27a), an optional additional cost of an instant or sorcery: a
  timing question adds up the total cost with and without it, and a spell cast with it
  (``hechizo:"Capsize con recompra: Oso"``) is put into its owner's hand as it resolves
  (bot/engine/buyback.py). Only a mana cost is read.
* ``unearth``: Unearth (702.84a), an activated ability of a card in a graveyard:
  ``desentierra <carta>`` in ``eventos:`` (bot/engine/unearth.py). Only a mana cost is read.
* ``every_creature_type``: Changeling, a characteristic-defining ability (702.73a, 604.3): the
  object has every creature type of rule 205.3m, everywhere.
* ``copies_on_cast``: Storm (702.40a), a triggered ability of the spell itself as it is cast:
  it copies the spell once for each other spell cast before it this turn, a count the scenario
  tells (``tormenta N``; bot/engine/spell_copies.py).
* ``exiles_on_resolve``: Rebound (702.88a), a static ability of a spell cast from the hand: it
  is exiled as it resolves and may be cast again at its controller's next upkeep
  (bot/engine/rebound.py).
* ``enters_with_if_bled``: Bloodthirst N (702.54a), a replacement effect of the permanent as
  it enters: N +1/+1 counters if an opponent was dealt damage this turn, a fact the run
  follows or the scenario tells (bot/engine/bloodthirst.py).
* ``germ_on_entering``: Living weapon (702.92a), an Equipment's trigger as it enters: a 0/0
  Germ token, and the Equipment attached to it (bot/engine/living_weapon.py).
* ``backup``: Backup N (702.165a), an enters trigger whose target also gains, if it is another
  creature, the abilities printed below it until end of turn (language/backup.py).
* ``cascades_on_cast``: Cascade (702.85a), a triggered ability of the spell as it is cast; the
  card it finds and whether it is cast are facts the scenario names (bot/engine/cascade.py).
* ``alternative_cost``: Dash (702.109a), Evoke (702.74a) and Warp (702.185a), alternative
  costs (118.9) of a permanent card whose payment changes the permanent: with haste and back
  to its owner's hand at the next end step (dash), sacrificed as it enters (evoke), exiled at
  the next end step and castable from exile after that turn (warp). Paying it is the caster's
  choice as the spell is cast (601.2b): ``con rapidez``, ``con evocar``, ``con warp`` after the
  spell's name, asked as it resolves when unsaid (bot/engine/alternative_casts.py); a timing
  question adds up the total cost with it too. Only a mana cost is read.
* ``cast_from_zone``: Foretell (702.143a), Plot (702.170a) and Retrace (702.81a), what lets a
  card be cast from a zone other than the hand (601.3): a foretold card from exile after the
  turn it was foretold, for its foretell cost; a plotted card from exile, free, in its owner's
  main phase with the stack empty, after the turn it was plotted (702.170d); a card with
  retrace from its owner's graveyard, discarding a land card as an additional cost. A timing
  question asked ``desde:exilio`` (with ``exiliada:`` saying how and when it got there) or
  ``desde:cementerio`` answers with it (bot/engine/zone_casts.py). Foretelling and plotting
  are special actions from the hand: they change nothing about casting it from there. Also
  Madness (702.35a) and Suspend N (702.62a), whose card is cast from exile as its own trigger
  resolves (608.2g): ``exiliada:locura``, ``exiliada:"suspendida último contador"``; a card
  with no mana cost (118.6) is cast from the hand for nothing else, and a step says it can be
  suspended instead.
* ``mode_cost``: Entwine (702.42a), Escalate (702.120a) and Spree (702.172a), static abilities
  of modal spells that change how many modes may be chosen or what choosing them costs: read
  with the modes a scenario writes (language/spell_modes.py). Only a mana cost is read.
* ``ninjutsu``: Ninjutsu (702.49a), an activated ability of a card in its owner's hand: in a
  combat, after blockers, ``habilidad:"ninjutsu <carta>: <atacante no bloqueado>"`` returns
  that attacker to its owner's hand as the cost and puts the card onto the battlefield tapped,
  attacking what it attacked, unblocked (bot/engine/ninjutsu.py). Only a mana cost is read;
  Commander ninjutsu (702.49d, also from the command zone) stays unread.
* ``starts_speed``: Start your engines! (702.179a), a static ability whose controller gets
  speed 1 if they have none, a state-based action (704.5z); their speed then rises by its
  inherent trigger (702.179d; bot/engine/speed.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from index.fold import fold

MeaningKind = Literal[
    "triggered",
    "activated",
    "static",
    "deck",
    "every_creature_type",
    "cast_from_graveyard",
    "costs_less_for_each",
    "pays_by_tapping",
    "optional_additional_cost",
    "counters_targeting",
    "weakens_blockers",
    "activated_from_hand",
    "locks_the_stack",
    "grows_on_entering",
    "combat_trigger",
    "pays_by_exiling",
    "upkeep_cost",
    "face_down",
    "buyback",
    "unearth",
    "copies_on_cast",
    "exiles_on_resolve",
    "cascades_on_cast",
    "alternative_cost",
    "cast_from_zone",
    "mode_cost",
    "enters_with_if_bled",
    "germ_on_entering",
    "backup",
    "ninjutsu",
    "starts_speed",
]


@dataclass(frozen=True)
class Meaning:
    """One keyword of rule 702: how its clause is written and what it means."""

    keyword: str  # as printed, without its parameter
    rule: str  # the rule that says what it means
    kind: MeaningKind
    means: str  # the rule's wording; {n} and {cost} are the clause's parameter
    parameter: Literal["", "n", "cost", "text", "n_cost"] = ""


MEANINGS: tuple[Meaning, ...] = (
    Meaning(
        "Exalted",
        "702.83a",
        "triggered",
        "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of "
        "turn.",
    ),
    Meaning(
        "Crew",
        "702.122a",
        "activated",
        "Tap any number of other untapped creatures you control with total power {n} or "
        "greater: This permanent becomes an artifact creature until end of turn.",
        parameter="n",
    ),
    Meaning(
        "Bushido",
        "702.45a",
        "triggered",
        "Whenever this creature blocks or becomes blocked, it gets +{n}/+{n} until end of turn.",
        parameter="n",
    ),
    Meaning(
        "Flashback",
        "702.34a",
        "cast_from_graveyard",
        "You may cast this card from your graveyard if the resulting spell is an instant or "
        "sorcery spell by paying {cost} rather than paying its mana cost",
        parameter="cost",
    ),
    Meaning(
        "Kicker",
        "702.33a",
        "optional_additional_cost",
        "You may pay an additional {cost} as you cast this spell.",
        parameter="cost",
    ),
    Meaning(
        "Afterlife",
        "702.135a",
        "triggered",
        "When this permanent is put into a graveyard from the battlefield, create {n} 1/1 white "
        "and black Spirit creature tokens with flying.",
        parameter="n",
    ),
    Meaning(
        "Affinity",
        "702.41a",
        "costs_less_for_each",
        "This spell costs {1} less to cast for each {text} you control.",
        parameter="text",
    ),
    Meaning(
        "Convoke",
        "702.51a",
        "pays_by_tapping",
        "For each colored mana in this spell's total cost, you may tap an untapped creature of "
        "that color you control rather than pay that mana. For each generic mana in this "
        "spell's total cost, you may tap an untapped creature you control rather than pay that "
        "mana.",
    ),
    Meaning(
        "Improvise",
        "702.126a",
        "pays_by_tapping",
        "For each generic mana in this spell's total cost, you may tap an untapped artifact you "
        "control rather than pay that mana.",
    ),
    Meaning(
        "Ward",
        "702.21a",
        "counters_targeting",
        "Whenever this permanent becomes the target of a spell or ability an opponent controls, "
        "counter that spell or ability unless that player pays {cost}.",
        parameter="cost",
    ),
    Meaning(
        "Flanking",
        "702.25a",
        "weakens_blockers",
        "Whenever this creature becomes blocked by a creature without flanking, the blocking "
        "creature gets -1/-1 until end of turn.",
    ),
    Meaning(
        "Cycling",
        "702.29a",
        "activated_from_hand",
        "{cost}, Discard this card: Draw a card.",
        parameter="cost",
    ),
    Meaning(
        "Split second",
        "702.61a",
        "locks_the_stack",
        "As long as this spell is on the stack, players can't cast other spells or activate "
        "abilities that aren't mana abilities.",
    ),
    Meaning(
        "Evolve",
        "702.100a",
        "grows_on_entering",
        "Whenever a creature you control enters, if that creature's power is greater than this "
        "creature's power and/or that creature's toughness is greater than this creature's "
        "toughness, put a +1/+1 counter on this creature.",
    ),
    Meaning(
        "Battle cry",
        "702.91a",
        "combat_trigger",
        "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of "
        "turn.",
    ),
    Meaning(
        "Rampage",
        "702.23a",
        "combat_trigger",
        "Whenever this creature becomes blocked, it gets +{n}/+{n} until end of turn for each "
        "creature blocking it beyond the first.",
        parameter="n",
    ),
    Meaning(
        "Afflict",
        "702.130a",
        "combat_trigger",
        "Whenever this creature becomes blocked, defending player loses {n} life.",
        parameter="n",
    ),
    Meaning(
        "Melee",
        "702.121a",
        "combat_trigger",
        "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you "
        "attacked with a creature this combat.",
    ),
    Meaning(
        "Training",
        "702.149a",
        "combat_trigger",
        "Whenever this creature and at least one other creature with power greater than this "
        "creature's power attack, put a +1/+1 counter on this creature.",
    ),
    Meaning(
        "Dethrone",
        "702.105a",
        "combat_trigger",
        "Whenever this creature attacks the player with the most life or tied for most life, "
        "put a +1/+1 counter on this creature.",
    ),
    Meaning(
        "Myriad",
        "702.116a",
        "combat_trigger",
        "Whenever this creature attacks, for each opponent other than defending player, you may "
        "create a token that's a copy of this creature that's tapped and attacking that player "
        "or a planeswalker they control. If one or more tokens are created this way, exile the "
        "tokens at end of combat.",
    ),
    Meaning(
        "Delve",
        "702.66a",
        "pays_by_exiling",
        "For each generic mana in this spell's total cost, you may exile a card from your "
        "graveyard rather than pay that mana.",
    ),
    Meaning("Changeling", "702.73a", "every_creature_type", "This object is every creature type."),
    Meaning(
        "Partner",
        "702.124h",
        "deck",
        "You may designate two legendary cards as your commander rather than one if each of "
        "them has partner.",
    ),
    Meaning(
        "Choose a Background",
        "702.124k",
        "deck",
        "You may designate two cards as your commander rather than one if one of them is this "
        "card and the other is a legendary Background enchantment card.",
    ),
    Meaning(
        "Doctor's companion",
        "702.124m",
        "deck",
        "You may designate two legendary creature cards as your commander rather than one if "
        "one of them is this card and the other is a legendary Time Lord Doctor creature card "
        "that has no other creature types.",
    ),
    Meaning(
        "Echo",
        "702.30a",
        "upkeep_cost",
        "At the beginning of your upkeep, if this permanent came under your control since the "
        "beginning of your last upkeep, sacrifice it unless you pay {cost}.",
        parameter="cost",
    ),
    Meaning(
        "Cumulative upkeep",
        "702.24a",
        "upkeep_cost",
        "At the beginning of your upkeep, if this permanent is on the battlefield, put an age "
        "counter on this permanent. Then you may pay {cost} for each age counter on it. If you "
        "don't, sacrifice it.",
        parameter="cost",
    ),
    Meaning(
        "Morph",
        "702.37a",
        "face_down",
        "You may cast this card as a 2/2 face-down creature with no text, no name, no subtypes, "
        "and no mana cost by paying {3} rather than paying its mana cost.",
        parameter="cost",
    ),
    Meaning(
        "Megamorph",
        "702.37b",
        "face_down",
        "You may cast this card as a 2/2 face-down creature with no text, no name, no subtypes, "
        'and no mana cost by paying {3} rather than paying its mana cost" and "As this '
        "permanent is turned face up, put a +1/+1 counter on it if its megamorph cost was paid "
        "to turn it face up.",
        parameter="cost",
    ),
    Meaning(
        "Disguise",
        "702.168a",
        "face_down",
        "You may cast this card as a 2/2 face-down creature with ward {2}, no name, no "
        "subtypes, and no mana cost by paying {3} rather than paying its mana cost.",
        parameter="cost",
    ),
    Meaning(
        "Buyback",
        "702.27a",
        "buyback",
        'You may pay an additional {cost} as you cast this spell" and "If the buyback cost was '
        "paid, put this spell into its owner's hand instead of into that player's graveyard as "
        "it resolves.",
        parameter="cost",
    ),
    Meaning(
        "Unearth",
        "702.84a",
        "unearth",
        "{cost}: Return this card from your graveyard to the battlefield. It gains haste. Exile "
        "it at the beginning of the next end step. If it would leave the battlefield, exile it "
        "instead of putting it anywhere else. Activate only as a sorcery.",
        parameter="cost",
    ),
    Meaning(
        "Level up",
        "702.87a",
        "activated",
        "{cost}: Put a level counter on this permanent. Activate only as a sorcery.",
        parameter="cost",
    ),
    Meaning(
        "Storm",
        "702.40a",
        "copies_on_cast",
        "When you cast this spell, copy it for each other spell that was cast before it this "
        "turn. If the spell has any targets, you may choose new targets for any of the copies.",
    ),
    Meaning(
        "Rebound",
        "702.88a",
        "exiles_on_resolve",
        "If this spell was cast from your hand, instead of putting it into your graveyard as it "
        "resolves, exile it and, at the beginning of your next upkeep, you may cast this card "
        "from exile without paying its mana cost.",
    ),
    Meaning(
        "Cascade",
        "702.85a",
        "cascades_on_cast",
        "When you cast this spell, exile cards from the top of your library until you exile a "
        "nonland card whose mana value is less than this spell's mana value. You may cast that "
        "card without paying its mana cost if the resulting spell's mana value is less than "
        "this spell's mana value. Then put all cards exiled this way that weren't cast on the "
        "bottom of your library in a random order.",
    ),
    Meaning(
        "Dash",
        "702.109a",
        "alternative_cost",
        'You may cast this card by paying {cost} rather than its mana cost," "If this spell\'s '
        "dash cost was paid, return the permanent this spell becomes to its owner's hand at the "
        'beginning of the next end step," and "As long as this permanent\'s dash cost was paid, '
        "it has haste.",
        parameter="cost",
    ),
    Meaning(
        "Evoke",
        "702.74a",
        "alternative_cost",
        'You may cast this card by paying {cost} rather than paying its mana cost" and "When '
        "this permanent enters, if its evoke cost was paid, its controller sacrifices it.",
        parameter="cost",
    ),
    Meaning(
        "Warp",
        "702.185a",
        "alternative_cost",
        'You may cast this card from your hand by paying {cost} rather than its mana cost" and '
        "\"If this spell's warp cost was paid, exile the permanent this spell becomes at the "
        "beginning of the next end step. Its owner may cast this card after the current turn "
        "has ended for as long as it remains exiled.",
        parameter="cost",
    ),
    Meaning(
        "Foretell",
        "702.143a",
        "cast_from_zone",
        # 702.143a says it in prose, not as a quoted ability: its own words, the cost being
        # the card's ("any foretell cost it has").
        "Any time a player has priority during their turn, that player may pay {2} and exile a "
        "card with foretell from their hand face down. That player may look at that card as "
        "long as it remains in exile. They may cast that card after the current turn has ended "
        "by paying any foretell cost it has rather than paying that spell's mana cost.",
        parameter="cost",
    ),
    Meaning(
        "Plot",
        "702.170a",
        "cast_from_zone",
        "Any time you have priority during your main phase while the stack is empty, you may "
        "exile this card from your hand and pay {cost}. It becomes a plotted card.",
        parameter="cost",
    ),
    Meaning(
        "Retrace",
        "702.81a",
        "cast_from_zone",
        "You may cast this card from your graveyard by discarding a land card as an additional "
        "cost to cast it.",
    ),
    Meaning(
        "Madness",
        "702.35a",
        "cast_from_zone",
        "If a player would discard this card, that player discards it, but exiles it instead of "
        'putting it into their graveyard" and "When this card is exiled this way, its owner may '
        "cast it by paying {cost} rather than paying its mana cost. If that player doesn't, they "
        "put this card into their graveyard.",
        parameter="cost",
    ),
    Meaning(
        "Suspend",
        "702.62a",
        "cast_from_zone",
        "If you could begin to cast this card by putting it onto the stack from your hand, you "
        "may pay {cost} and exile it with {n} time counters on it. This action doesn't use the "
        'stack," and "At the beginning of your upkeep, if this card is suspended, remove a time '
        'counter from it," and "When the last time counter is removed from this card, if it\'s '
        "exiled, you may play it without paying its mana cost if able. If you don't, it remains "
        "exiled. If you cast a creature spell this way, it gains haste until you lose control of "
        "the spell or the permanent it becomes.",
        parameter="n_cost",
    ),
    Meaning(
        "Entwine",
        "702.42a",
        "mode_cost",
        "You may choose all modes of this spell instead of just the number specified. If you "
        "do, you pay an additional {cost}.",
        parameter="cost",
    ),
    Meaning(
        "Escalate",
        "702.120a",
        "mode_cost",
        "For each mode you choose beyond the first as you cast this spell, you pay an "
        "additional {cost}.",
        parameter="cost",
    ),
    Meaning(
        "Spree",
        "702.172a",
        "mode_cost",
        "Choose one or more modes. As an additional cost to cast this spell, pay the costs "
        "associated with those modes.",
    ),
    Meaning(
        "Saddle",
        "702.171a",
        "activated",
        "Tap any number of other untapped creatures you control with total power {n} or "
        "greater: This permanent becomes saddled until end of turn. Activate only as a sorcery.",
        parameter="n",
    ),
    Meaning(
        "Renown",
        "702.112a",
        "combat_trigger",
        "When this creature deals combat damage to a player, if it isn't renowned, put {n} +1/+1 "
        "counters on it and it becomes renowned.",
        parameter="n",
    ),
    Meaning(
        "Bloodthirst",
        "702.54a",
        "enters_with_if_bled",
        "If an opponent was dealt damage this turn, this permanent enters with {n} +1/+1 "
        "counters on it.",
        parameter="n",
    ),
    Meaning(
        "Backup",
        "702.165a",
        "backup",
        "When this creature enters, put {n} +1/+1 counters on target creature. If that's "
        "another creature, it also gains the non-backup abilities of this creature printed "
        "below this one until end of turn.",
        parameter="n",
    ),
    Meaning(
        "Mentor",
        "702.134a",
        "combat_trigger",
        "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with "
        "power less than this creature's power.",
    ),
    Meaning(
        "Living weapon",
        "702.92a",
        "germ_on_entering",
        "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then "
        "attach this Equipment to it.",
    ),
    Meaning(
        "Ninjutsu",
        "702.49a",
        "ninjutsu",
        "{cost}, Reveal this card from your hand, Return an unblocked attacking creature you "
        "control to its owner's hand: Put this card onto the battlefield from your hand tapped "
        "and attacking.",
        parameter="cost",
    ),
    Meaning(
        "Start your engines!",
        "702.179a",
        "starts_speed",
        "If a player controls a permanent with start your engines! and that player has no "
        "speed, their speed becomes 1.",
    ),
    Meaning(
        "Station",
        "702.184a",
        "activated",
        "Tap another untapped creature you control: Put a number of charge counters on this "
        "permanent equal to the tapped creature's power. Activate only as a sorcery.",
    ),
)

# 702.124i: "Partner—[text]", for the texts that rule lists (another text is no ability the
# rules in force define, and stays unread).
_PARTNER_TEXT = re.compile(r"^partner\s*[—-]\s*(.+)$", re.IGNORECASE)
PARTNER_TEXTS = ("Father & son", "Friends forever", "Survivors")
_NUMBER = re.compile(r"^(?P<word>.+?) (?P<n>\d+)$")
_COST = re.compile(r"^(?P<word>.+?) (?P<cost>(?:\{[^}]+\})+)$")
# "Suspend 4—{U}" (702.62a): a number and a cost.
_NUMBER_COST = re.compile(r"^(?P<word>.+?) (?P<n>\d+)\s*[—-]\s*(?P<cost>(?:\{[^}]+\})+)$")
_FOR = re.compile(r"^(?P<word>\w+) for (?P<text>.+)$")  # "Affinity for artifacts"
# "Ward—Pay 3 life" (702.21a, 118.3): a cost that is no mana, after a long dash; each row's
# reader says whether it takes it (only ward's reads a life payment).
_DASHED = re.compile(r"^(?P<word>[^—]+?)\s*—\s*(?P<cost>Pay \d+ life)$")


@dataclass(frozen=True)
class KeywordClause:
    """A keyword clause of a card read through its rule: the meaning, its words filled in."""

    meaning: Meaning
    text: str  # ``means`` with the clause's number or cost written in
    value: str = ""  # the clause's number or cost ("3", "{1}{R}")


def _by_name() -> dict[str, Meaning]:
    return {fold(m.keyword, "words"): m for m in MEANINGS}


_TABLE = _by_name()


def keyword_clause(clause: str) -> KeywordClause | None:
    """The clause ("Exalted", "Crew 3", "Partner—Survivors") as the keyword rule 702 defines;
    None when it is no keyword of the table, or its parameter is not the one the row takes."""
    plain = clause.strip().rstrip(".")
    whole = _TABLE.get(fold(plain, "words"))
    if whole is not None and not whole.parameter:
        return KeywordClause(whole, whole.means)
    partner = _PARTNER_TEXT.match(plain)
    if partner is not None and partner[1] in PARTNER_TEXTS:
        partnered = _TABLE["partner"]
        means = (
            "You may designate two legendary cards as your commander rather than one if each of "
            f"them has the same 'partner—{partner[1]}' ability."
        )
        return KeywordClause(Meaning(partnered.keyword, "702.124i", "deck", means), means)
    counted = _NUMBER_COST.match(plain)
    row = _TABLE.get(fold(counted["word"], "words")) if counted is not None else None
    if counted is not None and row is not None and row.parameter == "n_cost":
        means = row.means.replace("{n}", counted["n"]).replace("{cost}", counted["cost"])
        return KeywordClause(row, means, counted["cost"])
    for parameter, shape in (("n", _NUMBER), ("cost", _COST), ("cost", _DASHED), ("text", _FOR)):
        found = shape.match(plain)
        row = _TABLE.get(fold(found["word"], "words")) if found is not None else None
        if found is not None and row is not None and row.parameter == parameter:
            value = found[parameter]
            return KeywordClause(row, row.means.replace("{" + parameter + "}", value), value)
    return None
