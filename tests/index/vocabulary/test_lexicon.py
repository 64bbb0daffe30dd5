"""The Spanish→English vocabulary: learned from the translated rules, plus the game tables."""

from __future__ import annotations

import pytest

from index.corpus import Corpus
from index.vocabulary.learn import LEARNED_HEADER, learn, render, translation_pairs
from index.vocabulary.lexicon import LEARNED, hand_lexicon, lexicon


@pytest.mark.slow
def test_the_bundled_learned_terms_are_what_the_corpus_teaches(corpus: Corpus) -> None:
    # Data checked in must be reproducible: rerun the learner on the bundled corpus.
    pairs = translation_pairs(corpus)
    assert len(pairs) > 250  # every Spanish 2019 rule with its English twin of the same day
    assert LEARNED.read_text(encoding="utf-8") == render(learn(pairs))
    assert LEARNED.read_text(encoding="utf-8").startswith(LEARNED_HEADER)


def test_learned_pairs_include_the_core_game_words() -> None:
    learned = lexicon()
    for spanish, english in [("hechiz", "spell"), ("pil", "stack"), ("lanz", "cast"),
                             ("propietari", "owner"), ("enderez", "untap")]:  # fmt: skip
        assert english in learned.translate([spanish]), spanish


def test_hand_table_tells_mana_from_hand_and_prefers_longer_phrases() -> None:
    hand = hand_lexicon()
    assert "mana" in hand.translate(["mana"]) and "hand" not in hand.translate(["mana"])
    assert "hand" in hand.translate(["mano"])
    consumed: set[int] = set()
    found = hand.translate(["campo", "de", "batalla"], consumed)
    assert "battlefield" in found and consumed == {0, 1, 2}


def test_printed_keyword_names_reach_the_english_keyword() -> None:
    assert "trampl" in hand_lexicon().translate(["arrollar"])
    assert "deathtouch" in hand_lexicon().translate(["toque", "mortal"])


def test_a_plural_the_hand_table_lacks_is_read_as_its_singular():
    from index.vocabulary.lexicon import hand_lexicon

    table = hand_lexicon()
    assert table.translate(["leyendas"]) == table.translate(["leyenda"]) != {}
    assert table.translate(["jugadores"]) == table.translate(["jugador"]) != {}
