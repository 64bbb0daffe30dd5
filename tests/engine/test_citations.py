"""Every rule the engine can cite exists in the 2026 rules and means what the engine says."""

from __future__ import annotations

import re

import pytest

from bot.engine.citations import CONCEPTS, ordered_unique, rule_sort_key
from bot.engine.outcome import Step


def _ancestors(rule_id: str) -> list[str]:
    m = re.match(r"^(\d{3})(?:\.(\d+)([a-z])?)?$", rule_id)
    out = [rule_id]
    if m[3]:
        out.append(f"{m[1]}.{m[2]}")
    if m[2]:
        out.append(m[1])
    return out


def _norm(text: str) -> str:
    return text.lower().replace("’", "'")


@pytest.mark.parametrize("rule_id", sorted(CONCEPTS, key=rule_sort_key))
def test_cited_rule_exists_with_its_concept(rule_id, rules_text):
    assert rule_id in rules_text, f"{rule_id} is not in the 2026 Comprehensive Rules"
    phrase = _norm(CONCEPTS[rule_id])
    texts = [_norm(rules_text.get(a, "")) for a in _ancestors(rule_id)]
    assert any(phrase in t for t in texts), (rule_id, CONCEPTS[rule_id], texts[0][:200])


def test_registry_is_not_trivially_small():
    assert len(CONCEPTS) >= 60


def test_no_damage_assignment_order_rule_is_cited(rules_text):
    # Since late 2024 blocked creatures divide damage freely: 510.1c says so, not "order".
    assert "divided as its controller chooses" in rules_text["510.1c"]
    assert all("damage assignment order" not in c for c in CONCEPTS.values())


def test_steps_refuse_unregistered_rule_ids():
    with pytest.raises(ValueError):
        Step(text="x", rules=["999.9z"])


def test_rules_are_ordered_like_the_document():
    assert ordered_unique(["702.19b", "702.2c", "510.1c", "702.2c", "704.5g", "120.3a"]) == [
        "120.3a", "510.1c", "702.2c", "702.19b", "704.5g"]
