"""A permanent a question names with a possessive and the situation does not tell: "el rival le
tira un Lightning Bolt a mi Oso y lo sacrifico con mi Ashnod's Altar, ¿dispara mi Blood
Artist?". "mi"/"su" says whose it is, and a permanent card named so in a question about what
happens is on the battlefield (where its abilities work, 113.6): it is told with the board.

Before this it was dropped with the question, and the run answered "nothing triggers" about a
card it never had; asked back instead («¿De quién es …?»), the question was about a fact the
message already says. A card that is not a permanent (an instant, a sorcery) is left to the
question's own reading.
"""

from __future__ import annotations

import re
from dataclasses import replace

from index.fold import fold

from .asked import Asked
from .text import MASK, Told

_PERMANENT = re.compile(r"\b(?:Creature|Artifact|Enchantment|Planeswalker|Land|Battle)\b")
_OWNED = re.compile(r"(?<![\w§])(?P<whose>mi|su)\s+(?P<card>§(?P<n>\d+)§)")


def owned_in_questions(board: Told, asked: list[Asked]) -> Told:
    """``board`` with each such permanent told after it ("tengo mi …", "el rival tiene su …")."""
    told_names = {fold(board.cards[int(m[1])], "words") for m in MASK.finditer(board.typed)}
    said: list[str] = []
    for question in asked:
        if question.kind not in {"outcome", "other"}:
            continue
        for found in _OWNED.finditer(fold(question.typed, "aligned")):
            at = int(found["n"])
            types = board.types[at] if at < len(board.types) else ""
            name = fold(board.cards[at], "words")
            if not _PERMANENT.search(types) or name in told_names:
                continue
            told_names.add(name)
            said.append(
                ("tengo mi " if found["whose"] == "mi" else "el rival tiene su ") + found["card"]
            )
    if not said:
        return board
    typed = f"{board.typed.rstrip(' ,.;')}. {'. '.join(said)}"  # told last, as in the message
    return replace(board, typed=typed, folded=fold(typed, "aligned"))


__all__ = ["owned_in_questions"]
