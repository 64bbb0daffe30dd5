"""Quiz answers, totals, streaks and Leitner boxes in PostgreSQL (see migration 2's trigger)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

import asyncpg

from bot.storage.interface import QuizStore
from bot.storage.postgres.retry import connection_for_write
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


class PostgresQuiz(QuizStore):
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

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
        # One statement in autocommit: the INSERT and everything its trigger writes commit
        # together, in one round trip. A server restarting is waited for (bounded).
        async with connection_for_write(self.pool) as conn:
            await conn.execute(
                "INSERT INTO quiz_answers (guild_id, user_id, question_key, topic, correct,"
                " answered_at) VALUES ($1, $2, $3, $4, $5, $6)",
                guild_id, user_id, question_key, topic, bool(correct), epoch(answered_at),
            )  # fmt: skip

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
        # The player's advisory lock, shared like an answer's: never in the middle of a
        # "delete my data". Keys in order, so two answers lock the same rows in one order.
        won = int(correct)
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock_shared($1)", user_id)
            if keys:
                await conn.execute(
                    "INSERT INTO quiz_difficulty AS d (item, answered, correct)"
                    " SELECT k, 1, $2 FROM unnest($1::text[]) AS k ORDER BY k"
                    " ON CONFLICT (item) DO UPDATE SET answered = d.answered + 1,"
                    " correct = d.correct + EXCLUDED.correct",
                    sorted(set(keys)), won,
                )  # fmt: skip
            await conn.execute(
                "UPDATE quiz_players SET points = points + $1, measured = measured + 1,"
                " difficulty_sum = difficulty_sum + $2 WHERE guild_id = $3 AND user_id = $4",
                points, difficulty, guild_id, user_id,
            )  # fmt: skip

    async def tallies(self, keys: Sequence[str]) -> dict[str, ItemTally]:
        wanted = sorted(set(keys))
        if not wanted:
            return {}
        rows = await self.pool.fetch(
            "SELECT item, answered, correct FROM quiz_difficulty WHERE item = ANY($1::text[])",
            wanted,
        )
        return tallies_from_rows(rows)

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        async with self.pool.acquire() as conn:
            player = await conn.fetchrow(
                "SELECT answered, correct, streak, best_streak, last_answered_at, points,"
                " measured, difficulty_sum FROM quiz_players WHERE guild_id = $1 AND user_id = $2",
                guild_id, user_id,
            )  # fmt: skip
            if player is None:
                return player_stats_from_rows(guild_id, user_id, None, ())
            topics = await conn.fetch(
                "SELECT topic, answered, correct FROM quiz_topic_totals"
                " WHERE guild_id = $1 AND user_id = $2 ORDER BY topic",
                guild_id, user_id,
            )  # fmt: skip
        return player_stats_from_rows(guild_id, user_id, player, topics)

    async def ranking(self, guild_id: int, limit: int = 10) -> list[RankingEntry]:
        rows = await self.pool.fetch(
            "SELECT user_id, answered, correct, best_streak, points FROM quiz_players"
            " WHERE guild_id = $1 AND answered > 0"
            " ORDER BY points DESC, correct DESC, correct::float8 / answered DESC,"
            " best_streak DESC, user_id LIMIT $2",
            guild_id, max(0, limit),
        )  # fmt: skip
        return ranking_from_rows(rows)

    async def due_reviews(
        self, guild_id: int, user_id: int, now: dt.datetime | None = None, limit: int = 20
    ) -> list[DueReview]:
        rows = await self.pool.fetch(
            "SELECT question_key, topic, box, due_at, last_correct FROM quiz_boxes"
            " WHERE guild_id = $1 AND user_id = $2 AND due_at <= $3"
            " ORDER BY last_correct, box, due_at, question_key LIMIT $4",
            guild_id, user_id, epoch(now), max(0, limit),
        )  # fmt: skip
        return reviews_from_rows(rows)

    async def record_unanswered(
        self,
        *,
        guild_id: int,
        user_id: int,
        question_key: str,
        topic: str,
        at: dt.datetime | None = None,
    ) -> None:
        # The player's advisory lock, shared like an answer's: never in the middle of a
        # "delete my data".
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock_shared($1)", user_id)
            await conn.execute(
                "INSERT INTO quiz_boxes"
                " (guild_id, user_id, question_key, topic, box, due_at, last_correct, answers)"
                " VALUES ($1, $2, $3, $4, 1, $5, FALSE, 0)"
                " ON CONFLICT (guild_id, user_id, question_key) DO UPDATE SET"
                " box = 1, due_at = EXCLUDED.due_at, last_correct = FALSE",
                guild_id, user_id, question_key, topic, epoch(at),
            )  # fmt: skip

    async def recent_questions(self, guild_id: int, user_id: int, limit: int = 100) -> list[str]:
        # quiz_answers_by_user narrows to the player; the identity grows with every answer.
        rows = await self.pool.fetch(
            "SELECT question_key FROM quiz_answers WHERE user_id = $1 AND guild_id = $2"
            " ORDER BY id DESC LIMIT $3",
            user_id, guild_id, max(0, limit),
        )  # fmt: skip
        return [str(row["question_key"]) for row in rows]

    async def box_of(self, guild_id: int, user_id: int, question_key: str) -> int | None:
        box = await self.pool.fetchval(
            "SELECT box FROM quiz_boxes"
            " WHERE guild_id = $1 AND user_id = $2 AND question_key = $3",
            guild_id, user_id, question_key,
        )  # fmt: skip
        return None if box is None else int(box)

    async def answer_recorded(
        self, *, guild_id: int, user_id: int, question_key: str, answered_at: dt.datetime
    ) -> bool:
        found = await self.pool.fetchval(
            "SELECT 1 FROM quiz_answers WHERE user_id = $1 AND guild_id = $2"
            " AND question_key = $3 AND answered_at = $4",
            user_id, guild_id, question_key, epoch(answered_at),
        )  # fmt: skip
        return found is not None

    async def delete_user_data(self, user_id: int) -> int:
        # The player's advisory lock, exclusive: it waits for answers in flight (their trigger
        # holds it shared) and holds new ones back until the deletion commits, so no answer
        # is left half-counted.
        deleted = 0
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", user_id)
            for table in USER_TABLES:
                status = await conn.execute(f"DELETE FROM {table} WHERE user_id = $1", user_id)
                deleted += int(status.rsplit(" ", 1)[-1])  # "DELETE 3"
        return deleted

    async def record_round_answer(
        self, *, round_id: str, position: int, user_id: int, correct: bool, expires_at: float
    ) -> None:
        await self.pool.execute(
            "INSERT INTO quiz_round_answers (round_id, position, user_id, correct, expires_at)"
            " VALUES ($1, $2, $3, $4, $5) ON CONFLICT (round_id, position, user_id) DO NOTHING",
            round_id, position, user_id, bool(correct), expires_at,
        )  # fmt: skip

    async def round_answers(self, round_id: str, now: float) -> list[RoundAnswer]:
        rows = await self.pool.fetch(
            "SELECT position, user_id, correct FROM quiz_round_answers"
            " WHERE round_id = $1 AND expires_at > $2 ORDER BY position, user_id",
            round_id, now,
        )  # fmt: skip
        return round_answers_from_rows(rows)

    async def purge_round_answers(self, now: float) -> int:
        status = await self.pool.execute(
            "DELETE FROM quiz_round_answers WHERE expires_at <= $1", now
        )
        return int(status.split()[-1])
