"""A face's Oracle text as the classifiers read it: one ability a line, reminder text (which
only repeats what a keyword means) dropped, the card's own name and "this creature"/"this
spell"... written "~", so "When ~ dies" reads the same on every card. The printed line is
kept beside the read one: it is the evidence shown to the user.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SELF = "~"
_REMINDER = re.compile(r"\s*\([^()]*\)")
# Only nouns for an object: "this turn", "this way" are not the card.
_THIS = re.compile(
    r"\bthis (?:creature|spell|artifact|enchantment|land|permanent|card|planeswalker|aura|"
    r"equipment|vehicle|saga|battle|token|class|case|siege|room|object|spacecraft|"
    r"planet|dungeon|plane|scheme|conspiracy|attraction|contraption|kindred|tribal|"
    r"commander)\b",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"[\"“][^\"”]*[\"”]")


@dataclass(frozen=True, slots=True)
class Line:
    printed: str  # as the card prints it, reminder text dropped
    read: str  # lower case, own name as "~"
    outer: str  # ``read`` with quoted abilities (granted to others) blanked to '"…"'


def _names(card_name: str, face_name: str) -> list[str]:
    # Alchemy rebalanced cards ("A-Phylath, World Sculptor") print the name without "A-".
    names = {face_name, card_name, face_name.removeprefix("A-"), card_name.removeprefix("A-")}
    for name in list(names):
        if ", " in name:  # legendary short names: "Sheoldred" for "Sheoldred, the Apocalypse"
            names.add(name.split(", ")[0])
    return sorted((n for n in names if n and " // " not in n), key=len, reverse=True)


def read_lines(text: str, card_name: str, face_name: str) -> list[Line]:
    names = _names(card_name, face_name)
    lines: list[Line] = []
    for raw in text.split("\n"):
        printed = _REMINDER.sub("", raw).strip()
        if not printed:
            continue
        read = printed
        for name in names:  # longest first: "Sheoldred, the Apocalypse" before "Sheoldred"
            read = read.replace(name, SELF)
        read = _THIS.sub(SELF, read).lower().replace("’", "'")
        read = re.sub(r"\s+", " ", read)
        lines.append(Line(printed, read, _QUOTED.sub('"…"', read)))
    return lines


def sentences(text: str) -> list[str]:
    """Sentences of one read line (quoted abilities left whole)."""
    return [s.strip() for s in re.split(r"(?<=[.!])\s+(?=[^\s\"”])", text) if s.strip()]
