"""What the stores return: the same pydantic records from SQLite and from PostgreSQL.

Times are kept as UTC seconds since the epoch in both stores (REAL / DOUBLE PRECISION), so an
export from one imports into the other without conversion; these helpers turn them into aware
datetimes. The ``from_row`` builders read any mapping row (aiosqlite.Row, asyncpg.Record).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable, Mapping
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict

LOCAL_GUILD = 0  # the local terminal (no Discord server)


class Row(Protocol):
    """A row read by name: aiosqlite.Row or asyncpg.Record."""

    def __getitem__(self, key: str, /) -> Any: ...


def epoch(when: dt.datetime | None) -> float:
    when = when or dt.datetime.now(dt.UTC)
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)  # naive times are taken as UTC, never local time
    return when.timestamp()


def from_epoch(seconds: float | None) -> dt.datetime | None:
    return None if seconds is None else dt.datetime.fromtimestamp(seconds, dt.UTC)


def _ratio(correct: int, answered: int) -> float:
    return correct / answered if answered else 0.0


# -- per-server settings ------------------------------------------------------------------------
class GuildSettings(BaseModel):
    guild_id: int
    private_by_default: bool = False
    default_edition: str | None = None


GUILD_SETTING_FIELDS = ("private_by_default", "default_edition")


def checked_guild_changes(guild_id: int, changes: Mapping[str, object]) -> dict[str, object]:
    """The changes validated as GuildSettings fields, without reading the stored row.

    Unknown names are a programming error (TypeError); bad values a pydantic ValidationError.
    """
    unknown = set(changes) - set(GUILD_SETTING_FIELDS)
    if unknown:
        raise TypeError(f"unknown guild settings: {sorted(unknown)}")
    checked = GuildSettings.model_validate({"guild_id": guild_id, **changes})
    return {name: getattr(checked, name) for name in changes}


def guild_settings_from_row(guild_id: int, row: Row | None) -> GuildSettings:
    if row is None:
        return GuildSettings(guild_id=guild_id)
    return GuildSettings(
        guild_id=guild_id,
        private_by_default=bool(row["private_by_default"]),
        default_edition=row["default_edition"],
    )


# -- quizzes --------------------------------------------------------------------------------------
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
    # Level-weighted points (bot.quiz.difficulty.points), and the answers whose difficulty was
    # measured with the sum of those difficulties.
    points: float = 0.0
    measured: int = 0
    difficulty_sum: float = 0.0

    @property
    def accuracy(self) -> float:
        return _ratio(self.correct, self.answered)

    @property
    def mean_difficulty(self) -> float | None:
        """The mean difficulty of the questions answered, None before any was measured."""
        return self.difficulty_sum / self.measured if self.measured else None


class RankingEntry(BaseModel):
    model_config = ConfigDict(frozen=True)

    position: int
    user_id: int
    answered: int
    correct: int
    best_streak: int
    points: float = 0.0

    @property
    def accuracy(self) -> float:
        return _ratio(self.correct, self.answered)


class ItemTally(BaseModel):
    """Answers counted for a question subject or a template (bot.quiz.difficulty keys)."""

    model_config = ConfigDict(frozen=True)

    item: str
    answered: int
    correct: int


def tallies_from_rows(rows: Iterable[Row]) -> dict[str, ItemTally]:
    return {
        r["item"]: ItemTally(item=r["item"], answered=r["answered"], correct=r["correct"])
        for r in rows
    }


class DueReview(BaseModel):
    model_config = ConfigDict(frozen=True)

    question_key: str
    topic: str
    box: int
    due_at: dt.datetime
    last_correct: bool


class RoundAnswer(BaseModel):
    """One player's answer to one question of a group round (bot/quiz/rounds.py): who had
    their try, and whether it was right; the round's scoreboard is the sum."""

    model_config = ConfigDict(frozen=True)

    position: int  # the question, 0-based
    user_id: int
    correct: bool


def round_answers_from_rows(rows: Iterable[Row]) -> list[RoundAnswer]:
    return [
        RoundAnswer(position=r["position"], user_id=r["user_id"], correct=bool(r["correct"]))
        for r in rows
    ]


def player_stats_from_rows(
    guild_id: int, user_id: int, player: Row | None, topics: Iterable[Row]
) -> PlayerStats:
    if player is None:
        return PlayerStats(guild_id=guild_id, user_id=user_id)
    return PlayerStats(
        guild_id=guild_id,
        user_id=user_id,
        answered=player["answered"],
        correct=player["correct"],
        streak=player["streak"],
        best_streak=player["best_streak"],
        last_answered_at=from_epoch(player["last_answered_at"]),
        points=float(player["points"]),
        measured=player["measured"],
        difficulty_sum=float(player["difficulty_sum"]),
        by_topic=tuple(
            TopicStats(topic=t["topic"], answered=t["answered"], correct=t["correct"])
            for t in topics
        ),
    )


def ranking_from_rows(rows: Iterable[Row]) -> list[RankingEntry]:
    return [
        RankingEntry(
            position=i,
            user_id=r["user_id"],
            answered=r["answered"],
            correct=r["correct"],
            best_streak=r["best_streak"],
            points=float(r["points"]),
        )
        for i, r in enumerate(rows, 1)
    ]


def reviews_from_rows(rows: Iterable[Row]) -> list[DueReview]:
    return [
        DueReview(
            question_key=r["question_key"],
            topic=r["topic"],
            box=r["box"],
            due_at=from_epoch(r["due_at"]),
            last_correct=bool(r["last_correct"]),
        )
        for r in rows
    ]


# -- the card cache -------------------------------------------------------------------------------
class CachedEntry(BaseModel):
    """One entry of the card cache: ``body`` is JSON written and read by bot.cards."""

    model_config = ConfigDict(frozen=True)

    key: str
    kind: str
    body: str
    fetched_at: float  # UTC seconds since the epoch


def cached_entries_from_rows(rows: Iterable[Row]) -> list[CachedEntry]:
    return [
        CachedEntry(key=r["key"], kind=r["kind"], body=r["body"], fetched_at=r["fetched_at"])
        for r in rows
    ]


# -- command sync -------------------------------------------------------------------------------
class CommandSync(BaseModel):
    """What an application (a bot token) last sent Discord as its slash commands: the hash of
    the definition, and where (None is global, a number a guild)."""

    application_id: int
    digest: str
    targets: list[int | None]

    def targets_text(self) -> str:
        """The targets as the store keeps them (a JSON list)."""
        return json.dumps(self.targets)


def command_sync_from_row(row: Row | None) -> CommandSync | None:
    """From a row of (application_id, digest, targets); a damaged targets list reads as no
    sync known (the next sync then sends everything again, which is safe)."""
    if row is None:
        return None
    try:
        targets = json.loads(row["targets"])
        return CommandSync(
            application_id=row["application_id"], digest=row["digest"], targets=targets
        )
    except ValueError:  # json's and pydantic's errors both
        return None
