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
from dataclasses import replace

from index.fold import fold

from .clauses import NUMBER_WORDS, Clause, find_clauses
from .clauses import SENTENCE_END as _END
from .text import Told


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


# A clause the reader has no verb for, glued inside an object's words: a pair of clitics
# before a verb ("una criatura y el me la remandea").
_GLUED = re.compile(r"(?<![\w§])(?:me|te|se|nos|le|les)\s+(?:lo|la|los|las|le|les)\s+\w")


def glued_clause(folded: str) -> re.Match[str] | None:
    """Where ``folded`` (an object's words) holds a clause of its own, if it does."""
    return _GLUED.search(folded)


# How a story ended, in words that take no object: died, survived, won or lost the game
# ("gana +1/+1", "pierde sus habilidades" are events, not endings).
_ENDED = re.compile(
    r"(?<![\w§])(?:(?:no\s+)?(?:se\s+)?(?:murio|murieron|muere|mueren|sobrevivio|sobrevivieron"
    r"|sobrevive|sobreviven)|(?:gane|gano|perdi|perdio)\s+(?:la\s+partida|el\s+juego))(?![\w§])"
)


def cut_outcomes(told: Told) -> tuple[Told, list[str]]:
    """``told`` without the sentences that only say how it ended ("pero al final el goyf no
    se murió"), and those sentences (typed): what a story says happened is checked by running
    the play, like a claim. A sentence with a number is kept: "pierde 2 vidas" is an event."""
    typed, said = told.typed, list[str]()
    for start, end in reversed(list(sentences(told.folded))):
        words = told.folded[start:end]
        counted = any(w.isdigit() or w in NUMBER_WORDS for w in re.findall(r"\w+", words))
        if find_clauses(words) or not _ENDED.search(words) or counted:
            continue
        said.insert(0, told.restore(start, end))
        typed = f"{typed[:start]}{typed[end:]}"
    if not said:
        return told, []
    return replace(told, typed=typed, folded=fold(typed, "aligned")), said


__all__ = ["cut_outcomes", "glued_clause", "sentences", "unread_sentence"]
