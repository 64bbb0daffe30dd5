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
ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.evaluate import Report, evaluate, library_routes, load_queries  # noqa: E402

# Measured on 2026-11-29 (140 queries; index schema 6), `python -m bench.evaluate --fts5`:
#   overall top-1 74.3%, top-3 83.6%, MRR 0.795 (SQLite FTS5 baseline: 35.0%, 44.3%, 0.422)
#   MRR per type: number 1.000, glossary 1.000, negative 1.000, class 0.955, keyword 0.952,
#   typo 0.833, es 0.576, en 0.449.
# Floors sit a little below, to catch regressions without failing on a one-query wobble;
# raise them as ranking improves.
#
# Measured on 2026-12-01 (index schema 7, questions read and fused with the English rules):
#   overall top-3 80.7%, MRR 0.751; es 0.56, en 0.46, typo 0.92, class 0.33.
#   The class floor went down on purpose: judge-class sections (Spanish explanations) now
#   compete with the English rules that answer the same question and win only when the words
#   as typed match them clearly better; `--fuente clase` still finds them first (issue 10).
OVERALL_MRR_FLOOR = 0.73
OVERALL_TOP3_FLOOR = 0.78
TYPE_MRR_FLOORS = {"es": 0.53, "en": 0.43, "typo": 0.85, "class": 0.30, "keyword": 0.92}

# Real judge questions (tests/eval/questions.tsv, `python -m bench.questions`), measured on
# 2026-12-01: Juez top-1 18.2%, top-3 32.1%, MRR 0.27; SQLite FTS5 top-3 5.8% (was: Juez
# top-3 16.1% before questions were read and carried to the English rules).
# Measured on 2026-12-01 after concepts picked their subrule and the Spanish bonus went:
# top-1 19.0%, top-3 32.8%, MRR 0.282 (even lines top-3 37.7%, odd 27.9%).
# Measured on 2026-12-01, third session (words-as-typed coverage, long questions' native
# weight, chat verbs): top-1 26.3%, top-3 41.6%, MRR 0.360; the blind validation set
# (tests/eval/questions-validacion.tsv, 70, never tuned on): top-1 30.0%, top-3 37.1%, MRR 0.343
# (FTS5 top-3 2.9%).
# Measured on 2026-12-02 after the sets grew to 217 development and 113 blind questions (issue
# 23; the new ones mostly ask how named cards interact, harder than the first 137): development
# top-1 22.6%, top-3 36.9%, MRR 0.317 (con cartas top-3 34.1%, sin cartas 50.0%); blind top-1
# 28.3%, top-3 37.2%, MRR 0.335; FTS5 top-3 4.6% and 2.7%. The development floors went down
# because the set changed, not the search: they sit a little below the new measure.
# Measured on 2026-12-03 after the cards stage read what the question tells (index.cards.intent):
# development top-1 45.2%, top-3 68.7%, MRR 0.573 (con cartas top-3 71.5%, without card data
# 33.0%); blind top-1 31.0%, top-3 50.4%, MRR 0.427 (con cartas 51.0%, without card data 35.0%).
# The floors sit a few points under, for a loaded machine's time limit.
# 2026-12-03 (a keyword explanation is no clear winner of a situation): development top-1
# 46.5%, top-3 68.7%, MRR 0.581; blind top-1 32.7%, top-3 50.4%, MRR 0.438.
QUESTIONS_TOP3_FLOOR = 0.65
QUESTIONS_TOP1_FLOOR = 0.44
VALIDATION_TOP3_FLOOR = 0.47
VALIDATION_TOP1_FLOOR = 0.30

# The examples of issue 10 that reach the top 3 by method today (the others are listed in the
# README: they still miss). Each is a Spanish question whose rule exists only in English.
ISSUE_EXAMPLES = [
    ("prioridad", {"117"}),
    ("¿puedo responder a una habilidad de maná?", {"605.3b"}),
    # 122.3 states 704.5q word for word ("... are removed from it as a state-based action"):
    # either is the rule the issue wants.
    ("contadores +1/+1 y -1/-1 se anulan", {"704.5q", "122.3"}),
]


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


def test_quality_floors_per_type(report):
    low = {
        t: round(report.by_type[t].mrr, 3)
        for t, floor in TYPE_MRR_FLOORS.items()
        if report.by_type[t].mrr < floor
    }
    assert not low, report.table()


def test_negatives_return_nothing(report):
    """Empty, punctuation, markup, SQL and search syntax: no results, only a message."""
    misses = [o for o in report.outcomes if o.query.type == "negative" and o.rank != 1]
    assert not misses, [(o.query.query, o.first) for o in misses]


@pytest.mark.slow  # the first worker to ask measures both sets (tests/contracts/conftest.py)
def test_real_questions_reach_the_rules_at_least_twice_as_often_as_fts5(question_scores):
    measured = question_scores["development"]
    juez, base = measured.juez.overall, measured.fts5.overall
    assert juez.n >= 100
    assert juez.top3 >= QUESTIONS_TOP3_FLOOR and juez.top1 >= QUESTIONS_TOP1_FLOOR, juez
    assert juez.top3 >= 2 * base.top3, (juez, base)


def test_blind_validation_questions_hold_their_floor(question_scores):
    measured = question_scores["blind"]
    juez, base = measured.juez.overall, measured.fts5.overall
    assert juez.n >= 70
    assert juez.top3 >= VALIDATION_TOP3_FLOOR and juez.top1 >= VALIDATION_TOP1_FLOOR, juez
    assert juez.top3 >= 2 * base.top3, (juez, base)


def test_class_sections_are_first_when_asked_for(library):
    for q in load_queries():
        if q.type == "class":
            result = library.search(q.query, source="clase")
            assert result.results and q.accepts(result.results[0].id, ""), q.query


@pytest.mark.parametrize(("question", "wanted"), ISSUE_EXAMPLES)
def test_issue_examples_find_the_english_rule_in_force_in_the_top_3(library, question, wanted):
    current = library.corpus.current_edition.id
    top = [(h.id, h.edition) for h in library.search(question).results[:3]]
    assert any(rule in wanted and edition == current for rule, edition in top), top


def _tsv(path: Path) -> list[dict[str, str]]:
    import csv

    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))


def test_question_sets_are_labelled_with_known_records_and_real_cards(corpus):
    """Every id the question sets expect is a record of the corpus (a rule in force, or a class
    or keyword record), and every name in a ``cards`` column is written in its question and is
    a card of the bundled data (whole, or the leading words players shorten it to)."""
    from bench.questions import (
        CLASS_FILE,
        QUESTIONS_FILE,
        SECOND_BLIND_FILE,
        THIRD_BLIND_FILE,
        VALIDATION_FILE,
    )
    from index.cards.records import read_cards

    current = corpus.current_edition.id
    known = {r.id for r in corpus.records if r.edition == current or r.kind != "rule"}
    names: set[str] = set()
    for card in read_cards():
        for name in (card.name, card.name_es, *(f.name for f in card.faces)):
            if name:
                names.add(name.lower())
    prefixes = {" ".join(n.split()[:k]).rstrip(",") for n in names for k in (1, 2)}
    for path in (QUESTIONS_FILE, VALIDATION_FILE, SECOND_BLIND_FILE, THIRD_BLIND_FILE, CLASS_FILE):
        rows = _tsv(path)
        assert len({r["query"] for r in rows}) == len(rows), path
        for row in rows:
            assert None not in row and all(v is not None for v in row.values()), row
            for rule in row["expected"].split() + (row.get("rules") or "").split():
                assert rule in known, (path.name, row["query"], rule)
            for card in filter(None, (row.get("cards") or "").split(" | ")):
                assert card in row["query"], (path.name, row["query"], card)
                assert card.lower() in names or card.lower() in prefixes, (row["query"], card)


def test_class_questions_name_class_or_keyword_material_first(corpus):
    from bench.questions import load_class_questions

    spanish = {r.id for r in corpus.records if r.kind in ("class", "keyword")}
    questions = load_class_questions()
    assert len(questions) >= 16
    for q in questions:
        assert q.expected and set(q.expected) <= spanish, q


# Tournament policy questions (issue 30, `python -m bench.policy`), measured on 2026-12-03:
# development set (tests/eval/policy-questions.tsv, 85, the policy vocabulary was tuned on it)
# top-1 54.1%, top-3 75.3%, MRR 0.669 (FTS5 7.1%, 14.1%); blind set
# (tests/eval/policy-questions-validacion.tsv, 42, written before running the search, never
# tuned on) top-1 42.9%, top-3 59.5%, MRR 0.539 (FTS5 7.1%, 16.7%).
# Measured on 2026-12-03 after the Spanish names of the sections weighed more (SPANISH_BOOST
# 1.5 -> 8.0, chosen on the development set): development top-1 61.2%, top-3 76.5%, MRR
# 0.721; blind top-1 52.4%, top-3 66.7%, MRR 0.612.
# Measured on 2026-12-03 after the question's form (penalty / procedure / situation told), the
# damping of introductions and common words, and vocabulary fixes (all chosen on the
# development set): development top-1 75.3%, top-3 92.9%, MRR 0.836; blind top-1 52.4%, top-3
# 66.7%, MRR 0.617 (unchanged but for the MRR: the gain did not carry to the blind set).
POLICY_TOP3_FLOOR = 0.89
POLICY_TOP1_FLOOR = 0.71
POLICY_VALIDATION_TOP3_FLOOR = 0.62
POLICY_VALIDATION_TOP1_FLOOR = 0.47


@pytest.mark.parametrize(
    ("blind", "top1_floor", "top3_floor", "size"),
    [
        (False, POLICY_TOP1_FLOOR, POLICY_TOP3_FLOOR, 80),
        (True, POLICY_VALIDATION_TOP1_FLOOR, POLICY_VALIDATION_TOP3_FLOOR, 40),
    ],
    ids=["desarrollo", "ciego"],
)
def test_policy_questions_hold_their_floor(library, blind, top1_floor, top3_floor, size):
    from bench.policy import POLICY_FILE, VALIDATION_FILE, load, measure

    questions = load(VALIDATION_FILE if blind else POLICY_FILE)
    scores = measure(library, questions, "ciego" if blind else "desarrollo")
    juez, base = scores["Juez"], scores["FTS5"]
    assert len(questions) >= size
    assert juez.top1 >= top1_floor and juez.top3 >= top3_floor, juez
    assert juez.top3 >= 2 * base.top3, (juez, base)


def test_every_expected_policy_section_exists(library):
    from bench.policy import POLICY_FILE, VALIDATION_FILE, load

    known = {s.id for s in library.policy.sections}
    for path in (POLICY_FILE, VALIDATION_FILE):
        for q in load(path):
            assert set(q.ids) <= known, (path.name, q.query, q.ids)


# Lookups (issue 24, `python -m bench.lookups`), measured on 2026-12-03 after negations in
# keyword descriptions, the commonness prior and keyword families: lookups 161 top-1 84.5 %,
# top-3 91.9 %; keyword descriptions 73 top-1 74.0 %, top-3 87.7 %; blind 29 (never tuned on)
# top-1 69.0 %, top-3 75.9 %. Floors a little below; a keyword answered by description or as a
# family must not slip back.
# Measured on 2026-12-03 after the statement and class-title rankings (index.search.statements,
# index.search.class_titles): lookups 161 top-1 86.3 %, top-3 95.7 % (class top-3 75 -> 100 %,
# paraphrases 55 -> 65 %); descriptions and blind unchanged (blind MRR 0.737 -> 0.741).
LOOKUP_FLOORS = {
    "lookups": (0.84, 0.94),
    "descripciones": (0.71, 0.85),
    "ciega": (0.62, 0.72),
}


@pytest.mark.parametrize("name", sorted(LOOKUP_FLOORS))
def test_lookup_sets_hold_their_floor(library, name):
    from bench.lookups import SETS, routes

    path = dict(SETS)[name]
    report = evaluate(routes(library), load_queries(path))
    top1, top3 = LOOKUP_FLOORS[name]
    s = report.overall
    assert s.top1 >= top1 and s.top3 >= top3, report.table()
