"""«protección contra rojo y verde», «protection from artifacts», «protección contra todo»:
the qualities after a protection prefix, read from a list of words (a description's or an
effect's), so both places read protection the same way."""

from __future__ import annotations

from index.fold import fold

from ..protection import subtype_quality
from .aliases import COLOR_ALIASES, PROTECTION_PREFIXES, PROTECTION_QUALITY_ALIASES
from .recipients import JOINERS, keywords
from .words import Words

_JOINERS = ("y", "and", ",", "o", "or", "e")


def _quality(word: str, subtypes: bool = False) -> str | None:
    folded = fold(word, "words")
    found = COLOR_ALIASES.get(folded) or PROTECTION_QUALITY_ALIASES.get(folded)
    if found is None and subtypes and word[:1].isupper() and word.isalpha():
        return subtype_quality(_singular(word))
    return found


def _singular(plural: str) -> str:
    """A subtype as Oracle text prints it in the plural: Dragons, Elves, Wolves, Zombies."""
    if plural.endswith("ves"):
        return plural[:-3] + "f"
    return plural.removesuffix("s")


def match_protection(words: list[str], i: int, *, subtypes: bool = False) -> tuple[set[str], int]:
    """(qualities, words used) for a protection starting at ``words[i]``; (set(), 0) if none.

    A joiner is read only when a quality follows it, so «protección contra rojo y arrollar»
    leaves «y arrollar» to the caller. With ``subtypes`` (Oracle text, which capitalises
    subtypes), a capitalised plural is a subtype: «protection from Dragons» (702.16a)."""
    head = fold(" ".join(words[i : i + 2]), "words")
    if head not in PROTECTION_PREFIXES:
        return set(), 0
    found: set[str] = set()
    j = i + 2
    while j < len(words):
        quality = _quality(words[j], subtypes)
        if quality is not None:
            found.add(quality)
            j += 1
        elif (
            fold(words[j], "words") in _JOINERS
            and j + 1 < len(words)
            and _quality(words[j + 1], subtypes)
        ):
            j += 1
        else:
            break
    return found, (j - i) if found else 0


def granted(words: Words) -> tuple[set[str], set[str]]:
    """What "gana …" / "tienen …" grants: (keywords, protection qualities), in either order
    and joined by «y» or «,» («gana volar y protección contra rojo»). A joiner followed by
    neither is left for the next clause («gana volar y pierde arrollar»)."""
    found: set[str] = set()
    shields: set[str] = set()
    back = words.i
    while True:
        more = keywords(words)
        qualities, used = match_protection(words.low, words.i)
        words.i += used
        if not (more or qualities):
            words.i = back
            return found, shields
        found |= more
        shields |= qualities
        back = words.i
        if not words.accept(", and", *JOINERS):  # "first strike, vigilance, and lifelink"
            return found, shields
