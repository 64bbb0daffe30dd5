"""Cutting long text into pieces that fit a Discord limit without losing a character.

Embeds reject oversized text, and silently cutting a rule would misquote it. Pieces are cut at
the gentlest boundary available (blank line, line, sentence, word) and joined back they give
the original text exactly, which is what the tests check.
"""

from __future__ import annotations

import re

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
    """Pack blocks into pages of at most ``limit`` characters, splitting the blocks too long."""
    pages: list[str] = []
    current = ""
    for block in blocks:
        for piece in split_text(block, limit):
            piece = piece.strip()
            if not piece:
                continue
            candidate = f"{current}{joiner}{piece}" if current else piece
            if len(candidate) <= limit:
                current = candidate
            else:
                pages.append(current)
                current = piece
    if current:
        pages.append(current)
    return pages
