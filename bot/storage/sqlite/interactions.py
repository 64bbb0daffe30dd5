"""Interaction state in SQLite: one row per member of a scope, inserted or purged, never read
and then written."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.storage.interface import InteractionStateStore

if TYPE_CHECKING:
    from bot.storage.sqlite.connection import SqliteConnection


class InteractionStateRepo(InteractionStateStore):
    def __init__(self, db: SqliteConnection) -> None:
        self.db = db

    async def add(self, scope: str, member: str, expires_at: float) -> None:
        sql = (
            "INSERT INTO interaction_state (scope, member, expires_at) VALUES (?, ?, ?)"
            " ON CONFLICT (scope, member) DO UPDATE SET"
            " expires_at = MAX(interaction_state.expires_at, excluded.expires_at)"
        )
        async with self.db.lock:  # like every write outside db.transaction() (see SqliteStore)
            await self.db.conn.execute(sql, (scope, member, expires_at))

    async def members(self, scope: str, now: float) -> set[str]:
        sql = "SELECT member FROM interaction_state WHERE scope = ? AND expires_at > ?"
        async with self.db.conn.execute(sql, (scope, now)) as cur:
            return {str(row[0]) for row in await cur.fetchall()}

    async def purge(self, now: float) -> int:
        async with (
            self.db.lock,
            self.db.conn.execute(
                "DELETE FROM interaction_state WHERE expires_at <= ?", (now,)
            ) as cur,
        ):
            return int(cur.rowcount)
