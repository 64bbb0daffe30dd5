"""Per-server settings: whether answers are private by default, and the default edition."""

from __future__ import annotations

from pydantic import BaseModel

from bot.storage.database import Database

_FIELDS = ("private_by_default", "default_edition")


class GuildSettings(BaseModel):
    guild_id: int
    private_by_default: bool = False
    default_edition: str | None = None


class GuildSettingsRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, guild_id: int) -> GuildSettings:
        async with self.db.conn.execute(
            "SELECT private_by_default, default_edition FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        ) as cur:
            row = await cur.fetchone()
        if row is None:
            return GuildSettings(guild_id=guild_id)
        return GuildSettings(
            guild_id=guild_id,
            private_by_default=bool(row["private_by_default"]),
            default_edition=row["default_edition"],
        )

    async def update(self, guild_id: int, **changes: object) -> GuildSettings:
        """Change some settings atomically (one UPSERT); unknown names are a programming error."""
        unknown = set(changes) - set(_FIELDS)
        if unknown:
            raise TypeError(f"unknown guild settings: {sorted(unknown)}")
        merged = (await self.get(guild_id)).model_copy(update=changes)
        checked = GuildSettings.model_validate(merged.model_dump())
        cols = ", ".join(changes)
        placeholders = ", ".join("?" for _ in changes)
        updates = ", ".join(f"{c} = excluded.{c}" for c in changes) or "guild_id = guild_id"
        values = [getattr(checked, c) for c in changes]
        sql = (
            f"INSERT INTO guild_settings (guild_id{', ' if changes else ''}{cols}) "
            f"VALUES (?{', ' if changes else ''}{placeholders}) "
            f"ON CONFLICT (guild_id) DO UPDATE SET {updates}"
        )
        # Under the lock, like every write outside db.transaction(): on the shared connection
        # a bare statement would otherwise join another coroutine's open transaction.
        async with self.db.lock:
            await self.db.conn.execute(sql, (guild_id, *values))
        return await self.get(guild_id)
