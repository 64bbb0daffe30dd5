"""The top hits of a query of terms (inside a set of documents), from remembered term scores.

The English ranking is an Or of a question's English terms over the rules in force (about
3,300 of 5,800 documents). Through Whoosh, every question walked each term's postings in a
tree of union matchers, in Python, and then dropped the documents the filter refused: three
quarters of a search's time. The ranking of the words as typed (rare words AndMaybe common
ones) cost most of the rest. The index never changes while it is open, so each term's scores
in the allowed documents are computed once and a question only adds them up.

The answer is Whoosh's own, to the last bit: the sums follow the matcher tree Whoosh builds for
the query (float addition is not associative, so the order matters), and the top hits are
chosen as its TopCollector chooses them (highest score first, lowest document number on a
tie). Whoosh skips documents that cannot reach its top hits; that only saves work, so the
exhaustive sums here find the same ones. A query whose matcher tree holds anything but
unions, AndMaybe, boosts and term postings is left to Whoosh (``ranked_subset`` answers None).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence

from whoosh.codec.whoosh3 import W3LeafMatcher
from whoosh.matching import AndMaybeMatcher, Matcher, UnionMatcher, WrappingMatcher
from whoosh.query import Query
from whoosh.scoring import WeightLengthScorer
from whoosh.searching import Searcher

Scores = dict[int, float]  # document number -> score
# One term's scores in the allowed documents: (field, indexed bytes) -> scores. Callers may
# return the same (remembered) dict each time: nothing here changes it.
LeafScores = Callable[[str, bytes], Scores]


def term_scores(
    leaf: Matcher, allowed: set[int] | None, lengths: Sequence[int] | None = None
) -> Scores:
    """A term's score in each (allowed) document it occurs in, as its matcher scores it.

    ``lengths``: the field's length in each document, read beforehand; BM25 then scores a
    posting from its weight and that length directly (what the matcher's score() does,
    without asking the index for the length of every document again)."""
    scorer = leaf.scorer
    if lengths is None or not isinstance(scorer, WeightLengthScorer):
        return _scored_one_by_one(leaf, allowed)
    out: Scores = {}
    score = scorer._score  # noqa: SLF001 (the one formula WeightLengthScorer.score applies)
    while leaf.is_active():
        docnum = leaf.id()
        if allowed is None or docnum in allowed:
            out[docnum] = score(leaf.weight(), lengths[docnum])
        leaf.next()
    return out


def _scored_one_by_one(leaf: Matcher, allowed: set[int] | None) -> Scores:
    out: Scores = {}
    while leaf.is_active():
        docnum = leaf.id()
        if allowed is None or docnum in allowed:
            out[docnum] = leaf.score()
        leaf.next()
    return out


def reproducible(matcher: Matcher) -> bool:
    """Whether the tree holds only what tree_scores reproduces exactly: unions, AndMaybe,
    boosts and term postings (an And, a phrase or a preloaded Or score otherwise)."""
    kind = type(matcher)
    if kind is UnionMatcher or kind is AndMaybeMatcher:
        return reproducible(matcher.a) and reproducible(matcher.b)
    if kind is WrappingMatcher:
        return reproducible(matcher.child)
    return kind is W3LeafMatcher


def tree_scores(matcher: Matcher, leaf_scores: LeafScores, within: Scores | None = None) -> Scores:
    """Every matching document's score (only those ``within``, if given), summed in the
    (reproducible) matcher tree's order."""
    kind = type(matcher)
    if kind is UnionMatcher:
        a = tree_scores(matcher.a, leaf_scores, within)
        return _union(a, tree_scores(matcher.b, leaf_scores, within))
    if kind is AndMaybeMatcher:
        # The documents of a, plus b's score where b matches too: b is only read for them.
        a = tree_scores(matcher.a, leaf_scores, within)
        b = tree_scores(matcher.b, leaf_scores, a)
        return {d: s + b[d] if d in b else s for d, s in a.items()}
    if kind is WrappingMatcher:  # a boosted term: its score times the boost
        boost = matcher.boost
        return {d: s * boost for d, s in tree_scores(matcher.child, leaf_scores, within).items()}
    field, text = matcher.term()
    scores = leaf_scores(field, text)
    return scores if within is None else _restrict(scores, within)


def _restrict(scores: Scores, within: Scores) -> Scores:
    if len(within) < len(scores):
        return {d: scores[d] for d in within if d in scores}
    return {d: s for d, s in scores.items() if d in within}


def _union(a: Scores, b: Scores) -> Scores:
    """UnionMatcher's score: one side's, or both added where both match. The larger side is
    copied and the smaller added in (a + b == b + a exactly; only grouping changes a sum)."""
    if len(a) < len(b):
        a, b = b, a
    out = dict(a)
    for docnum, score in b.items():
        mine = out.get(docnum)
        out[docnum] = score if mine is None else mine + score
    return out


def top(scores: Scores, limit: int) -> list[tuple[float, int]]:
    """The best ``limit`` (score, document number), as Whoosh's TopCollector keeps them."""
    best = heapq.nsmallest(limit, scores.items(), key=lambda pair: (-pair[1], pair[0]))
    return [(score, docnum) for docnum, score in best]


def ranked_subset(
    searcher: Searcher,
    query: Query,
    limit: int,
    leaf_scores: LeafScores,
) -> list[tuple[float, int]] | None:
    """The query's top hits inside the documents ``leaf_scores`` allows, or None when Whoosh
    must run it (an index in several segments, or a matcher tree not reproduced here)."""
    if not searcher.is_atomic():
        return None
    matcher = query.matcher(searcher, searcher.context())  # as search_with_collector builds it
    if not reproducible(matcher):
        return None
    return top(tree_scores(matcher, leaf_scores), limit)
