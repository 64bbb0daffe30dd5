"""Rankings from remembered term scores (index.search.subset_ranking) give Whoosh's own answer,
to the last bit: the same candidates, the same scores, in the same order, on real questions."""

from __future__ import annotations

import csv
import math
from pathlib import Path

import pytest
from whoosh.query import And, Or, Phrase, Term

from index import deadline as clock
from index.search.candidates import Candidates
from index.search.rankings.text import ENGLISH_BM25_B
from index.search.source_filter import in_force
from index.search.subset_ranking import ranked_subset

PAST = -1.0  # seconds from now
QUESTIONS = Path(__file__).resolve().parents[2] / "eval" / "questions.tsv"


def _questions(every: int) -> list[str]:
    with QUESTIONS.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))
    return [row["query"] for row in rows[::every]]


@pytest.fixture
def both_ways(monkeypatch):
    """Runs every ranking of a search both ways: Whoosh's collector and the remembered scores."""
    pairs: list[tuple[list, list | None]] = []
    found = Candidates.found

    def compared(self, searcher, query, where, *args):
        far = clock.after(math.inf)
        whoosh, _ = self.collect(searcher, query, where, far)
        pairs.append((whoosh, self.subset_top(searcher, query, where, far)))
        return found(self, searcher, query, where, *args)

    monkeypatch.setattr(Candidates, "found", compared)
    return pairs


@pytest.mark.parametrize("source", [None, "reglas", "en-2019-10-04"])
def test_remembered_scores_rank_as_whoosh_does(library, both_ways, source):
    # Both rankings (the words as typed, and the English terms over the rules in force), with
    # and without a source; every question's typos, translations and common words included.
    for question in _questions(every=9):
        library.full_text.search(question, source=source)
    assert len(both_ways) > 20
    for whoosh, remembered in both_ways:
        assert remembered is not None, "these queries are unions, AndMaybe and boosted terms"
        assert remembered == whoosh  # (score, docnum) pairs: floats compared exactly


def test_a_query_it_cannot_reproduce_is_left_to_whoosh(library):
    searcher = library.full_text.view.searcher()
    for query in (
        And([Term("body_en", "trampl"), Term("body_en", "damag")]),
        Phrase("body_en", ["lethal", "damag"]),
    ):
        assert ranked_subset(searcher, query, 10, lambda field, text: {}) is None
    union = Or([Term("body_en", "trampl"), Term("body_en", "damag", boost=2.0)])
    assert ranked_subset(searcher, union, 10, lambda field, text: {}) == []


def test_terms_not_scored_in_time_are_not_remembered_as_empty(library):
    """Past its deadline a ranking leaves out the terms it did not score; the next search,
    with time, must still score them (an empty result remembered would lose them for good)."""
    candidates = library.full_text.candidates
    searcher = library.full_text.view.searcher(ENGLISH_BM25_B)
    query = Or([Term("body_en", "regener"), Term("title_en", "regener", boost=3.0)])
    where = in_force(None, library.corpus.current_edition.id)
    assert candidates.subset_top(searcher, query, where, clock.after(PAST)) == []
    far = clock.after(math.inf)
    found = candidates.subset_top(searcher, query, where, far)
    assert found, "regenerate is in the rules in force"
    assert found == candidates.collect(searcher, query, where, far)[0]
