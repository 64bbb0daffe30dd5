"""Limits on attacking and blocking that a permanent's text puts on a creature (508.1c, 509.1b),
each a whole sentence:

    This creature can block only creatures with flying.
    Enchanted creature can block only creatures with flying.
    This creature can't attack unless defending player controls an Island.
    This creature can't attack or block alone.
    This creature can't be blocked except by three or more creatures.
    esta criatura solo puede bloquear criaturas con volar

A requirement, in the effect grammar after its subject ("This creature attacks each combat if
able", "Enchanted creature gets +2/+2 and attacks each combat if able", 508.1d), is
``must_attack``.

What the creature may block is a group of creatures as "can't be blocked by" reads it
(``blocker_group``); the land a defending player must control is a basic land type (205.3i),
the ones the card data gives real lands. Anything else is left unread.
"""

from __future__ import annotations

import re

from index.fold import fold

from ..effects import CombatLimit
from ..selectors import Filter
from .recipients import Refs, blocker_group
from .words import Words

_WHO = (
    r"(?P<who>this creature|esta criatura|enchanted creature|equipped creature|"
    r"la criatura encantada|la criatura equipada)"
)
_BLOCK_ONLY = re.compile(
    rf"^{_WHO} (?:can block only|solo puede bloquear(?: a)?) (?P<what>.+?)\.?$"
)
_LAND_TYPES = {
    "plains": "Plains",
    "island": "Island",
    "swamp": "Swamp",
    "mountain": "Mountain",
    "forest": "Forest",
}
_ATTACK_UNLESS = re.compile(
    rf"^{_WHO} can't attack unless defending player controls an? "
    rf"(?P<land>{'|'.join(_LAND_TYPES)})\.?$"
)

_ALONE = re.compile(
    rf"^{_WHO} (?:can't|no puede) (?P<what>attack or block|attack|block|atacar ni bloquear|"
    r"atacar|bloquear) (?:alone|sola|solo)\.?$"
)
_EXCEPT_BY = re.compile(
    rf"^{_WHO} can't be blocked except by (?P<n>two|three|four|five|\d+) or more creatures\.?$"
)
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
_WEAKER = re.compile(
    r"^creatures with power less than (?:this creature's|esta criatura's) power can't block "
    r"(?:it|this creature|esta criatura)\.?$"
)
_CANT_BLOCK_POWER = re.compile(
    rf"^{_WHO} can't block creatures with power (?P<n>\d+) or greater\.?$"
)


def _named(who: str, refs: Refs) -> dict[str, object] | None:
    """The creature the sentence is about: its source, or what its source is attached to."""
    if who in ("this creature", "esta criatura"):
        return {"objects": [refs.source]} if refs.source is not None else None
    return {"each": [Filter(kind="creature", attached=True)]}


def combat_limit(text: str, refs: Refs) -> CombatLimit | None:
    """The sentence as a limit on attacking or blocking; None when it is none of these."""
    folded = fold(text.strip(), "words")
    found = _BLOCK_ONLY.match(folded)
    if found is not None:
        named = _named(found["who"], refs)
        words = Words.of(found["what"])
        group = blocker_group(words)
        if named is None or group is None or not words.done():
            return None
        return CombatLimit.model_validate({"limit": "block_only", "attackers": group, **named})
    found = _ALONE.match(folded)
    if found is not None and (named := _named(found["who"], refs)) is not None:
        what = found["what"]
        fields = {"attack": what.startswith("at"), "block": "block" in what or "bloq" in what}
        return CombatLimit.model_validate({"limit": "alone", **fields, **named})
    found = _EXCEPT_BY.match(folded)
    if found is not None and (named := _named(found["who"], refs)) is not None:
        count = _COUNTS.get(found["n"]) or int(found["n"])
        return CombatLimit.model_validate({"limit": "min_blockers", "count": count, **named})
    if _WEAKER.match(folded) and refs.source is not None:
        return CombatLimit(limit="weaker_cant_block", objects=[refs.source])
    found = _CANT_BLOCK_POWER.match(folded)
    if found is not None and (named := _named(found["who"], refs)) is not None:
        data = {"limit": "cant_block_power", "count": int(found["n"]), **named}
        return CombatLimit.model_validate(data)
    found = _ATTACK_UNLESS.match(folded)
    if found is not None:
        named = _named(found["who"], refs)
        if named is None:
            return None
        land = _LAND_TYPES[found["land"]]
        return CombatLimit.model_validate({"limit": "attack_unless", "land_type": land, **named})
    return None


_MUST_ATTACK = {
    "attacks each combat if able": "permanent",
    "attack each combat if able": "permanent",
    "ataca en cada combate si puede": "permanent",
    "atacan en cada combate si pueden": "permanent",
    "attacks this turn if able": "end_of_turn",
    "attack this turn if able": "end_of_turn",
    "attacks this combat if able": "end_of_turn",
    "ataca este turno si puede": "end_of_turn",
}

MUST_ATTACK_WORDS = tuple(_MUST_ATTACK)


def must_attack(words: Words) -> dict[str, object] | None:
    """ "attacks each combat if able" after its subject: the fields of its requirement."""
    found = words.accept(*_MUST_ATTACK)
    if found is None:
        return None
    return {"type": "combat_limit", "limit": "must_attack", "duration": _MUST_ATTACK[found]}
