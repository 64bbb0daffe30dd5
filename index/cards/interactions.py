"""How the cards a question names meet: the rules that govern their combination, as candidates
for the search to rank.

A question told through cards is rarely answered by the words on them ("Blood Moon y Urborg":
305.7 and 613.8, which neither card says); it is answered by what the cards DO together. Each
card's kinds (index.cards.kinds) say what it does; a meeting is two kinds of two different
cards that the rules treat together:

- two replacement (or prevention) effects on the same event: the affected player or controller
  chooses one at a time (616.1); one effect replacing an event another card triggers on: the
  modified event is what happens, and what triggers (614.6);
- two continuous effects in the same layer: timestamp order, unless one depends on the other
  (613.7, 613.8); effects in different layers: the layer order (613.1), land types (305.7);
- a "can't" against anything that would do what it forbids: "can't" wins (101.2);
- a copy effect beside something that modifies a permanent: only copiable values are copied
  (707.2); a card that copies spells (its own kind's rule): a copied spell (707.10);
- a control change beside a zone change: a new object (400.7); beside a trigger (603.3a);
  beside an Aura or Equipment: their controllers stay apart (303.4e, 301.5d);
- triggered abilities of several cards on one event: APNAP and the controller's order (603.3b);
  a trigger beside removal: the ability exists on its own (113.7a), leaves-the-battlefield
  abilities look back (603.10a);
- several state-based actions true at once: checked together (704.3).

Each card's own kinds also count, weaker, weighted by how rare the kind is among all cards
(a kind every third card has, "targets", says little about a question; "copy" says a lot).

The weights were measured on the development questions (tests/eval/questions.tsv) and checked
on the blind ones: see bench/questions.py.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from index.cards.intent import LEAVING as _LEAVING
from index.cards.intent import QUESTION, Intent, commander_rules
from index.cards.kinds.model import LAYER_RULES, Event, Kind, Layer
from index.cards.meetings_frequency import meeting_rarity
from index.cards.records import CardRecord

# How many cards in 34,632 carry each kind (index.cards.kinds over the bundled data, counted
# by bench.card_frequency): a rarer kind says more about what a question is about. Every kind
# at least RARE cards carry is listed (the first table listed only the 22 commonest, and
# "gain_life", 1,707 cards, or "copy", 708, counted as rare as a keyword; listing all of
# them measured +1 top-1 on both halves of the development questions). Keys not listed are
# rarer. Keyword kinds ("keyword:trample") each name one rule exactly and weigh in full.
KIND_FREQUENCY = {
    "targets": 12384,
    "static": 8566,
    "activated": 7154,
    "trigger:enters": 5773,
    "layer:6": 5182,
    "layer:7c": 5130,
    "legendary": 4591,
    "action:create": 3650,
    "draw": 3565,
    "action:sacrifice": 3337,
    "damage": 3129,
    "action:exile": 2841,
    "counters": 2707,
    "replacement": 2671,
    "cant": 2210,
    "onto_battlefield": 2073,
    "mana_ability": 2019,
    "trigger:attacks": 1923,
    "action:destroy": 1809,
    "action:discard": 1749,
    "gain_life": 1707,
    "trigger:cast": 1429,
    "trigger:dies": 1369,
    "aura": 1285,
    "trigger:upkeep": 1100,
    "action:search": 977,
    "layer:4": 901,
    "trigger:combat_damage": 859,
    "trigger:other": 785,
    "delayed_trigger": 722,
    "cost_change": 709,
    "copy": 708,
    "trigger:end_step": 693,
    "equipment": 651,
    "modal": 645,
    "action:mill": 602,
    "layer:7b": 568,
    "double_faced": 522,
    "alternative_cost": 501,
    "prevention": 500,
    "action:counter": 495,
    "action:scry": 460,
    "self_replacement": 452,
    "control_change": 416,
    "action:transform": 403,
    "trigger:combat": 371,
    "loyalty_ability": 346,
    "loyalty": 346,
    "zone_function": 337,
    "additional_cost": 325,
    "trigger:blocks": 308,
}
ALL_CARDS = 34632
RARE = 300  # the frequency assumed for a kind not listed (all of them carried by fewer)

SINGLE_WEIGHT = 0.5  # one card's own kind, at most (scaled by rarity)
MEETING_WEIGHT = 1.0  # two cards' kinds that the rules treat together
LATER_RULE = 0.7  # each further rule of a kind or a meeting, after its first (most specific)
# What the question tells (index.cards.intent): a card's kind whose event the question tells
# weighs this many times more, at most MEETING_WEIGHT (measured 1-4 on the development
# questions: top-3 alike, top-1 42.4 % at 1-2, 44.2 % at 3 on both halves); a meeting of a
# card with the question's own object weighs QUESTION_WEIGHT (0.6-1.2: top-3 alike), and so
# do a commander's zone change, trigger order and the states the question tells.
ASKED_FACTOR = 3.0
QUESTION_WEIGHT = 1.0
COMMANDER_WEIGHT = 1.0

_REMOVAL = frozenset(
    {"action:destroy", "action:exile", "action:sacrifice", "action:counter", "damage"}
)
_ZONE_MOVES = _LEAVING | {"copy"}
_DEATH = frozenset({Event.DIES, Event.GRAVEYARD, Event.LEAVES, Event.DESTROY, Event.SACRIFICE})
# Keyword actions that are themselves an event a "can't" may forbid ("action:destroy" is the
# event DESTROY: "can't be destroyed").
_ACTION_EVENTS = {f"action:{event.value}": event for event in Event}
# Kinds that make an event happen (what a replacement effect of another card may modify).
_EFFECTS = ("draw", "damage", "gain_life", "onto_battlefield", "counters")
# What a "can't" may meet besides an effect doing what it forbids: an ability or a permission
# of the other card ("can block any number", "as though it had flash", an alternative cost).
_PERMISSIONS = frozenset(
    {
        "activated",
        "mana_ability",
        "trigger:attacks",
        "trigger:blocks",
        "static",
        "timing_permission",
        "alternative_cost",
    }
)
# What a permanent that leaves and comes back no longer has (400.7): a planeswalker may
# activate loyalty abilities again (606.3), an Aura is no longer attached (704.5m, 303.4f).
_NEW_OBJECT = {"loyalty": "606.3", "aura": "704.5m", "counters": "122.2"}
_LAYER_SEVEN = frozenset({Layer.PT_CDA, Layer.PT_SET, Layer.PT_MODIFY, Layer.PT_SWITCH})
# State-based actions a card's kinds make likely (704.5 items), for "several at once" (704.3).
_SBA = {
    "legendary": "704.5j",
    "counters": "704.5q",
    "damage": "704.5g",
    "loyalty": "704.5i",
    "aura": "704.5m",
    "equipment": "704.5n",
    "saga": "704.5s",
    "layer:7c": "704.5f",
}


class Meeting(NamedTuple):
    """Two named cards whose kinds the rules treat together."""

    rules: tuple[str, ...]  # most specific first
    label_es: str  # what meets, for the answer
    cards: tuple[str, ...]  # English names


@dataclass(frozen=True)
class CardRules:
    """The rules the named cards point to, each with a weight 0-1, and why."""

    weights: dict[str, float] = field(default_factory=dict)
    meetings: tuple[Meeting, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.weights)


def rarity(key: str) -> float:
    """0-1: how much a kind says (1 for the rarest, about 0.2 for "targets")."""
    if key.startswith(("keyword:", "ability_word:")):
        return 1.0
    count = KIND_FREQUENCY.get(key, RARE)
    return math.log(ALL_CARDS / count) / math.log(ALL_CARDS / RARE)


def card_rules(
    cards: Sequence[tuple[CardRecord, tuple[Kind, ...]]],
    intent: Intent | None = None,
    question: str = "",
) -> CardRules:
    """The candidates of the cards a question names, with their kinds (index.cards.kinds),
    ranked by what the question tells (``intent``, read from ``question``)."""
    intent = Intent() if intent is None else intent
    weights: dict[str, float] = {}

    def add(rules: Iterable[str], weight: float) -> None:
        for n, rule in enumerate(rules):
            w = weight * (LATER_RULE**n)
            weights[rule] = max(weights.get(rule, 0.0), w)

    for _, kinds in cards:
        for kind in kinds:
            weight = SINGLE_WEIGHT * min(1.0, rarity(kind.key))
            if _asked(kind, intent):
                weight = min(MEETING_WEIGHT, weight * ASKED_FACTOR)
            add(kind.rules, weight)
    # A meeting nearly any two cards make weighs less (index.cards.meetings_frequency), and so
    # does one of a card with the question's own object ("se muere", "lo exilio": any card
    # with a trigger meets it), unless the question acts in response: a source removed with
    # its trigger on the stack is what 113.7a and 608.2b are about.
    meetings = tuple(meetings_of(cards, intent.response))
    for meeting in meetings:
        add(meeting.rules, MEETING_WEIGHT * meeting_rarity(meeting.label_es))
    told = tuple(_with_question(cards, intent))
    for meeting in told:
        add(
            meeting.rules,
            QUESTION_WEIGHT * (1.0 if intent.response else meeting_rarity(meeting.label_es)),
        )
    for meeting in (
        *_commander(cards, intent, question),
        *_order(cards, intent),
        *_states(cards, intent),
    ):
        add(meeting.rules, COMMANDER_WEIGHT)
        told += (meeting,)
    return CardRules(weights, meetings + told)


def _asked(kind: Kind, intent: Intent) -> bool:
    """Whether the question tells the event the kind waits for, modifies or forbids."""
    return kind.event is not None and bool(_related({kind.event}, set(intent.events)))


def _with_question(
    cards: Sequence[tuple[CardRecord, tuple[Kind, ...]]], intent: Intent
) -> Iterable[Meeting]:
    """Each card meeting the question's own object: what the question does to it, the
    keywords of the object it names."""
    if not intent.kinds:
        return
    seen: set[tuple[str, ...]] = set()
    pairs = [(card.name, kinds) for card, kinds in cards] or [(QUESTION, intent.kinds)]
    for name, kinds in pairs:
        for meeting in _pair(name, kinds, QUESTION, intent.kinds, intent.response):
            if meeting.rules not in seen:
                seen.add(meeting.rules)
                yield meeting


def _commander(
    cards: Sequence[tuple[CardRecord, tuple[Kind, ...]]], intent: Intent, question: str
) -> Iterable[Meeting]:
    """A commander question (index.cards.intent.commander_rules): what happens to the
    commander, told by the question or done by a named card."""
    if not intent.commander:
        return
    keys = frozenset(k.key for k in intent.kinds) | {k.key for _, ks in cards for k in ks}
    names = tuple(card.name for card, _ in cards) or (QUESTION,)
    for rules in commander_rules(question, keys):
        yield Meeting(rules, "un comandante", names)


def _order(
    cards: Sequence[tuple[CardRecord, tuple[Kind, ...]]], intent: Intent
) -> Iterable[Meeting]:
    """A question of which comes first, about triggered abilities (the question's or a named
    card's): the order their controllers choose, APNAP (603.3b); of how many times one
    triggers (603.2c)."""
    triggers = intent.triggers or any(
        k.key.startswith("trigger:") for _, kinds in cards for k in kinds
    )
    if not triggers:
        return
    if intent.order:
        yield Meeting(("603.3b",), "habilidades disparadas a la vez", (QUESTION,))
    if intent.times:
        # How many times: once per event, or once per occurrence in one event (603.2c).
        yield Meeting(("603.2c", "603.2"), "cuántas veces se dispara", (QUESTION,))


def _states(
    cards: Sequence[tuple[CardRecord, tuple[Kind, ...]]], intent: Intent
) -> Iterable[Meeting]:
    """A game state the question tells that a state-based action checks (a player at 0 life,
    a planeswalker at 0 loyalty, an Aura whose object stops being legal): that action, and
    when state-based actions are checked (704.3)."""
    keys = {k.key for _, kinds in cards for k in kinds}
    for rule, needs in intent.states:
        if needs <= keys:
            yield Meeting((rule, "704.3"), "una acción de estado", (QUESTION,))


def meetings_of(
    cards: Sequence[tuple[CardRecord, tuple[Kind, ...]]], response: bool = False
) -> Iterable[Meeting]:
    """How the cards (each with its kinds) meet, pair by pair, each meeting once."""
    seen: set[tuple[str, ...]] = set()
    for i, (a, kinds_a) in enumerate(cards):
        for b, kinds_b in cards[i + 1 :]:
            for meeting in _pair(a.name, kinds_a, b.name, kinds_b, response):
                if meeting.rules not in seen:
                    seen.add(meeting.rules)
                    yield meeting
    sbas = {_SBA[k.key] for _, kinds in cards for k in kinds if k.key in _SBA}
    if len(sbas) >= 2 and len(cards) >= 2:
        yield Meeting(
            ("704.3", *sorted(sbas)),
            "varias acciones de estado a la vez",
            tuple(card.name for card, _ in cards),
        )


def _pair(
    name_a: str,
    kinds_a: tuple[Kind, ...],
    name_b: str,
    kinds_b: tuple[Kind, ...],
    response: bool = False,
) -> Iterable[Meeting]:
    names = (name_a, name_b)
    for first, second in ((kinds_a, kinds_b), (kinds_b, kinds_a)):
        yield from _one_way(first, second, names, response)
    yield from _both_ways(kinds_a, kinds_b, names)


def _keys(kinds: tuple[Kind, ...]) -> set[str]:
    return {k.key for k in kinds}


def _events(kinds: tuple[Kind, ...], *keys: str) -> set[Event]:
    return {
        k.event
        for k in kinds
        if k.event is not None and (k.key in keys or any(k.key.startswith(p) for p in keys))
    }


def _layers(kinds: tuple[Kind, ...]) -> set[Layer]:
    return {k.layer for k in kinds if k.layer is not None}


def _related(a: set[Event], b: set[Event]) -> set[Event]:
    """Events of ``a`` that ``b`` shares, dying and going to a graveyard taken as one."""
    same = a & b
    if a & _DEATH and b & _DEATH:
        same |= a & _DEATH
    return same


def _one_way(
    mine: tuple[Kind, ...], theirs: tuple[Kind, ...], names: tuple[str, str], response: bool
) -> Iterable[Meeting]:
    keys_m, keys_t = _keys(mine), _keys(theirs)
    yield from _evasion(keys_m, keys_t, names)
    # A spell or ability with targets, answered by removing its target: it checks its targets
    # as it resolves (608.2b).
    if response and "targets" in keys_m and keys_t & (_REMOVAL | {"bounce"}):
        yield Meeting(("608.2b",), "un objetivo que deja de ser legal", names)
    # "can't" against what the other card would do (101.2).
    forbidden = _events(mine, "cant")
    if "cant" in keys_m:
        does = _events(theirs, "trigger:", "replacement", "draw", "damage") | {
            _ACTION_EVENTS[k.key] for k in theirs if k.key in _ACTION_EVENTS
        }
        why = "un «no puede» frente a un «puede»"
        if forbidden & does:
            yield Meeting(("101.2", "614.17"), why, names)
        elif keys_t & _PERMISSIONS or does or any(k.startswith("keyword:") for k in keys_t):
            # A keyword is a permission too (flashback lets a card be cast from a graveyard).
            yield Meeting(("101.2",), why, names)
    # A replacement effect on the event the other card triggers on (614.6), or on the event
    # the other card's own effect makes happen (614.1: it is modified as it happens).
    replaced = _events(mine, "replacement", "prevention")
    triggered = _events(theirs, "trigger:")
    if replaced and _related(replaced, triggered):
        rules: tuple[str, ...] = ("614.6", "603.10a", "700.4") if replaced & _DEATH else ("614.6",)
        yield Meeting(rules, "un efecto de reemplazo sobre lo que dispara otra carta", names)
    elif replaced and _related(replaced, _events(theirs, *_EFFECTS)):
        yield Meeting(
            ("614.1a", "614.6"), "un efecto de reemplazo sobre lo que hace otra carta", names
        )
    # A copy effect beside what modifies a permanent (707.2) or a copied spell (707.10).
    if "copy" in keys_m:
        # What the copied card is decides more: a legendary copy meets the legend rule, a
        # double-faced or face-down one is copied as it is now.
        copied: list[Meeting] = []
        if "legendary" in keys_t:
            copied.append(Meeting(("704.5j",), "la copia de una permanente legendaria", names))
        if keys_t & {"double_faced", "transform", "meld"}:
            copied.append(Meeting(("707.8",), "la copia de una carta de dos caras", names))
        if "face_down" in keys_t:
            copied.append(
                Meeting(("708.2", "707.2"), "la copia de una permanente boca abajo", names)
            )
        modifies = _layers(theirs) or keys_t & {"counters", "aura", "equipment", "control_change"}
        # Whether a spell is copied is read from the copying card's own text (its kind's rule:
        # 707.10 copies a spell), not guessed from the other card having targets: Twincast
        # beside a card with none met a plain copy (707.2), and a Clone beside a Lightning
        # Bolt met a copied spell (development questions: top-1 55.8% -> 56.2%, the even half
        # one more; top-3 and the older query set as they were).
        if any(k.key == "copy" and k.rules[:1] == ("707.10",) for k in mine):
            yield Meeting(("707.10", "707.10c"), "la copia de un hechizo", names)
        elif modifies:
            yield Meeting(("707.2", "613.2"), "una copia de algo modificado", names)
        elif not copied:
            # A plain copy only when nothing more telling is met: beside the legend rule or a
            # double-faced card it tied with them and its rule, which the question's words
            # reach more easily, came first (development questions: top-1 54.8% -> 55.8%,
            # one more on each half; top-3 and the older query set as they were).
            yield Meeting(("707.2",), "una copia", names)
        yield from copied
    # An Aura or Equipment beside protection, or beside what stops its object being legal.
    attached = keys_m & {"aura", "equipment"}
    if attached and "keyword:protection" in keys_t:
        rules = ("702.16c", "704.5m") if "aura" in attached else ("702.16d", "704.5n")
        yield Meeting(rules, "protección frente a un aura o un equipo", names)
    elif "aura" in keys_m and Layer.TYPE in _layers(theirs):
        yield Meeting(("303.4c", "704.5m"), "un aura cuyo objeto deja de ser legal", names)
    elif attached and "control_change" in keys_t:
        # A control change leaves the object legal (it was read as 303.4c, the Aura falling
        # off): whoever controls the Aura or Equipment is apart from whoever controls the
        # permanent it is attached to, and a change of one changes nothing of the other
        # (303.4e, 301.5d). Development questions: top-1 54.4% -> 54.8%, top-3 75.6 -> 76.0
        # (one of the odd half; the even half and the older query set as they were).
        rules = ("303.4e",) if "aura" in attached else ("301.5d",)
        yield Meeting(rules, "un aura o un equipo y un cambio de control", names)
    # A control change beside a zone change (400.7) or a trigger (603.3a).
    if "control_change" in keys_m:
        if keys_t & _ZONE_MOVES or _events(theirs, "trigger:") & {Event.ENTERS, Event.LEAVES}:
            yield Meeting(("400.7", "611.2c"), "un cambio de control y un cambio de zona", names)
        elif any(k.startswith("trigger:") for k in keys_t):
            yield Meeting(("603.3a",), "un cambio de control y una habilidad disparada", names)
    # Text that changes whether (or how many times) abilities trigger, beside the abilities it
    # changes: another card's triggers on its event, or another such change (603.2, 603.2d).
    changes = [k for k in mine if k.key == "trigger_change"]
    if changes:
        changed = {k.event for k in changes if k.event is not None}
        theirs_trigger = _events(theirs, "trigger:") | _events(theirs, "trigger_change")
        others = any(k.key == "trigger_change" for k in theirs)
        label = "una carta que cambia si se disparan las habilidades"
        if others:
            # Both ways the same meeting: one says whether, the other how many times.
            yield Meeting(("603.2", "603.2d", "603.6a"), label, names)
        elif not changed or _related(changed, theirs_trigger):
            yield Meeting(changes[0].rules[:3], label, names)
    # A triggered ability on the event the other card's effect makes happen (603.2).
    if _events(mine, "trigger:") & _events(theirs, *_EFFECTS):
        yield Meeting(("603.2",), "una habilidad disparada por lo que hace otra carta", names)
    # A permanent exiled and returned is a new object (400.7): it loses what it had.
    flicker = "flicker" in keys_m or {"action:exile", "onto_battlefield"} <= keys_m
    if flicker and (new_object := sorted(_NEW_OBJECT[k] for k in keys_t & _NEW_OBJECT.keys())):
        yield Meeting(("400.7", *new_object), "una permanente que vuelve como objeto nuevo", names)
    # A triggered ability beside removal: it exists on its own (113.7a); a leaves-the-battlefield
    # ability looks back (603.10a).
    if any(k.startswith("trigger:") for k in keys_m) and keys_t & _REMOVAL:
        looks_back = _events(mine, "trigger:") & _DEATH
        if looks_back:
            yield Meeting(
                ("603.10a", "113.7a"), "una habilidad que mira atrás y su fuente eliminada", names
            )
        else:
            yield Meeting(("113.7a",), "una habilidad disparada y su fuente eliminada", names)


def _evasion(keys_m: set[str], keys_t: set[str], names: tuple[str, str]) -> Iterable[Meeting]:
    """Protection, hexproof, shroud and indestructible against what they stop (702.16b-f,
    702.11b, 702.18a, 702.12b) and what they do not stop (704.5f: toughness 0)."""
    if "keyword:protection" in keys_m:
        if "damage" in keys_t:
            yield Meeting(("702.16e",), "protección frente a daño", names)
        if "targets" in keys_t:
            yield Meeting(("702.16b",), "protección frente a objetivos", names)
        if keys_t & {"trigger:attacks", "trigger:blocks"}:
            yield Meeting(("702.16f",), "protección frente a un bloqueo", names)
    for key, rule in (("keyword:hexproof", "702.11b"), ("keyword:shroud", "702.18a")):
        if key in keys_m and keys_t & {"targets", "aura"}:
            yield Meeting((rule,), "un objeto que no puede ser objetivo", names)
    if "keyword:indestructible" in keys_m:
        if "keyword:deathtouch" in keys_t:
            yield Meeting(("702.12b", "704.5h"), "indestructible frente a toque mortal", names)
        elif keys_t & {"action:destroy", "damage"}:
            yield Meeting(("702.12b", "704.5g"), "indestructible frente a destruir", names)
        if "layer:7c" in keys_t:
            yield Meeting(("704.5f", "702.12b"), "indestructible con resistencia 0", names)


def _both_ways(
    a: tuple[Kind, ...], b: tuple[Kind, ...], names: tuple[str, str]
) -> Iterable[Meeting]:
    # Two replacement effects on one event (616.1); on different events, weaker candidates.
    rep_a, rep_b = _events(a, "replacement", "prevention"), _events(b, "replacement", "prevention")
    if rep_a and rep_b:
        if _related(rep_a, rep_b):
            yield Meeting(
                ("616.1", "616.1e", "616.1a"), "dos efectos de reemplazo sobre un evento", names
            )
        else:
            yield Meeting(("616.1",), "dos efectos de reemplazo", names)
    # Two continuous effects: in the same layer, timestamps and dependency; else layer order.
    layers_a, layers_b = _layers(a), _layers(b)
    if QUESTION in names:
        # The question's own object brings only counters (7c): it meets what sets power and
        # toughness in another sublayer, never a card's effect in its own layer.
        layers_a, layers_b = layers_a & _LAYER_SEVEN, layers_b & _LAYER_SEVEN
        if layers_a == layers_b:
            layers_a = set()
    if layers_a and layers_b:
        shared = layers_a & layers_b
        if Layer.TYPE in shared:
            yield Meeting(
                ("305.7", "613.8", "613.7"), "dos efectos que cambian tipos (capa 4)", names
            )
        elif shared:
            layer = min(shared, key=list(Layer).index)
            yield Meeting(
                ("613.7", "613.8", *LAYER_RULES[layer][:1]),
                "dos efectos continuos en la misma capa",
                names,
            )
        elif layers_a & _LAYER_SEVEN and layers_b & _LAYER_SEVEN:
            # Different sublayers of power and toughness: the sublayer order (613.4).
            sublayers = sorted((layers_a | layers_b) & _LAYER_SEVEN, key=list(Layer).index)
            yield Meeting(
                (*(LAYER_RULES[x][0] for x in sublayers), "613.4"),
                "efectos de fuerza y resistencia en subcapas distintas",
                names,
            )
        else:
            yield Meeting(("613.1",), "efectos continuos en capas distintas", names)
    # Triggered abilities of both cards on one event: APNAP and each controller's order.
    trig_a, trig_b = _events(a, "trigger:"), _events(b, "trigger:")
    if _related(trig_a, trig_b):
        yield Meeting(("603.3b",), "habilidades disparadas a la vez", names)
