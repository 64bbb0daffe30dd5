"""The ranking of what the named cards' rulings say: the rulings that share most of the
question, searched in the rules in force.

A ruling answers a question about its card in the rules' own words ("If Torpor Orb and a
creature enter at the same time, that creature entering won't cause abilities to trigger");
the question says the same in chat Spanish, and its carried English terms reach only part of
it. The rulings whose words hold the largest share of the question are read as one more
English query: the rule they restate ranks higher (a ruling names no rule number, so its words
are the evidence). One ranking among the others, light: a ruling is old, and it may be about
another corner of the card.

Measured on the development questions (tests/eval/questions.tsv), both halves: weights
0.2-0.6, one or two rulings, least shares 0.1-0.3. At 0.3, two rulings of at least 0.2: top-1
50.7 % -> 51.2 % (even half 52.3 -> 53.2, odd 49.1 as it was), top-3 74.2 % as it was, MRR
0.628 -> 0.633 (both halves up); 0.6 lowered the odd half's top-1, one ruling lowered its
top-3.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

RULING_WEIGHT = 0.3  # the ranking's weight in the fusion
RULINGS_READ = 2  # the rulings that share most of the question, at most
MIN_SHARE = 0.2  # of the question's information a ruling must hold to be read

Analyze = Callable[[str], Iterable[str]]  # text -> English index terms (the rules' analyser)
Idf = Callable[[str], float]  # term -> how rare it is in the rules


def said(
    asked: Mapping[str, float], rulings: Iterable[str], analyze: Analyze, idf: Idf
) -> dict[str, float]:
    """The English terms of the rulings that answer ``asked`` (the question's English terms ->
    how surely each was carried), each weighted by the share of the question its ruling
    holds (by information: "trigger" says more than "creature"); empty when none holds
    MIN_SHARE."""
    total = sum(idf(t) * w for t, w in asked.items())
    if total <= 0:
        return {}
    read: list[tuple[float, frozenset[str]]] = []
    # One reading of each text: the data repeats rulings with other quotes or spacing.
    for terms in {frozenset(analyze(text)) for text in rulings}:
        share = sum(idf(t) * w for t, w in asked.items() if t in terms) / total
        if share >= MIN_SHARE:
            read.append((share, terms))
    read.sort(key=lambda pair: (-pair[0], sorted(pair[1])))  # the same order every run
    out: dict[str, float] = {}
    for share, terms in read[:RULINGS_READ]:
        for term in terms:
            out[term] = max(out.get(term, 0.0), share)
    return out
