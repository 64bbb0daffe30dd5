"""Shortening text for labels: menu options, autocomplete choices, list items.

Shared by every front end (the Discord cogs, the console's completion): the full text is always
in the answer itself, so these cut only what a label shows.
"""

from __future__ import annotations


def clip(text: str, limit: int) -> str:
    """For labels only (titles, menu options): the full text is always in the page body."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def clip_words(text: str, limit: int) -> str:
    """Text a user typed, shortened to ``limit`` characters between words, with "…".

    Only a single word longer than the limit is cut inside (there is no better place).
    """
    if limit < 2:
        raise ValueError("limit must leave room for a character and the ellipsis")
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    if not text[limit - 1].isspace():  # the cut falls inside a word: drop that word
        cut = head.rfind(" ")
        if cut > 0:
            head = head[:cut]
    return head.rstrip() + "…"
