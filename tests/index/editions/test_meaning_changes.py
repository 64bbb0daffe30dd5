"""A rule whose few changed words change what it allows or forbids is a change of meaning
(index.editions.keywords.substantive_change), not a rewording: issue 26's outdated items."""

from __future__ import annotations

from index.corpus import Corpus
from index.editions.cache import alignment_for
from index.editions.keywords import substantive_change


def test_a_cast_made_optional_is_a_change_of_meaning(corpus: Corpus):
    alignment = alignment_for(corpus)
    link = alignment.link(alignment.current, "702.62a")  # suspend
    assert link is not None and link.old is not None and alignment.oldest is not None
    old = corpus.rule(link.old, alignment.oldest)
    new = corpus.rule("702.62a", alignment.current)
    assert old is not None and new is not None
    assert substantive_change(old.text, new.text) == "can't → you may, don't"


def test_short_edits_of_permission_words_count_and_rewording_does_not():
    assert substantive_change(
        "Put it onto the battlefield.", "You may put it onto the battlefield."
    )
    assert substantive_change("It can block.", "It can't block.")
    assert substantive_change("Only during your turn.", "During your turn.")
    assert (
        substantive_change("When it enters the battlefield, draw.", "When it enters, draw.") is None
    )
    assert (
        substantive_change("Its controller draws a card.", "Its controller draws one card.") is None
    )
