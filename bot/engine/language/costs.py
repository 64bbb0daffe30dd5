"""The cost of an activated ability, as card text or a scenario writes it before its ":"
(602.1a): which parts the engine pays (bot/engine/activation.py) and which it does not.

    [+1]  [−3]  [0]                        loyalty (606.4)
    [−X]                                   loyalty, X announced as it is activated (107.3a)
    {T}  T                                 tap the source (118.3)
    {2}{B}  Pay {2}                        mana: read, not paid (no mana pool is kept)
    Pay 2 life  paga 2 vidas               life (119.4)
    Sacrifice this creature                the source
    Sacrifice a creature / another artifact / a Goblin     one its controller chooses
    Remove a +1/+1 counter from this creature

Any other part ("Discard a card", {Q}, +X, other counters) makes the whole cost unread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..selectors import Filter
from .recipients import group_alternatives
from .words import Words

_LOYALTY = re.compile(r"^\[?([+−-]\s?\d+|0)\]?$")
_LOYALTY_X = re.compile(r"^\[?[−-]\s?X\]?$")
_MANA = re.compile(r"^(?:\{(?:\d+|[WUBRGCSX]|[WUBRG]/[WUBRGP]|\d/[WUBRG])\})+$", re.IGNORECASE)
_TAP = ("{t}", "t", "girar", "gira", "tap")
_LIFE = re.compile(r"^(?:pay|paga|pagar)\s+(\d+)\s+(?:life|vidas?)$", re.IGNORECASE)
# The source itself: card text names it "esta criatura" once read (cards._engine_text).
_ITSELF = (
    r"(?:esta criatura|este permanente|este artefacto|esta tierra|~|"
    r"this (?:creature|artifact|land|permanent|enchantment|token))"
)
_SACRIFICE_SELF = re.compile(rf"^(?:sacrifice|sacrifica|sacrificar)\s+{_ITSELF}$", re.IGNORECASE)


@dataclass
class Cost:
    loyalty: int | None = None
    tap: bool = False
    life: int = 0
    sacrifice_self: bool = False
    sacrifice: Filter | None = None
    remove_counters: dict[str, int] = field(default_factory=dict)
    crew: int | None = None  # 702.122a: tap other creatures with total power N or greater
    loyalty_x: bool = False  # [−X]: X loyalty counters removed, X chosen as it is activated
    stations: bool = False  # 702.184a: "Tap another untapped creature you control" (one)


_SACRIFICE_ONE = re.compile(
    r"^(?:sacrifice|sacrifica|sacrificar)\s+(another|an?|one|otra|otro|una?)\s+(.+)$",
    re.IGNORECASE,
)
_REMOVE = re.compile(
    r"^(?:remove|quita|quitar)\s+(an?|one|two|three|un|una|dos|tres|\d+)\s+([+-]1/[+-]1)\s+"
    rf"(?:counters?|contador(?:es)?)\s+(?:from|de)\s+{_ITSELF}$",
    re.IGNORECASE,
)
_COUNT = {"a": 1, "an": 1, "one": 1, "un": 1, "una": 1, "two": 2, "dos": 2, "three": 3, "tres": 3}
# 702.122a, the cost Crew N stands for (keyword_meanings.py), as the rule words it.
_CREW = re.compile(
    r"^tap any number of (?:other )?untapped creatures you control with total power (\d+) or "
    r"(?:greater|more)$",
    re.IGNORECASE,
)
# 702.184a, the cost Station stands for: one other creature, named as it is activated.
_STATION = re.compile(r"^tap another untapped creature you control$", re.IGNORECASE)
_PAY_MANA = re.compile(r"^(?:pay|paga)\s+((?:\{[^}]+\})+)$", re.IGNORECASE)


def _sacrificed(which: str, what: str) -> Filter | None:
    """ "another creature", "an artifact or creature", "a land": what may be sacrificed (of
    the permanents its controller controls, 701.21a)."""
    words = Words.of(what)
    found = group_alternatives(words)
    if found is None and re.fullmatch(r"[A-Z][a-z]+", what.strip()):
        found = Filter(kind="permanent", subtype=what.strip())  # "Sacrifice a Goblin"
        return found.model_copy(update={"controller": "you", "other": which.lower() == "another"})
    if found is None or not words.done() or found.kind == "player":
        return None
    other = which.lower() in ("another", "otra", "otro")
    return found.model_copy(update={"controller": "you", "other": other})


def loyalty_value(text: str) -> int | None:
    """ "+2", "−3" (the minus sign of card text), "-3", "[0]" -> the loyalty cost (606.4)."""
    found = _LOYALTY.match(text.strip())
    if found is None:
        return None
    return int(found[1].replace("−", "-").replace(" ", ""))


def loyalty_name(value: int) -> str:
    """How a loyalty ability is named, by its cost: "+2", "-3", "0"."""
    return f"{value:+d}" if value else "0"


def is_cost(text: str) -> bool:
    """Whether card text before a ":" is a cost the engine reads (one with no mana symbol,
    "Sacrifice a creature", "Pay 2 life", is a cost too)."""
    return read_cost(text) is not None


def read_cost(text: str) -> Cost | None:
    """The parts of a cost the engine knows; None when any part is one it does not."""
    loyalty = loyalty_value(text)
    if loyalty is not None:
        return Cost(loyalty=loyalty)
    if _LOYALTY_X.match(text.strip()):
        return Cost(loyalty_x=True)
    cost = Cost()
    for part in (p.strip() for p in text.split(",")):
        low = part.lower()
        if not part or _MANA.match(part):
            continue  # mana: read, not paid (no mana pool)
        if low in _TAP:
            cost.tap = True
        elif (life := _LIFE.match(part)) is not None:
            cost.life += int(life[1])
        elif _SACRIFICE_SELF.match(part):
            cost.sacrifice_self = True
        elif low.startswith("{t}") and _MANA.match(part[3:] or "{0}"):
            cost.tap = True  # "{T}{2}" written together
        elif (pay := _PAY_MANA.match(part)) is not None and _MANA.match(pay[1]):
            continue  # "Pay {2}": mana, read and not paid
        elif (one := _SACRIFICE_ONE.match(part)) is not None and cost.sacrifice is None:
            cost.sacrifice = _sacrificed(one[1], one[2])
            if cost.sacrifice is None:
                return None
        elif (crew := _CREW.match(part)) is not None and cost.crew is None:
            cost.crew = int(crew[1])
        elif _STATION.match(part) and not cost.stations:
            cost.stations = True
        elif (remove := _REMOVE.match(part)) is not None:
            count = _COUNT.get(remove[1].lower()) or int(remove[1])
            cost.remove_counters[remove[2]] = cost.remove_counters.get(remove[2], 0) + count
        else:
            return None
    return cost
