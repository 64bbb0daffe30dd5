"""Activated abilities written as "[cost]: effects", from a card's text or a scenario:

    {T}: Add {G}.                                   a mana ability (605.1a)
    {2}{B}, Sacrifice this creature: Draw a card.   its source sacrificed as a cost
    Pay 2 life, {T}: Add {B}.                        life paid (119.4)
    [+1]: You gain 2 life.   [−3]: Destroy target creature.   [0]: …   loyalty (606)
    activada:+2: robas una carta                    the same in a scenario description

and, in ``eventos:``, which ability of a source is activated, named by its cost: "activa
Gideon +2", "activa el −3 de Liliana: Oso", "hago el +1 de Jace", "activa el {1}{G} de
Treetop Village" (a loyalty ability is named by its loyalty cost), or by its place in the
text: "activa la habilidad 2 de Ashnod's Altar".

Of a cost the engine pays loyalty counters, {T}, life and sacrificing the source; mana symbols
are read but not paid (no mana pool is kept); "Sacrifice a creature" sacrifices the permanent
the scenario names first ("activa Altar: Oso"), and "Remove a +1/+1 counter from this
creature" removes it. A cost with any other part ("Discard a card", {Q}, −X, other counters)
is not read, so the line stays unread (never a cost left unpaid in silence).
"""

from __future__ import annotations

import re
from dataclasses import replace

from index.fold import fold

from ..abilities import ActivatedAbility
from ..errors import ScenarioError
from .becomes import becomes_creature
from .costs import loyalty_name, loyalty_value, read_cost
from .effects import parse_effects
from .recipients import Refs
from .saddled import becomes_saddled
from .stationed import charged_by_tapped
from .still_a_planeswalker import animated_and_shielded
from .words import Words
from .x_value import X_STAND_IN

# 602.5d: "Activate only as a sorcery." ends the line; read as the ability's timing.
_SORCERY = re.compile(
    r"\s*(?:Activate only as a sorcery|Act[ií]vala solo como un conjuro|"
    r"Activa esta habilidad solo como un conjuro)\.?\s*$",
    re.IGNORECASE,
)


# 602.5b: restrictions an ability states at its end, each read into the ability.
_LIMITS: dict[str, dict[str, object]] = {
    "activate only once each turn": {"once_each_turn": True},
    "activala solo una vez por turno": {"once_each_turn": True},
    "activate only during your turn": {"your_turn": True},
    "activala solo durante tu turno": {"your_turn": True},
    "activate only during your upkeep": {"step": "upkeep"},
    "activala solo durante tu mantenimiento": {"step": "upkeep"},
}
_LIMIT = re.compile(
    r"\s*((?:Activate only|Act[ií]vala solo) (?:once each turn|una vez por turno|during your "
    r"turn|durante tu turno|during your upkeep|durante tu mantenimiento))\.?\s*$",
    re.IGNORECASE,
)


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
    limits: dict[str, object] = {}
    while (limit := _LIMIT.search(body)) is not None:  # 602.5b, at the end of the ability
        limits.update(_LIMITS[fold(limit[1], "words")])
        body = body[: limit.start()]
    mine = replace(refs, targeting=True, unchosen=True)
    if cost.loyalty_x:  # [−X] (107.3a, 107.3k): the X announced as it is activated
        mine = replace(mine, x=X_STAND_IN if refs.x is None else refs.x)
        cost.loyalty = None if refs.x is None else -refs.x
    try:
        effects = parse_effects(body, mine)
    except ScenarioError:
        animated = becomes_creature(body, mine)  # a manland (bot/engine/language/becomes.py)
        animated = animated or animated_and_shielded(body, mine)  # Gideon's loyalty abilities
        animated = animated or becomes_saddled(body, mine)  # Saddle's (702.171a, saddled.py)
        animated = animated or charged_by_tapped(body, mine)  # Station's (702.184a)
        if animated is None:
            raise
        effects = animated
    return ActivatedAbility(
        name="-X"
        if cost.loyalty_x
        else loyalty_name(cost.loyalty)
        if cost.loyalty is not None
        else "",
        cost=cost_text.strip(),
        effects=effects,
        sorcery_speed=sorcery,
        loyalty=cost.loyalty,
        tap=cost.tap,
        life=cost.life,
        sacrifice_self=cost.sacrifice_self,
        sacrifice=cost.sacrifice,
        remove_counters=cost.remove_counters,
        crew=cost.crew,
        stations=cost.stations,
        loyalty_x=cost.loyalty_x and refs.x is None,
        **limits,
    )


_VERBS = r"(?:activa|activo|activas|activar|hago|haces|uso|usa|usas|activate|activates|uses?)"
_LOYALTY_COST = r"\[?(?:[+−-]\s?\d+|0|[−-]\s?X)\]?"
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
# "activa la habilidad 2 de Altar": the second activated ability of its text, in order.
_NUMBERED = re.compile(
    rf"^{_VERBS}\s+(?:la\s+|su\s+|the\s+|its\s+)?(?:habilidad|ability)\s+(\d+)\s+"
    r"(?:de|del|of)\s+(.+)$",
    re.IGNORECASE,
)
_AIMING = re.compile(r"\s+(?:apuntando a|con objetivo|targeting|sobre)\s+", re.IGNORECASE)


def named_activation(body: str) -> tuple[str, str] | None:
    """(what ``stack_item`` reads: "Liliana: Oso", the ability's name: "-3" or its cost
    "{1}{G}") when the event names which ability of its source is activated; None
    otherwise."""
    text = body.strip()
    numbered = _NUMBERED.match(text)
    if numbered is not None:  # "activa la habilidad 2 de Altar: Oso": in printed order
        rest = _AIMING.sub(":", numbered[2], count=1)
        head, _, targets = rest.partition(":")
        return head.strip() + (": " + targets.strip() if targets.strip() else ""), f"#{numbered[1]}"
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
