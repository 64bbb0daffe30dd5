"""The sentences of a told message, and the ones no clause reads.

A chat message runs several sentences together ("…me bloquea un 4/4. yo dije 1 al bloqueador y
4 a la cara"). A sentence with no verb the reader knows is not part of any play it read: left
in, its words stick to the object before it and the reading shown is wrong. Such a sentence is
named as not understood (the whole message is refused, no reading shown), never dropped: it may
hold the fact that decides the answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .clauses import Clause

# A sentence ends at a full stop, a semicolon, an ellipsis or an exclamation not inside a word
# ("1.5" is not an end; "mana., al final" is).
_END = re.compile(r"[.;!…]+(?![\w§])")


def sentences(folded: str) -> Iterator[tuple[int, int]]:
    """The spans of the sentences of ``folded``."""
    start = 0
    for end in _END.finditer(folded):
        yield start, end.start()
        start = end.end()
    yield start, len(folded)


def unread_sentence(folded: str, clauses: list[Clause]) -> tuple[int, int] | None:
    """The first sentence in which no clause's verb stands (None: each has one)."""
    verbs = [clause.subject[1] for clause in clauses]
    for start, end in sentences(folded):
        if folded[start:end].strip() and not any(start <= at < end for at in verbs):
            return start, end
    return None


__all__ = ["sentences", "unread_sentence"]
