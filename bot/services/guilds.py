"""Per-server settings (private answers, default edition), read and changed through the store."""

from __future__ import annotations

from collections.abc import Callable

from bot.services.errors import NO_DATABASE, ServiceError
from bot.storage.database import Database
from bot.storage.guild_settings import GuildSettings, GuildSettingsRepo


class GuildSettingsService:
    def __init__(self, database: Callable[[], Database | None]) -> None:
        self._database = database

    @property
    def _repo(self) -> GuildSettingsRepo:
        database = self._database()
        if database is None:
            raise ServiceError(NO_DATABASE)
        return GuildSettingsRepo(database)

    async def get(self, guild_id: int) -> GuildSettings:
        return await self._repo.get(guild_id)

    async def update(self, guild_id: int, **changes: object) -> GuildSettings:
        """Change some settings in one atomic statement; returns them all."""
        return await self._repo.update(guild_id, **changes)
