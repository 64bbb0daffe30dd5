"""The two text rankings: the words as typed in every field (the native ranking), and the
question's English terms in the rules in force (the English ranking). Each keeps the best
edition of every answer and scores it against its best hit."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from index.models import Edition, Record
from index.search.question import SHORT_QUESTION, Reading
from index.search.rankings.adjust import adjust

NATIVE_WEIGHT = 1.0  # the words as typed, in every field (Spanish text, names, titles)
# A question's English terms search the rules in force at full strength: most rules exist only
# in English, so a Spanish question must reach them on their merits.
ENGLISH_WEIGHT = 1.0
# The English ranking reads only rules: more length normalisation than the mixed ranking.
ENGLISH_BM25_B = 0.4
# A long Spanish question tells a situation; its words as typed meet the Spanish texts (2019
# rules 100–113, explanations) on incidental words, while the rules that answer are mostly
# English. A short one ("daño de combate", "arrollar") names a thing the Spanish text may
# define. Measured on the real questions (both halves) and the older query set: longer than
# SHORT_QUESTION (5) words, the words as typed weigh about a third (MRR 0.314 -> 0.333 at a
# half, 0.35 better on both halves and the blind set; older set 0.782 -> 0.775).
LONG_NATIVE_WEIGHT = 0.35


def native_weight(reading: Reading, language: str) -> float:
    if language != "es" or len(reading.words) <= SHORT_QUESTION:
        return NATIVE_WEIGHT
    return LONG_NATIVE_WEIGHT


def ranking(
    found: Iterable[tuple[Record, float]],
    language: str,
    key: Callable[[Record], tuple[str, str]],
    current: Edition,
) -> list[tuple[float, Record]]:
    """One ranking, best first, scores divided by the best: each hit's score adjusted
    (index.search.rankings.adjust), the best edition of each answer kept."""
    best: dict[tuple[str, str], tuple[float, Record]] = {}
    for record, score in found:
        k = key(record)
        adjusted = adjust(record, score, language, current)
        if k not in best or adjusted > best[k][0]:
            best[k] = (adjusted, record)
    ranked = sorted(best.values(), key=lambda pair: -pair[0])
    # Scores divided by the best, not ranks: a ranking sure of its first answer (a score
    # far above the rest) says more than its order alone (measured against rank fusion).
    top = ranked[0][0] if ranked and ranked[0][0] > 0 else 1.0
    return [(score / top, record) for score, record in ranked]
