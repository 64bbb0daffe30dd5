"""Accents and stems kept where they change the word (issue 24, item 5): mano is not maná."""

from __future__ import annotations

from index.search.schema import GUARDED_WORDS, SCHEMA_VERSION, guarded_words, spanish_analyzer


def terms(text: str) -> list[str]:
    return [t.text for t in spanish_analyzer()(text)]


def test_the_written_guarded_words_are_the_ones_the_vocabulary_gives():
    derived = guarded_words()
    assert derived == GUARDED_WORDS, (
        "the game vocabulary now guards other words: write these in GUARDED_WORDS and bump "
        f"SCHEMA_VERSION (now {SCHEMA_VERSION}): {sorted(derived)}"
    )


def test_mano_and_mana_stay_apart_and_their_forms_meet():
    assert "mano" in GUARDED_WORDS and "mana" in GUARDED_WORDS
    assert terms("mano manos") == ["mano", "mano"]
    assert terms("maná mana") == ["mana", "mana"]


def test_words_of_one_meaning_still_meet():
    assert terms("coste") == terms("costo")  # both "cost" in the game vocabulary
    assert terms("cartas") == terms("carta")
    assert terms("daño") == terms("dano")  # an accent that changes nothing is still folded


def test_a_question_about_the_hand_no_longer_matches_mana(library):
    result = library.search("¿las fichas pueden ir a la mano?")
    ids = [h.current_id or h.id for h in result.results]
    assert "111.7" in ids or "111.8" in ids
    assert all("**maná**" not in (h.snippet or "") for h in result.results)
