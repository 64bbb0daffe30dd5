"""Quiz answers, per-player totals and streaks, and the Leitner review boxes.

Recording an answer is one INSERT: migration 2's trigger updates totals, the streak and the box
in the same statement, atomically, so any number of concurrent answers through the shared
connection lose nothing. It still takes ``db.lock``: on the shared connection a statement
issued while another coroutine's BEGIN … COMMIT is open (delete_user_data) would join that
transaction and be rolled back with it. Guild 0 is the local terminal (no Discord server).
"""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict

from bot.storage.database import Database

LOCAL_GUILD = 0

# Every table that holds a user's quiz data; delete_user_data empties them all.
_USER_TABLES = ("quiz_answers", "quiz_players", "quiz_topic_totals", "quiz_boxes")


def _epoch(when: dt.datetime | None) -> float:
    when = when or dt.datetime.now(dt.UTC)
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)  # naive times are taken as UTC, never local time
    return when.timestamp()


def _time(seconds: float | None) -> dt.datetime | None:
    return None if seconds is None else dt.datetime.fromtimestamp(seconds, dt.UTC)


def _ratio(correct: int, answered: int) -> float:
    return correct / answered if answered else 0.0


class TopicStats(BaseModel):
    model_config = ConfigDict(frozen=True)

    topic: str
    answered: int
    correct: int

    @property
    def accuracy(self) -> float:
        return _ratio(self.correct, self.answered)


class PlayerStats(BaseModel):
    model_config = ConfigDict(frozen=True)

    guild_id: int
    user_id: int
    answered: int = 0
    correct: int = 0
    streak: int = 0
    best_streak: int = 0
    last_answered_at: dt.datetime | None = None
    by_topic: tuple[TopicStats, ...] = ()

    @property
    def accuracy(self) -> float:
        return _ratio(self.correct, self.answered)


class RankingEntry(BaseModel):
    model_config = ConfigDict(frozen=True)

    position: int
    user_id: int
    answered: int
    correct: int
    best_streak: int

    @property
    def accuracy(self) -> float:
        return _ratio(self.correct, self.answered)


class DueReview(BaseModel):
    model_config = ConfigDict(frozen=True)

    question_key: str
    topic: str
    box: int
    due_at: dt.datetime
    last_correct: bool


class QuizRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def record_answer(
        self,
        *,
        guild_id: int,
        user_id: int,
        question_key: str,
        topic: str,
        correct: bool,
        answered_at: dt.datetime | None = None,
    ) -> None:
        # Not db.transaction(): one statement is atomic already, and BEGIN/COMMIT would add two
        # round trips to every answer. The lock only keeps it out of someone else's transaction.
        async with self.db.lock:
            await self.db.conn.execute(
                "INSERT INTO quiz_answers (guild_id, user_id, question_key, topic, correct,"
                " answered_at) VALUES (?, ?, ?, ?, ?, ?)",
                (guild_id, user_id, question_key, topic, int(correct), _epoch(answered_at)),
            )

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        async with self.db.conn.execute(
            "SELECT answered, correct, streak, best_streak, last_answered_at FROM quiz_players"
            " WHERE guild_id = ? AND user_id = ?",
            (guild_id, user_id),
        ) as cur:
            row = await cur.fetchone()
        if row is None:
            return PlayerStats(guild_id=guild_id, user_id=user_id)
        async with self.db.conn.execute(
            "SELECT topic, answered, correct FROM quiz_topic_totals"
            " WHERE guild_id = ? AND user_id = ? ORDER BY topic",
            (guild_id, user_id),
        ) as cur:
            topics = [TopicStats(**dict(r)) for r in await cur.fetchall()]
        return PlayerStats(
            guild_id=guild_id,
            user_id=user_id,
            answered=row["answered"],
            correct=row["correct"],
            streak=row["streak"],
            best_streak=row["best_streak"],
            last_answered_at=_time(row["last_answered_at"]),
            by_topic=tuple(topics),
        )

    async def ranking(self, guild_id: int, limit: int = 10) -> list[RankingEntry]:
        """Most right answers first; ties go to the better accuracy, then the best streak."""
        async with self.db.conn.execute(
            "SELECT user_id, answered, correct, best_streak FROM quiz_players"
            " WHERE guild_id = ? AND answered > 0"
            " ORDER BY correct DESC, CAST(correct AS REAL) / answered DESC, best_streak DESC,"
            " user_id LIMIT ?",
            (guild_id, max(0, limit)),
        ) as cur:
            rows = await cur.fetchall()
        return [RankingEntry(position=i, **dict(r)) for i, r in enumerate(rows, 1)]

    async def due_reviews(
        self, guild_id: int, user_id: int, now: dt.datetime | None = None, limit: int = 20
    ) -> list[DueReview]:
        """Questions due for review: the ones last missed first, then the longest overdue."""
        async with self.db.conn.execute(
            "SELECT question_key, topic, box, due_at, last_correct FROM quiz_boxes"
            " WHERE guild_id = ? AND user_id = ? AND due_at <= ?"
            " ORDER BY last_correct, box, due_at, question_key LIMIT ?",
            (guild_id, user_id, _epoch(now), max(0, limit)),
        ) as cur:
            rows = await cur.fetchall()
        return [
            DueReview(
                question_key=r["question_key"],
                topic=r["topic"],
                box=r["box"],
                due_at=_time(r["due_at"]),
                last_correct=bool(r["last_correct"]),
            )
            for r in rows
        ]

    async def box_of(self, guild_id: int, user_id: int, question_key: str) -> int | None:
        """The Leitner box of one question for one player; None if never answered."""
        async with self.db.conn.execute(
            "SELECT box FROM quiz_boxes WHERE guild_id = ? AND user_id = ? AND question_key = ?",
            (guild_id, user_id, question_key),
        ) as cur:
            row = await cur.fetchone()
        return None if row is None else int(row["box"])

    async def delete_user_data(self, user_id: int) -> int:
        """Erase everything about a user in every guild; returns the rows deleted."""
        deleted = 0
        async with self.db.transaction() as conn:
            for table in _USER_TABLES:
                cur = await conn.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))
                deleted += cur.rowcount
        return deleted
