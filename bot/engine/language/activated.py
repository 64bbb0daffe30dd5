"""Activated abilities written as "[cost]: effects", from a card's text or a scenario:

    {T}: Add {G}.                                   a mana ability (605.1a)
    {2}{B}, Sacrifice this creature: Draw a card.   its source sacrificed as a cost
    Pay 2 life, {T}: Add {B}.                        life paid (119.4)
    [+1]: You gain 2 life.   [−3]: Destroy target creature.   [0]: …   loyalty (606)
    activada:+2: robas una carta                    the same in a scenario description

and, in ``eventos:``, which ability of a source is activated, named by its cost: "activa
Gideon +2", "activa el −3 de Liliana: Oso", "hago el +1 de Jace", "activa el {1}{G} de
Treetop Village" (a loyalty ability is named by its loyalty cost).

Of a cost the engine pays loyalty counters, {T}, life and sacrificing the source; mana symbols
are read but not paid (no mana pool is kept); "Sacrifice a creature" sacrifices the permanent
the scenario names first ("activa Altar: Oso"), and "Remove a +1/+1 counter from this
creature" removes it. A cost with any other part ("Discard a card", {Q}, −X, other counters)
is not read, so the line stays unread (never a cost left unpaid in silence).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ..abilities import ActivatedAbility
from ..errors import ScenarioError
from ..selectors import Filter
from .becomes import becomes_creature
from .effects import parse_effects
from .recipients import Refs, group_alternatives
from .words import Words

_LOYALTY = re.compile(r"^\[?([+−-]\s?\d+|0)\]?$")
_MANA = re.compile(r"^(?:\{(?:\d+|[WUBRGCSX]|[WUBRG]/[WUBRGP]|\d/[WUBRG])\})+$", re.IGNORECASE)
_TAP = ("{t}", "t", "girar", "gira", "tap")
_LIFE = re.compile(r"^(?:pay|paga|pagar)\s+(\d+)\s+(?:life|vidas?)$", re.IGNORECASE)
# The source itself: card text names it "esta criatura" once read (cards._engine_text).
_ITSELF = (
    r"(?:esta criatura|este permanente|este artefacto|esta tierra|~|"
    r"this (?:creature|artifact|land|permanent|enchantment))"
)
_SACRIFICE_SELF = re.compile(rf"^(?:sacrifice|sacrifica|sacrificar)\s+{_ITSELF}$", re.IGNORECASE)
# 602.5d: "Activate only as a sorcery." ends the line; read as the ability's timing.
_SORCERY = re.compile(
    r"\s*(?:Activate only as a sorcery|Act[ií]vala solo como un conjuro|"
    r"Activa esta habilidad solo como un conjuro)\.?\s*$",
    re.IGNORECASE,
)


@dataclass
class Cost:
    loyalty: int | None = None
    tap: bool = False
    life: int = 0
    sacrifice_self: bool = False
    sacrifice: Filter | None = None
    remove_counters: dict[str, int] = field(default_factory=dict)


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
        elif (remove := _REMOVE.match(part)) is not None:
            count = _COUNT.get(remove[1].lower()) or int(remove[1])
            cost.remove_counters[remove[2]] = cost.remove_counters.get(remove[2], 0) + count
        else:
            return None
    return cost


def parse_activated(text: str, refs: Refs) -> ActivatedAbility:
    """ "[cost]: effects" as an activated ability; a ScenarioError when its cost or its
    effects are not read."""
    cost_text, sep, body = text.partition(":")
    if not sep:
        cost_text, body = "", text
    cost = read_cost(cost_text)
    if cost is None:
        raise refs.error(
            Words.of(cost_text),
            "el coste de la habilidad activada (se leen {T}, maná, «paga N vidas», «sacrifica "
            "esta criatura» y la lealtad +N/−N/0)",
        )
    sorcery = bool(_SORCERY.search(body))
    body = _SORCERY.sub("", body)
    mine = replace(refs, targeting=True, unchosen=True)
    try:
        effects = parse_effects(body, mine)
    except ScenarioError:
        animated = becomes_creature(body, mine)  # a manland (bot/engine/language/becomes.py)
        if animated is None:
            raise
        effects = animated
    return ActivatedAbility(
        name=loyalty_name(cost.loyalty) if cost.loyalty is not None else "",
        cost=cost_text.strip(),
        effects=effects,
        sorcery_speed=sorcery,
        loyalty=cost.loyalty,
        tap=cost.tap,
        life=cost.life,
        sacrifice_self=cost.sacrifice_self,
        sacrifice=cost.sacrifice,
        remove_counters=cost.remove_counters,
    )


_VERBS = r"(?:activa|activo|activas|activar|hago|haces|uso|usa|usas|activate|activates|uses?)"
_LOYALTY_COST = r"\[?(?:[+−-]\s?\d+|0)\]?"
_COST = rf"(?:{_LOYALTY_COST}|(?:\{{[^}}]+\}})+)"
# "activa el +2 de Gideon: Oso", "hago el −3 de Liliana apuntando a Oso", "activa la
# habilidad {1}{G} de Treetop Village"
_COST_FIRST = re.compile(
    rf"^{_VERBS}\s+(?:(?:el|la|su|the|its)\s+)?(?:habilidad\s+|ability\s+)?({_COST})\s+"
    r"(?:de|del|of)\s+(.+)$",
    re.IGNORECASE,
)
# "activa Gideon +2", "activa Liliana −3: Oso", "activa Treetop Village {1}{G}"
_COST_LAST = re.compile(rf"^{_VERBS}\s+([^:]+?)\s+({_COST})(\s*:.*)?$", re.IGNORECASE)
_AIMING = re.compile(r"\s+(?:apuntando a|con objetivo|targeting|sobre)\s+", re.IGNORECASE)


def named_activation(body: str) -> tuple[str, str] | None:
    """(what ``stack_item`` reads: "Liliana: Oso", the ability's name: "-3" or its cost
    "{1}{G}") when the event names which ability of its source is activated; None
    otherwise."""
    text = body.strip()
    found = _COST_FIRST.match(text)
    if found is not None:
        cost, rest = found[1], found[2]
        head, sep, targets = rest.partition(":")
        if not sep:
            head, _, targets = _AIMING.sub(":", rest, count=1).partition(":")
    else:
        found = _COST_LAST.match(text)
        if found is None:
            return None
        head, cost, targets = found[1], found[2], (found[3] or "").lstrip(" :")
    value = loyalty_value(cost)
    name = loyalty_name(value) if value is not None else cost.strip()
    rest_text = head.strip() + (": " + targets.strip() if targets.strip() else "")
    return rest_text, name
