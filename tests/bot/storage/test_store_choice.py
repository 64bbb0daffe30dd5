"""The services open the store the settings choose: PostgreSQL when JUEZ_DATABASE_URL is set,
the SQLite file otherwise; quizzes and settings then work the same on either."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import asyncpg
import pytest

from bot.services import JuezService
from bot.services.errors import ANSWER_NOT_SAVED
from bot.storage.postgres.quiz import PostgresQuiz

T0 = dt.datetime(2026, 3, 1, tzinfo=dt.UTC)


@pytest.fixture
def no_url(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no .env from the developer's checkout
    monkeypatch.delenv("JUEZ_DATABASE_URL", raising=False)
    return monkeypatch


async def _opened_kind(service: JuezService, path: Path) -> str:
    store = await service.open_database(path)
    try:
        assert await service.open_database(path) is store  # opened once
        return store.kind
    finally:
        await service.close_database()


async def test_without_a_url_the_sqlite_file_is_used(no_url, tmp_path):
    assert await _opened_kind(JuezService(tmp_path), tmp_path / "j.sqlite3") == "sqlite"
    assert (tmp_path / "j.sqlite3").exists()


async def test_juez_database_url_chooses_postgresql(no_url, tmp_path, pg_url):
    no_url.setenv("JUEZ_DATABASE_URL", pg_url)
    assert await _opened_kind(JuezService(tmp_path), tmp_path / "j.sqlite3") == "postgresql"
    assert not (tmp_path / "j.sqlite3").exists()
    # Explicit choices win over the environment.
    assert await _opened_kind(JuezService(tmp_path, database_url=False), tmp_path / "j") == "sqlite"
    no_url.delenv("JUEZ_DATABASE_URL")
    service = JuezService(tmp_path, database_url=pg_url)
    assert await _opened_kind(service, tmp_path / "k") == "postgresql"


@pytest.fixture
async def pg_service(library, data_dir, tmp_path, pg_url):
    service = JuezService(data_dir, library=library, database_url=pg_url)
    await service.open_database(tmp_path / "unused.sqlite3")
    yield service
    await service.close_database()


async def test_quizzes_and_settings_through_the_services_on_postgresql(pg_service):
    session = await pg_service.quiz.start_async(owner_id=1, guild_id=3, topic="reglas", seed=4)
    missed = session.current
    await pg_service.quiz.answer(session, 1, (missed.correct + 1) % 4, now=T0)
    stats = await pg_service.quiz.stats(3, 1)
    assert (stats.answered, stats.correct) == (1, 0)
    # a review question has its own id (its options reordered), answered as the plain one
    assert [q.id for q in await pg_service.quiz.review(3, 1, now=T0)] == [missed.id + ":repaso"]
    await pg_service.guilds.update(3, private_by_default=True)
    assert (await pg_service.guilds.get(3)).private_by_default
    assert await pg_service.quiz.delete_user_data(1) == 4


async def test_a_lost_postgresql_connection_keeps_the_verdict_and_says_so(pg_service, monkeypatch):
    async def fail(self, **_):
        raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle")

    monkeypatch.setattr(PostgresQuiz, "record_answer", fail)
    session = pg_service.quiz.start(owner_id=1, topic="clase", seed=2, count=1)
    result = await pg_service.quiz.answer(session, 1, session.current.correct)
    assert result.accepted and result.correct and result.warning == ANSWER_NOT_SAVED
