"""Persistence with aiosqlite: one shared connection, numbered migrations, repositories."""
