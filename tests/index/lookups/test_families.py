"""Keyword families asked as a group (issue 24, item 2): the classes and the variants the rules
in force name, listed with their Spanish names."""

from __future__ import annotations

import re

import pytest

from index.lookups.families import VARIANTS_FILE, KeywordFamilies, read_variants


@pytest.fixture(scope="module")
def families(corpus):
    return KeywordFamilies(corpus)


def _said_evasion(corpus) -> set[str]:
    """The keyword rules whose own subrule says "<name> is an evasion ability."."""
    current = corpus.current_edition.id
    found = set()
    for number, versions in corpus.rules.items():
        rule = versions.get(current)
        if rule is None or rule.parent != "702" or not rule.title:
            continue
        for child in rule.children:
            sub = corpus.rule(child, current)
            if sub and re.match(rf"{re.escape(rule.title)} is an evasion ability\.", sub.text):
                found.add(number)
    return found


@pytest.mark.parametrize("query", ["las habilidades de evasión", "evasion abilities"])
def test_a_class_lists_every_keyword_the_rules_put_in_it(library, corpus, query):
    result = library.keyword(query)
    rules = {h.id for h in result.results if h.role == "rule_text"}
    assert rules == _said_evasion(corpus)
    assert {"702.9", "702.111", "702.14"} <= rules  # Flying, Menace, Landwalk
    assert "habilidad de evasión" in result.message
    assert "Vuela" in result.message and "Amenaza" in result.message


@pytest.mark.parametrize("query", ["qué tipos de cruza hay", "los -walk", "landwalk", "cruza"])
def test_landwalk_asked_as_a_group_lists_its_variants(library, query):
    result = library.keyword(query)
    assert result.results[0].id == "702.14" or result.results[1].id == "702.14"
    assert "swampwalk (cruza pantanos)" in result.message
    assert "islandwalk (cruza islas)" in result.message


@pytest.mark.parametrize("query", ["protección contra qué", "protección", "protection"])
def test_protection_lists_its_qualities(library, query):
    result = library.keyword(query)
    assert any(h.id == "702.16" and h.role == "rule_text" for h in result.results)
    assert "protection from black (protección contra negro)" in result.message


def test_variants_come_from_keyword_lines_only(families):
    landwalk = families.of_rule("702.14")
    names = {m.name for m in landwalk.members}
    assert {"swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk"} <= names
    assert "planeswalk" not in names  # "When you planeswalk…" is no keyword line
    assert "nonbasic landwalk" in names  # quoted by 702.14c, printed once
    cycling = families.of_rule("702.29")
    assert {"swampcycling", "islandcycling"} <= {m.name for m in cycling.members}


def test_a_description_that_mentions_a_class_is_still_a_description(library):
    result = library.keyword("la habilidad disparada que pone un contador cuando ataca")
    assert (result.message or "").startswith("Por la descripción")


def test_a_keyword_without_variants_has_no_variant_note(library):
    result = library.keyword("arrollar")
    assert "variantes" not in (result.message or "")


def test_the_mined_variants_are_those_of_the_bundled_cards(corpus):
    """index/data/vocabulary/keyword-variants.tsv is what mining the bundled cards gives
    today (python -m index.lookups.families writes it again)."""
    assert KeywordFamilies(corpus, variants=None).printed == read_variants(VARIANTS_FILE)
