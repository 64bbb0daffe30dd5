"""Per-server settings in SQLite: one UPSERT … RETURNING per change, never read-then-write."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.storage.interface import GuildSettingsStore
from bot.storage.records import GuildSettings, checked_guild_changes, guild_settings_from_row

if TYPE_CHECKING:
    from bot.storage.sqlite.connection import SqliteConnection


class GuildSettingsRepo(GuildSettingsStore):
    def __init__(self, db: SqliteConnection) -> None:
        self.db = db

    async def get(self, guild_id: int) -> GuildSettings:
        async with self.db.conn.execute(
            "SELECT private_by_default, default_edition FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        ) as cur:
            return guild_settings_from_row(guild_id, await cur.fetchone())

    async def update(self, guild_id: int, **changes: object) -> GuildSettings:
        checked = checked_guild_changes(guild_id, changes)
        columns = ["guild_id", *checked]
        updates = ", ".join(f"{c} = excluded.{c}" for c in columns)
        sql = (
            f"INSERT INTO guild_settings ({', '.join(columns)})"
            f" VALUES ({', '.join('?' for _ in columns)})"
            f" ON CONFLICT (guild_id) DO UPDATE SET {updates}"
            " RETURNING private_by_default, default_edition"
        )
        # Under the lock, like every write outside db.transaction(): on the shared connection
        # a bare statement would otherwise join another coroutine's open transaction.
        async with self.db.lock, self.db.conn.execute(sql, (guild_id, *checked.values())) as cur:
            row = await cur.fetchone()
        return guild_settings_from_row(guild_id, row)
