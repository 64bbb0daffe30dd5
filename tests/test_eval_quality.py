"""Retrieval quality floors on the development query set (tests/eval/queries.tsv).

The floors sit a little below what the search scores today, so a ranking change that makes
things worse fails here. Raise them when quality improves; `python -m bench.evaluate` prints
the current numbers and the failing queries.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# bench/ is a development folder, not an installed package, and the importlib import mode
# does not put the project root on sys.path.
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.evaluate import Report, evaluate, library_routes, load_queries  # noqa: E402

# Measured on 2025-11-29 (140 queries; Whoosh, schema 5):
#   overall top-1 53.6%, top-3 58.6%, MRR 0.586 (SQLite FTS5 baseline: 33.6%, 43.6%, 0.408)
#   number 100%, keyword 95.2%, glossary 100%, es MRR 0.293, en 0.257, typo 0.431, class 0.392
OVERALL_MRR_FLOOR = 0.55
OVERALL_TOP3_FLOOR = 0.55

# Hostile input that still contains ordinary words ("criatura", "drop", "table", "alert",
# "body"). tests/index/test_search.py accepts plain word matches for these, while the
# evaluation set expects no results. Until that is decided they are expected failures;
# strict, so the day they pass the marker has to go.
WORD_MATCH_NEGATIVES = {
    "<script>alert(1)</script>",
    "'; DROP TABLE reglas; --",
    "criatura~9",
    "body:[a TO z]",
}


@pytest.fixture(scope="module")
def report(library) -> Report:
    return evaluate(library_routes(library), load_queries())


def test_the_query_set_is_big_and_covers_every_type():
    queries = load_queries()
    assert len(queries) >= 90
    types = {q.type for q in queries}
    assert types >= {"number", "es", "en", "typo", "keyword", "class", "glossary", "negative"}


def test_every_expected_id_exists_in_the_corpus(corpus):
    known = {(r.id, r.edition) for r in corpus.records}
    for q in load_queries():
        for token in q.expected:
            wanted, _, edition = token.partition("@")
            wanted = wanted.replace("_", " ")
            assert any(i == wanted and edition in e for i, e in known), (q.query, token)


def test_overall_quality_floors(report):
    assert report.overall.mrr >= OVERALL_MRR_FLOOR, report.table()
    assert report.overall.top3 >= OVERALL_TOP3_FLOOR, report.table()


def test_rule_numbers_are_always_found_first(report):
    misses = [o for o in report.outcomes if o.query.type == "number" and o.rank != 1]
    assert not misses, [(o.query.query, o.first) for o in misses]


def test_negatives_return_nothing(report):
    misses = [
        o
        for o in report.outcomes
        if o.query.type == "negative" and o.query.query not in WORD_MATCH_NEGATIVES
        and o.rank != 1
    ]
    assert not misses, [(o.query.query, o.first) for o in misses]


@pytest.mark.parametrize(
    "query",
    [pytest.param(q, marks=pytest.mark.xfail(strict=True)) for q in sorted(WORD_MATCH_NEGATIVES)],
)
def test_hostile_input_with_words_returns_nothing(report, query):
    (outcome,) = [o for o in report.outcomes if o.query.query == query]
    assert outcome.rank == 1, outcome.first
