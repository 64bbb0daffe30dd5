"""The default store: one SQLite file next to the bot, nothing to set up (aiosqlite)."""
