"""A line of effect text as a stream of words, read left to right by the effect grammar.

Words are compared folded (no case, no accents: ``fold``); the original spelling is kept for
names. Punctuation that separates clauses (``. , :``) and parentheses are words of their own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from index.fold import fold

_TOKEN = re.compile(r"[+-]?[\dxX]+/[+-]?[\dxX]+|x=\d+|X=\d+|[^\s.,:;()]+|[.,:;()]")
NUMBER_WORDS = {
    "un": 1,
    "una": 1,
    "uno": 1,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "seis": 6,
    "siete": 7,
    "ocho": 8,
    "nueve": 9,
    "diez": 10,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    # Loyalty abilities count higher ("Target player mills twenty cards", "Put twelve +1/+1
    # counters"). Spanish "once" (11) is left out: folded, it is the English "once" of
    # "Activate only once each turn".
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "doce": 12,
    "trece": 13,
    "catorce": 14,
    "quince": 15,
    "dieciseis": 16,
    "diecisiete": 17,
    "dieciocho": 18,
    "diecinueve": 19,
    "veinte": 20,
}


@lru_cache(maxsize=2048)
def _parts(phrase: str) -> list[str]:
    return phrase.split()


@dataclass
class Words:
    raw: list[str]
    low: list[str] = field(default_factory=list)
    i: int = 0
    text: str = ""
    spans: list[tuple[int, int]] = field(default_factory=list)

    @classmethod
    def of(cls, text: str) -> Words:
        text = text.replace("’", "'").replace("−", "-")
        found = list(_TOKEN.finditer(text))
        raw = [m[0] for m in found]
        return cls(raw, [fold(w, "words") for w in raw], 0, text, [m.span() for m in found])

    def done(self) -> bool:
        return self.i >= len(self.low)

    def peek(self, ahead: int = 0) -> str:
        j = self.i + ahead
        return self.low[j] if j < len(self.low) else ""

    def take(self) -> str:
        word = self.peek()
        self.i += 1
        return word

    def at(self, *phrases: str) -> str | None:
        """The longest of ``phrases`` (folded, space-separated words) that starts here."""
        best, size = None, 0
        here = self.peek()
        for phrase in phrases:
            parts = _parts(phrase)
            if (
                parts[0] == here
                and len(parts) > size
                and self.low[self.i : self.i + len(parts)] == parts
            ):
                best, size = phrase, len(parts)
        return best

    def accept(self, *phrases: str) -> str | None:
        found = self.at(*phrases)
        if found is not None:
            self.i += len(_parts(found))
        return found

    def rest(self) -> str:
        return self.original(self.i)

    def original(self, start: int, end: int | None = None) -> str:
        """The text as written from word ``start`` up to (not including) word ``end``."""
        end = len(self.spans) if end is None else end
        if start >= end or start >= len(self.spans):
            return ""
        return self.text[self.spans[start][0] : self.spans[end - 1][1]]
