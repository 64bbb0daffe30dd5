"""How well bot.quiz.difficulty recovers a question's difficulty, on simulated players.

No store here holds real answers yet, so the estimator is checked where the truth is known:
each question of a sample gets a true difficulty (its template's prior, moved by a family
error, then by a question error), players answer it at that rate, and the estimate after ``n``
answers is compared with the truth, beside the prior alone and the raw miss rate. The bench
prints the table (bench/quiz_bench.py); tests/bot/quiz/test_difficulty.py holds its shape.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.quiz.difficulty import Tally, estimate

FAMILY_SPREAD = 0.12  # how far a template's true difficulty may be from its prior (sd)
ITEM_SPREAD = 0.08  # how far one board is from its template (sd)
FAMILY_EXTRA = 3  # answers to the template's other boards, per answer to this one


@dataclass(frozen=True)
class Row:
    answers: int  # answers to each question
    prior_error: float  # mean absolute error of the prior alone
    raw_error: float  # of the raw miss rate of the question's answers
    estimate_error: float  # of the two-step estimate
    bias: float  # mean (estimate - truth): near 0 when calibrated


def _clamp(p: float) -> float:
    return min(max(p, 0.02), 0.98)


def simulate(
    priors: Sequence[float], counts: Sequence[int], seed: int = 26, repeats: int = 20
) -> list[Row]:
    """One row per answer count: errors averaged over the questions and ``repeats`` runs."""
    rng = random.Random(seed)
    rows = []
    for n in counts:
        prior_e = raw_e = est_e = bias = 0.0
        total = 0
        for _ in range(repeats):
            for prior in priors:
                family_true = _clamp(prior + rng.gauss(0, FAMILY_SPREAD))
                truth = _clamp(family_true + rng.gauss(0, ITEM_SPREAD))
                missed = sum(rng.random() < truth for _ in range(n))
                others = n * FAMILY_EXTRA
                other_missed = sum(
                    rng.random() < _clamp(family_true + rng.gauss(0, ITEM_SPREAD))
                    for _ in range(others)
                )
                item = Tally(n, n - missed)
                family = Tally(n + others, n + others - missed - other_missed)
                value = estimate(prior, family, item).value
                raw = missed / n if n else prior
                prior_e += abs(prior - truth)
                raw_e += abs(raw - truth)
                est_e += abs(value - truth)
                bias += value - truth
                total += 1
        rows.append(Row(n, prior_e / total, raw_e / total, est_e / total, bias / total))
    return rows
