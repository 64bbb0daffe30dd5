"""Conditional static abilities (604.1): "This creature gets +1/+1 as long as you control a
Plains.", "As long as you control three or more artifacts, this creature has flying.",
"Metalcraft — …", "mientras controles otra criatura negra, …", "as long as it's your turn".

``split_condition`` takes the condition off the line and returns it as the fields of the
``StaticAbility`` (its ``condition`` filter, how many must fit, or none; whose turn); the rest
of the line is the ability, read as any static ability is. A condition this grammar does not
know leaves the line unread (never read as if it always held):

    condition  := control | turn
    control    := ("you control" | "controlas" | "controles") amount what
    amount     := "a" | "an" | "another" | "no" | N "or more" | (Spanish: un, una, otro, otra,
                  ningún, ninguna, N "o más")
    what       := colour ("or" colour)* [type-noun]  |  Subtype [type-noun]  |  type-noun
    turn       := "it's your turn" | "it's not your turn" | "es tu turno" | "no es tu turno"
"""

from __future__ import annotations

import re
from typing import Any

from index.fold import fold
from index.vocabulary.game import spelled

from ..selectors import Filter
from .aliases import COLOR_ALIASES
from .words import NUMBER_WORDS

# Card-type nouns a condition counts ("artifacts", "criatura"), from the one game vocabulary.
NOUNS = spelled(
    ("creature", "permanent", "artifact", "land", "enchantment", "planeswalker"),
    ("es", "es_plural", "en", "en_plural"),
)

# An ability word (207.2c) has no rules meaning: "Metalcraft — This creature gets …".
_ABILITY_WORD = re.compile(r"^[A-Z][\w' ,-]{0,40}\s+[—-]\s+")
_LEAD = re.compile(r"^(?:as long as|mientras)\s+(?P<cond>[^,]+),\s*(?P<rest>.+)$", re.IGNORECASE)
_TAIL = re.compile(r"^(?P<rest>.+?),?\s+(?:as long as|mientras)\s+(?P<cond>[^,]+?)\.?$", re.I)
_CONTROL = ("you control ", "controlas ", "controles ")
_ONE = {"a", "an", "un", "una"}
_ANOTHER = {"another", "otro", "otra"}
_NONE = {"no", "ningun", "ninguna"}
_OR_MORE = re.compile(r"^(\w+) (?:or more|o mas) ")
_TURN = {
    "it's your turn": "yours",
    "its your turn": "yours",
    "es tu turno": "yours",
    "it's not your turn": "not_yours",
    "its not your turn": "not_yours",
    "no es tu turno": "not_yours",
}
_OR = {"or", "o"}
# 702.178a: "Max speed — [ability]" means "As long as your speed is 4, this object has
# '[ability]'" (speed.py); the reader writes it with the condition first.
_MAX_SPEED = re.compile(r"^max speed\s+[—-]\s+(?P<rest>.+)$", re.IGNORECASE)
_SPEED = {"your speed is 4": 4, "you have max speed": 4, "tu velocidad es 4": 4}


def split_condition(text: str) -> tuple[str, dict[str, Any]] | None:
    """(the ability without its condition, the condition's fields), or None when the line
    has no "as long as" / "mientras" condition this grammar reads."""
    speedy = _MAX_SPEED.match(text.strip())
    if speedy is not None:  # before the ability-word pattern, which would drop it
        text = f"As long as your speed is 4, {speedy['rest']}"
    line = _ABILITY_WORD.sub("", text.strip(), count=1)
    found = _LEAD.match(line) or _TAIL.match(line)
    if found is None:
        return None
    fields = _condition(found["cond"].strip().rstrip("."))
    if fields is None:
        return None
    rest = found["rest"].strip()
    return (rest if rest.endswith(".") else rest + "."), fields


def _condition(said: str) -> dict[str, Any] | None:
    folded = fold(said.replace("’", "'"), "words")
    if folded in _TURN:
        return {"condition_turn": _TURN[folded]}
    if folded in _SPEED:
        return {"condition_speed": _SPEED[folded]}
    lead = next((c for c in _CONTROL if folded.startswith(c)), None)
    if lead is None:
        return None
    raw = said.split()[len(lead.split()) :]
    low = folded.split()[len(lead.split()) :]
    if not low:
        return None
    fields: dict[str, Any] = {}
    other = False
    more = _OR_MORE.match(" ".join(low) + " ")
    if low[0] in _ONE:
        n = 1
    elif low[0] in _ANOTHER:
        n, other = 1, True
    elif low[0] in _NONE:
        n, fields["condition_none"] = 1, True
    elif more is not None and (more[1].isdigit() or more[1] in NUMBER_WORDS):
        n = int(more[1]) if more[1].isdigit() else NUMBER_WORDS[more[1]]
        raw, low = raw[2:], low[2:]
    else:
        return None
    flt = _what(raw[1:], low[1:], other)
    if flt is None:
        return None
    fields["condition"] = flt
    fields["condition_count"] = n
    return fields


def _what(raw: list[str], low: list[str], other: bool) -> Filter | None:
    """ "black creature", "white or black permanent", "Plains", "Angrath planeswalker",
    "artifacts": a colour list, a subtype or a card type, ending in a card-type noun."""
    colors: set[str] = set()
    i = 0
    while i < len(low) and low[i] in COLOR_ALIASES:
        colors.add(COLOR_ALIASES[low[i]])
        i += 1
        if i < len(low) - 1 and low[i] in _OR and low[i + 1] in COLOR_ALIASES:
            i += 1
    subtype = None
    if i < len(low) and low[i] not in NOUNS and raw[i][:1].isupper() and raw[i].isalpha():
        subtype = raw[i]
        i += 1
    kind = "permanent"
    if i < len(low) and low[i] in NOUNS:
        kind = NOUNS[low[i]]
        i += 1
    elif subtype is None:
        return None  # no subtype and no card type: "a creature with power 4 or greater"…
    if i != len(low):
        return None
    data: dict[str, Any] = {"kind": kind, "controller": "you", "other": other}
    if colors:
        data["colors"] = colors
    if subtype is not None:
        data["subtype"] = subtype
    return Filter.model_validate(data)
