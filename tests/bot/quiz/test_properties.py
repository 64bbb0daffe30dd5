"""Properties of every round, whatever the seed: valid options, one right answer, resolvable
citations, and the same seed giving the same questions (also from a brand-new bank)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.quiz import MAX_QUESTIONS, Level, QuestionBank, QuestionKey, Topic
from bot.quiz.blanks import mentions
from index.corpus import Corpus
from index.fold import fold

sys.path.insert(0, str(Path(__file__).resolve().parent))
from helpers import assert_valid  # noqa: E402

TOPICS = st.sampled_from([None, *Topic])
LEVELS = st.sampled_from(list(Level))
SEEDS = st.integers(min_value=0, max_value=2**40)
SLOW_OK = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@pytest.fixture(scope="module")
def second_bank(corpus: Corpus) -> QuestionBank:
    return QuestionBank(corpus)


@SLOW_OK
@given(topic=TOPICS, level=LEVELS, seed=SEEDS, count=st.integers(1, 8))
def test_rounds_are_valid_and_reproducible(
    bank: QuestionBank, second_bank: QuestionBank, corpus: Corpus, topic, level, seed, count
):
    questions = bank.round(topic, level, seed, count)
    assert len(questions) == count
    assert len({q.id for q in questions}) == count
    for q in questions:
        assert_valid(q, corpus)
        assert q.level is level and q.seed == seed
        assert topic is None or q.generator in {g.name for g in bank.generators_for(topic)}
        assert bank.question(q.id) == q  # the key rebuilds it
    assert second_bank.round(topic, level, seed, count) == questions


@SLOW_OK
@given(level=LEVELS, seed=SEEDS)
def test_keyword_prompts_never_name_the_answer(bank: QuestionBank, level, seed):
    for q in bank.round(Topic.PALABRAS_CLAVE, level, seed, 4):
        gen = bank.generators[q.generator]
        if q.generator == "palabraclave":
            assert not mentions(q.prompt, gen.names[q.answer])  # type: ignore[attr-defined]
        else:  # the rules in force, in English: the names of the asked rule
            subject = bank.subject_of(q.key)
            assert not gen._hider(subject).search(fold(q.prompt))  # type: ignore[attr-defined]


@SLOW_OK
@given(level=LEVELS, seed=SEEDS)
def test_a_round_does_not_repeat_a_subject(bank: QuestionBank, level, seed):
    for topic in (Topic.PALABRAS_CLAVE, Topic.CLASE):
        keys = bank.round_keys(topic, level, seed, MAX_QUESTIONS)
        subjects = [bank.subject_of(k) for k in keys]
        assert len(set(subjects)) == len(subjects)


def test_a_default_round_is_mostly_situations(bank: QuestionBank):
    """Issue 26: at least 70 % application, half of it situations with real cards, and the
    rest recall (the "definiciones" topic)."""
    for count in (1, 5, 8, 10):
        for seed in range(3):
            questions = bank.round(None, Level.BASICO, seed, count)
            applied = [q for q in questions if bank.generators[q.generator].application]
            situations = [q for q in questions if q.generator == "situacion"]
            assert len(applied) >= 0.7 * count and len(situations) >= count / 2
    recall = {q.generator for s in range(10) for q in bank.round(None, Level.BASICO, s, 10)}
    assert recall & {g.name for g in bank.generators_for(Topic.DEFINICIONES)}


def test_right_answers_are_spread_over_the_letters(bank: QuestionBank):
    letters = Counter(
        q.correct for seed in range(40) for q in bank.round(None, Level.INTERMEDIO, seed, 5)
    )
    assert len(letters) == 4 and min(letters.values()) >= 25


def test_keys_round_trip_and_bad_keys_are_spanish_errors(bank: QuestionBank):
    key = QuestionKey.parse("clase:avanzado:12:3")
    assert str(key) == "clase:avanzado:12:3" and key.level is Level.AVANZADO
    from bot.quiz import QuizError

    for bad in ("", "clase:experto:1:1", "clase:basico:x:1", "nada:basico:1:1"):
        with pytest.raises(QuizError, match="[Cc]lave|generador"):
            bank.question(bad)


def test_a_round_size_is_bounded(bank: QuestionBank):
    from bot.quiz import QuizError

    for count in (0, MAX_QUESTIONS + 1):
        with pytest.raises(QuizError, match=f"entre 1 y {MAX_QUESTIONS}"):
            bank.round(None, Level.BASICO, 1, count)
