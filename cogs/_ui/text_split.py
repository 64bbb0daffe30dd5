"""Cutting long text into pieces that fit a Discord limit without losing a character.

Embeds reject oversized text, and silently cutting a rule would misquote it. Pieces are cut at
the gentlest boundary available (blank line, line, sentence, word) and joined back they give
the original text exactly, which is what the tests check.
"""

from __future__ import annotations

import re

# Label shortening lives in bot.text.clip (the console's completion uses it too).
from bot.text.clip import clip as clip  # re-exported for the cogs
from bot.text.clip import clip_words as clip_words

_BOUNDARIES = (
    re.compile(r"\n\s*\n"),
    re.compile(r"\n"),
    re.compile(r"(?<=[.!?;:…»”)])\s+"),
    re.compile(r"\s+"),
)


def _cut_after(text: str, boundary: re.Pattern[str]) -> list[str]:
    """The text in units that each keep the separator that follows them."""
    units: list[str] = []
    start = 0
    for match in boundary.finditer(text):
        if match.end() == len(text) or match.start() == 0:
            continue
        units.append(text[start : match.end()])
        start = match.end()
    units.append(text[start:])
    return units


def split_text(text: str, limit: int) -> list[str]:
    """Pieces of at most ``limit`` characters whose concatenation is ``text``."""
    if limit < 1:
        raise ValueError("limit must be positive")
    if len(text) <= limit:
        return [text] if text else []
    units = [text]
    for boundary in _BOUNDARIES:
        units = _cut_after(text, boundary)
        if len(units) > 1:
            break
    if len(units) == 1:  # one word longer than the limit (a URL...): cut it anywhere
        return [text[i : i + limit] for i in range(0, len(text), limit)]
    pieces: list[str] = []
    current = ""
    for unit in units:
        if len(unit) > limit:
            if current:
                pieces.append(current)
                current = ""
            pieces.extend(split_text(unit, limit))
        elif len(current) + len(unit) > limit:
            pieces.append(current)
            current = unit
        else:
            current += unit
    if current:
        pieces.append(current)
    return pieces


def paginate(blocks: list[str], limit: int, *, joiner: str = "\n\n") -> list[str]:
    """Pack blocks into pages of at most ``limit`` characters.

    A block that does not fit fills the rest of the page when there is a fair amount of room
    and it can be cut between words; otherwise it starts the next page.
    """
    min_fill = max(1, limit // 4)
    pages: list[str] = []
    current = ""
    for block in blocks:
        rest = block.strip()
        while rest:
            room = limit - len(current) - len(joiner) if current else limit
            if len(rest) <= room:
                current = f"{current}{joiner}{rest}" if current else rest
                break
            if room >= min_fill or not current:
                head = split_text(rest, room)[0]
                between_words = (
                    not current or rest[len(head) - 1].isspace() or rest[len(head)].isspace()
                )
                if between_words:
                    current = f"{current}{joiner}{head.strip()}" if current else head.strip()
                    rest = rest[len(head) :].lstrip()
            pages.append(current)
            current = ""
    if current:
        pages.append(current)
    return pages
