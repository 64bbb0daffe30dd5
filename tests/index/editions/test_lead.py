"""The text in force leads (issue 24, item 1): over every rule of 100–113 whose 2019 Spanish
translation no longer says what the rule in force says, no answer shows the older text first."""

from __future__ import annotations

import pytest

from bot.quiz.rule_questions import RulePool
from bot.services.suggest import RuleSuggester
from index import numbers
from index.editions.lead import OLDER_ROLE, in_force_first, what_changed
from index.models import Kind

ES, NEW = "es-2019-10-04", "en-2026-01-16"


def reworded(library) -> list[str]:
    """Rules in force of sections 100–113 whose Spanish translation no longer holds."""
    alignment = library.alignment
    found = []
    for number in library.corpus.rule_numbers:
        if not (100 <= numbers.sort_key(number)[0] <= 113):
            continue
        if library.corpus.rule(number, NEW) is None:
            continue
        old = alignment.versions(number).get(ES)
        if old is not None and not alignment.still_holds(ES, old):
            found.append(number)
    return found


def _first_position(hits, edition, number):
    return next(
        i
        for i, h in enumerate(hits)
        if h.kind is Kind.RULE and h.edition == edition and (h.current_id or h.id) == number
    )


def test_there_are_reworded_rules_to_check(library):
    numbers_ = reworded(library)
    assert {"100.5", "110.4"} <= set(numbers_)
    assert len(numbers_) >= 10


def test_a_rule_lookup_starts_with_the_text_in_force(library):
    for number in reworded(library):
        result = library.rule(number)
        first = result.results[0]
        assert (first.edition, first.id, first.role) == (NEW, number, "match"), number
        older = [h for h in result.results if h.role == OLDER_ROLE]
        assert [h.edition for h in older] == [ES], number
        assert "2019" in older[0].edition_note and "cambió" in older[0].edition_note
        assert "ya no dice lo mismo" in result.message


def test_the_examples_of_the_issue(library):
    result = library.rule("110.4")
    assert result.results[0].text.startswith("There are six permanent types")
    older = next(h for h in result.results if h.role == OLDER_ROLE)
    assert "cinco tipos" in older.text and "«five» → «six»" in older.edition_note
    first = library.rule("100.5").results[0]
    assert "no maximum deck size" in first.text


def test_a_search_never_shows_a_reworded_translation_before_its_rule_in_force(library):
    for number in reworded(library):
        spanish = library.corpus.rule(library.alignment.versions(number)[ES], ES)
        words = " ".join(spanish.text.split()[:8])
        for query in (words, number):
            hits = library.search(query).results
            for i, hit in enumerate(hits):
                if hit.edition != ES or library.alignment.still_holds(ES, hit.id):
                    continue
                assert hit.role == OLDER_ROLE, (query, hit.id)
                if hit.current_id is not None:
                    assert _first_position(hits, NEW, hit.current_id) < i, (query, hit.id)


def test_in_force_first_moves_a_later_rule_in_force_up(library):
    both = [h for h in library.rule("110.4").results if h.role in {"match", OLDER_ROLE}]
    reversed_hits = [h.model_copy(update={"role": "match"}) for h in reversed(both)]
    assert [h.edition for h in reversed_hits] == [ES, NEW]
    ordered = in_force_first(reversed_hits, library.corpus, library.alignment)
    assert [(h.edition, h.role) for h in ordered] == [(NEW, "match"), (ES, OLDER_ROLE)]


def test_a_search_list_shows_the_rule_in_force_in_place_of_the_translation(library):
    result = library.search("existen cinco tipos de permanentes")
    first = result.results[0]
    assert (first.edition, first.id) == (NEW, "110.4") and "six" in first.text
    assert "traducción de 2019" in first.edition_note and "juez regla 110.4" in first.edition_note
    assert not [h for h in result.results if h.edition == ES and h.id == "110.4"]


def test_autocomplete_labels_say_the_text_in_force(library):
    suggester = RuleSuggester(library.corpus, library.rules.preference, library.rules.shown_version)
    for number in reworded(library):
        (label,) = [s.name for s in suggester.suggest(number) if s.value == number]
        shown = library.rules.shown_version(number)
        assert shown is not None and shown.edition == NEW, number
        assert label.startswith(f"{number} — {shown.text[:20]}"), label


@pytest.mark.parametrize("number", ["110.4", "100.5"])
def test_what_changed_names_the_words(library, number):
    said = what_changed(library.corpus, library.alignment, ES, number)
    assert said is not None and said.startswith("Lo que cambió:")


def test_quiz_questions_never_ask_a_reworded_translation(corpus, library):
    pool = RulePool(corpus)
    for number in reworded(library):
        subject = f"{ES}/{library.alignment.versions(number)[ES]}"
        assert subject not in pool.askable and subject in pool.excluded, subject
