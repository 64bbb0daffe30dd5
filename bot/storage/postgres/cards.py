"""The card cache in PostgreSQL: reads by key or kind, one multi-row UPSERT per write."""

from __future__ import annotations

from collections.abc import Sequence

import asyncpg

from bot.storage.interface import CardCacheStore
from bot.storage.records import CachedEntry, cached_entries_from_rows

COLUMNS = "key, kind, body, fetched_at"


class PostgresCardCache(CardCacheStore):
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

    async def get(self, keys: Sequence[str]) -> dict[str, CachedEntry]:
        rows = await self.pool.fetch(
            f"SELECT {COLUMNS} FROM card_cache WHERE key = ANY($1::text[])", list(keys)
        )
        return {e.key: e for e in cached_entries_from_rows(rows)}

    async def of_kind(self, kind: str) -> list[CachedEntry]:
        rows = await self.pool.fetch(
            f"SELECT {COLUMNS} FROM card_cache WHERE kind = $1 ORDER BY key", kind
        )
        return cached_entries_from_rows(rows)

    async def put(self, entries: Sequence[CachedEntry]) -> None:
        # One row per key (ON CONFLICT DO UPDATE may not touch a row twice), the freshest; the
        # rows go as four arrays, so any number of them is one statement.
        latest: dict[str, CachedEntry] = {}
        for entry in entries:
            if entry.key not in latest or entry.fetched_at >= latest[entry.key].fetched_at:
                latest[entry.key] = entry
        if not latest:
            return
        rows = list(latest.values())
        await self.pool.execute(
            f"INSERT INTO card_cache AS c ({COLUMNS})"
            " SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[])"
            " ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, body = excluded.body,"
            " fetched_at = excluded.fetched_at"
            " WHERE excluded.fetched_at >= c.fetched_at",
            [e.key for e in rows], [e.kind for e in rows], [e.body for e in rows],
            [e.fetched_at for e in rows],
        )  # fmt: skip

    async def purge(self, fetched_before: float) -> int:
        status = await self.pool.execute(
            "DELETE FROM card_cache WHERE fetched_at < $1", fetched_before
        )
        return int(status.split()[-1])
