"""The hand table's phrases that hold a stop word (index.search.stop_phrases): read on the
question's words as written, where setting the stop words aside first made them unreachable."""

from __future__ import annotations

from index.search import stop_phrases
from index.search.question import QUESTION_NOISE
from index.search.schema import SPANISH_STOPWORDS

STOP = QUESTION_NOISE | SPANISH_STOPWORDS


def test_a_phrase_with_stop_words_is_read_and_takes_its_words():
    words = ("pierden", "los", "dos", "al", "mismo", "tiempo")
    found, taken = stop_phrases.read(words, STOP)
    assert "simultan" in found  # "al mismo tiempo": simultaneously, as the rules say it
    assert taken == {3, 4, 5}


def test_the_longest_phrase_wins_and_a_phrase_without_stop_words_is_left_to_the_tables():
    found, taken = stop_phrases.read(("vuelve", "al", "campo", "de", "batalla"), STOP)
    assert "battlefield" in found and taken == {2, 3, 4}
    # "daño combate" holds no stop word: the usual reading carries it, not this one
    assert stop_phrases.read(("dano", "combate"), STOP) == ({}, set())


def test_stop_words_alone_carry_nothing():
    assert stop_phrases.read(("de", "la", "a", "al", "en"), STOP) == ({}, set())


def test_a_question_reads_the_phrase_and_not_its_words_one_by_one(library):
    carried = library.full_text.carried("si los dos perdemos a la vez, quien gana?")
    assert "simultan" in carried
    assert "time" not in carried  # "vez" was read alone as "time" before


def test_an_english_question_is_not_read_through_the_spanish_table(library):
    carried = library.full_text.carried("what if both players lose at the same time?")
    assert "simultan" not in carried
