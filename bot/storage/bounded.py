"""Every everyday store call with a time limit, whatever the backend and whoever calls.

    store = bounded(await open_store(target), limit=STORE_CALL_LIMIT_S)

A hung store (a PostgreSQL server that stopped answering, a pool with every connection taken,
a SQLite file locked by a stuck process) must not leave an answer "thinking…" forever: each
call of the repositories (quiz, guilds, cards, interactions, commands) that outlives the limit
raises StoreTimeout, a DatabaseError whose message is Spanish, which every caller already handles
(the quiz keeps playing, the card service goes to the network, a command says "inténtalo de
nuevo"). The pool's wait for a connection is inside the call, so it is bounded too.

Migrations, exports and imports are not bounded here: they are not answering anyone and move
every row (the backends give their statements their own, longer limits). Anything else the
backend offers (a SQLite store's ``conn``) is reached through the wrapper unchanged.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
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
)

T = TypeVar("T")

# Longer than any answer Discord waits for after a defer would want, shorter than a member's
# patience: the cogs bound their own waits more tightly where they answer a click.
STORE_CALL_LIMIT_S = 5.0
SLOW_STORE = (
    "La base de datos no respondió en {seconds:g} s. Inténtalo de nuevo en unos segundos; "
    "si se repite, avisa a quien administra el bot."
)


class StoreTimeout(DatabaseError):
    """A store call outlived its limit (the store is hung or overloaded, not the request)."""


def bounded(store: Store, *, limit: float = STORE_CALL_LIMIT_S) -> Store:
    """``store`` with each repository call limited to ``limit`` seconds."""
    if isinstance(store, BoundedStore):
        return store
    kind = type(
        f"Bounded{type(store).__name__}",
        (BoundedStore,),
        {"kind": store.kind, "errors": (StoreTimeout, *store.errors)},
    )
    return cast(Store, kind(store, limit))


class _Repository:
    """A repository whose coroutine methods give up after the limit."""

    def __init__(self, inner: object, limit: float) -> None:
        self._inner = inner
        self._limit = limit

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._inner, name)
        if not callable(value) or not asyncio.iscoroutinefunction(value):
            return value
        return _limited(value, self._limit)


def _limited(call: Callable[..., Awaitable[T]], limit: float) -> Callable[..., Awaitable[T]]:
    @functools.wraps(call)
    async def within(*args: Any, **kwargs: Any) -> T:
        try:
            # In the caller's own task (asyncio.timeout, not wait_for's new task): a caller's
            # tighter bound cancels the call itself.
            async with asyncio.timeout(limit):
                return await call(*args, **kwargs)
        except TimeoutError as err:
            raise StoreTimeout(SLOW_STORE.format(seconds=limit)) from err

    return within


class BoundedStore(Store):
    kind: ClassVar[str] = "bounded"
    errors: ClassVar[tuple[type[Exception], ...]] = (StoreTimeout,)

    def __init__(self, inner: Store, limit: float) -> None:
        self.inner = inner
        self.limit = limit
        self._quiz = cast(QuizStore, _Repository(inner.quiz, limit))
        self._guilds = cast(GuildSettingsStore, _Repository(inner.guilds, limit))
        self._cards = cast(CardCacheStore, _Repository(inner.cards, limit))
        self._interactions = cast(InteractionStateStore, _Repository(inner.interactions, limit))
        self._commands = cast(CommandSyncStore, _Repository(inner.commands, limit))

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
        return await _limited(self.inner.version, self.limit)()

    async def migrate(self) -> list[int]:
        return await self.inner.migrate()

    def export_rows(self) -> AsyncIterator[tuple[str, tuple[object, ...]]]:
        return self.inner.export_rows()

    def bulk_import(self) -> contextlib.AbstractAsyncContextManager[BulkWriter]:
        return self.inner.bulk_import()

    async def close(self) -> None:
        await self.inner.close()
