"""Options that give nothing away by their shape: the answer's rank is drawn, not implied.

A player who cannot solve a question should not beat chance by picking the middle value, the
longest text or the option closest to all the others. Three ways to prevent it, used by the
example and engine generators (numbers go through ``generator.spread``):

- ``by_rank``: for options picked from a pool (situations), the caller draws the rank the
  answer's length will have, then takes that many shorter distractors and the rest longer.
- ``fit_rank``: for long texts that must be shown anyway (rule sentences), cut them all so
  that the answer's length has the drawn rank.
- ``square``: for answers made of two independent facts (which of two creatures die; a P/T and
  an ability), the four combinations of each fact and its misconception. Every option then has
  two neighbours one fact away and one two facts away, the answer included: no odd one out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from bot.quiz.blanks import shorten
from bot.quiz.errors import NoQuestion
from bot.quiz.giveaways import distance
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
    answer: str, distractors: Sequence[str], rank: int, *, limit: int, floor: int = 40
) -> tuple[str, list[str]]:
    """Every text cut (at a word, marked '…') so that the answer is the ``rank``-th shortest.

    For options that are long texts (rule sentences) whose lengths cannot be chosen. All of
    them are cut, each a little shorter than the next in the drawn order, the longest below
    ``limit`` and below the shortest text: a cut answer among whole distractors (or the
    reverse) would be a giveaway of its own. NoQuestion when a text would keep fewer than
    ``floor`` characters.
    """
    order = sorted(distractors, key=len)
    order.insert(rank, answer)
    top = min(limit, *(len(o) - 1 for o in order))
    cut: dict[int, str] = {}
    for i in reversed(range(len(order))):
        cut[i] = shorten(order[i], top)
        top = len(cut[i]) - 1
    texts = [cut[i] for i in range(len(order))]
    if min(map(len, texts)) < floor or len({option_key(t) for t in texts}) < len(texts):
        raise NoQuestion(f"cannot cut the options of {answer!r} to rank {rank}")
    return texts[rank], texts[:rank] + texts[rank + 1 :]


def likeness_rank(answer: str, distractors: Sequence[str]) -> int:
    """How many options are more alike to the others than the answer is (giveaways.distance,
    summed over the other options); -1 on a tie with the answer, which no draw should take."""
    options = [answer, *distractors]
    totals = [sum(distance(o, other) for other in options) for o in options]
    if any(abs(t - totals[0]) < 1e-9 for t in totals[1:]):
        return -1
    return sum(t < totals[0] for t in totals[1:])


def square(
    right: Sequence[str], wrong: Sequence[str], join: Callable[[str, str], str]
) -> list[str]:
    """The four combinations of two facts, the right one first: [rr, rw, wr, ww].

    ``right`` and ``wrong`` hold (first fact, second fact); ``join`` writes one option.
    """
    a, b = right
    not_a, not_b = wrong
    return [join(a, b), join(a, not_b), join(not_a, b), join(not_a, not_b)]
