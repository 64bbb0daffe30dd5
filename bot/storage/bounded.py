"""Every everyday store call with a time limit and one failure type, whatever the backend.

    store = bounded(await open_store(target), limit=STORE_CALL_LIMIT_S)

A hung store (a PostgreSQL server that stopped answering, a pool with every connection taken,
a SQLite file locked by a stuck process) must not leave an answer "thinking…" forever: each
call of the repositories (quiz, guilds, cards, interactions, commands) that outlives the limit
raises StoreTimeout, a DatabaseError whose message is Spanish, which every caller already handles
(the quiz keeps playing, the card service goes to the network, a command says "inténtalo de
nuevo"). The pool's wait for a connection is inside the call, so it is bounded too.

It is also the one place where a backend's own errors (asyncpg's, an OSError "connection
refused", sqlite3's "database is locked") become the one domain error, StoreUnavailable, with
a Spanish reason and whether the call may have been applied (the backend says: Store.unavailable).
Front ends handle that type alone; the failure is logged here once, on one line, with no
traceback (a store that is down is an operating condition, not a bug). An error the backend
does not declare as a store failure is a bug, and passes unchanged.

Migrations, exports and imports are not bounded here: they are not answering anyone and move
every row (the backends give their statements their own, longer limits). Anything else the
backend offers (a SQLite store's ``conn``) is reached through the wrapper unchanged.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, ClassVar, TypeVar, cast

from bot.storage.interface import (
    BulkWriter,
    CardCacheStore,
    CommandSyncStore,
    DatabaseError,
    GuildSettingsStore,
    InteractionStateStore,
    QuizStore,
    Store,
    StoreUnavailable,
)

T = TypeVar("T")
log = logging.getLogger(__name__)

# Longer than any answer Discord waits for after a defer would want, shorter than a member's
# patience: the cogs bound their own waits more tightly where they answer a click.
STORE_CALL_LIMIT_S = 5.0
SLOW_STORE = (
    "La base de datos no respondió en {seconds:g} s. Inténtalo de nuevo en unos segundos; "
    "si se repite, avisa a quien administra el bot."
)


class StoreTimeout(StoreUnavailable):
    """A store call outlived its limit (the store is hung or overloaded, not the request); it
    may have been applied (a commit can land just as the time runs out)."""

    def __init__(self, limit: float) -> None:
        super().__init__(
            f"no respondió en {limit:g} s",
            maybe_applied=True,
            message=SLOW_STORE.format(seconds=limit),
        )


def bounded(store: Store, *, limit: float = STORE_CALL_LIMIT_S) -> Store:
    """``store`` with each repository call limited to ``limit`` seconds."""
    if isinstance(store, BoundedStore):
        return store
    kind = type(
        f"Bounded{type(store).__name__}",
        (BoundedStore,),
        {"kind": store.kind, "errors": (StoreUnavailable, *store.errors)},
    )
    return cast(Store, kind(store, limit))


class _Repository:
    """A repository whose coroutine methods give up after the limit."""

    def __init__(self, inner: object, limit: float, store: Store) -> None:
        self._inner = inner
        self._limit = limit
        self._store = store

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._inner, name)
        if not callable(value) or not asyncio.iscoroutinefunction(value):
            return value
        return _limited(value, self._limit, self._store)


def _limited(
    call: Callable[..., Awaitable[T]], limit: float, store: Store
) -> Callable[..., Awaitable[T]]:
    @functools.wraps(call)
    async def within(*args: Any, **kwargs: Any) -> T:
        try:
            # In the caller's own task (asyncio.timeout, not wait_for's new task): a caller's
            # tighter bound cancels the call itself.
            async with asyncio.timeout(limit):
                return await call(*args, **kwargs)
        except StoreUnavailable:
            raise
        except TimeoutError as err:
            _log_failure(call, err, "timeout")
            raise StoreTimeout(limit) from err
        except Exception as err:
            failure = None if isinstance(err, DatabaseError) else store.unavailable(err)
            if failure is None:
                raise  # already Spanish (a DatabaseError), or a bug: unchanged
            _log_failure(call, err, failure.reason)
            raise failure from err

    return within


def _log_failure(call: Callable[..., object], err: BaseException, reason: str) -> None:
    """One line a failure, no traceback: the backend's own words and the reason told."""
    what = getattr(call, "__qualname__", getattr(call, "__name__", "?"))
    log.warning("almacén no disponible en %s: %s (%s: %s)", what, reason, type(err).__name__, err)


class BoundedStore(Store):
    kind: ClassVar[str] = "bounded"
    errors: ClassVar[tuple[type[Exception], ...]] = (StoreUnavailable,)

    def __init__(self, inner: Store, limit: float) -> None:
        self.inner = inner
        self.limit = limit
        self._quiz = cast(QuizStore, _Repository(inner.quiz, limit, inner))
        self._guilds = cast(GuildSettingsStore, _Repository(inner.guilds, limit, inner))
        self._cards = cast(CardCacheStore, _Repository(inner.cards, limit, inner))
        interactions = _Repository(inner.interactions, limit, inner)
        self._interactions = cast(InteractionStateStore, interactions)
        self._commands = cast(CommandSyncStore, _Repository(inner.commands, limit, inner))

    def __getattr__(self, name: str) -> Any:  # what only one backend has (a SQLite conn)
        return getattr(self.inner, name)

    @property
    def where(self) -> str:
        return self.inner.where

    @property
    def quiz(self) -> QuizStore:
        return self._quiz

    @property
    def guilds(self) -> GuildSettingsStore:
        return self._guilds

    @property
    def cards(self) -> CardCacheStore:
        return self._cards

    @property
    def interactions(self) -> InteractionStateStore:
        return self._interactions

    @property
    def commands(self) -> CommandSyncStore:
        return self._commands

    async def version(self) -> int:
        return await _limited(self.inner.version, self.limit, self.inner)()

    def unavailable(self, err: BaseException) -> StoreUnavailable | None:  # type: ignore[override]
        return self.inner.unavailable(err)

    async def migrate(self) -> list[int]:
        return await self.inner.migrate()

    def export_rows(self) -> AsyncIterator[tuple[str, tuple[object, ...]]]:
        return self.inner.export_rows()

    def bulk_import(self) -> contextlib.AbstractAsyncContextManager[BulkWriter]:
        return self.inner.bulk_import()

    async def close(self) -> None:
        await self.inner.close()
