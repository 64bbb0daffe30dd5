"""Options that give nothing away by their shape: the answer's rank is drawn, not implied.

A player who cannot solve a question should not beat chance by picking the middle value, the
longest text or the option closest to all the others. Two ways to prevent it, shared by the
example and engine generators:

- ``by_rank``: for options that can be ordered (numbers, text lengths), draw the rank the answer
  will have among the options, then take that many distractors below it and the rest above.
- ``square``: for answers made of two independent facts (which of two creatures die; a P/T and
  an ability), the four combinations of each fact and its misconception. Every option then has
  two neighbours one fact away and one two facts away, the answer included: no odd one out.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from bot.quiz.errors import NoQuestion
from bot.quiz.models import MAX_OPTIONS, MIN_OPTIONS

T = TypeVar("T")


def by_rank(
    answer: T,
    candidates: Iterable[T],
    rng: random.Random,
    key: Callable[[T], float],
    *,
    want: int = MAX_OPTIONS - 1,
) -> list[T]:
    """Distractors such that the answer's rank among the options (by ``key``) is uniform.

    ``candidates`` come best first (real misconceptions before mere near values); the first
    ones on each side are kept. Candidates equal to the answer under ``key`` are dropped: a tie
    would leave "pick the longest" or "pick the middle" undefined. When no rank can be filled
    with ``want`` distractors, one fewer is tried (a question needs at least three options).
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
    for n in range(want, MIN_OPTIONS - 2, -1):
        feasible = [r for r in range(n + 1) if r <= len(below) and n - r <= len(above)]
        if feasible:
            r = rng.choice(feasible)
            return below[:r] + above[: n - r]
    raise NoQuestion(f"not enough distractors around {answer!r}")


def square(
    right: Sequence[str], wrong: Sequence[str], join: Callable[[str, str], str]
) -> list[str]:
    """The four combinations of two facts, the right one first: [rr, rw, wr, ww].

    ``right`` and ``wrong`` hold (first fact, second fact); ``join`` writes one option.
    """
    a, b = right
    not_a, not_b = wrong
    return [join(a, b), join(a, not_b), join(not_a, b), join(not_a, not_b)]
