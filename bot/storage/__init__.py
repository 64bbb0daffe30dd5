"""Where Juez keeps what it remembers: per-server settings, quiz answers, streaks, reviews.

One repository interface (interface.Store, with .quiz and .guilds) and two implementations:
sqlite/ (the default, one file, nothing to set up) and postgres/ (one database shared by many
processes, chosen by JUEZ_DATABASE_URL). ``open_store(target)`` (open.py) picks one from its
target; records.py holds what both return, tables.py the tables both keep, transfer.py
`juez datos`.
"""

from bot.storage.interface import (
    DatabaseError,
    Store,
    StoreTarget,
    StoreUnavailable,
    is_postgres_url,
)
from bot.storage.open import open_store

__all__ = [
    "DatabaseError",
    "Store",
    "StoreTarget",
    "StoreUnavailable",
    "is_postgres_url",
    "open_store",
]
