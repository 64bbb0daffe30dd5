"""Command sync state in SQLite: one row per application, written by one UPSERT."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.storage.interface import CommandSyncStore
from bot.storage.records import CommandSync, command_sync_from_row

if TYPE_CHECKING:
    from bot.storage.sqlite.connection import SqliteConnection


class CommandSyncRepo(CommandSyncStore):
    def __init__(self, db: SqliteConnection) -> None:
        self.db = db

    async def get(self, application_id: int) -> CommandSync | None:
        async with self.db.conn.execute(
            "SELECT application_id, digest, targets FROM command_sync WHERE application_id = ?",
            (application_id,),
        ) as cur:
            return command_sync_from_row(await cur.fetchone())

    async def put(self, sync: CommandSync) -> None:
        sql = (
            "INSERT INTO command_sync (application_id, digest, targets) VALUES (?, ?, ?)"
            " ON CONFLICT (application_id) DO UPDATE SET"
            " digest = excluded.digest, targets = excluded.targets"
        )
        async with self.db.lock:  # like every write outside db.transaction() (see SqliteStore)
            await self.db.conn.execute(sql, (sync.application_id, sync.digest, sync.targets_text()))

    async def forget(self, application_id: int) -> bool:
        async with (
            self.db.lock,
            self.db.conn.execute(
                "DELETE FROM command_sync WHERE application_id = ?", (application_id,)
            ) as cur,
        ):
            return bool(cur.rowcount)
