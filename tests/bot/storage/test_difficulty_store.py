"""Migration 7 on both stores: answers counted per question subject and template, each
player's level-weighted points, the ranking by points, and a version-6 store's upgrade."""

from __future__ import annotations

import asyncio

import aiosqlite
import asyncpg
import pytest

from bot.storage import Store, open_store
from bot.storage.interface import QuizStore
from bot.storage.postgres.database import _BOOKKEEPING
from bot.storage.postgres.migrations import MIGRATIONS as PG_MIGRATIONS
from bot.storage.sqlite.database import _statements
from bot.storage.sqlite.migrations import MIGRATIONS as SQLITE_MIGRATIONS
from bot.storage.tables import USER_TABLES

ITEM, FAMILY = "pregunta:situacion:basico:niebla#3", "familia:situacion:basico:niebla"


@pytest.fixture
def repo(store: Store) -> QuizStore:
    return store.quiz


async def _answer(repo: QuizStore, user: int, correct: bool, *, points: float = 1.0) -> None:
    await repo.record_answer(
        guild_id=1, user_id=user, question_key="situacion:basico:5:0", topic="escenarios",
        correct=correct,
    )  # fmt: skip
    await repo.record_measure(
        guild_id=1, user_id=user, keys=(ITEM, FAMILY), correct=correct, difficulty=0.4,
        points=points if correct else 0.0,
    )  # fmt: skip


async def test_answers_are_counted_per_subject_and_template(repo: QuizStore):
    assert await repo.tallies([ITEM, FAMILY]) == {}
    await _answer(repo, 1, True)
    await _answer(repo, 2, False)
    await _answer(repo, 3, True)
    got = await repo.tallies([ITEM, FAMILY, "pregunta:nunca"])
    assert set(got) == {ITEM, FAMILY}
    assert (got[ITEM].answered, got[ITEM].correct) == (3, 2)
    assert (got[FAMILY].answered, got[FAMILY].correct) == (3, 2)


async def test_concurrent_measures_lose_nothing(repo: QuizStore):
    await asyncio.gather(*(_answer(repo, u % 7, u % 3 == 0) for u in range(60)))
    got = await repo.tallies([ITEM, FAMILY])
    assert got[ITEM].answered == got[FAMILY].answered == 60
    assert got[ITEM].correct == 20


async def test_stats_carry_points_and_mean_difficulty(repo: QuizStore):
    await _answer(repo, 1, True, points=1.5)
    await _answer(repo, 1, False)
    await _answer(repo, 1, True, points=2.25)
    stats = await repo.stats(1, 1)
    assert stats.points == pytest.approx(3.75)
    assert stats.measured == 2 + 1
    assert stats.mean_difficulty == pytest.approx(0.4)


async def test_the_ranking_goes_by_points_before_right_answers(repo: QuizStore):
    for _ in range(3):  # three easy right answers
        await _answer(repo, 1, True, points=0.8)
    for _ in range(2):  # two hard ones
        await _answer(repo, 2, True, points=2.6)
    ranking = await repo.ranking(1)
    assert [(e.user_id, e.correct) for e in ranking] == [(2, 2), (1, 3)]
    assert ranking[0].points == pytest.approx(5.2)


async def test_erasing_a_player_keeps_the_anonymous_counts(repo: QuizStore):
    await _answer(repo, 1, True)
    await repo.delete_user_data(1)
    assert (await repo.stats(1, 1)).points == 0
    assert "quiz_difficulty" not in USER_TABLES
    assert (await repo.tallies([ITEM]))[ITEM].answered == 1


# -- a store that release 6 left ----------------------------------------------------------------
_OLD_ANSWERS = [  # (question key, correct): the points are each right answer's level weight
    ("clase:basico:1:0", 1), ("clase:intermedio:1:0", 1), ("motor:avanzado:1:0", 1),
    ("motor:avanzado:1:1", 0),
]  # fmt: skip


async def _upgraded_points(store: Store) -> None:
    stats = await store.quiz.stats(9, 5)
    assert (stats.answered, stats.correct) == (4, 3)
    assert stats.points == pytest.approx(1.0 + 1.5 + 2.0)
    assert stats.measured == 0 and stats.mean_difficulty is None


async def test_a_version_6_sqlite_store_gains_points_from_its_answers(tmp_path):
    path = tmp_path / "v6.sqlite3"
    async with aiosqlite.connect(path) as conn:
        for number, _, sql in SQLITE_MIGRATIONS[:6]:
            for statement in _statements(sql):
                await conn.execute(statement)
            await conn.execute(f"PRAGMA user_version = {number}")
        for key, correct in _OLD_ANSWERS:
            await conn.execute(
                "INSERT INTO quiz_answers (guild_id, user_id, question_key, topic, correct,"
                " answered_at) VALUES (9, 5, ?, 'reglas', ?, 0)",
                (key, correct),
            )
        await conn.commit()
    store = await open_store(path)
    try:
        await _upgraded_points(store)
    finally:
        await store.close()


async def test_a_version_6_postgres_store_gains_points_from_its_answers(pg_url: str):
    conn = await asyncpg.connect(pg_url)
    try:
        await conn.execute(_BOOKKEEPING)
        for number, name, sql in PG_MIGRATIONS[:6]:
            await conn.execute(sql)
            await conn.execute(
                "INSERT INTO juez_migrations (number, name) VALUES ($1, $2)", number, name
            )
        for key, correct in _OLD_ANSWERS:
            await conn.execute(
                "INSERT INTO quiz_answers (guild_id, user_id, question_key, topic, correct,"
                " answered_at) VALUES (9, 5, $1, 'reglas', $2, 0)",
                key, bool(correct),
            )  # fmt: skip
    finally:
        await conn.close()
    store = await open_store(pg_url)
    try:
        await _upgraded_points(store)
    finally:
        await store.close()
