"""The service facade for quizzes: sessions, stored answers, stats, review and deletion."""

from __future__ import annotations

import datetime as dt
import logging
import sqlite3

import pytest

from bot.quiz import MAX_QUESTIONS, Mode
from bot.services import JuezService
from bot.services.errors import ANSWER_NOT_SAVED
from bot.storage.interface import DatabaseError
from bot.storage.sqlite.quiz import QuizRepo
from index.errors import UserError

T0 = dt.datetime(2026, 3, 1, tzinfo=dt.UTC)


@pytest.fixture
async def service(library, data_dir, tmp_path):
    svc = JuezService(data_dir, library=library)  # the session's library (and its corpus)
    await svc.open_database(tmp_path / "svc.sqlite3")
    yield svc
    await svc.close_database()


async def test_answers_are_recorded_and_reviews_bring_back_the_missed_ones(service):
    session = await service.quiz.start_async(
        owner_id=1, guild_id=3, topic="reglas", seed=4, count=3
    )
    missed = session.current
    result = await service.quiz.answer(session, 1, (missed.correct + 1) % 4, now=T0)
    assert result.accepted and not result.correct
    session.advance()
    hit = session.current
    assert (await service.quiz.answer(session, 1, hit.correct, now=T0)).correct
    stats = await service.quiz.stats(3, 1)
    assert (stats.answered, stats.correct, stats.streak) == (2, 1, 1)
    review = await service.quiz.review(3, 1, now=T0)
    assert [q.id for q in review] == [missed.id + ":repaso"]
    # The same question, its options in a new order (issue 12: review that teaches).
    assert review[0].answer == missed.answer and review[0].correct != missed.correct
    assert sorted(review[0].options) == sorted(missed.options)
    ranking = await service.quiz.ranking(3)
    assert [(e.user_id, e.correct) for e in ranking] == [(1, 1)]
    assert await service.quiz.delete_user_data(1) == 2 + 1 + 1 + 2  # answers, player, topic, boxes


async def test_group_answers_rejected_after_a_win_are_not_stored(service):
    session = service.quiz.start(owner_id=1, topic="clase", mode="grupo", seed=2, count=1)
    assert session.mode is Mode.GROUP
    q = session.current
    await service.quiz.answer(session, 10, q.correct)
    late = await service.quiz.answer(session, 11, q.correct)
    assert not late.accepted
    assert (await service.quiz.stats(0, 11)).answered == 0


async def test_spanish_errors(service):
    with pytest.raises(UserError, match="Temas válidos"):
        service.quiz.questions("historia")
    with pytest.raises(UserError, match="Modos válidos"):
        service.quiz.start(owner_id=1, mode="parejas")
    for count in (0, MAX_QUESTIONS + 1):
        with pytest.raises(UserError, match=f"entre 1 y {MAX_QUESTIONS}"):
            service.quiz.questions(count=count)
        with pytest.raises(UserError, match=f"entre 1 y {MAX_QUESTIONS}"):
            service.quiz.options(count=count)
        with pytest.raises(UserError, match=f"entre 1 y {MAX_QUESTIONS}"):
            await service.quiz.review(0, 1, count)
    with pytest.raises(UserError, match="Niveles válidos"):
        service.quiz.options(level="experto")


async def test_one_question_by_its_id(service):
    [question] = service.quiz.questions("palabrasclave", "intermedio", 1, 7)
    assert service.quiz.question(question.id) == question
    with pytest.raises(UserError, match="generador"):
        service.quiz.question("nada:basico:1:0")
    with pytest.raises(UserError, match="Clave de pregunta"):
        service.quiz.question("palabraclave")


@pytest.mark.parametrize("error", [sqlite3.OperationalError("disk I/O error"), DatabaseError("x")])
async def test_a_failed_write_keeps_the_verdict_and_says_so(service, monkeypatch, caplog, error):
    async def fail(self, **_):
        raise error

    monkeypatch.setattr(QuizRepo, "record_answer", fail)
    session = service.quiz.start(owner_id=1, topic="reglas", seed=4, count=2)
    question = session.current
    with caplog.at_level(logging.WARNING, logger="bot.services"):
        result = await service.quiz.answer(session, 1, question.correct)
    # The question is closed with its solution, so the round can move on.
    assert result.accepted and result.correct and result.feedback is not None
    assert result.feedback.answer == question.answer and session.closed
    assert result.warning == ANSWER_NOT_SAVED and "No se pudo guardar" in result.warning
    assert result.message == "¡Correcto!"
    # One line, no traceback: a failing store is an operating condition, not a bug.
    [record] = [r for r in caplog.records if r.name.startswith("bot.services")]
    assert not record.exc_info and question.id in record.getMessage()
    assert session.advance() is not None


async def test_a_stored_answer_has_no_warning(service):
    session = service.quiz.start(owner_id=1, topic="clase", seed=2, count=1)
    result = await service.quiz.answer(session, 1, session.current.correct)
    assert result.warning is None


async def test_recording_needs_the_database(library, data_dir):
    svc = JuezService(data_dir, library=library)
    session = svc.quiz.start(owner_id=1, count=1, seed=1)
    with pytest.raises(UserError, match="base de datos"):
        await svc.quiz.answer(session, 1, 0)
    assert not session.closed  # nothing was judged


def test_the_quiz_does_not_need_the_search_index(tmp_path):
    svc = JuezService(tmp_path)
    questions = svc.quiz.questions("palabrasclave", "avanzado", 2, 8)
    assert len(questions) == 2 and not svc.library_open
    assert not (tmp_path / "index").exists()
