"""GuildSettings, and ``GuildSettingsRepo``: the names earlier code imports from here.

``GuildSettingsRepo`` is the SQLite implementation (bot.storage.sqlite.guilds); code that must
work on either store uses ``store.guilds`` (bot.storage.interface.GuildSettingsStore).
"""

from bot.storage.records import GuildSettings
from bot.storage.sqlite.guilds import GuildSettingsRepo

__all__ = ["GuildSettings", "GuildSettingsRepo"]
