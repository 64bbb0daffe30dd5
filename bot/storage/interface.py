"""The one repository interface, implemented by bot.storage.sqlite and bot.storage.postgres.

    store = await open_store(path_or_url)     # bot.storage.open picks the backend
    await store.quiz.record_answer(...)       # quiz answers, stats, ranking, reviews
    await store.guilds.update(guild_id, private_by_default=True)
    await store.close()

Guarantees both implementations keep (the storage tests run on both):
- every update is one atomic statement (an INSERT whose trigger updates the totals, an UPSERT),
  or one transaction that nothing can interleave with; never read-then-write, so concurrent
  answers from any number of processes lose nothing;
- opening migrates the schema to the latest number, once, even when several processes open a
  fresh store at the same moment;
- a store newer than this program is refused with a DatabaseError in Spanish.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import ClassVar

from bot.storage.records import (
    CachedEntry,
    CommandSync,
    DueReview,
    GuildSettings,
    ItemTally,
    PlayerStats,
    RankingEntry,
    RoundAnswer,
)
from index.errors import UserError

# A SQLite file (a path, or ":memory:") or a PostgreSQL URL (postgresql://…).
StoreTarget = Path | str

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


class DatabaseError(UserError):
    """The store cannot be used as it is (newer than this program, unreachable, not Juez's)."""

    exit_code = 1  # for `juez`: Juez's own data failed, not the request


class UnusableDatabase(DatabaseError):
    """The store opened to find it cannot be used as it is, and trying again finds the same:
    a damaged SQLite file, a store from a newer Juez, a path that is a folder. `juez bot` exits
    with its own code for it (the systemd unit does not restart it); someone must act first."""


UNAVAILABLE = (
    "La base de datos no está disponible ahora mismo ({reason}). Inténtalo de nuevo en unos "
    "segundos; si se repite, avisa a quien administra el bot."
)


class StoreUnavailable(DatabaseError):
    """The one error a store call raises when the store failed it, whatever the backend: the
    server is down or restarting, the file is locked by another process, the disk is full, the
    connection broke. Front ends handle this type only (bot/storage/bounded.py turns each
    backend's own errors into it); the backend's error is its ``__cause__``.

    ``reason`` is a short Spanish phrase without paths or addresses (a member may read it);
    ``maybe_applied`` is False when the call certainly changed nothing (refused before it
    reached the store, or rolled back), True when it may have (the connection broke, or the
    time ran out, after the statement was sent): only then is "not saved" not known.
    """

    def __init__(self, reason: str, *, maybe_applied: bool, message: str | None = None) -> None:
        self.reason = reason
        self.maybe_applied = maybe_applied
        super().__init__(message or UNAVAILABLE.format(reason=reason))


def is_postgres_url(target: StoreTarget) -> bool:
    return isinstance(target, str) and target.startswith(POSTGRES_SCHEMES)


class QuizStore(ABC):
    """Quiz answers, per-player totals and streaks, and the Leitner review boxes."""

    @abstractmethod
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
        """One answer, with its totals, streak and box, in one atomic write."""

    @abstractmethod
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
        """After record_answer: count the answer for each of ``keys`` (its question subject
        and its template, bot.quiz.difficulty) and add ``points`` and the question's
        ``difficulty`` to the player's totals, in one transaction."""

    @abstractmethod
    async def tallies(self, keys: Sequence[str]) -> dict[str, ItemTally]:
        """The answers counted for those keys (the keys never answered are absent)."""

    @abstractmethod
    async def stats(self, guild_id: int, user_id: int) -> PlayerStats: ...

    @abstractmethod
    async def ranking(self, guild_id: int, limit: int = 10) -> list[RankingEntry]:
        """Most points first (right answers weighted by level and difficulty); ties go to
        more right answers, the better accuracy, then the best streak."""

    @abstractmethod
    async def due_reviews(
        self, guild_id: int, user_id: int, now: dt.datetime | None = None, limit: int = 20
    ) -> list[DueReview]:
        """Questions due for review: the ones last missed first, then the longest overdue."""

    @abstractmethod
    async def record_unanswered(
        self,
        *,
        guild_id: int,
        user_id: int,
        question_key: str,
        topic: str,
        at: dt.datetime | None = None,
    ) -> None:
        """A question the player let pass without answering goes to box 1, due at once, as a
        missed one would; totals and streak do not change (no answer was given)."""

    @abstractmethod
    async def recent_questions(self, guild_id: int, user_id: int, limit: int = 100) -> list[str]:
        """The keys of the player's last answers, newest first (repeats kept): the quiz avoids
        asking them again soon."""

    @abstractmethod
    async def box_of(self, guild_id: int, user_id: int, question_key: str) -> int | None:
        """The Leitner box of one question for one player; None if never answered."""

    @abstractmethod
    async def answer_recorded(
        self, *, guild_id: int, user_id: int, question_key: str, answered_at: dt.datetime
    ) -> bool:
        """Whether record_answer with exactly those values is stored: a write whose connection
        broke may have committed, and the player is told "not saved" only when it did not."""

    @abstractmethod
    async def delete_user_data(self, user_id: int) -> int:
        """Erase everything about a user in every guild, atomically; returns the rows deleted."""

    @abstractmethod
    async def record_round_answer(
        self, *, round_id: str, position: int, user_id: int, correct: bool, expires_at: float
    ) -> None:
        """A player's answer to one question of a group round, kept until ``expires_at`` (UTC
        epoch seconds). Insert only: the first answer of a player to a question stands, and a
        second write of it changes nothing."""

    @abstractmethod
    async def round_answers(self, round_id: str, now: float) -> list[RoundAnswer]:
        """Every answer kept for that round and not expired at ``now``, by question and
        player."""

    @abstractmethod
    async def purge_round_answers(self, now: float) -> int:
        """Delete the answers of rounds expired at ``now``; how many."""


class GuildSettingsStore(ABC):
    """Per-server settings: whether answers are private by default, and the default edition."""

    @abstractmethod
    async def get(self, guild_id: int) -> GuildSettings: ...

    @abstractmethod
    async def update(self, guild_id: int, **changes: object) -> GuildSettings:
        """Change some settings in one UPSERT and return them all; unknown names: TypeError."""


class CardCacheStore(ABC):
    """Card data fetched from Scryfall (bot.cards), each entry with the moment it was fetched.

    The store keeps entries; how old is too old is for bot.cards to decide (an old entry still
    answers when Scryfall cannot be reached)."""

    @abstractmethod
    async def get(self, keys: Sequence[str]) -> dict[str, CachedEntry]:
        """The entries stored under ``keys`` (those that exist)."""

    @abstractmethod
    async def of_kind(self, kind: str) -> list[CachedEntry]:
        """Every entry of one kind (the card names, to match typos without the network)."""

    @abstractmethod
    async def put(self, entries: Sequence[CachedEntry]) -> None:
        """Store entries in one atomic UPSERT; an entry never replaces a fresher one."""

    @abstractmethod
    async def purge(self, fetched_before: float) -> int:
        """Delete the entries fetched before that moment (UTC epoch seconds); how many."""


class InteractionStateStore(ABC):
    """State of Discord interactions that their custom_ids cannot carry (the players who had
    their one try at a group question), kept so that a restart does not lose it.

    A scope is a set of members, each with the moment it stops mattering (UTC epoch seconds).
    Members are only ever added (never read-then-written), so concurrent writers lose nothing.
    """

    @abstractmethod
    async def add(self, scope: str, member: str, expires_at: float) -> None:
        """Add ``member`` to ``scope`` (again: nothing changes but a later expiry)."""

    @abstractmethod
    async def members(self, scope: str, now: float) -> set[str]:
        """The members of ``scope`` that have not expired at ``now``."""

    @abstractmethod
    async def purge(self, now: float) -> int:
        """Delete every member expired at ``now``; how many."""


class CommandSyncStore(ABC):
    """Where each application last synced its slash commands, kept in the store (not in a data
    folder) so that every shard, every machine and a fresh data folder know it: a sync then
    empties the targets no longer configured instead of leaving the commands there twice."""

    @abstractmethod
    async def get(self, application_id: int) -> CommandSync | None: ...

    @abstractmethod
    async def put(self, sync: CommandSync) -> None:
        """Record one application's last sync in one UPSERT."""

    @abstractmethod
    async def forget(self, application_id: int) -> bool:
        """Drop what is known about that application's syncs; whether anything was known."""


class BulkWriter(ABC):
    """Inside Store.bulk_import(): one transaction, with the totals triggers switched off."""

    @abstractmethod
    async def count(self, table: str) -> int: ...

    @abstractmethod
    async def insert(self, table: str, rows: Sequence[Sequence[object]]) -> None:
        """Rows as value tuples in bot.storage.tables order, already checked and typed."""


class Store(ABC):
    kind: ClassVar[str]  # "sqlite" or "postgresql"
    # What a failing store raises besides DatabaseError (a full disk, a lost connection): the
    # quiz service catches these so a failed write never breaks a round.
    errors: ClassVar[tuple[type[Exception], ...]]

    @classmethod
    def unavailable(cls, err: BaseException) -> StoreUnavailable | None:
        """``err`` as the one store-failure type when it is one of ``errors`` (None for anything
        else: a bug, which must keep its traceback). Backends say more (the reason, and whether
        the call may have been applied); this default assumes the worst."""
        if isinstance(err, cls.errors):
            return StoreUnavailable("falló al leer o escribir", maybe_applied=True)
        return None

    @property
    @abstractmethod
    def where(self) -> str:
        """Where the data lives, for messages (a path, or a URL without its password)."""

    @property
    @abstractmethod
    def quiz(self) -> QuizStore: ...

    @property
    @abstractmethod
    def guilds(self) -> GuildSettingsStore: ...

    @property
    @abstractmethod
    def cards(self) -> CardCacheStore: ...

    @property
    @abstractmethod
    def interactions(self) -> InteractionStateStore: ...

    @property
    @abstractmethod
    def commands(self) -> CommandSyncStore: ...

    @abstractmethod
    async def version(self) -> int:
        """The number of the last migration applied."""

    @abstractmethod
    async def migrate(self) -> list[int]:
        """Apply the missing migrations in order, each once across processes; their numbers."""

    @abstractmethod
    def export_rows(self) -> AsyncIterator[tuple[str, tuple[object, ...]]]:
        """Every row of every table of bot.storage.tables, as of one moment (one read
        transaction): (table, values in column order), tables in order, rows by primary key."""

    @abstractmethod
    def bulk_import(self) -> contextlib.AbstractAsyncContextManager[BulkWriter]:
        """One write transaction for an import; commits on a clean exit, else rolls back."""

    @abstractmethod
    async def close(self) -> None: ...
