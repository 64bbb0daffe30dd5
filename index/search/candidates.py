"""The records a query finds, before any re-ranking: Whoosh's top hits, time-bounded.

A query that only adds up term scores is answered from the scores remembered per term
(index.search.subset_ranking), to the last bit what Whoosh would answer; one that weighs which
of the question's words each hit holds is collected by Whoosh, under a deadline it checks at
every matching document.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence

from whoosh.collectors import Collector, FilterCollector, TimeLimit, WrappingCollector
from whoosh.query import Query
from whoosh.searching import Hit, Searcher

from index import deadline as clock
from index.corpus import Corpus
from index.deadline import Deadline
from index.models import Record
from index.search.compose import Word
from index.search.subset_ranking import ranked_subset
from index.search.view import IndexView, as_text

TIME_LIMIT_S = 0.25  # a query that runs longer returns what it found so far
# Past the caller's deadline the words as typed still get this long to find something, so
# an answer is never empty only because the work before them was slow.
MIN_RUN_S = 0.02
CANDIDATES = 60  # hits fetched from Whoosh before re-ranking and de-duplication
# When the named cards point to candidate rules, the English ranking fetches more: a candidate
# needs its text score to be chosen among the others (measured 60 -> 200: +3 points of top-3 on
# the development questions that name cards; for the others more hits only add noise).
CARD_CANDIDATES = 200


class Candidates:
    def __init__(self, view: IndexView, corpus: Corpus) -> None:
        self.view = view
        self.corpus = corpus

    def found(
        self,
        searcher: Searcher,
        query: Query,
        where: Query | None,
        source: str | None,
        words: Sequence[Word] = (),
        deadline: Deadline | None = None,
        limit: int = CANDIDATES,
    ) -> list[tuple[Record, float]]:
        """The top ``limit`` records with their scores, best first. With ``words``, each
        hit's score is multiplied by the share of the question's words (by information) it
        holds."""
        left = float("inf") if deadline is None else deadline.left()
        seconds = min(TIME_LIMIT_S, max(left, MIN_RUN_S))
        run_deadline = clock.after(seconds, seconds)
        # Remembered term scores carry no matched terms: a ranking that weighs the words each
        # hit holds (the words as typed) is collected by Whoosh.
        top = None if words else self.subset_top(searcher, query, where, run_deadline, limit)
        held: list[float] = []
        if top is None:
            top, held = self.collect(searcher, query, where, run_deadline, words, limit)
        found = [self.corpus.by_uid[self.view.uid(docnum)] for _, docnum in top]
        if source and source.strip() in self.corpus.editions:
            # A document may stand for an identical older record: show the one asked for.
            wanted = source.strip()
            found = [self.corpus.by_uid.get(f"{wanted}:{r.kind}:{r.id}", r) for r in found]
        if held:
            scores = [score * share for (score, _), share in zip(top, held, strict=True)]
        else:
            scores = [score for score, _ in top]
        return list(zip(found, scores, strict=True))

    def collect(
        self,
        searcher: Searcher,
        query: Query,
        where: Query | None,
        deadline: Deadline,
        words: Sequence[Word] = (),
        limit: int = CANDIDATES,
    ) -> tuple[list[tuple[float, int]], list[float]]:
        """Whoosh's top ``limit`` (score, docnum), or those found before the deadline; with
        ``words``, also the share of them each hit holds (else an empty list)."""
        collector = searcher.collector(limit=limit, terms=bool(words))
        timed = DeadlineCollector(collector, deadline)
        allowed = self.view.allowed(where) if where is not None else None
        collector = FilterCollector(timed, allowed) if allowed is not None else timed
        with contextlib.suppress(TimeLimit):  # keep the hits found in time
            searcher.search_with_collector(query, collector)
        results = collector.results()
        held = [held_share(words, h) for h in results] if words else []
        return list(results.top_n), held

    def subset_top(
        self,
        searcher: Searcher,
        query: Query,
        where: Query | None,
        deadline: Deadline,
        limit: int = CANDIDATES,
    ) -> list[tuple[float, int]] | None:
        """The same top ``limit`` as collect, from each term's remembered scores in the
        documents ``where`` allows (index.search.subset_ranking); None when Whoosh must run
        it. Past the deadline the terms not yet scored are left out: the rest still answer."""
        b = searcher.weighting.B  # each ranking's searcher has its own length normalisation

        def leaf_scores(field: str, text: bytes) -> dict[int, float]:
            return {} if deadline.passed() else self.view.term_scores(b, where, field, text)

        return ranked_subset(searcher, query, limit, leaf_scores)


class DeadlineCollector(WrappingCollector):  # type: ignore[misc]  # whoosh has no type hints
    """Stops collecting when the deadline passes (TimeLimit), checked at every matching
    document, with or without a FilterCollector around it.

    Whoosh's TimeLimitCollector checks its timer only in its own collect_matches(), which a
    FilterCollector wrapped around it never calls (it reads the child's matches itself): every
    filtered search, the English ranking included, ran without a limit (seconds for a list
    of common words)."""

    def __init__(self, child: Collector, deadline: Deadline) -> None:
        super().__init__(child)
        self.deadline = deadline

    def matches(self) -> Iterator[int]:
        for docnum in self.child.matches():
            if self.deadline.passed():
                raise TimeLimit
            yield docnum

    def collect_matches(self) -> None:
        for docnum in self.matches():
            self.child.collect(docnum)


def held_share(words: Sequence[Word], hit: Hit) -> float:
    """The share of the question's words (by information) a hit matched. A Spanish text that
    shares two incidental words with a long question ("cartas", "mano") is a weak answer
    however often it repeats them, yet BM25 alone ranks it first. Measured: the older query
    set MRR 0.758 -> 0.782, the real questions unchanged."""
    total = sum(w.weight for w in words)
    if total <= 0:
        return 1.0
    matched = {(f, as_text(t)) for f, t in hit.matched_terms()}
    return sum(w.weight for w in words if w.terms & matched) / total
