"""A planeswalker's text naming itself by a shortened name (201.5c): "Ajani deals 3 damage to
any target" on Ajani Vengeant, "Exile Kaya or up to one target creature" on Kaya, Ghost
Assassin, "Until end of turn, Gideon becomes a 5/5 …" on Gideon Jura.

"Text printed on some cards refers to that card by a shortened version of its name. Instances
of a card's shortened name used in this manner are treated as though they used the card's
full name." The part before a comma ("Avacyn" of "Avacyn, the Purifier") is read in
cards._engine_text; this module adds the other shortening planeswalkers print: their
planeswalker type (205.3j), when it is one of the words of their own name ("Ajani" of "Ajani
Vengeant", "Bolas" of "Nicol Bolas, the Ravager").

The same word also names other permanents of that type ("each other Garruk you control", "a
Chandra planeswalker card", "Ajani's Pridemate"): after an article or "other", before "'s",
"planeswalker", "card" or "you control", the word is the type, not the card, and is left as
written (the line is then read, or left unread, for what it says).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from index.cards.records import CardRecord

_AS_TYPE_BEFORE = re.compile(
    r"\b(?:a|an|each|other|another|named|non|all|every|target)\s*-?\s*$", re.IGNORECASE
)
_AS_TYPE_AFTER = re.compile(
    r"^(?:['’]s?\b|\s+(?:planeswalkers?|cards?|spells?|permanents?|you control)\b)"
)


def short_names(card: CardRecord) -> set[str]:
    """The planeswalker types of ``card`` that are whole words of one of its names."""
    out: set[str] = set()
    for face in card.faces:
        name = face.name or card.name
        line = face.type_line or card.type_line
        if "Planeswalker" not in line.split("—", 1)[0] or "—" not in line:
            continue
        words = set(re.findall(r"[\w'’-]+", name))
        out |= {kind for kind in line.split("—", 1)[1].split() if kind in words and kind != name}
    return out


def name_itself(text: str, card: CardRecord, itself: str) -> str:
    """``text`` with each shortened name that means the card itself written as ``itself``."""
    for short in sorted(short_names(card), key=lambda n: (-len(n), n)):
        pattern = re.compile(rf"(?<![\w-]){re.escape(short)}(?![\w-])")

        def _self(found: re.Match[str]) -> str:
            before, after = found.string[: found.start()], found.string[found.end() :]
            if _AS_TYPE_BEFORE.search(before) or _AS_TYPE_AFTER.match(after):
                return found[0]  # the type, naming other permanents (205.3j)
            return itself

        text = pattern.sub(_self, text)
    return text
