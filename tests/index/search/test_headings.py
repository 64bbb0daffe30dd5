"""A rule with no text of its own (a section heading, a keyword's title) is where to look, not
an answer: below the subrules that answer, even when a named card points to it."""

from __future__ import annotations

from index.models import Kind


def _textless(library, hit) -> bool:
    rule = library.corpus.rule(hit.id, library.corpus.current_edition.id)
    return rule is not None and (not rule.text or "." not in rule.id)


def test_a_named_cards_keyword_title_is_not_the_first_answer(library) -> None:
    # Boros Swiftblade has double strike: the card points to 702.4 "Double Strike", a title.
    question = (
        "Boros Swiftblade con Loxodon Warhammer (lifelink) gano vida dos veces "
        "por el double strike?"
    )
    results = [h for h in library.search(question).results if h.kind is Kind.RULE]
    ids = [h.id for h in results]
    assert ids[0] != "702.4"
    assert "702.4b" in ids[:3]
    assert not _textless(library, results[0])


def test_a_question_as_short_as_a_name_may_get_its_heading(library) -> None:
    assert "117" in [h.id for h in library.search("prioridad").results[:3]]
