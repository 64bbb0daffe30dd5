"""The one place that picks the store's backend from its target.

    store = await open_store(path_or_url)   # PostgreSQL for a postgresql:// URL, else SQLite

Kept apart from the interface so the interface imports no backend (both backends implement it),
and each backend is imported only when a store of its kind is opened: a SQLite user never loads
asyncpg.
"""

from __future__ import annotations

from bot.storage.interface import Store, StoreTarget, is_postgres_url


async def open_store(target: StoreTarget) -> Store:
    """The store at ``target``, migrated: PostgreSQL for a postgresql:// URL, else SQLite."""
    if is_postgres_url(target):
        from bot.storage.postgres.database import PostgresStore

        return await PostgresStore.connect(str(target))
    from bot.storage.sqlite.database import SqliteStore

    return await SqliteStore.connect(target)
