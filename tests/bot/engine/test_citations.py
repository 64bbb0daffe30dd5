"""Every rule the engine can cite exists in the rules it cites (the bundled rules in force, from
the edition catalog) and means what the engine says."""

from __future__ import annotations

import pytest

from bot.engine.citations import CONCEPTS, cited_edition, ordered_unique
from bot.engine.outcome import Step
from index.numbers import parent_of, sort_key


def _norm(text: str) -> str:
    return text.lower().replace("’", "'")


def _siblings(rule_id: str, rules_text: dict[str, str]) -> list[str]:
    """Rules with the same parent and depth: 702.19a, 702.19c… for 702.19b; 120.1… for 120.6."""
    parent = parent_of(rule_id)
    return [
        r
        for r in rules_text
        if r != rule_id and parent_of(r) == parent and r.count(".") == rule_id.count(".")
    ]


@pytest.mark.parametrize("rule_id", sorted(CONCEPTS, key=sort_key))
def test_cited_rule_exists_with_its_concept(rule_id, rules_text):
    assert rule_id in rules_text, f"{rule_id} is not in the rules of {cited_edition().id}"
    phrase = _norm(CONCEPTS[rule_id])
    # The cited rule's own text (for a title-only rule like "702.19. Trample", its title): a
    # phrase found only in a parent would let a wrong sibling subrule pass.
    own = _norm(rules_text[rule_id])
    assert phrase in own, (rule_id, CONCEPTS[rule_id], own[:200])


@pytest.mark.parametrize("rule_id", sorted(CONCEPTS, key=sort_key))
def test_concept_tells_the_rule_from_its_siblings(rule_id, rules_text):
    # "trample" is in every 702.19x; a phrase only 702.19b says proves 702.19b is meant.
    phrase = _norm(CONCEPTS[rule_id])
    clashes = [s for s in _siblings(rule_id, rules_text) if phrase in _norm(rules_text[s])]
    assert not clashes, (rule_id, CONCEPTS[rule_id], clashes)


def test_sibling_check_would_catch_a_wrong_subrule(rules_text):
    # The old phrase for 510.1c is inside 510.1b ("An unblocked creature assigns its combat
    # damage"), so it could not tell the two apart; the registered one can.
    assert "blocked creature assigns its combat damage" in _norm(rules_text["510.1b"])
    assert "510.1b" in _siblings("510.1c", rules_text)
    assert _norm(CONCEPTS["510.1c"]) not in _norm(rules_text["510.1b"])


def test_title_only_rule_is_its_own_text(rules_text):
    assert rules_text["702.19"] == "Trample"


def test_registry_is_not_trivially_small():
    assert len(CONCEPTS) >= 60


def test_no_damage_assignment_order_rule_is_cited(rules_text):
    # Since late 2024 blocked creatures divide damage freely: 510.1c says so, not "order".
    assert "divided as its controller chooses" in rules_text["510.1c"]
    assert all("damage assignment order" not in c for c in CONCEPTS.values())


def test_steps_refuse_unregistered_rule_ids():
    with pytest.raises(ValueError):
        Step(kind="sba.done", rules=["999.9z"])


def test_rules_are_ordered_like_the_document():
    assert ordered_unique(["702.19b", "702.2c", "510.1c", "702.2c", "704.5g", "120.3a"]) == [
        "120.3a",
        "510.1c",
        "702.2c",
        "702.19b",
        "704.5g",
    ]
    # Subrule letters skip "l" and "o" (the index's grammar): 111.10k < 111.10m < 111.10p.
    assert ordered_unique(["111.10p", "111.10m", "111.10k", "111.10"]) == [
        "111.10",
        "111.10k",
        "111.10m",
        "111.10p",
    ]
