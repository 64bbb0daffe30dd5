from __future__ import annotations

from pathlib import Path

import pytest

from index.models import AnomalyKind, Kind, Language
from index.sources import SourceContext
from index.sources.official_rules import parse

DATA = Path(__file__).resolve().parents[3] / "index/data"
LINK = "https://magic.wizards.com/en/rules"
EDITIONS = {
    "en-2019-10-04": "en/MagicCompRules-2019-10-04.txt",
    "en-2026-01-16": "en/MagicCompRules-2026-01-16.txt",
}


def _ctx(edition: str = "test", source: str = "en/test.txt") -> SourceContext:
    return SourceContext(edition=edition, language=Language.EN, source=source, link=LINK)


@pytest.fixture(scope="module")
def parsed():
    results = {}
    for edition, source in EDITIONS.items():
        raw = (DATA / source).read_bytes().decode("utf-8-sig")
        results[edition] = parse(raw, _ctx(edition, source))
    return results


def _index(result, kind=Kind.RULE):
    return {r.id: r for r in result.records if r.kind == kind}


@pytest.fixture(scope="module")
def rules(parsed):
    return {edition: _index(result) for edition, result in parsed.items()}


@pytest.fixture(scope="module")
def glossary(parsed):
    return {edition: _index(result, Kind.GLOSSARY) for edition, result in parsed.items()}


# --- the bundled files ---------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_counts_are_sensible_and_numbering_is_clean(parsed, rules, glossary, edition):
    assert len(rules[edition]) > 2000
    assert len(glossary[edition]) > 500
    assert parsed[edition].anomalies == []
    ids = [r.id for r in parsed[edition].records if r.kind == Kind.RULE]
    assert len(ids) == len(set(ids))


def test_counts_per_edition(rules, glossary):
    assert (len(rules["en-2019-10-04"]), len(glossary["en-2019-10-04"])) == (2518, 562)
    assert (len(rules["en-2026-01-16"]), len(glossary["en-2026-01-16"])) == (3260, 725)


@pytest.mark.parametrize("edition", EDITIONS)
def test_records_carry_provenance(parsed, edition):
    for record in parsed[edition].records:
        assert record.edition == edition
        assert record.source == EDITIONS[edition]
        assert record.link == LINK
        assert record.language == Language.EN


@pytest.mark.parametrize("edition", EDITIONS)
def test_table_of_contents_is_not_read_as_rules(parsed, rules, edition):
    records = parsed[edition].records
    assert records[0].id == "100" and records[0].children[0] == "100.1"
    sections = [r for r in rules[edition].values() if len(r.id) == 3]
    assert len({s.id for s in sections}) == len(sections)
    assert all(s.text == "" and s.title for s in sections)
    texts = {r.text for r in rules[edition].values()}
    assert not texts & {"Glossary", "Credits", "Contents", "1. Game Concepts"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_family_links_are_consistent(rules, edition):
    by_id = rules[edition]
    for rule in by_id.values():
        for child in rule.children:
            assert by_id[child].parent == rule.id
        if rule.parent:
            assert rule.id in by_id[rule.parent].children


@pytest.mark.parametrize("edition", EDITIONS)
def test_titles(rules, edition):
    by_id = rules[edition]
    assert by_id["100"].title == "General"
    assert by_id["100.1"].title == "General"
    assert by_id["100.1a"].title == "General"
    assert (by_id["702.19"].title, by_id["702.19"].text) == ("Trample", "")
    assert by_id["702.19c"].title == "Trample"
    assert by_id["205.3"].title == "Subtypes"
    assert by_id["205.3i"].title == "Subtypes"
    assert by_id["704.5k"].title == "State-Based Actions"


@pytest.mark.parametrize("edition", EDITIONS)
def test_similar_numbers_stay_distinct(rules, edition):
    by_id = rules[edition]
    assert by_id["702.6"].title == "Equip"
    assert by_id["702.6a"].text.startswith("Equip is an activated ability")
    assert by_id["702.60"].title != "Equip"
    assert not set(by_id["702.6"].children) & set(by_id["702.60"].children)


@pytest.mark.parametrize("edition", EDITIONS)
def test_world_rule(rules, edition):
    text = rules[edition]["704.5k"].text
    assert text.startswith("If two or more permanents have the supertype world")
    assert "“world rule.”" in text


@pytest.mark.parametrize("edition", EDITIONS)
def test_examples_are_kept_apart_from_the_text(rules, edition):
    rule = rules[edition]["509.1b"]
    assert rule.examples == (
        "Example: An attacking creature with flying and shadow can’t be blocked by a creature "
        "with flying but without shadow.",
    )
    assert "Example" not in rule.text
    assert not any("\nExample:" in r.text for r in rules[edition].values())


@pytest.mark.parametrize("edition", EDITIONS)
def test_indented_second_paragraph_stays_with_its_rule(rules, edition):
    text = rules[edition]["509.1b"].text
    assert "\nA restriction may be created by an evasion ability" in text


def test_rule_number_variants_are_read(rules):
    assert rules["en-2019-10-04"]["119.1d"].refs == ("903.11",)  # printed "119.1d."
    assert rules["en-2026-01-16"]["606.5"].text.startswith("If the total cost")  # "606.5 If"


def test_layer_seven_sublayers_moved_between_editions(rules):
    old, new = rules["en-2019-10-04"], rules["en-2026-01-16"]
    assert old["613.3"].children == tuple(f"613.3{x}" for x in "abcde")
    assert old["613.3e"].text.startswith("Layer 7e: Effects that switch")
    assert old["613.4"].children == ()
    assert new["613.4"].children == tuple(f"613.4{x}" for x in "abcd")
    assert new["613.4a"].text.startswith("Layer 7a: Effects from characteristic-defining")
    assert new["613.4b"].text.startswith("Layer 7b: Effects that set power and/or toughness")
    assert new["613.4c"].text.startswith("Layer 7c: Effects and counters that modify")
    assert new["613.4d"].text.startswith("Layer 7d: Effects that switch")
    assert new["613.4a"].refs == ("604.3",)


def test_trample_changed_between_editions(rules):
    old, new = rules["en-2019-10-04"], rules["en-2026-01-16"]
    assert old["702.19"].children == tuple(f"702.19{x}" for x in "abcde")
    assert new["702.19"].children == tuple(f"702.19{x}" for x in "abcdefg")
    assert old["702.19d"].text.startswith("If a creature with trample is attacking a planeswalker")
    assert "as though all blocking creatures have been assigned lethal damage" in (
        new["702.19d"].text
    )
    assert new["702.19c"].text.startswith("Trample over planeswalkers is a variant of trample")
    assert new["702.19c"].refs == ("702.19b",)
    assert "trample over planeswalkers" not in " ".join(old[f"702.19{x}"].text for x in "abcde")


@pytest.mark.parametrize("edition", EDITIONS)
def test_glossary(parsed, glossary, edition):
    terms = [r.id for r in parsed[edition].records if r.kind == Kind.GLOSSARY]
    assert terms.count("Trample") == 1
    assert terms[0] == "Abandon"
    trample = glossary[edition]["Trample"]
    assert trample.title == "Trample"
    assert trample.text.startswith("A keyword ability that modifies how a creature assigns")
    assert trample.refs == ("702.19",)
    assert "Credits" not in terms
    assert not any("Richard Garfield" in g.text for g in glossary[edition].values())


@pytest.mark.parametrize("edition", EDITIONS)
def test_glossary_definitions_spanning_lines(glossary, edition):
    play = glossary[edition]["Play"]
    assert play.text.count("\n") == 4 and play.text.startswith("1. To play a land")
    ability = glossary[edition]["Ability"]
    assert ability.text.endswith(
        "See rule 113, “Abilities,” and section 6, “Spells, Abilities, and Effects.”"
    )
    assert ability.refs == ("113",)


# --- synthetic documents -------------------------------------------------------------------

SAMPLE = """\ufeffMagic: The Gathering Comprehensive Rules

Introduction mentioning rule 704.5k as an example.

Contents

1. Game Concepts
100. General
702. Keyword Abilities
Glossary
Credits

1. Game Concepts

100. General

100.1. These Magic rules apply to any Magic game.

100.1a A two-player game is a game that begins with only two players.
Example: Two players sit down.

100.1b A multiplayer game begins with more than two players. See rule 702.2.
     A second paragraph of 100.1b.

7. Additional Rules

702. Keyword Abilities

702.1. Most abilities describe exactly what they do.

702.2. Deathtouch

702.2a Deathtouch is a static ability. See rules 702.2b–c.

702.2b Multiple instances of deathtouch are redundant.

Glossary

Deathtouch
A keyword ability. See rule 702.2, “Deathtouch.”

Color
1. A characteristic of an object.
2. An attribute mana may have.

Credits

Magic: The Gathering Original Game Design: Richard Garfield
"""


def test_sample_document():
    result = parse(SAMPLE.lstrip("\ufeff"), _ctx())
    rules = _index(result)
    assert list(rules) == [
        "100",
        "100.1",
        "100.1a",
        "100.1b",
        "702",
        "702.1",
        "702.2",
        "702.2a",
        "702.2b",
    ]
    assert rules["100.1a"].examples == ("Example: Two players sit down.",)
    assert rules["100.1b"].text.endswith("See rule 702.2.\nA second paragraph of 100.1b.")
    assert rules["100.1b"].refs == ("702.2",)
    assert (rules["702.2"].title, rules["702.2"].text) == ("Deathtouch", "")
    assert rules["702.2a"].title == "Deathtouch"
    assert rules["702.2a"].refs == ("702.2b", "702.2c")
    assert rules["702.1"].title == "Keyword Abilities"
    assert rules["100"].children == ("100.1",)
    glossary = _index(result, Kind.GLOSSARY)
    assert list(glossary) == ["Deathtouch", "Color"]
    assert glossary["Color"].text == (
        "1. A characteristic of an object.\n2. An attribute mana may have."
    )
    assert glossary["Deathtouch"].refs == ("702.2",)
    # The sample jumps from section 100 to 702, which the sequence check notices.
    assert [(a.kind, a.id) for a in result.anomalies] == [(AnomalyKind.GAP, "702")]


@pytest.mark.parametrize("newline", ["\r\n", "\r"])
def test_line_breaks_do_not_matter(newline):
    expected = parse(SAMPLE, _ctx())
    assert parse(SAMPLE.replace("\n", newline), _ctx()) == expected


def test_document_without_table_of_contents():
    body = SAMPLE[SAMPLE.index("100. General\n\n100.1.") :]
    rules = _index(parse(body, _ctx()))
    assert "100.1a" in rules and "702.2b" in rules


def test_numbering_problems_are_reported():
    raw = "\n".join(
        [
            "100. General",
            "100.1. First rule.",
            "100.1a One.",
            "100.1c Three, after a missing b.",
            "100.1c Three again.",
            "Text that lost its number.",
            "100.3. After a missing rule.",
        ]
    )
    result = parse(raw, _ctx())
    kinds = [(a.kind, a.id) for a in result.anomalies]
    assert (AnomalyKind.GAP, "100.1c") in kinds
    assert (AnomalyKind.DUPLICATE, "100.1c") in kinds
    assert (AnomalyKind.GAP, "100.3") in kinds
    rules = _index(result)
    assert rules["100.1c"].text == "Three, after a missing b."


def test_unnumbered_line_is_kept_and_reported():
    raw = "100. General\n100.1. First rule.\nText that lost its number.\n100.2. Second rule."
    result = parse(raw, _ctx())
    assert _index(result)["100.1"].text == "First rule.\nText that lost its number."
    assert [(a.kind, a.id) for a in result.anomalies] == [(AnomalyKind.ORPHAN, "100.1")]


def test_chapter_headings_are_named_not_rules():
    from index.sources.official_rules import chapters

    lines = ["1. Game Concepts", "100. General", "100.1. These rules apply.", "7. Additional Rules"]
    assert chapters(lines) == {"1": "Game Concepts", "7": "Additional Rules"}
