"""Quiz storage: atomic answers under concurrency, stats, ranking, reviews, deletion, restarts."""

from __future__ import annotations

import asyncio
import datetime as dt
import random

import aiosqlite
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.quiz.leitner import INTERVAL_DAYS, due_at, next_box
from bot.storage.database import Database, _statements
from bot.storage.guild_settings import GuildSettingsRepo
from bot.storage.migrations import MIGRATIONS, latest_version
from bot.storage.quiz_repo import QuizRepo

T0 = dt.datetime(2026, 3, 1, 12, 0, tzinfo=dt.UTC)
QUIZ_TABLES = {
    "quiz_answers", "quiz_players", "quiz_topic_totals", "quiz_boxes", "quiz_leitner_intervals",
}  # fmt: skip


async def _tables(conn: aiosqlite.Connection) -> set[str]:
    async with conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'") as cur:
        return {r[0] for r in await cur.fetchall()}


@pytest.fixture
async def repo(tmp_path):
    db = await Database.open(tmp_path / "q.sqlite3")
    yield QuizRepo(db)
    await db.close()


# -- concurrency ------------------------------------------------------------------------------
async def test_a_thousand_concurrent_answers_from_fifty_players_lose_nothing(repo: QuizRepo):
    rng = random.Random(1)
    answers = [
        (rng.randrange(50), f"palabraclave:basico:1:{rng.randrange(30)}",
         rng.choice(["reglas", "clase"]), rng.random() < 0.6)
        for _ in range(1000)
    ]  # fmt: skip
    await asyncio.gather(
        *(
            repo.record_answer(
                guild_id=7, user_id=u, question_key=k, topic=t, correct=c, answered_at=T0
            )
            for u, k, t, c in answers
        )
    )
    conn = repo.db.conn
    async with conn.execute("SELECT COUNT(*), SUM(correct) FROM quiz_answers") as cur:
        assert tuple(await cur.fetchone()) == (1000, sum(c for *_, c in answers))
    async with conn.execute("SELECT SUM(answered), SUM(correct) FROM quiz_players") as cur:
        assert tuple(await cur.fetchone()) == (1000, sum(c for *_, c in answers))
    for user in range(50):
        mine = [a for a in answers if a[0] == user]
        stats = await repo.stats(7, user)
        assert (stats.answered, stats.correct) == (len(mine), sum(a[3] for a in mine))
        by_topic = {t.topic: (t.answered, t.correct) for t in stats.by_topic}
        for topic in ("reglas", "clase"):
            rows = [a for a in mine if a[2] == topic]
            assert by_topic.get(topic, (0, 0)) == (len(rows), sum(a[3] for a in rows))
        assert stats.best_streak >= stats.streak
    async with conn.execute("SELECT SUM(answers), COUNT(*) FROM quiz_boxes") as cur:
        total, boxes = await cur.fetchone()
    assert total == 1000 and boxes == len({(u, k) for u, k, *_ in answers})


async def test_an_answer_waits_for_an_open_transaction_and_survives_its_rollback(repo: QuizRepo):
    # Without db.lock the INSERT would run inside this BEGIN … ROLLBACK and be lost with it.
    answer = None
    with pytest.raises(RuntimeError, match="rolled back"):
        async with repo.db.transaction() as conn:
            await conn.execute("DELETE FROM quiz_answers WHERE user_id = ?", (99,))
            answer = asyncio.create_task(
                repo.record_answer(
                    guild_id=1, user_id=2, question_key="k:basico:1:0", topic="reglas",
                    correct=True, answered_at=T0,
                )
            )  # fmt: skip
            await asyncio.sleep(0.05)  # time enough for the INSERT, were it not waiting
            assert not answer.done()
            raise RuntimeError("rolled back")
    assert answer is not None
    await answer
    assert (await repo.stats(1, 2)).answered == 1


async def test_streaks(repo: QuizRepo):
    for i, correct in enumerate([True, True, True, False, True, True]):
        await repo.record_answer(
            guild_id=1, user_id=9, question_key=f"clase:basico:1:{i}", topic="clase",
            correct=correct, answered_at=T0 + dt.timedelta(minutes=i),
        )  # fmt: skip
    stats = await repo.stats(1, 9)
    assert (stats.streak, stats.best_streak) == (2, 3)
    assert (stats.answered, stats.correct) == (6, 5)
    assert stats.accuracy == pytest.approx(5 / 6)
    assert stats.last_answered_at == T0 + dt.timedelta(minutes=5)
    assert (await repo.stats(2, 9)).answered == 0  # other guild


# -- Leitner in SQL ---------------------------------------------------------------------------
async def test_sql_intervals_match_the_python_table(repo: QuizRepo):
    async with repo.db.conn.execute("SELECT box, days FROM quiz_leitner_intervals") as cur:
        assert {r[0]: r[1] for r in await cur.fetchall()} == INTERVAL_DAYS


@settings(max_examples=40, deadline=None)
@given(st.lists(st.booleans(), min_size=1, max_size=12))
def test_sql_leitner_follows_the_python_rules(results):
    async def run() -> None:
        db = await Database.open(":memory:")
        repo = QuizRepo(db)
        box = None
        when = T0
        for correct in results:
            await repo.record_answer(
                guild_id=1, user_id=1, question_key="k:basico:1:0", topic="reglas",
                correct=correct, answered_at=when,
            )  # fmt: skip
            box = next_box(box, correct)
            assert await repo.box_of(1, 1, "k:basico:1:0") == box
            due = await repo.due_reviews(1, 1, due_at(box, when))
            assert [d.question_key for d in due] == ["k:basico:1:0"]
            assert due[0].due_at == due_at(box, when) and due[0].last_correct is correct
            if INTERVAL_DAYS[box]:
                assert await repo.due_reviews(1, 1, when) == []
            when += dt.timedelta(days=30)
        await db.close()

    asyncio.run(run())


async def test_review_puts_missed_questions_first(repo: QuizRepo):
    await repo.record_answer(
        guild_id=1,
        user_id=1,
        question_key="a:basico:1:0",
        topic="reglas",
        correct=True,
        answered_at=T0 - dt.timedelta(days=10),
    )
    await repo.record_answer(
        guild_id=1,
        user_id=1,
        question_key="b:basico:1:0",
        topic="clase",
        correct=False,
        answered_at=T0,
    )
    await repo.record_answer(
        guild_id=1,
        user_id=1,
        question_key="c:basico:1:0",
        topic="clase",
        correct=True,
        answered_at=T0,
    )  # due tomorrow
    due = await repo.due_reviews(1, 1, T0)
    assert [d.question_key for d in due] == ["b:basico:1:0", "a:basico:1:0"]
    assert [d.box for d in due] == [1, 2]
    assert await repo.due_reviews(2, 1, T0) == []


# -- ranking and deletion ---------------------------------------------------------------------
async def test_ranking_orders_by_right_answers_then_accuracy(repo: QuizRepo):
    plan = {
        1: [True, True, False],
        2: [True, True],
        3: [True, False, False, True, True],
        4: [False],
    }
    for user, results in plan.items():
        for i, correct in enumerate(results):
            await repo.record_answer(
                guild_id=5,
                user_id=user,
                question_key=f"x:basico:1:{i}",
                topic="reglas",
                correct=correct,
                answered_at=T0,
            )
    await repo.record_answer(
        guild_id=6,
        user_id=9,
        question_key="x:basico:1:0",
        topic="reglas",
        correct=True,
        answered_at=T0,
    )
    ranking = await repo.ranking(5, limit=3)
    assert [(e.position, e.user_id, e.correct) for e in ranking] == [
        (1, 3, 3),
        (2, 2, 2),
        (3, 1, 2),
    ]
    assert ranking[1].accuracy == 1.0


async def test_delete_user_data_in_every_guild(repo: QuizRepo):
    for guild in (1, 2):
        for user in (10, 11):
            await repo.record_answer(
                guild_id=guild,
                user_id=user,
                question_key="k:basico:1:0",
                topic="reglas",
                correct=True,
                answered_at=T0,
            )
    # per guild and user: 1 answer, 1 player row, 1 topic row, 1 box
    assert await repo.delete_user_data(10) == 8
    assert (await repo.stats(1, 10)).answered == 0 and (await repo.stats(2, 10)).answered == 0
    assert (await repo.stats(1, 11)).answered == 1
    assert await repo.delete_user_data(10) == 0


async def test_answers_survive_a_restart(tmp_path):
    path = tmp_path / "r.sqlite3"
    db = await Database.open(path)
    await QuizRepo(db).record_answer(
        guild_id=1,
        user_id=2,
        question_key="k:basico:1:0",
        topic="clase",
        correct=True,
        answered_at=T0,
    )
    await db.close()
    db = await Database.open(path)
    try:
        stats = await QuizRepo(db).stats(1, 2)
        assert (stats.answered, stats.streak) == (1, 1)
    finally:
        await db.close()


# -- migrations -------------------------------------------------------------------------------
async def test_empty_database_gets_the_quiz_tables(tmp_path):
    db = await Database.open(tmp_path / "new.sqlite3")
    try:
        assert await db.version() == latest_version() == 2
        assert await _tables(db.conn) >= QUIZ_TABLES
    finally:
        await db.close()


async def test_a_version_1_database_keeps_its_rows_and_gains_the_quiz_tables(tmp_path):
    path = tmp_path / "old.sqlite3"
    (number, _, sql) = MIGRATIONS[0]
    assert number == 1
    async with aiosqlite.connect(path) as conn:  # the schema as the previous release left it
        for statement in _statements(sql):
            await conn.execute(statement)
        await conn.execute("PRAGMA user_version = 1")
        await conn.execute(
            "INSERT INTO guild_settings (guild_id, private_by_default, default_edition)"
            " VALUES (42, 1, 'es-2019-10-04')"
        )
        await conn.commit()
    db = await Database.open(path)
    try:
        assert await db.version() == 2
        assert await _tables(db.conn) >= QUIZ_TABLES
        kept = await GuildSettingsRepo(db).get(42)
        assert kept.private_by_default and kept.default_edition == "es-2019-10-04"
        await QuizRepo(db).record_answer(
            guild_id=42,
            user_id=1,
            question_key="k:basico:1:0",
            topic="reglas",
            correct=False,
            answered_at=T0,
        )
        assert (await QuizRepo(db).stats(42, 1)).answered == 1
    finally:
        await db.close()


def test_statement_splitter_keeps_trigger_bodies_whole():
    sql = "CREATE TABLE a (x);\nCREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; SELECT 2; END;\n"
    assert _statements(sql) == [
        "CREATE TABLE a (x);",
        "CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; SELECT 2; END;",
    ]
