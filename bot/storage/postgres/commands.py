"""Command sync state in PostgreSQL: one row per application, written by one UPSERT."""

from __future__ import annotations

import asyncpg

from bot.storage.interface import CommandSyncStore
from bot.storage.records import CommandSync, command_sync_from_row


class PostgresCommandSync(CommandSyncStore):
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

    async def get(self, application_id: int) -> CommandSync | None:
        row = await self.pool.fetchrow(
            "SELECT application_id, digest, targets FROM command_sync WHERE application_id = $1",
            application_id,
        )
        return command_sync_from_row(row)

    async def put(self, sync: CommandSync) -> None:
        await self.pool.execute(
            "INSERT INTO command_sync (application_id, digest, targets) VALUES ($1, $2, $3)"
            " ON CONFLICT (application_id) DO UPDATE SET"
            " digest = excluded.digest, targets = excluded.targets",
            sync.application_id,
            sync.digest,
            sync.targets_text(),
        )

    async def forget(self, application_id: int) -> bool:
        status = await self.pool.execute(
            "DELETE FROM command_sync WHERE application_id = $1", application_id
        )
        return int(status.split()[-1]) > 0
