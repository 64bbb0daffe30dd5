"""A creature token as Oracle text describes it (111.1, 111.4):

    create a 1/1 white Soldier creature token
    create two 2/2 black Zombie creature tokens
    create a 4/4 red Dragon creature token with flying
    create a 1/1 colorless Thopter artifact creature token with flying and haste

    create a 1/1 black Rat creature token with "This token can't block."
    create a 3/3 red Devil creature token with flying and "When this token dies, …"

Its power and toughness, colours, subtypes, card types, keywords and abilities in quotes
(granted_abilities.py) are all written; its name is its subtypes plus "Token" (111.4). Anything
else (a token entering tapped, a predefined token such as a Treasure whose abilities are
implied, 111.10) is not read here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .aliases import COLOR_ALIASES
from .granted_abilities import token_abilities
from .recipients import keywords
from .words import Words

if TYPE_CHECKING:
    from .recipients import Refs

_PT = re.compile(r"^(\d+)/(\d+)$")
_CARD_TYPES = {"artifact": "artifact", "enchantment": "enchantment", "creature": "creature"}
_TOKEN = ("token", "tokens")


def written_token(words: Words, refs: Refs | None = None) -> dict[str, object] | None:
    """The token a creature-token phrase describes (TokenSpec fields), the words read; None,
    with nothing read, when these words are not one."""
    mark = words.i
    found = _PT.match(words.peek())
    if found is None:
        return None
    words.take()
    colors: set[str] = set()
    subtypes: list[str] = []
    types: set[str] = set()
    while not words.done() and not words.at(*_TOKEN):
        word = words.peek()
        if word in ("and", "colorless"):
            words.take()
        elif word in COLOR_ALIASES:
            colors.add(COLOR_ALIASES[words.take()])
        elif word in _CARD_TYPES:
            types.add(_CARD_TYPES[words.take()])
        elif word.isalpha() and not types:  # subtypes come before the card types (205.3)
            subtypes.append(words.take().capitalize())
        else:
            break
    if "creature" not in types or not words.accept(*_TOKEN):
        words.i = mark
        return None
    granted: set[str] = set()
    quoted: list[dict[str, object]] = []
    if words.accept("with"):
        granted = keywords(words)
        if granted and words.at("and") and words.peek(1)[:1] in ('"', "“", "«", "'"):
            words.accept("and")
        quoted = token_abilities(words, refs) or []
        if not granted and not quoted:
            words.i = mark
            return None
    return {
        "name": " ".join([*subtypes, "Token"]),
        "power": int(found[1]),
        "toughness": int(found[2]),
        "colors": colors,
        "subtypes": set(subtypes),
        "types": types,
        "keywords": granted,
        "abilities": quoted,
    }
