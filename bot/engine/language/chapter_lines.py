"""The shape of a Saga's chapter line (714.2a): "I — …", "I, II — …". Kept apart from the
reader (sagas.py) so the card reader (cards.py) can tell the line's kind without importing the
effect language."""

from __future__ import annotations

import re

CHAPTER = "chapter"  # the kind of a chapter line among a card's lines (cards.py)
_LINE = re.compile(r"^((?:[IVX]+)(?:,\s*[IVX]+)*)\s+[—-]\s+(.+)$")
_ROMAN = {"I": 1, "V": 5, "X": 10}


def _number(numeral: str) -> int:
    """714.2a: I represents 1, II represents 2, and so on."""
    total = 0
    for at, letter in enumerate(numeral):
        value = _ROMAN[letter]
        later = _ROMAN[numeral[at + 1]] if at + 1 < len(numeral) else 0
        total += -value if value < later else value
    return total


def chapter_line(line: str) -> tuple[list[int], str] | None:
    """The chapter numbers and the effect of a chapter line, or None."""
    found = _LINE.match(line)
    if found is None:
        return None
    numbers = [_number(n.strip()) for n in found[1].split(",")]
    return numbers, found[2]


def numerals(line: str) -> list[str]:
    """The chapter numerals as printed ("I", "II"), in order."""
    found = _LINE.match(line)
    return [n.strip() for n in found[1].split(",")] if found is not None else []


def printed_final_chapter(lines: list[tuple[str, str, str]]) -> int:
    """714.2d: the greatest chapter number among a card's chapter lines, read or not."""
    found = [chapter_line(line) for kind, _, line in lines if kind == CHAPTER]
    return max((n for got in found if got for n in got[0]), default=0)
