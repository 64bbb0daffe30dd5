"""The top of a ranking shared among rule families: one rule's lettered subrules (702.85a,
702.85b, 702.85c) do not take every place a judge reads first.

A named card's keyword points to a rule and all its subrules (rankings.cards.spread); the card
bonus then lifts the whole family together, and a question that names Bloodbraid Elf to ask
what X is worth read cascade three times. The family keeps its best places, and the best rule
from elsewhere takes the last one: the question's own words choose it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from index.models import Record, Rule

Ranking = list[tuple[float, Record]]

TOP = 3  # the places read first
PER_FAMILY = 2  # at most this many of them from one rule's family

_FAMILY = re.compile(r"^(\d+\.\d+)[a-z]*$")


def family(record: Record, number: Callable[[Record], str]) -> str | None:
    """The rule a rule's subrules share (702.85b -> 702.85, 702.85 -> 702.85); None for a
    record that is no numbered rule (a class section, a keyword page)."""
    if not isinstance(record, Rule):
        return None
    found = _FAMILY.match(number(record))
    return found.group(1) if found else None


def shared_top(ranked: Ranking, number: Callable[[Record], str]) -> Ranking:
    """``ranked`` with at most PER_FAMILY rules of one family in its first TOP places: the
    first rule of another family moves up into the place the next one would take. Only a
    rule: a class section or a keyword page met on a word the question shares with it
    ("exiliar" and «6 – Exilio») is no answer the cards' rules make room for."""
    top: Ranking = []
    rest = list(ranked)
    while rest and len(top) < TOP:
        counts: dict[str, int] = {}
        for _, record in top:
            if (f := family(record, number)) is not None:
                counts[f] = counts.get(f, 0) + 1
        first = family(rest[0][1], number)
        if first is None or counts.get(first, 0) < PER_FAMILY:
            pick = 0
        else:
            pick = next((i for i, (_, r) in enumerate(rest) if _room(r, number, counts)), 0)
        top.append(rest.pop(pick))
    return top + rest


def _room(record: Record, number: Callable[[Record], str], counts: dict[str, int]) -> bool:
    """Whether ``record`` is a rule whose family has a place left among the first ones."""
    f = family(record, number)
    return f is not None and counts.get(f, 0) < PER_FAMILY
