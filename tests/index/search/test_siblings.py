"""The rule within the section (index.search.rankings.siblings): among the first answers, a
section's rules are put in order by the words that tell them apart, on the bundled rules."""

from __future__ import annotations

import pytest

from index.search.rankings.siblings import PLACES, Sections, section_of
from index.search.schema import english_analyzer


@pytest.fixture(scope="module")
def sections(corpus):
    analyzer = english_analyzer()
    current = corpus.current_edition.id
    rules = {rule.id: rule for rule in corpus.rules_in(current)}
    titles = {number: rule.title for number, rule in rules.items()}
    return Sections(titles, None, lambda text: [t.text for t in analyzer(text)], rules.__getitem__)


def _ranked(corpus, *numbers):
    current = corpus.current_edition.id
    records = [corpus.rule(n, current) for n in numbers]
    assert all(r is not None for r in records), numbers
    return [(1.0 - i / 10, r) for i, r in enumerate(records)]


def _ids(ranked):
    return [r.id for _, r in ranked]


def _number(record):
    return record.id


def test_the_sections_title_words_tell_its_rules_apart_no_better_than_nothing(sections):
    # Every rule of 111 holds "token" (its title, "Tokens"): the word says nothing inside it.
    assert sections.fit("111.9", {"token": 1.0}) == 0.0
    assert sections.fit("111.2", {"token": 1.0}) == 0.0


def test_a_keywords_rules_are_read_together_and_apart_from_other_keywords(corpus, sections):
    assert sections.group_of("702.19b") == sections.group_of("702.19c")  # both "Trample"
    assert sections.group_of("702.4b") != sections.group_of("702.7b")  # double, first strike
    # the title-only 702.19 holds only its title's word, which all of trample's rules hold
    assert sections.fit("702.19", {"trampl": 1.0}) == 0.0
    assert sections.fit("702.19b", {"trampl": 1.0, "assign": 1.0}) > 0.0
    # rules of two keywords keep their order whatever their words: they are no siblings
    ranked = _ranked(corpus, "702.7b", "702.4b")
    asked = {"doubl": 1.0, "strike": 1.0, "damag": 1.0}
    assert _ids(sections.reorder(ranked, asked, _number)) == ["702.7b", "702.4b"]


def test_the_rule_whose_own_text_holds_the_rest_of_the_question_fits_best(sections):
    asked = {"token": 1.0, "owner": 1.0, "creat": 1.0}  # who owns the token one creates
    assert sections.fit("111.2", asked) == pytest.approx(1.0)  # "The player who creates…"
    assert 0.0 < sections.fit("111.9", asked) < sections.fit("111.2", asked)


def test_a_subrule_that_holds_the_question_passes_its_sibling_in_the_same_places(corpus, sections):
    ranked = _ranked(corpus, "111.9", "704.5d", "111.2", "613.1")
    out = sections.reorder(ranked, {"token": 1.0, "owner": 1.0, "creat": 1.0}, _number)
    assert _ids(out) == ["111.2", "704.5d", "111.9", "613.1"]
    # Which section holds which place does not change, and nothing is lost.
    assert [section_of(n) for n in _ids(out)] == [section_of(n) for n in _ids(ranked)]


def test_close_scores_only_a_clear_lead_stays_ahead(corpus, sections):
    asked = {"token": 1.0, "owner": 1.0, "creat": 1.0}
    far_ahead = [(5.0, r) for _, r in _ranked(corpus, "111.9")] + _ranked(corpus, "111.2")
    assert _ids(sections.reorder(far_ahead, asked, _number)) == ["111.9", "111.2"]


def test_only_the_first_places_are_read(corpus, sections):
    numbers = ["704.5a", "104.3b", "613.1", "111.9", "111.2"]
    ranked = _ranked(corpus, *numbers)
    assert PLACES <= 3
    out = sections.reorder(ranked, {"token": 1.0, "owner": 1.0, "creat": 1.0}, _number)
    assert _ids(out) == numbers  # 111.2 and 111.9 are below the places read


def test_a_rule_the_named_cards_point_to_counts_their_weight(corpus, sections):
    # A card that gains control points to 613.7 whatever words the question uses.
    ranked = _ranked(corpus, "613.7a", "613.7")
    assert _ids(sections.reorder(ranked, {}, _number)) == ["613.7a", "613.7"]
    cards = {"613.7": 1.0, "613.7a": 0.6}
    assert _ids(sections.reorder(ranked, {}, _number, cards)) == ["613.7", "613.7a"]


def test_search_keeps_each_places_section(library):
    """Through the whole search: the reorder permutes rules within their sections' places."""
    from index.search.rankings import siblings

    questions = (
        "Clone copiando un bicho con contadores, copia los contadores?",
        "de quien es la ficha que crea un hechizo del rival?",
        "con Mind Control robo un bicho y el rival le hace Act of Treason, de quien es?",
    )
    defaults = siblings.Sections.reorder.__defaults__
    try:
        siblings.Sections.reorder.__defaults__ = (None, 0)  # nothing reordered
        before = [library.search(q).results[:PLACES] for q in questions]
    finally:
        siblings.Sections.reorder.__defaults__ = defaults
    after = [library.search(q).results[:PLACES] for q in questions]

    def sections_of(hits):
        return [section_of(h.current_id or h.id) if h.kind.value == "rule" else h.id for h in hits]

    for b, a in zip(before, after, strict=True):
        assert sections_of(a) == sections_of(b)
        assert sorted(h.id for h in a) == sorted(h.id for h in b)
    # and it does reorder: the copy question's rule of copiable values (707.2, which says a
    # copy takes no counters) passes the neighbours that share only "copy" and "creature"
    assert [h.id for h in after[0]] != [h.id for h in before[0]]
    assert after[0][0].id == "707.2"
