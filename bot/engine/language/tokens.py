"""A creature token as Oracle text describes it (111.1, 111.4):

    create a 1/1 white Soldier creature token
    create two 2/2 black Zombie creature tokens
    create a 4/4 red Dragon creature token with flying
    create a 1/1 colorless Thopter artifact creature token with flying and haste

Its power and toughness, colours, subtypes, card types and keywords are all written; its name
is its subtypes plus "Token" (111.4). Anything else (a token entering tapped, a quoted ability,
a predefined token such as a Treasure whose abilities are implied, 111.10) is not read here.
"""

from __future__ import annotations

import re

from .aliases import COLOR_ALIASES
from .recipients import keywords
from .words import Words

_PT = re.compile(r"^(\d+)/(\d+)$")
_CARD_TYPES = {"artifact": "artifact", "enchantment": "enchantment", "creature": "creature"}
_TOKEN = ("token", "tokens")


def written_token(words: Words) -> dict[str, object] | None:
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
    if words.accept("with"):
        granted = keywords(words)
        if not granted:
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
    }
