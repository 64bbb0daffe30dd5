"""Reading a question: card names set aside, question words out, English terms carried."""

from __future__ import annotations

import pytest

from index.search.query import clean
from index.search.question import card_names, english_terms, read

RULES_WORDS = {"trample", "arrollar", "bolt"}


def known(word: str) -> bool:
    return word.lower() in RULES_WORDS


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("si le pego con Lightning Bolt a mi Llanowar Elves", ["Lightning Bolt", "Llanowar Elves"]),
        ("el rival tiene Leyline of the Void y se muere", ["Leyline of the Void"]),
        ("con Jace, the Mind Sculptor", ["Jace", "Mind Sculptor"]),
        ("Si ataco con Trample", []),  # a capitalised rules word is no card
        ("¿Puedo responder?", []),  # the first word of a sentence is capitalised anyway
    ],
)
def test_card_names(question, names) -> None:
    assert card_names(question, known) == names


def test_question_words_card_names_and_bare_numbers_do_not_count() -> None:
    raw = "¿qué pasa si le tiro Lightning Bolt a mi 2/2?"
    reading = read(raw, clean(raw), known)
    assert reading.card_names == ("Lightning Bolt",)
    assert "qué" not in reading.words and "pasa" not in reading.words
    assert "lightning" not in reading.words and "2" not in reading.words


def test_spanish_words_reach_english_terms_and_english_loans_count() -> None:
    terms = english_terms(("hechizo", "pila", "trigger"), "es", lambda w: w != "trigger")
    assert {"spell", "stack", "trigger"} <= terms.keys()
    assert all(not t.isdigit() for t in english_terms(("2", "cartas"), "es"))


def test_a_lone_article_is_no_question(library) -> None:
    result = library.search("una")
    assert not result.results and result.message


def test_a_question_no_rule_answers_says_so(library) -> None:
    for off_topic in ("¿cuál es el mejor mazo de estándar?", "quien gano el mundial de futbol"):
        result = library.search(off_topic)
        assert not result.results, off_topic
        assert "No encuentro una regla" in (result.message or "")
        assert "Prueba" in (result.message or "")  # and a suggestion


def test_rules_questions_in_chat_spanish_are_not_taken_for_off_topic(library) -> None:
    for question in (
        "cascadeo con Bloodbraid Elf a un Burst Lightning, le puedo pagar el kicker?",
        "le puedo poner mi Rancor a mi Slippery Bogle con hexproof?",
        "qué zonas son públicas y cuáles ocultas",
    ):
        assert library.search(question).results, question


def test_a_word_the_spanish_text_holds_is_no_typo_of_a_table_word():
    from index.search.question import english_terms

    # "pasar" is one edit from the table's "pagar" (pay): a real word is taken as typed.
    assert "pay" in english_terms(("pasar",), "es")
    assert "pay" not in english_terms(("pasar",), "es", typed_right=lambda w: True)


def test_a_keywords_english_name_in_a_spanish_question_is_english() -> None:
    # "haste" stems as "hasta" does and is one letter from it; "persist" is in the Spanish
    # text once. Both are the English keywords chat writes.
    spanish = {"haste", "persist", "hasta", "vuelve"}
    terms = english_terms(
        ("vuelve", "persist", "haste"), "es", spanish.__contains__, spanish.__contains__
    )
    assert {"persist", "hast"} <= terms.keys()
    assert "until" not in terms


@pytest.mark.parametrize(
    ("word", "term"),
    [("modos", "mode"), ("decidir", "choos"), ("segunda", "second"), ("sale", "leav")],
)
def test_ordinary_game_words_of_a_chat_question_are_carried(word, term) -> None:
    # Words no table carried once, so a question lost them ("elijo 2 modos", "¿quién decide?",
    # "mi segunda carta del turno", "cuando sale del campo").
    assert term in english_terms((word,), "es", lambda w: True)


def test_a_phrase_is_read_when_its_first_word_came_earlier() -> None:
    # "mana" twice: the words that count are kept once each, the phrase "sacar mana" is still
    # read in the words as written.
    question = "puedo tapear un elfo de mana pa sacar mana?"
    reading = read(question, clean(question), known=lambda word: False)
    assert reading.words.count("mana") == 1
    assert "add" in reading.english
