"""Options that give nothing away by their shape: the answer's rank is drawn, not implied.

A player who cannot solve a question should not beat chance by picking the middle value, the
longest text or the option closest to all the others. Three ways to prevent it, used by the
example and engine generators (numbers go through ``generator.spread``):

- ``by_rank``: for options picked from a pool (situations), the caller draws the rank the
  answer's length will have, then takes that many shorter distractors and the rest longer.
- ``fit_rank``: for long texts that must be shown anyway (rule sentences), cut them so that the
  answer's length has the drawn rank.
- ``square``: for answers made of two independent facts (which of two creatures die; a P/T and
  an ability), the four combinations of each fact and its misconception. Every option then has
  two neighbours one fact away and one two facts away, the answer included: no odd one out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from bot.quiz.blanks import shorten
from bot.quiz.errors import NoQuestion
from bot.quiz.models import MAX_OPTIONS, option_key

T = TypeVar("T")


def by_rank(
    answer: T,
    candidates: Iterable[T],
    key: Callable[[T], float],
    rank: int,
    *,
    want: int = MAX_OPTIONS - 1,
) -> list[T]:
    """``want`` distractors such that the answer is the ``rank``-th smallest option by ``key``.

    ``candidates`` come best first (real misconceptions before the rest); the first ones on
    each side are kept. Candidates equal to the answer under ``key`` are dropped: a tie would
    leave "pick the longest" undefined. The caller draws ``rank`` once and, when these
    candidates cannot fill it (NoQuestion), draws a new situation with the same rank: drawing
    the rank among the feasible ones instead would favour the ranks most situations can fill.
    """
    pivot = key(answer)
    below: list[T] = []
    above: list[T] = []
    for c in candidates:
        k = key(c)
        if k < pivot and c not in below:
            below.append(c)
        elif k > pivot and c not in above:
            above.append(c)
    if rank > len(below) or want - rank > len(above):
        raise NoQuestion(f"rank {rank} of {answer!r} cannot be filled")
    return below[:rank] + above[: want - rank]


def fit_rank(
    answer: str, distractors: Sequence[str], rank: int, *, floor: int = 45
) -> tuple[str, list[str]]:
    """Texts cut (at a word, marked '…') so that the answer is the ``rank``-th shortest option.

    For options that are long texts (rule sentences) whose lengths cannot be chosen: the
    answer is cut below the options meant to be longer, and those meant to be shorter are cut
    below the answer. A text that is cut keeps at least ``floor`` characters (else NoQuestion):
    a rule that is short as written stays whole.
    """
    ordered = sorted(distractors, key=len)
    below, above = ordered[:rank], ordered[rank:]
    cut = []
    if above and len(answer) >= len(above[0]):
        answer = shorten(answer, len(above[0]) - 1)
        cut.append(answer)
    for i, b in enumerate(below):
        if len(b) >= len(answer):
            below[i] = shorten(b, len(answer) - 1)
            cut.append(below[i])
    options = [answer, *below, *above]
    fair = all(len(b) < len(answer) for b in below) and all(len(a) > len(answer) for a in above)
    if not fair or any(len(c) < floor for c in cut):
        raise NoQuestion(f"cannot give {answer!r} rank {rank} by length")
    if len({option_key(o) for o in options}) < len(options):
        raise NoQuestion(f"cut options of {answer!r} look the same")
    return answer, [*below, *above]


def square(
    right: Sequence[str], wrong: Sequence[str], join: Callable[[str, str], str]
) -> list[str]:
    """The four combinations of two facts, the right one first: [rr, rw, wr, ww].

    ``right`` and ``wrong`` hold (first fact, second fact); ``join`` writes one option.
    """
    a, b = right
    not_a, not_b = wrong
    return [join(a, b), join(a, not_b), join(not_a, b), join(not_a, not_b)]
