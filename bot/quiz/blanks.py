"""Hiding words inside Spanish text: the cloze step shared by the keyword and class questions.

Matching ignores case and accents, so the comparison runs on a folded copy of the text that is
aligned character by character with the original; the replacement then cuts the original, which
keeps every accent and capital of the words that stay.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from index.fold import fold

BLANK = "____"
_VOWELS = "aeiou"
_VERB_ENDINGS = ("ar", "er", "ir")


def stem(word: str) -> str:
    """A crude Spanish stem for names: 'Combinar' -> 'combin', 'Cascada' -> 'cascad'.

    Good enough to catch the inflected forms that judge material uses next to a keyword's name
    ('combinadas', 'persiste', 'la carta dragada'); never shorter than four letters.
    """
    w = fold(word)
    if len(w) > 5 and w.endswith(_VERB_ENDINGS):
        cut = w[:-2]
    elif len(w) > 4 and w[-1] in _VOWELS:
        cut = w[:-1]
    else:
        cut = w
    return cut if len(cut) >= 4 else w


def name_pattern(names: Iterable[str]) -> re.Pattern[str] | None:
    """Matches any of the names in folded text; the last word of each may be inflected."""
    return _name_pattern(tuple(names))


@functools.lru_cache(maxsize=1024)
def _name_pattern(names: tuple[str, ...]) -> re.Pattern[str] | None:
    parts = []
    for name in names:
        words = fold(name).split()
        if not words:
            continue
        head = [re.escape(w) for w in words[:-1]]
        tail = re.escape(stem(words[-1])) + r"\w*"
        parts.append(r"\s+".join([*head, tail]))
    if not parts:
        return None
    parts.sort(key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(parts) + r")", re.UNICODE)


def hide(text: str, names: Iterable[str], blank: str = BLANK) -> str:
    """The text with every (inflected) mention of any name replaced by the blank."""
    pattern = name_pattern(names)
    if pattern is None:
        return text
    folded = fold(text, "aligned")
    pieces = []
    last = 0
    for m in pattern.finditer(folded):
        pieces.append(text[last : m.start()])
        pieces.append(blank)
        last = m.end()
    pieces.append(text[last:])
    return "".join(pieces)


def mentions(text: str, names: Iterable[str]) -> bool:
    pattern = name_pattern(names)
    return bool(pattern and pattern.search(fold(text, "aligned")))


def shorten(text: str, limit: int) -> str:
    """Cut at a word boundary before ``limit`` characters, marking the cut with '…'."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:") + "…"


def sentences(text: str) -> list[str]:
    """Sentences of a class page: bullets, dashes and line breaks also end one."""
    out = []
    for line in re.split(r"\n+|•|(?:^|\s)–\s", text):
        for piece in re.split(r"(?<=[.!?])\s+(?=[«“\"(¿¡]?[A-ZÁÉÍÓÚÑ])", line):
            piece = piece.strip(" \t-–•")
            if piece:
                out.append(piece)
    return out
