"""The card cache in SQLite: reads by key or kind, one multi-row UPSERT per write."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.storage.interface import CardCacheStore
from bot.storage.records import CachedEntry, cached_entries_from_rows

if TYPE_CHECKING:
    from bot.storage.sqlite.connection import SqliteConnection

COLUMNS = "key, kind, body, fetched_at"
# SQLite allows 32766 parameters a statement; four a row.
MAX_ROWS = 8000


class CardCacheRepo(CardCacheStore):
    def __init__(self, db: SqliteConnection) -> None:
        self.db = db

    async def get(self, keys: Sequence[str]) -> dict[str, CachedEntry]:
        wanted = list(dict.fromkeys(keys))
        found: dict[str, CachedEntry] = {}
        for start in range(0, len(wanted), MAX_ROWS):
            chunk = wanted[start : start + MAX_ROWS]
            marks = ", ".join("?" for _ in chunk)
            sql = f"SELECT {COLUMNS} FROM card_cache WHERE key IN ({marks})"
            async with self.db.conn.execute(sql, chunk) as cur:
                found.update((e.key, e) for e in cached_entries_from_rows(await cur.fetchall()))
        return found

    async def of_kind(self, kind: str) -> list[CachedEntry]:
        sql = f"SELECT {COLUMNS} FROM card_cache WHERE kind = ? ORDER BY key"
        async with self.db.conn.execute(sql, (kind,)) as cur:
            return cached_entries_from_rows(await cur.fetchall())

    async def put(self, entries: Sequence[CachedEntry]) -> None:
        # One row per key (an UPSERT may not touch a row twice), the freshest; one statement.
        latest: dict[str, CachedEntry] = {}
        for entry in entries:
            if entry.key not in latest or entry.fetched_at >= latest[entry.key].fetched_at:
                latest[entry.key] = entry
        rows = list(latest.values())
        if not rows:
            return
        if len(rows) > MAX_ROWS:
            raise ValueError(f"at most {MAX_ROWS} entries a write")
        values = ", ".join("(?, ?, ?, ?)" for _ in rows)
        params = [v for e in rows for v in (e.key, e.kind, e.body, e.fetched_at)]
        sql = (
            f"INSERT INTO card_cache ({COLUMNS}) VALUES {values}"
            " ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, body = excluded.body,"
            " fetched_at = excluded.fetched_at"
            " WHERE excluded.fetched_at >= card_cache.fetched_at"
        )
        # Under the lock, like every write outside db.transaction() (see SqliteStore).
        async with self.db.lock:
            await self.db.conn.execute(sql, params)

    async def purge(self, fetched_before: float) -> int:
        async with (
            self.db.lock,
            self.db.conn.execute(
                "DELETE FROM card_cache WHERE fetched_at < ?", (fetched_before,)
            ) as cur,
        ):
            return cur.rowcount
