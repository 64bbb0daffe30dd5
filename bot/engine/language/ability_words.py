"""Ability words (207.2c): an italic word before a dash at the start of some abilities
("Landfall — Whenever a land you control enters, …"). They have no rules meaning, so the
reader reads the ability as if they were not printed. The list is rule 207.2c's own (a test
checks it against the bundled Comprehensive Rules in force)."""

from __future__ import annotations

import re

ABILITY_WORDS = frozenset(
    {
        "adamant",
        "addendum",
        "alliance",
        "battalion",
        "bloodrush",
        "celebration",
        "channel",
        "chroma",
        "cohort",
        "constellation",
        "converge",
        "council's dilemma",
        "coven",
        "delirium",
        "descend 4",
        "descend 8",
        "domain",
        "eerie",
        "eminence",
        "enrage",
        "fateful hour",
        "fathomless descent",
        "ferocious",
        "flurry",
        "formidable",
        "grandeur",
        "hellbent",
        "heroic",
        "imprint",
        "inspired",
        "join forces",
        "kinship",
        "landfall",
        "lieutenant",
        "magecraft",
        "metalcraft",
        "morbid",
        "pack tactics",
        "paradox",
        "parley",
        "radiance",
        "raid",
        "rally",
        "renew",
        "revolt",
        "secret council",
        "spell mastery",
        "strive",
        "survival",
        "sweep",
        "tempting offer",
        "threshold",
        "undergrowth",
        "valiant",
        "vivid",
        "void",
        "will of the council",
    }
)
_LEAD = re.compile(r"^([A-Za-z' 0-9]+?)\s+—\s+(?=\S)")


def without_ability_word(line: str) -> str:
    """``line`` without the ability word it starts with, if any ("Landfall — Whenever …")."""
    found = _LEAD.match(line)
    if found is None or found[1].lower().replace("’", "'") not in ABILITY_WORDS:
        return line
    return line[found.end() :]
