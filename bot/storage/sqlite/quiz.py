"""Quiz answers, per-player totals and streaks, and the Leitner review boxes, in SQLite.

Recording an answer is one INSERT: migration 2's trigger updates totals, the streak and the box
in the same statement, atomically, so any number of concurrent answers through the shared
connection (or from other processes on the same file) lose nothing. It still takes
``db.lock``: on the shared connection a statement issued while another coroutine's BEGIN …
COMMIT is open (delete_user_data) would join that transaction and be rolled back with it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.storage.interface import QuizStore
from bot.storage.records import (
    DueReview,
    ItemTally,
    PlayerStats,
    RankingEntry,
    RoundAnswer,
    epoch,
    player_stats_from_rows,
    ranking_from_rows,
    reviews_from_rows,
    round_answers_from_rows,
    tallies_from_rows,
)
from bot.storage.tables import USER_TABLES

if TYPE_CHECKING:
    from bot.storage.sqlite.connection import SqliteConnection


class QuizRepo(QuizStore):
    def __init__(self, db: SqliteConnection) -> None:
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
                (guild_id, user_id, question_key, topic, int(correct), epoch(answered_at)),
            )

    async def record_measure(
        self,
        *,
        guild_id: int,
        user_id: int,
        keys: Sequence[str],
        correct: bool,
        difficulty: float,
        points: float,
    ) -> None:
        won, keys = int(correct), sorted(set(keys))
        async with self.db.transaction() as conn:
            if keys:
                await conn.execute(
                    "INSERT INTO quiz_difficulty (item, answered, correct) VALUES "
                    + ", ".join("(?, 1, ?)" for _ in keys)
                    + " ON CONFLICT (item) DO UPDATE SET answered = answered + 1,"
                    " correct = correct + excluded.correct",
                    [v for key in keys for v in (key, won)],
                )
            await conn.execute(
                "UPDATE quiz_players SET points = points + ?, measured = measured + 1,"
                " difficulty_sum = difficulty_sum + ? WHERE guild_id = ? AND user_id = ?",
                (points, difficulty, guild_id, user_id),
            )

    async def tallies(self, keys: Sequence[str]) -> dict[str, ItemTally]:
        wanted = sorted(set(keys))
        if not wanted:
            return {}
        async with self.db.conn.execute(
            "SELECT item, answered, correct FROM quiz_difficulty WHERE item IN ("
            + ", ".join("?" for _ in wanted)
            + ")",
            wanted,
        ) as cur:
            return tallies_from_rows(await cur.fetchall())

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        async with self.db.conn.execute(
            "SELECT answered, correct, streak, best_streak, last_answered_at, points, measured,"
            " difficulty_sum FROM quiz_players WHERE guild_id = ? AND user_id = ?",
            (guild_id, user_id),
        ) as cur:
            player = await cur.fetchone()
        if player is None:
            return player_stats_from_rows(guild_id, user_id, None, ())
        async with self.db.conn.execute(
            "SELECT topic, answered, correct FROM quiz_topic_totals"
            " WHERE guild_id = ? AND user_id = ? ORDER BY topic",
            (guild_id, user_id),
        ) as cur:
            topics = await cur.fetchall()
        return player_stats_from_rows(guild_id, user_id, player, topics)

    async def ranking(self, guild_id: int, limit: int = 10) -> list[RankingEntry]:
        async with self.db.conn.execute(
            "SELECT user_id, answered, correct, best_streak, points FROM quiz_players"
            " WHERE guild_id = ? AND answered > 0"
            " ORDER BY points DESC, correct DESC, CAST(correct AS REAL) / answered DESC,"
            " best_streak DESC, user_id LIMIT ?",
            (guild_id, max(0, limit)),
        ) as cur:
            return ranking_from_rows(await cur.fetchall())

    async def due_reviews(
        self, guild_id: int, user_id: int, now: dt.datetime | None = None, limit: int = 20
    ) -> list[DueReview]:
        async with self.db.conn.execute(
            "SELECT question_key, topic, box, due_at, last_correct FROM quiz_boxes"
            " WHERE guild_id = ? AND user_id = ? AND due_at <= ?"
            " ORDER BY last_correct, box, due_at, question_key LIMIT ?",
            (guild_id, user_id, epoch(now), max(0, limit)),
        ) as cur:
            return reviews_from_rows(await cur.fetchall())

    async def record_unanswered(
        self,
        *,
        guild_id: int,
        user_id: int,
        question_key: str,
        topic: str,
        at: dt.datetime | None = None,
    ) -> None:
        async with self.db.lock:
            await self.db.conn.execute(
                "INSERT INTO quiz_boxes"
                " (guild_id, user_id, question_key, topic, box, due_at, last_correct, answers)"
                " VALUES (?, ?, ?, ?, 1, ?, 0, 0)"
                " ON CONFLICT (guild_id, user_id, question_key) DO UPDATE SET"
                " box = 1, due_at = excluded.due_at, last_correct = 0",
                (guild_id, user_id, question_key, topic, epoch(at)),
            )

    async def recent_questions(self, guild_id: int, user_id: int, limit: int = 100) -> list[str]:
        # quiz_answers_by_user narrows to the player; id grows with every answer.
        async with self.db.conn.execute(
            "SELECT question_key FROM quiz_answers WHERE user_id = ? AND guild_id = ?"
            " ORDER BY id DESC LIMIT ?",
            (user_id, guild_id, max(0, limit)),
        ) as cur:
            return [str(row["question_key"]) for row in await cur.fetchall()]

    async def box_of(self, guild_id: int, user_id: int, question_key: str) -> int | None:
        async with self.db.conn.execute(
            "SELECT box FROM quiz_boxes WHERE guild_id = ? AND user_id = ? AND question_key = ?",
            (guild_id, user_id, question_key),
        ) as cur:
            row = await cur.fetchone()
        return None if row is None else int(row["box"])

    async def answer_recorded(
        self, *, guild_id: int, user_id: int, question_key: str, answered_at: dt.datetime
    ) -> bool:
        async with self.db.conn.execute(
            "SELECT 1 FROM quiz_answers WHERE user_id = ? AND guild_id = ?"
            " AND question_key = ? AND answered_at = ?",
            (user_id, guild_id, question_key, epoch(answered_at)),
        ) as cur:
            return await cur.fetchone() is not None

    async def delete_user_data(self, user_id: int) -> int:
        # One BEGIN IMMEDIATE: it holds the file's write lock, so no answer from this or any
        # other process lands between two of the DELETEs.
        deleted = 0
        async with self.db.transaction() as conn:
            for table in USER_TABLES:
                cur = await conn.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))
                deleted += cur.rowcount
        return deleted

    async def record_round_answer(
        self, *, round_id: str, position: int, user_id: int, correct: bool, expires_at: float
    ) -> None:
        async with self.db.lock:  # like every write outside db.transaction() (see SqliteStore)
            await self.db.conn.execute(
                "INSERT INTO quiz_round_answers"
                " (round_id, position, user_id, correct, expires_at) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (round_id, position, user_id) DO NOTHING",
                (round_id, position, user_id, int(correct), expires_at),
            )

    async def round_answers(self, round_id: str, now: float) -> list[RoundAnswer]:
        async with self.db.conn.execute(
            "SELECT position, user_id, correct FROM quiz_round_answers"
            " WHERE round_id = ? AND expires_at > ? ORDER BY position, user_id",
            (round_id, now),
        ) as cur:
            return round_answers_from_rows(await cur.fetchall())

    async def purge_round_answers(self, now: float) -> int:
        async with (
            self.db.lock,
            self.db.conn.execute(
                "DELETE FROM quiz_round_answers WHERE expires_at <= ?", (now,)
            ) as cur,
        ):
            return int(cur.rowcount)
