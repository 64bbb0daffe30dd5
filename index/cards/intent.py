"""What a question asks about the cards it names: the events it tells ("se muere", "lo
exilio", "le hago bounce"), the keywords it gives an object that is no named card ("mi bicho
con protection from red", "un bicho con deathtouch"), whether it acts "en respuesta", and
whether a commander is involved.

A question told through one card is rarely about everything the card does: "si mato al
Solemn Simulacrum en respuesta a su trigger" asks about a trigger whose source leaves
(113.7a), not about searching a library. The interaction step (index.cards.interactions)
reads this as one more object, the question's own, that meets the named cards like another
card would, and ranks a card's kinds whose event the question tells above the others.

The vocabulary is the game's verbs as chat writes them, in Spanish and English, one pattern
an event: never a phrase of one question.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from typing import NamedTuple

from index.fold import fold

from .kinds.keywords import KEYWORD_RULES, keyword_slug, spanish_names
from .kinds.model import Event, Kind, Layer

QUESTION = "la pregunta"  # the question's own object, as a meeting names it

_P = re.compile

# What happens to an object, as the question tells it: (kind key, event, pattern). The keys
# are the card kinds' own (index.cards.kinds), so the question meets a card as a card would.
_TOLD: tuple[tuple[str, Event, re.Pattern[str]], ...] = (
    (
        "action:destroy",
        Event.DIES,
        _P(
            r"\bmuer[ea]n?\b|\bmuri\w*|\bmat(?:o|a|as|an|ar\w*|e|en|aron)\b|\bdies?\b|\bdied\b"
            r"|\bkill\w*|\bwrath\w*|\bdestru\w+|\bdestroy\w*"
        ),
    ),
    ("action:exile", Event.EXILE, _P(r"\bexil\w*|\bflicker\w*|\bblink\w*")),
    ("flicker", Event.EXILE, _P(r"\bflicker\w*|\bblink\w*")),
    ("action:sacrifice", Event.SACRIFICE, _P(r"\bsacrific\w+|\bsac\b")),
    (
        "bounce",
        Event.ZONE_CHANGE,
        _P(
            r"\bbounce\w*|\brebot\w*|\bdevuelv\w+|\bvuelve a (?:la|su|mi|tu) mano\b"
            r"|\breturn\w* to (?:its owner's |their |your |my )?hand\b|\bbaraj\w+|\bshuffl\w+"
        ),
    ),
    ("damage", Event.DAMAGE, _P(r"\bdano\b|\bdamage\b|\bpega\w*")),
)
_RESPONSE = _P(r"\ben resp\w*|\bin response\b|\brespond\w*")
_COMMANDER = _P(r"\bcomandantes?\b|\bcommanders?\b|\bzona de mando\b|\bcommand zone\b")
# Where a commander goes (903.9a: graveyard or exile; 903.9b: hand or library).
_TO_HAND_OR_LIBRARY = _P(
    r"\bbounce\w*|\bmano\b|\bhand\b|\bbiblio\w*|\blibrary\b|\bbaraj\w+|\bshuffl\w+|\bfondo\b"
)
_TO_GRAVEYARD_OR_EXILE = _P(r"\bcementerio\b|\bgraveyard\b|\bexil\w*|\bmuer\w*|\bdies?\b")
LEAVING = frozenset({"action:exile", "action:destroy", "action:sacrifice", "bounce"})
_CAST = _P(r"\blanz\w+|\bcast\w*")
_IDENTITY = _P(r"\bidentidad\b|\bidentity\b|\bmono\b|\bcolou?r\w*|\bhibrid\w*|\bhybrid\b")
# Which of several things comes first: simultaneous triggers are put on the stack in the
# order their controllers choose, APNAP (603.3b).
_ORDER = _P(r"\borden\b|\border\b|\bprimero\b|\bwhich (?:one )?(?:resolves|goes) first\b")
# How many times something triggers: once per event, or once per occurrence (603.2c).
_TIMES = _P(
    r"\bveces\b|\buna vez\b|\bcada (?:uno|una|vez)\b|\bhow many times\b|\bonce\b|\btwice\b"
    r"|\beach time\b"
)
_TRIGGER = _P(r"\btriggers?\b|\bdispar\w*|\betb\b")
# Game states the question tells that a state-based action checks (704.5): the 704.5 rule,
# and the kinds a named card or the question's object must have for it ("" for none).
_STATES: tuple[tuple[str, frozenset[str], re.Pattern[str]], ...] = (
    (
        "704.5a",
        frozenset(),
        _P(
            r"\b(?:a|en|estoy a|quedo a|queda a) -?\d+ (?:de )?vidas?\b"
            r"|\b(?:quedo|estoy|queda) a -?\d+\b"
            r"|\b(?:0|zero|cero) (?:de )?(?:vidas?|life)\b|\bat -?\d+ life\b"
        ),
    ),
    (
        "704.5b",
        frozenset(),
        _P(
            r"\bbiblio\w* vaci\w*|\bsin cartas en (?:la |mi |su )?biblio\w*|\bempty library\b"
            r"|\bno cards in (?:my |their |your )?library\b"
            r"|\bquedan? \d+ cartas en (?:la |mi )?biblio"
        ),
    ),
    ("704.5i", frozenset({"loyalty"}), _P(r"\ba 0\b|\b0 (?:de )?lealtad\b|\b0 loyalty\b")),
    (
        "704.5m",
        frozenset({"aura"}),
        _P(r"\bdeja de ser\b|\bstops? being\b|\bno longer\b|\bya no es\b"),
    ),
)

# Counters that change power and toughness: layer 7c (613.4c).
_PT_COUNTERS = _P(r"[+-]1/[+-]1")

# "pro rojo", "pro blanco": protection from a colour, as chat writes it.
_PRO_COLOUR = _P(r"\bpro (?:blanco|azul|negro|rojo|verde|white|blue|black|red|green)\b")
# Keywords too close to everyday words to count in a question (they still count on a card).
_EVERYDAY = frozenset({"enchant", "equip", "flash", "reach", "fear", "ward", "storm", "encantar"})


class Intent(NamedTuple):
    """What a question tells besides the cards: the question's own object (kinds the named
    cards may meet), the events it tells, and two flags."""

    kinds: tuple[Kind, ...] = ()
    events: frozenset[Event] = frozenset()
    response: bool = False
    commander: bool = False
    order: bool = False  # asks which of several things comes first
    triggers: bool = False  # speaks of triggered abilities
    times: bool = False  # asks how many times
    states: tuple[tuple[str, frozenset[str]], ...] = ()  # (704.5 rule, kinds it needs)

    def __bool__(self) -> bool:
        return bool(self.kinds or self.response or self.commander or self.order or self.states) or (
            self.times and self.triggers
        )


def read_intent(question: str, names: Iterable[str] = ()) -> Intent:
    """The intent of ``question``, once the words that name cards (``names``) are set aside:
    a card called "Path to Exile" tells no exile of its own."""
    text = fold(question)
    for name in sorted((fold(n) for n in names if n), key=len, reverse=True):
        text = text.replace(name, " ")
    kinds: list[Kind] = []
    events: set[Event] = set()
    for key, event, pattern in _TOLD:
        found = pattern.search(text)
        if found:
            kinds.append(_kind(key, (), found.group(0), event))
            events.add(event)
    for heading, rule, words in _keywords(text):
        kinds.append(_kind(f"keyword:{keyword_slug(heading)}", (rule,), words))
    if found := _PT_COUNTERS.search(text):
        kinds.append(_kind("counters", (), found.group(0), layer=Layer.PT_MODIFY))
    return Intent(
        tuple(kinds),
        frozenset(events),
        response=bool(_RESPONSE.search(text)),
        commander=bool(_COMMANDER.search(text)),
        order=bool(_ORDER.search(text)),
        triggers=bool(_TRIGGER.search(text)),
        times=bool(_TIMES.search(text)),
        states=tuple((rule, needs) for rule, needs, pattern in _STATES if pattern.search(text)),
    )


def commander_rules(question: str, keys: frozenset[str]) -> list[tuple[str, ...]]:
    """What a commander question is about, most telling first, from its words and the kinds
    of its cards and its own object (``keys``): a zone change (903.9a to a graveyard or exile,
    903.9b to a hand or library), damage dealt by a commander whoever controls it (903.10a),
    casting it from the command zone (903.8), its colour identity (903.4)."""
    text = fold(question)
    out: list[tuple[str, ...]] = []
    if keys & LEAVING:
        to_hand = bool(_TO_HAND_OR_LIBRARY.search(text))
        to_yard = bool(_TO_GRAVEYARD_OR_EXILE.search(text))
        if to_hand and not to_yard:
            out.append(("903.9b", "903.9", "903.9a"))
        elif to_yard and not to_hand:
            out.append(("903.9a", "903.9", "903.9b"))
        else:
            out.append(("903.9a", "903.9b", "903.9"))
    if keys & {"control_change", "damage"}:
        out.append(("903.10a",))
    if _CAST.search(text):
        out.append(("903.8",))
    if _IDENTITY.search(text):
        out.append(("903.4", "903.5c"))
    return out


def _kind(
    key: str,
    rules: tuple[str, ...],
    evidence: str,
    event: Event | None = None,
    layer: Layer | None = None,
) -> Kind:
    return Kind(key, rules, "lo que cuenta la pregunta", evidence, QUESTION, event, layer)


def _keywords(text: str) -> Iterable[tuple[str, str, str]]:
    """(heading, rule, words) of each keyword ability (702) the question names, in English or
    by its Spanish printed name, once each."""
    by_name, longest = _keyword_names()
    words = _WORD.findall(text)
    seen: set[str] = set()
    i = 0
    while i < len(words):
        # the longest name starting at this word ("first strike" before "strike")
        for size in range(min(longest, len(words) - i), 0, -1):
            name = " ".join(words[i : i + size])
            if name in by_name:
                heading, rule = by_name[name]
                if heading not in seen:
                    seen.add(heading)
                    yield heading, rule, name
                i += size
                break
        else:
            i += 1
    if "protection" not in seen and (pro := _PRO_COLOUR.search(text)):
        yield "protection", KEYWORD_RULES["protection"], pro.group(0)


# A word as keyword names are written: letters, digits, apostrophes and hyphens ("double-team").
_WORD = _P(r"[\w'’-]+")


@cache
def _keyword_names() -> tuple[dict[str, tuple[str, str]], int]:
    """Every keyword ability's names (English, and the Spanish printed one) as their words
    joined by one space -> (heading, rule), and the most words a name has: a question is read
    word by word against them (one big pattern of them all took milliseconds to compile at
    each start)."""
    spanish = spanish_names()
    by_name: dict[str, tuple[str, str]] = {}
    for heading, rule in KEYWORD_RULES.items():
        if not rule.startswith("702.") or heading in _EVERYDAY:
            continue
        by_name.setdefault(" ".join(_WORD.findall(fold(heading))), (heading, rule))
        es = fold(spanish.get(heading, ""))
        if es and es not in _EVERYDAY and len(es) > 3:
            by_name.setdefault(" ".join(_WORD.findall(es)), (heading, rule))
    by_name.pop("", None)
    return by_name, max(len(name.split()) for name in by_name)
