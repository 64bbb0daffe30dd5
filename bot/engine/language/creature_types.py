"""Creature types as card text names a group by them: "Other Elves you control", "Sliver
creatures you control", "Zombie creatures" (205.3m).

The list is the one rule 205.3m gives in the bundled Comprehensive Rules (the edition the engine
cites), read once; card text uses a type in the singular before "creatures" and in the plural
alone ("Elves", "Wolves", "Merfolk"). English only: Spanish card text names types in words the
rules file does not list.
"""

from __future__ import annotations

import re
from functools import cache

from index.corpus_loader import DATA_DIR

from .words import Words

_RULES = DATA_DIR / "en" / "MagicCompRules-2026-01-16.txt"
_LIST = re.compile(r"205\.3m .*?All other creature types are one word long: ([^.]*)\.")
_TWO_WORDS = re.compile(r"205\.3m .*?One creature type is two words long: ([^.]*)\.")
# English plural endings, most specific first: Elves -> Elf, Wolves -> Wolf, Fairies -> Faerie
# is not regular, so a plural counts only when its singular is a type of the list.
_PLURALS = (("ves", "f"), ("ves", "fe"), ("ies", "y"), ("men", "man"), ("es", ""), ("s", ""))


@cache
def creature_types() -> dict[str, str]:
    """{lowercase creature type: as printed} from rule 205.3m; empty if the file is missing."""
    try:
        text = _RULES.read_text(encoding="utf-8-sig")
    except OSError:
        return {}
    found: dict[str, str] = {}
    listed = _LIST.search(text)
    if listed is not None:
        for name in listed[1].split(","):
            name = name.strip().removeprefix("and ").strip()
            if name:
                found[name.lower()] = name
    two = _TWO_WORDS.search(text)
    if two is not None:
        found[two[1].strip().lower()] = two[1].strip()
    return found


def _singular(word: str) -> str | None:
    types = creature_types()
    if word in types:
        return types[word]
    for ending, replacement in _PLURALS:
        if word.endswith(ending):
            stem = word[: -len(ending)] + replacement
            if stem in types:
                return types[stem]
    return None


def creature_type(words: Words) -> tuple[str, bool] | None:
    """The creature type the next word names (read if found) and whether it was written in the
    plural ("Elves": the group itself, no noun needed); None, and nothing read, otherwise."""
    word = words.peek()
    if not word or not words.raw[words.i][:1].isupper():  # card text capitalises types
        return None
    types = creature_types()
    pair = f"{word} {words.peek(1)}"
    if pair in types:
        words.i += 2
        return types[pair], False
    found = _singular(word)
    if found is None:
        return None
    words.take()
    return found, word != found.lower()
