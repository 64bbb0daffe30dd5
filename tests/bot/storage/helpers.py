"""Raw reads for the checks the interface has no method for (sums over a whole table)."""

from __future__ import annotations

from typing import Any

from bot.storage import Store
from bot.storage.postgres.database import PostgresStore
from bot.storage.sqlite.database import SqliteStore


async def rows(store: Store, sql: str) -> list[tuple[Any, ...]]:
    """The rows of a query without parameters, as tuples, on either store."""
    if isinstance(store, SqliteStore):
        async with store.conn.execute(sql) as cur:
            return [tuple(r) for r in await cur.fetchall()]
    assert isinstance(store, PostgresStore)
    return [tuple(r.values()) for r in await store.pool.fetch(sql)]


async def one(store: Store, sql: str) -> tuple[Any, ...]:
    (row,) = await rows(store, sql)
    return row


async def tables(store: Store) -> set[str]:
    if isinstance(store, SqliteStore):
        sql = "SELECT name FROM sqlite_master WHERE type = 'table'"
    else:
        sql = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
    return {r[0] for r in await rows(store, sql)}
