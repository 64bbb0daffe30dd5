"""The names earlier code imports from here: the store interface (as Database) and its error.

New code imports from bot.storage (Store, DatabaseError); ``Database.open(path)`` is
``Store.open``: a SQLite file, or PostgreSQL for a postgresql:// URL.
"""

from bot.storage.interface import DatabaseError, Store

Database = Store

__all__ = ["Database", "DatabaseError"]
