"""Rule, keyword and glossary lookups against the real bundled corpus."""

import pytest

from index.models import Kind


def ids(result):
    return [h.id for h in result.results]


def test_exact_number_never_returns_a_longer_one(library):
    result = library.rule("702.6")
    assert result.results[0].id == "702.6"
    assert "702.60" not in ids(result)
    assert library.rule("702.60").results[0].id == "702.60"


def test_rule_comes_with_subrules_and_parent(library):
    result = library.rule("104.3")
    roles = {h.id: h.role for h in result.results}
    assert roles["104.3"] == "match"
    assert roles["104.3a"] == roles["104.3c"] == "subrule"
    assert roles["104"] == "parent"


def test_spanish_text_preferred_and_labelled(library):
    hit = library.rule("104.3c").results[0]
    assert hit.edition == "es-2019-10-04" and hit.language == "es"
    assert "biblioteca" in hit.text
    assert "2019" in hit.edition_label
    assert {"en-2019-10-04", "en-2026-01-16"} <= set(hit.other_editions)


def test_web_page_rule_with_its_subrules(library):
    result = library.rule("303.4")
    assert result.results[0].edition == "es-web"
    subrules = [h.id for h in result.results if h.role == "subrule"]
    assert subrules[:3] == ["303.4a", "303.4b", "303.4c"]
    assert "303.4l" not in subrules


def test_rule_only_in_english_comes_from_the_current_edition(library):
    hit = library.rule("704.5k").results[0]
    assert (hit.edition, hit.language) == ("en-2026-01-16", "en")


@pytest.mark.parametrize("typed", ["regla 104.3b", "106,4b", "1O4.3a", "R. 104.3A"])
def test_odd_number_forms(library, typed):
    assert library.rule(typed).results, typed


@pytest.mark.parametrize(("typed", "expected"), [
    ("104.3a-c", ["104.3a", "104.3b", "104.3c"]),
    ("101.4a–d", ["101.4a", "101.4b", "101.4c", "101.4d"]),
])  # fmt: skip
def test_ranges(library, typed, expected):
    assert ids(library.rule(typed)) == expected


def test_edition_option_picks_another_edition(library):
    assert library.rule("104.3c", "en").results[0].edition == "en-2026-01-16"
    assert library.rule("104.3c", "2019").results[0].edition in {"es-2019-10-04", "en-2019-10-04"}
    assert library.rule("104.3c", "en-2019-10-04").results[0].edition == "en-2019-10-04"
    bad = library.rule("104.3c", "klingon")
    assert not bad.results and "Edición desconocida" in bad.message


def test_a_gap_in_the_spanish_text_is_explained(library):
    result = library.rule("104.3e")
    assert result.results[0].language == "en"
    assert "falta en el texto español" in result.message


def test_missing_number_offers_the_nearest(library):
    result = library.rule("104.3z")
    assert not result.results
    assert "no existe" in result.message
    assert "104.3" in " ".join(result.suggestions)


def test_text_is_not_a_rule_number(library):
    result = library.rule("arrollar")
    assert not result.results and "no es un número de regla" in result.message


@pytest.mark.parametrize(("typed", "spanish"), [
    ("flashback", "Retrospectiva"),
    ("retrospectiva", "Retrospectiva"),
    ("retrospectva", "Retrospectiva"),  # typo
    ("CASCADA", "Cascada"),
    ("cascade", "Cascada"),
    ("estimulo", "Estímulo"),  # no accent
    ("kicker", "Estímulo"),
])  # fmt: skip
def test_keyword_by_any_name(library, typed, spanish):
    result = library.keyword(typed)
    assert result.results[0].id == spanish
    assert result.results[0].kind is Kind.KEYWORD
    rule = next(h for h in result.results if h.role == "rule_text")
    assert rule.id.startswith(("702.", "701.")) and rule.edition == "en-2026-01-16"


def test_keyword_without_a_judge_page_answers_in_spanish_then_the_rule(library):
    """Trample has no 2016 judge page: its Spanish text (the reminder printed on a card) comes
    first and says where it is from; the English rule in force follows, as the authority."""
    result = library.keyword("arrollar")
    first = result.results[0]
    assert first.kind is Kind.KEYWORD and first.language.value == "es"
    # Its id is the keyword's English name (no judge page has one), not the rule's number.
    assert first.id == "Trample" and first.refs == ["702.19"] and "(Trample)" in first.title
    assert "carta" in first.edition_label and "combate sobrante" in first.text
    rule = next(h for h in result.results if h.role == "rule_text")
    assert (rule.id, rule.title) == ("702.19", "Trample")
    assert "inglés" not in (result.message or "")


def test_unknown_keyword_is_said_clearly(library):
    result = library.keyword("zzzzqqqq")
    assert not result.results and "No conozco" in result.message


@pytest.mark.parametrize(("typed", "term"), [
    ("trample", "Trample"),
    ("arrollar", "Trample"),
    ("Permanent", "Permanent"),
    ("permanet", "Permanent"),
])  # fmt: skip
def test_glossary(library, typed, term):
    """Every hit is the entry asked for (its id stays the English entry's): the Spanish
    definition first, then the English entry in force."""
    results = library.glossary(typed).results
    assert {h.id for h in results} == {term} and all(h.kind is Kind.GLOSSARY for h in results)
    assert results[0].language.value == "es" and results[0].title.endswith(f"({term})")
    assert results[-1].edition == "en-2026-01-16" and results[-1].language.value == "en"


def test_glossary_miss(library):
    result = library.glossary("zzzzqqqq")
    assert not result.results and "no está en el glosario" in result.message


def test_language_as_edition(library):
    spanish = library.rule("104.3", "es")
    assert spanish.results[0].edition == "es-2019-10-04"
    assert "104.3e" in spanish.message  # the Spanish text lacks it, and says so
    assert library.rule("303.4", "es").results[0].edition == "es-web"
    english = library.rule("104.3", "en")
    assert english.results[0].edition == "en-2026-01-16"
    missing = library.rule("704.5k", "es")
    assert not missing.results and "en español" in missing.message
    assert "704.5k" not in missing.suggestions


def test_a_year_names_every_edition_of_that_year(library):
    assert library.rule("104.3c", "2019").results[0].edition == "es-2019-10-04"
    assert library.rule("702.19b", "2019").results[0].edition == "en-2019-10-04"


def test_a_preferred_edition_is_tried_first_but_never_hides_a_rule(library):
    assert library.rule("104.3c", prefer="en").results[0].edition == "en-2026-01-16"
    spanish_default = library.rule("704.3", prefer="es")
    assert spanish_default.results[0].edition == "en-2026-01-16"  # no Spanish text: English
    assert library.rule("704.3", "es").results == []  # asked strictly: not there


def test_an_unknown_edition_lists_the_valid_ones(library):
    result = library.rule("104.3c", "1999")
    assert not result.results and "Edición desconocida" in result.message
    assert "en-2026-01-16" in result.message


@pytest.mark.parametrize(
    ("typed", "number"),
    [
        ("1043c", "104.3c"),
        ("7045k", "704.5k"),
        ("104.3 c", "104.3c"),
        ("104-3c", "104.3c"),
        ("104,3c", "104.3c"),
        ("regla 104 3 c", "104.3c"),
        ("la 704.5k", "704.5k"),
    ],
)
def test_numbers_as_people_type_them_answer_the_rule(library, typed, number):
    """Issue 24: each form answers the rule itself, by rule lookup and in the search box."""
    for result in (library.rule(typed), library.search(typed)):
        first = result.results[0]
        assert (first.current_id or first.id) == number, (typed, result.message)
        assert not result.search
