"""bench.question_moves: the halves' scores and the questions a change moves."""

from __future__ import annotations

from typing import Any

from bench.question_moves import (
    CARD_RULE_LOW,
    CARD_RULES_FILL,
    CLASS,
    FAMILY,
    NAME_MISSED,
    WORDS,
    _scores,
    cause,
    moves,
    table,
)


def _row(line: int, rank: int | None, query: str) -> dict[str, Any]:
    half = "pares" if line % 2 == 0 else "impares"
    return {"line": line, "half": half, "rank": rank, "query": query, "expected": [], "first": []}


def test_scores_count_top1_top3_and_mrr() -> None:
    s = _scores([_row(0, 1, "a"), _row(2, 3, "b"), _row(4, None, "c"), _row(6, 10, "d")])
    assert (s.n, s.top1, s.top3) == (4, 0.25, 0.5)
    assert abs(s.mrr - (1 + 1 / 3 + 1 / 10) / 4) < 1e-9


def test_moves_lists_only_the_questions_whose_rank_changed_with_their_half() -> None:
    before = [_row(0, 1, "a"), _row(1, 4, "b"), _row(2, None, "c")]
    after = [_row(0, 1, "a"), _row(1, 2, "b"), _row(2, 5, "c")]
    moved = moves(after, before)
    assert len(moved) == 2
    assert "[impares] 4 -> 2  b" in moved[0]
    assert "[pares] - -> 5  c" in moved[1]


def test_the_table_shows_each_half_and_the_baseline_beside() -> None:
    rows = [_row(0, 1, "a"), _row(1, None, "b")]
    shown = table(rows, before=[_row(0, 2, "a"), _row(1, None, "b")])
    assert "pares    n=  1  top-1 100.0%" in shown
    assert "impares  n=  1  top-1   0.0%" in shown
    assert "(antes   0.0%" in shown


def _miss(**fields: Any) -> dict[str, Any]:
    row = {"expected": ["605.3a"], "top": [], "card_rules": [], "cards_marked": []}
    row["cards_found"] = []
    return {**row, **fields}


def test_a_miss_is_told_by_the_first_cause_that_fits() -> None:
    words = _miss(top=[["rule", "102.2"], ["rule", "601.3a"]])
    assert cause(words) == WORDS
    assert cause({**words, "cards_marked": ["Earthquake"]}) == NAME_MISSED
    found = {**words, "cards_marked": ["Earthquake"], "cards_found": ["Earthquake"]}
    assert cause(found) == WORDS
    assert cause({**words, "card_rules": ["605.3a", "102.2"]}) == CARD_RULE_LOW
    assert cause({**words, "top": [["rule", "605.3b"]]}) == FAMILY
    assert cause({**words, "top": [["class", "class-2-es/zonas"]]}) == CLASS
    filled = {**words, "card_rules": ["102.2", "601.3a"]}
    assert cause(filled) == CARD_RULES_FILL
    assert cause({**filled, "card_rules": ["102.2"]}) == WORDS  # one card rule is no filling
