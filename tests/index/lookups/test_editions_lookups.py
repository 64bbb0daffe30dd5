"""A number means the rule in force: rule answers, keyword answers and search hits through the
alignment of the editions (issue 9)."""

from __future__ import annotations

from index.editions.changes import changes
from index.editions.links import LinkStatus

ES, OLD, NEW = "es-2019-10-04", "en-2019-10-04", "en-2026-01-16"


def main_hit(result):
    return next(h for h in result.results if h.role == "match")


def test_103_5_is_the_mulligan_shown_through_its_2019_translation(library):
    result = library.rule("103.5")
    hit = main_hit(result)
    assert (hit.edition, hit.id, hit.current_id) == (ES, "103.4", "103.5")
    assert "mulligan" in hit.text and hit.status == LinkStatus.RENUMBERED
    assert "2019" in hit.edition_note and "103.4" in hit.edition_note
    assert "dice lo mismo" in hit.edition_note
    # Still says the same: no English text in force is needed.
    assert not [h for h in result.results if h.role == "in_force"]
    assert hit.other_numbers == {OLD: "103.4", NEW: "103.5"}
    subrules = [h for h in result.results if h.role == "subrule"]
    assert [h.current_id for h in subrules] == ["103.5a", "103.5b", "103.5c", "103.5d"]
    assert all(h.parent == "103.5" for h in subrules)  # numbers in force, for the menus
    # Whoever remembers the 2019 number is told what it was.
    assert "103.5" in result.message and "103.6" in result.message


def test_103_4_is_the_starting_life_total(library):
    hit = main_hit(library.rule("103.4"))
    assert (hit.edition, hit.id, hit.current_id) == (ES, "103.3", "103.4")
    assert "20" in hit.text and "vidas" in hit.text


def test_110_4_reworded_leads_with_the_english_text_in_force(library):
    result = library.rule("110.4")
    hit = main_hit(result)
    assert hit.edition == NEW and "six permanent types" in hit.text and "battle" in hit.text
    older = next(h for h in result.results if h.role == "older_text")
    assert older.edition == ES and older.status == LinkStatus.REWORDED
    assert "cinco tipos" in older.text and "su texto cambió" in older.edition_note


def test_an_edition_asked_for_stays_strict_and_says_what_the_rule_is_now(library):
    result = library.rule("613.3", "2019")
    hit = main_hit(result)
    assert (hit.edition, hit.id, hit.current_id) == (OLD, "613.3", "613.4")
    assert "hoy es la 613.4" in hit.edition_note
    assert "layer 7" in hit.text.lower()
    assert hit.other_numbers == {NEW: "613.4"}
    # Its references point at the rules in force, and keep the numbers printed.
    assert hit.refs_then == {"613.6": "613.7", "613.7": "613.8"}
    assert hit.refs == ["613.7", "613.8"]


def test_a_2019_rule_that_no_longer_exists_says_so(library):
    hit = main_hit(library.rule("509.2", "2019"))
    assert hit.current_id is None and hit.status == LinkStatus.REMOVED
    assert "ya no existe" in hit.edition_note


def test_a_number_only_older_editions_have_shows_the_old_rule_and_what_it_is_now(library):
    result = library.rule("613.3e")
    hit = main_hit(result)
    assert (hit.edition, hit.current_id) == (OLD, "613.4d")
    assert "no existe en las reglas vigentes" in result.message and "613.4d" in result.message


def test_also_in_lists_only_editions_holding_the_same_rule(library):
    hit = main_hit(library.rule("103.4", "actual"))  # the starting life total, in force
    assert hit.edition == NEW
    assert hit.other_numbers == {OLD: "103.3", ES: "103.3"}  # not the 2019 103.4 (mulligan)


def test_rule_in_force_json_fields(library):
    data = library.rule("704.5k").to_json_dict()
    first = data["results"][0]
    assert (first["current_id"], first["status"]) == ("704.5k", "same")
    assert {"id", "kind", "edition", "language", "title", "text", "score"} <= set(first)


def test_a_range_lists_the_rules_in_force(library):
    ids = [(h.id, h.current_id) for h in library.rule("103.4a-c").results]
    assert ids == [("103.3a", "103.4a"), ("103.3b", "103.4b"), ("103.4c", "103.4c")]


def test_cascade_2016_text_is_marked_as_no_longer_holding(library):
    result = library.keyword("cascada")
    # A Spanish text that holds comes first (a card's reminder); the 2016 page below is marked.
    assert result.results[0].id == "Cascada" and not result.results[0].outdated
    kw = next(h for h in result.results if h.edition_year == 2016)
    assert kw.id == "Cascada" and kw.outdated
    assert any("valor de maná" in line for line in kw.outdated)
    assert "2016" in result.message
    rule = next(h for h in result.results if h.role == "rule_text")
    assert (rule.id, rule.current_id) == ("702.85", "702.85")
    assert rule.other_numbers == {OLD: "702.84"}


def test_hideaway_and_a_keyword_that_still_holds(library):
    hideaway = library.keyword("esconder").results
    page = next(h for h in hideaway if h.edition_year == 2016)
    assert page.outdated  # four cards became N
    assert not hideaway[0].outdated and hideaway[0].refs == ["702.75"]  # Juez's, from the rule
    holds = library.keyword("persistir")
    assert not any(h.outdated for h in holds.results) and holds.message is None


def test_search_hits_are_told_as_rules_in_force(library):
    result = library.search("mulligan", source="reglas")
    rules = [h for h in result.results if h.kind == "rule"]
    assert rules and all(h.status is not None for h in rules)
    for h in rules:
        if h.edition != NEW:
            assert h.edition_note


def test_changes_of_section_103_show_its_renumbering(library):
    report = changes(library.corpus, library.alignment, "103")
    assert report.scope == "section"
    moved = {(c.old_id, c.new_id) for c in report.changes}
    assert {("103.4", "103.5"), ("103.3", "103.4"), ("103.2", "103.1")} <= moved
    assert report.counts[LinkStatus.NEW] == 4


def test_changes_of_110_4_show_battle_added(library):
    report = changes(library.corpus, library.alignment, "110.4")
    first = report.changes[0]
    assert (first.old_id, first.new_id, first.status) == ("110.4", "110.4", LinkStatus.REWORDED)
    added = " ".join(p.text for p in first.diff if p.change == "added")
    assert "battle" in added and "six" in added
    assert [c.new_id for c in report.changes] == ["110.4", "110.4a", "110.4b", "110.4c"]


def test_changes_summary_and_bad_input(library):
    summary = changes(library.corpus, library.alignment, None)
    assert summary.scope == "summary" and len(summary.sections) > 100
    assert sum(summary.counts.values()) == len(library.alignment.links_of(OLD))
    bad = changes(library.corpus, library.alignment, "abc")
    assert not bad.changes and "Ejemplo" in bad.message
    missing = changes(library.corpus, library.alignment, "999.9")
    assert "no existe" in missing.message


def test_the_default_text_of_a_rule_in_force_for_labels(library):
    shown = library.rules.shown_version("103.5")
    assert (shown.edition, shown.id) == (ES, "103.4")  # the mulligan, not 2019's 103.5
    assert library.rules.shown_version("704.5k").edition == NEW
    assert library.rules.shown_version("613.3e") is None  # not a number in force
