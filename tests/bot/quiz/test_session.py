"""The quiz session: who may answer, when a question closes, reveal on timeout, scores."""

from __future__ import annotations

import pytest

from bot.quiz import Level, Mode, QuestionBank, QuizSession


@pytest.fixture
def questions(bank: QuestionBank):
    """Three one-answer questions of a round (select-all: tests/bot/quiz/test_select_all.py)."""
    return [q for q in bank.round(None, Level.BASICO, 21, 8) if not q.select_all][:3]


def wrong(question) -> int:
    return (question.correct + 1) % len(question.options)


def test_solo_only_the_owner_answers_and_one_answer_closes(questions):
    s = QuizSession(questions, owner_id=1)
    q = s.current
    other = s.answer(2, q.correct)
    assert not other.accepted and "individual" in other.message
    first = s.answer(1, wrong(q))
    assert first.accepted and not first.correct and first.feedback is not None
    assert first.feedback.answer == q.answer and first.feedback.citations == q.citations
    assert not s.answer(1, q.correct).accepted  # closed
    assert s.advance() is questions[1]
    assert s.answer(1, questions[1].correct_letter.lower()).correct
    assert s.score() == 1


def test_group_first_right_answer_wins_and_later_ones_are_rejected(questions):
    s = QuizSession(questions, owner_id=1, mode=Mode.GROUP)
    q = s.current
    miss = s.answer(5, wrong(q))
    assert miss.accepted and not miss.correct and miss.feedback is None and not s.closed
    assert not s.answer(5, q.correct).accepted  # one try per person
    win = s.answer(6, q.correct)
    assert win.accepted and win.correct and win.feedback.winner == 6
    late = s.answer(7, q.correct)
    assert not late.accepted and "otra persona ya acertó" in late.message
    assert [a.user_id for a in s.attempts] == [5, 6]
    assert s.ranking() == [(6, 1), (5, 0)]


def test_reveal_on_timeout_closes_without_a_winner(questions):
    s = QuizSession(questions, owner_id=1, mode=Mode.GROUP, time_limit_s=30)
    s.answer(2, wrong(s.current))
    fb = s.reveal()
    assert fb.timed_out and fb.winner is None and fb.correct == questions[0].correct
    assert s.reveal() is fb  # idempotent
    assert not s.answer(3, questions[0].correct).accepted


def test_advance_needs_a_closed_question_and_the_round_ends(questions):
    s = QuizSession(questions, owner_id=1)
    with pytest.raises(RuntimeError):
        s.advance()
    for _ in questions:
        s.reveal()
        s.advance()
    assert s.finished and s.current is None
    assert s.answer(1, 0).message == "La ronda ya terminó."


@pytest.mark.parametrize("choice", ["e", "", "AB", 7, -1, "1"])
def test_invalid_choices_are_rejected_in_spanish(questions, choice):
    s = QuizSession(questions, owner_id=1)
    result = s.answer(1, choice)
    assert not result.accepted and "no válida" in result.message and not s.closed


@pytest.mark.parametrize("choice", ["b", " B ", "b)", "B."])
def test_letters_are_read_leniently(questions, choice):
    s = QuizSession(questions, owner_id=1)
    assert s.answer(1, choice).attempt.choice == 1


def test_who_may_play_is_the_sessions_rule(questions):
    solo = QuizSession(questions, owner_id=1)
    group = QuizSession(questions, owner_id=1, mode=Mode.GROUP)
    assert solo.may_play(1) and not solo.may_play(2)
    assert group.may_play(1) and group.may_play(2)
    # answer() applies the same rule: a stranger's answer to a solo round is refused.
    assert not solo.answer(2, 0).accepted and solo.may_play(2) is False
