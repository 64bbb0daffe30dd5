"""One reading of what a query is (index.query_kind): number, range, text, refused."""

from __future__ import annotations

import pytest

from index.query_kind import QueryKind, classify


@pytest.mark.parametrize(
    ("text", "kind", "first", "last"),
    [
        ("104.3c", QueryKind.NUMBER, "104.3c", None),
        ("la regla nº 704.5k?", QueryKind.NUMBER, "704.5k", None),
        ("104.3a-c", QueryKind.RANGE, "104.3a", "104.3c"),
        ("robar sin cartas", QueryKind.TEXT, None, None),
        ("", QueryKind.EMPTY, None, None),
        ("   ", QueryKind.EMPTY, None, None),
        ("<script>alert(1)</script>", QueryKind.REFUSED, None, None),
        ("x" * 1600, QueryKind.REFUSED, None, None),
        ("trample*", QueryKind.REFUSED, None, None),
    ],
)
def test_each_kind(text: str, kind: QueryKind, first: str | None, last: str | None) -> None:
    read = classify(text)
    assert read.kind is kind
    assert (
        read.number.first if read.number else None,
        read.number.last if read.number else None,
    ) == (first, last)
    assert read.is_rule == (kind in (QueryKind.NUMBER, QueryKind.RANGE))
    assert kind is not QueryKind.REFUSED or read.refusal


def test_digits_run_together_are_a_rule_only_when_the_rules_have_it() -> None:
    assert classify("7025").kind is QueryKind.TEXT  # no rules given: no guess
    read = classify("7025", {"702.5"})
    assert (read.kind, read.read_as, read.number and read.number.first) == (
        QueryKind.NUMBER, "702.5", "702.5",
    )  # fmt: skip
    assert classify("2019", {"702.5"}).kind is QueryKind.TEXT  # "2019" names no rule 201.9


def test_a_longer_limit_is_the_callers() -> None:
    assert classify("x" * 300, limit=200).kind is QueryKind.REFUSED
    assert classify("palabra " * 30, limit=400).kind is QueryKind.TEXT


def test_spaces_alone_are_empty_and_a_search_says_so() -> None:
    read = classify("   ")
    assert read.kind is QueryKind.EMPTY and read.refusal and "vacía" in read.refusal
    assert classify("").refusal is None  # nothing at all: each lookup's own message
