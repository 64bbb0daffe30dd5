"""What a SQLite repository uses of its store: the one connection, the write lock, transactions.

The store (database.py) builds its repositories and hands itself over; naming this protocol
instead of the store class keeps the repositories from importing the module that imports them.
"""

from __future__ import annotations

import asyncio
from contextlib import AbstractAsyncContextManager
from typing import Protocol

import aiosqlite


class SqliteConnection(Protocol):
    conn: aiosqlite.Connection
    # Every write outside transaction() takes it: one writer at a time on the connection.
    lock: asyncio.Lock

    def transaction(self) -> AbstractAsyncContextManager[aiosqlite.Connection]:
        """BEGIN IMMEDIATE … COMMIT under the lock; ROLLBACK on any error."""
        ...
