"""Per-server settings in PostgreSQL: one UPSERT … RETURNING per change."""

from __future__ import annotations

import asyncpg

from bot.storage.interface import GuildSettingsStore
from bot.storage.records import GuildSettings, checked_guild_changes, guild_settings_from_row


class PostgresGuildSettings(GuildSettingsStore):
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

    async def get(self, guild_id: int) -> GuildSettings:
        row = await self.pool.fetchrow(
            "SELECT private_by_default, default_edition FROM guild_settings WHERE guild_id = $1",
            guild_id,
        )
        return guild_settings_from_row(guild_id, row)

    async def update(self, guild_id: int, **changes: object) -> GuildSettings:
        checked = checked_guild_changes(guild_id, changes)
        columns = ["guild_id", *checked]
        updates = ", ".join(f"{c} = excluded.{c}" for c in columns)
        row = await self.pool.fetchrow(
            f"INSERT INTO guild_settings ({', '.join(columns)})"
            f" VALUES ({', '.join(f'${i}' for i in range(1, len(columns) + 1))})"
            f" ON CONFLICT (guild_id) DO UPDATE SET {updates}"
            " RETURNING private_by_default, default_edition",
            guild_id, *checked.values(),
        )  # fmt: skip
        return guild_settings_from_row(guild_id, row)
