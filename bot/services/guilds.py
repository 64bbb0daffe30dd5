"""Per-server settings (private answers, default edition), read and changed through the store."""

from __future__ import annotations

from collections.abc import Callable

from bot.services.errors import NO_DATABASE, ServiceError
from bot.storage.interface import GuildSettingsStore, Store
from bot.storage.records import GuildSettings


class GuildSettingsService:
    def __init__(self, database: Callable[[], Store | None]) -> None:
        self._database = database

    @property
    def _repo(self) -> GuildSettingsStore:
        store = self._database()
        if store is None:
            raise ServiceError(NO_DATABASE)
        return store.guilds

    async def get(self, guild_id: int) -> GuildSettings:
        return await self._repo.get(guild_id)

    async def update(self, guild_id: int, **changes: object) -> GuildSettings:
        """Change some settings in one atomic statement; returns them all."""
        return await self._repo.update(guild_id, **changes)
