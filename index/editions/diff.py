"""A readable word diff between two texts of the same rule.

Words are compared the way the alignment compares them (lowercase, typography folded, rule
numbers masked), so a curly quote that became straight or a reference that moved with its rule
is not shown as a change; the pieces keep the words as printed in the newer text (or the older
one, for what was removed).
"""

from __future__ import annotations

import difflib
from enum import StrEnum

from pydantic import BaseModel, ConfigDict

from index.editions.normalize import display_tokens, words


class Change(StrEnum):
    SAME = "same"
    ADDED = "added"
    REMOVED = "removed"


class Piece(BaseModel):
    """A run of words: unchanged, added in the newer text, or removed from the older one."""

    # defer_build: a search imports this module for its names and seldom draws a diff.
    model_config = ConfigDict(frozen=True, defer_build=True)

    change: Change
    text: str


def _key(token: str) -> tuple[str, ...]:
    return words(token) or (token,)


def word_diff(old: str, new: str) -> list[Piece]:
    """The older text turned into the newer one, as runs of same, removed and added words."""
    a, b = display_tokens(old), display_tokens(new)
    matcher = difflib.SequenceMatcher(
        None, [_key(t) for t in a], [_key(t) for t in b], autojunk=False
    )
    pieces: list[Piece] = []

    def add(change: Change, tokens: list[str]) -> None:
        if not tokens:
            return
        text = " ".join(tokens)
        if pieces and pieces[-1].change is change:
            pieces[-1] = Piece(change=change, text=f"{pieces[-1].text} {text}")
        else:
            pieces.append(Piece(change=change, text=text))

    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            add(Change.SAME, b[j1:j2])
        else:
            add(Change.REMOVED, a[i1:i2])
            add(Change.ADDED, b[j1:j2])
    return pieces


def changed(pieces: list[Piece]) -> bool:
    return any(p.change is not Change.SAME for p in pieces)
