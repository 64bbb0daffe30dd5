"""The service facade for quizzes: sessions, stored answers, stats, review and deletion."""

from __future__ import annotations

import datetime as dt

import pytest

from bot.quiz import Mode
from bot.services import JuezService, ServiceError

T0 = dt.datetime(2026, 3, 1, tzinfo=dt.UTC)


@pytest.fixture
async def service(library, data_dir, tmp_path):
    svc = JuezService(data_dir)
    svc._library = library  # reuse the session's library (and so its corpus)
    await svc.open_database(tmp_path / "svc.sqlite3")
    yield svc
    await svc.close_database()


async def test_answers_are_recorded_and_reviews_bring_back_the_missed_ones(service):
    session = await service.astart_quiz(
        owner_id=1, guild_id=3, tema="reglas", semilla=4, cantidad=3
    )
    missed = session.current
    result = await service.answer_quiz(session, 1, (missed.correct + 1) % 4, now=T0)
    assert result.accepted and not result.correct
    session.advance()
    hit = session.current
    assert (await service.answer_quiz(session, 1, hit.correct, now=T0)).correct
    stats = await service.quiz_stats(3, 1)
    assert (stats.answered, stats.correct, stats.streak) == (2, 1, 1)
    review = await service.quiz_review(3, 1, now=T0)
    assert [q.id for q in review] == [missed.id]
    assert review[0] == missed
    ranking = await service.quiz_ranking(3)
    assert [(e.user_id, e.correct) for e in ranking] == [(1, 1)]
    assert await service.delete_quiz_data(1) == 2 + 1 + 1 + 2  # answers, player, topic, boxes


async def test_group_answers_rejected_after_a_win_are_not_stored(service):
    session = service.start_quiz(owner_id=1, tema="clase", modo="grupo", semilla=2, cantidad=1)
    assert session.mode is Mode.GROUP
    q = session.current
    await service.answer_quiz(session, 10, q.correct)
    late = await service.answer_quiz(session, 11, q.correct)
    assert not late.accepted
    assert (await service.quiz_stats(0, 11)).answered == 0


async def test_spanish_errors(service):
    with pytest.raises(ServiceError, match="Temas válidos"):
        service.quiz_questions("historia")
    with pytest.raises(ServiceError, match="Modos válidos"):
        service.start_quiz(owner_id=1, modo="parejas")
    with pytest.raises(ServiceError, match="entre 1 y 50"):
        service.quiz_questions(cantidad=99)


async def test_recording_needs_the_database(library, data_dir):
    svc = JuezService(data_dir)
    svc._library = library
    session = svc.start_quiz(owner_id=1, cantidad=1, semilla=1)
    with pytest.raises(ServiceError, match="base de datos"):
        await svc.answer_quiz(session, 1, 0)
    assert not session.closed  # nothing was judged


def test_the_quiz_does_not_need_the_search_index(tmp_path):
    svc = JuezService(tmp_path)
    questions = svc.quiz_questions("palabrasclave", "avanzado", 2, 8)
    assert len(questions) == 2 and svc._library is None
    assert not (tmp_path / "index").exists()
