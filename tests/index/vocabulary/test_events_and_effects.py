"""The one event table and the one effect table: complete, and every rule they cite exists."""

from __future__ import annotations

from index.cards.kinds.effects import _ACTIONS
from index.corpus import Corpus
from index.vocabulary.effects import EFFECT_KINDS, KINDS
from index.vocabulary.events import (
    EVENT_ES,
    FORBIDDEN_RULES,
    LAYER_ES,
    LAYER_RULES,
    REPLACED_RULES,
    TRIGGER_RULES,
    TRIGGER_VERBS,
    Event,
    Layer,
)


def test_every_event_and_layer_has_its_spanish_label_and_rules() -> None:
    assert set(EVENT_ES) == set(Event)
    assert set(LAYER_ES) == set(LAYER_RULES) == set(Layer)
    assert set(TRIGGER_VERBS) <= set(TRIGGER_RULES)  # a verb's event is a trigger's


def test_every_rule_the_tables_cite_exists(corpus: Corpus) -> None:
    edition = corpus.current_edition.id
    cited = {
        rule
        for table in (TRIGGER_RULES, FORBIDDEN_RULES, REPLACED_RULES, LAYER_RULES)
        for rules in table.values()
        for rule in rules
    } | {rule for kind in KINDS.values() for rule in kind.rules}
    assert sorted(r for r in cited if corpus.rule(r, edition) is None) == []


def test_both_readers_name_effects_from_the_one_table() -> None:
    # The engine's effect ids map to kinds of the table; the patterns' actions are its keys.
    assert set(EFFECT_KINDS.values()) <= set(KINDS)
    assert {key for key, _ in _ACTIONS} <= set(KINDS)
    assert all(kind.label_es and kind.rules for kind in KINDS.values())
