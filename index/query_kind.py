"""What a query is, decided once: a rule number, a range, text, or something refused.

Every place that asks "is this a rule number?" (the rule lookup, the search box, the service's
`rule`, the terminal's card check) calls ``classify``. Rule numbers are read as people type
them (index.numbers.parse_user_number); digits run together ("7025") count as a number only
when ``rules`` is given and holds the one rule they can be.
"""

from __future__ import annotations

from collections.abc import Container
from enum import StrEnum
from typing import NamedTuple

from index import numbers


class QueryKind(StrEnum):
    EMPTY = "empty"
    NUMBER = "number"  # one rule: "104.3c", "la 704.5k", "7025" read as 702.5
    RANGE = "range"  # "104.3a-c"
    TEXT = "text"  # words to search
    REFUSED = "refused"  # too long, markup, search syntax: not searched (``refusal`` says why)


class ReadQuery(NamedTuple):
    kind: QueryKind
    number: numbers.NumberQuery | None = None  # NUMBER and RANGE: (first, last)
    read_as: str | None = None  # digits run together, read as this rule ("7025": "702.5")
    refusal: str | None = None  # REFUSED (and EMPTY of spaces): why a search refuses it

    @property
    def is_rule(self) -> bool:
        """A rule number or a range: answered by the rule lookup, not searched."""
        return self.kind in (QueryKind.NUMBER, QueryKind.RANGE)


def classify(
    text: str | None, rules: Container[str] | None = None, *, limit: int | None = None
) -> ReadQuery:
    """The kind of ``text``. ``rules``: the rule numbers a digits-only guess must name
    (without it, "7025" is text). ``limit``: the characters a search accepts (by default the
    search's own, index.search.query.MAX_QUERY_CHARS)."""
    text = text or ""
    if not text.strip():
        # Spaces alone are empty too, but a search refuses them, saying so («está vacía»);
        # nothing at all is each lookup's own message.
        return ReadQuery(QueryKind.EMPTY, refusal=_refusal(text, limit) if text else None)
    parsed = numbers.parse_user_number(text)
    if parsed is not None:
        return ReadQuery(QueryKind.RANGE if parsed.last else QueryKind.NUMBER, parsed)
    if rules is not None:
        guess = numbers.digits_reading(text)
        if guess is not None and guess in rules:
            return ReadQuery(QueryKind.NUMBER, numbers.NumberQuery(guess), read_as=guess)
    refusal = _refusal(text, limit)
    if refusal is not None:
        return ReadQuery(QueryKind.REFUSED, refusal=refusal)
    return ReadQuery(QueryKind.TEXT)


def _refusal(text: str, limit: int | None) -> str | None:
    """Why a search refuses ``text`` (too long, markup, search syntax), or None."""
    # Imported here: only text is checked (the module loads the stop-word lists).
    from index.search.query import MAX_QUERY_CHARS, QueryError, clean

    try:
        clean(text, limit=limit or MAX_QUERY_CHARS)
    except QueryError as err:
        return str(err)
    return None
