"""What the named cards' rulings say, as one more ranking (index.search.rankings.rulings): the
rulings that share most of the question are read as an English query of the rules in force."""

from __future__ import annotations

from index.library import _ruling_texts
from index.search.rankings.rulings import MIN_SHARE, RULINGS_READ, said


def _words(text: str) -> list[str]:
    return text.lower().split()


def _idf(term: str) -> float:
    return {"creature": 0.2}.get(term, 1.0)  # a common word says little


def test_the_ruling_that_holds_most_of_the_question_is_read_weighted_by_its_share():
    asked = {"madness": 1.0, "discard": 1.0, "cleanup": 1.0, "creature": 1.0}
    rulings = [
        "discard madness exile trigger",  # holds madness and discard: 2 of 3.2
        "creature enters tapped",  # only the common word: under the least share
    ]
    out = said(asked, rulings, _words, _idf)
    assert set(out) == {"discard", "madness", "exile", "trigger"}
    assert abs(out["exile"] - 2.0 / 3.2) < 1e-9


def test_no_ruling_under_the_least_share_and_none_without_a_question():
    assert said({"cleanup": 1.0, "madness": 1.0}, ["creature enters tapped"], _words, _idf) == {}
    assert said({}, ["discard madness"], _words, _idf) == {}
    assert MIN_SHARE > 0


def test_at_most_the_best_rulings_are_read_and_a_repeated_text_once():
    asked = {"a": 1.0, "b": 1.0, "c": 1.0}
    rulings = ["a b c one", "a b c one", "a b two", "a c three", "a four"]
    out = said(asked, rulings, _words, _idf)
    assert "one" in out and "four" not in out
    assert sum(1 for w in ("one", "two", "three", "four") if w in out) == RULINGS_READ


def test_a_card_name_is_left_out_of_its_rulings(library):
    card = library.cards.card_named("Fiery Temper")
    assert card is not None and card.rulings
    texts = _ruling_texts([card])
    assert len(texts) == len(card.rulings)
    assert not any("Fiery Temper" in t for t in texts)


def test_the_rule_a_cards_ruling_restates_ranks_higher_with_it(library):
    question = (
        "descarto un Fiery Temper por tener 8 cartas en el cleanup, lo puedo lanzar con locura?"
    )
    card = library.cards.card_named("Fiery Temper")
    told = library.question_cards(question)
    full_text = library.full_text

    def place(rulings: tuple[str, ...]) -> int:
        found = full_text.search(
            question, card_rules=told.rules.weights, cards_named=True, rulings=rulings
        )
        ids = [h.current_id or h.id for h in found.results]
        return ids.index("702.35a")

    assert place(_ruling_texts([card])) < place(())
