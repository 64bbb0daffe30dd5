"""Class blanks that grammar does not give away (issue 12, item 2), over every sentence."""

from __future__ import annotations

import re

import pytest

from bot.quiz import Level, QuestionBank
from bot.quiz.blanks import BLANK
from bot.quiz.terms import gender_before
from index.fold import fold


@pytest.fixture(scope="module")
def built(bank: QuestionBank):
    gen = bank.generators["clase"]
    return [
        bank.build("clase", s, level, seed)
        for s in gen.subjects(Level.BASICO)
        for level in Level
        for seed in (0, 1)
    ]


def _slot_of(gen, option: str):
    term = next(t for t in gen.terms.terms.values() if option in (t.form(False), t.form(True)))
    return gen.slot(term, option == term.form(True))


def test_no_keyword_name_is_an_option_of_an_ordinary_word(bank: QuestionBank, built):
    gen = bank.generators["clase"]
    keyword_names = {t.form(False) for t in gen.terms.terms.values() if t.origin == "palabra clave"}
    for q in built:
        assert not keyword_names & set(q.options), (q.id, q.options)
        assert all(o == o.lower() for o in q.options), q.options  # no capital gives it away


def test_after_a_determiner_every_option_has_its_gender_and_number(bank: QuestionBank, built):
    gen = bank.generators["clase"]
    checked = 0
    for q in built:
        sentence = q.prompt.rsplit("«", 1)[1]
        at = sentence.find(BLANK)
        gender = gender_before(fold(sentence, "aligned"), at)
        if gender is None:
            continue
        checked += 1
        slots = {_slot_of(gen, o) for o in q.options}
        assert len(slots) == 1, (sentence, q.options, slots)
        assert next(iter(slots))[1] == gender, (sentence, q.options)
    assert checked > 100


def test_verbs_are_offered_only_beside_verbs(bank: QuestionBank, built):
    gen = bank.generators["clase"]
    for q in built:
        kinds = {_slot_of(gen, o)[0] for o in q.options}
        assert len(kinds) == 1, (q.id, q.options, kinds)


def test_no_word_of_the_answer_s_family_stays_in_sight(built):
    for q in built:
        root = q.answer.split()[0][: max(4, len(q.answer.split()[0]) - 3)]
        heading, _, sentence = q.prompt.partition("¿Qué término falta?")
        assert not re.search(
            rf"(?<!\w){re.escape(root)}", fold(q.prompt, "aligned").replace(BLANK, " ")
        ), (
            q.answer,
            q.prompt,
        )


def test_sentences_that_need_their_context_are_not_asked(bank: QuestionBank):
    gen = bank.generators["clase"]
    for subject in gen.subjects(Level.BASICO):
        section, n, _ = gen.sentence_of(subject)
        sentence = gen.sentences[section][int(n)]
        assert not sentence.rstrip().endswith(":"), sentence
        assert sentence[0].isupper(), sentence
        assert not re.match(r"(Esto|Estos|Estas|Además|También)\b", sentence), sentence
    assert len(gen.subjects(Level.BASICO)) >= 100
