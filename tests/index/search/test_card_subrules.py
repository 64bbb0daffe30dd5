"""The rules under a card's rule (index.search.rankings.cards.SubruleTree): read on demand
from the real corpus, the same rules a whole table of them would list."""

from __future__ import annotations

import re

from index.search.rankings.cards import SUBRULE_SHARE, SubruleTree, spread


def _whole_table(numbers) -> dict[str, set[str]]:
    """Every rule number under each number, built the plain way: a rule is under itself, its
    section and its unlettered rule."""
    tree: dict[str, set[str]] = {}
    for number in numbers:
        base = re.match(r"\d+(?:\.\d+)?", number)
        for above in {number, number.split(".")[0], base.group(0) if base else number}:
            tree.setdefault(above, set()).add(number)
    return tree


def test_every_number_reads_the_rules_the_whole_table_lists(corpus):
    tree = SubruleTree(corpus.rules)
    table = _whole_table(corpus.rules)
    for number, under in table.items():
        assert set(tree.get(number)) == under, number


def test_a_rule_takes_its_lettered_subrules_and_not_the_rules_that_share_its_digits(corpus):
    tree = SubruleTree(corpus.rules)
    trample = set(tree.get("702.19"))
    assert {"702.19", "702.19b", "702.19c"} <= trample
    assert "702.190" not in trample and not any(n.startswith("702.190") for n in trample)
    assert tree.get("702.19b") == ("702.19b",)
    assert "702.19b" in tree.get("702")
    assert tree.get("999.99", ("999.99",)) == ("999.99",)  # unknown: the default


def test_a_cards_rule_spreads_to_its_subrules_at_a_share(corpus):
    weights = spread({"702.19": 1.0}, SubruleTree(corpus.rules))
    assert weights["702.19"] == 1.0
    assert weights["702.19b"] == SUBRULE_SHARE
