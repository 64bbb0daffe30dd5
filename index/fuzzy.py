"""Close matches for "¿Quisiste decir…?" and typo-tolerant names, with rapidfuzz.

These used to be difflib's ``get_close_matches`` and ``SequenceMatcher.ratio``. difflib scores
two strings as 2·M/T, M being the characters in its matching blocks (Ratcliff/Obershelp);
rapidfuzz's ``fuzz.ratio`` is the same 2·M/T with M the longest common subsequence, which is
never shorter. So at the same cutoff every difflib match is still found (a few more may be),
and the work runs in C: bench/suggest_bench.py measures both, and how often they agree.
"""

from __future__ import annotations

from collections.abc import Iterable


def close_matches(word: str, choices: Iterable[str], n: int = 3, cutoff: float = 0.6) -> list[str]:
    """Up to ``n`` of ``choices`` scoring at least ``cutoff`` (0..1) against ``word``, best
    first; equal scores keep the order of ``choices``."""
    from rapidfuzz import fuzz, process  # imported by the first typo, not at start

    # rapidfuzz scores 0..100 in floating point: 0.8 of 15 characters is 79.99999…, not 80.
    floor = cutoff * 100 - 1e-9
    found = process.extract(word, list(choices), scorer=fuzz.ratio, limit=n, score_cutoff=floor)
    return [choice for choice, _score, _index in found]


def ratio(a: str, b: str) -> float:
    """0..1: how alike two strings are (difflib's ratio, with the longest common subsequence)."""
    from rapidfuzz import fuzz

    return fuzz.ratio(a, b) / 100
