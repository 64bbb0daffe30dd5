"""The one shared aiosqlite connection, in WAL mode, migrated on open.

One connection serialises statements anyway; WAL lets readers (a second process such as the
console) see committed data while the bot writes. Single statements are atomic; anything made
of several statements takes ``db.lock`` and runs in ``db.transaction()``, because two
coroutines interleaving BEGIN on a shared connection fail ("cannot start a transaction within
a transaction").
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite

from bot.storage.migrations import MIGRATIONS, latest_version
from index.errors import UserError

log = logging.getLogger(__name__)


class DatabaseError(UserError):
    """The database cannot be used as it is (for example, it is newer than this program)."""


CHECKPOINT_EVERY_S = 1.0


class Database:
    def __init__(self, conn: aiosqlite.Connection, path: Path | str) -> None:
        self.conn = conn
        self.path = path
        self.lock = asyncio.Lock()
        self._checkpoints: asyncio.Task[None] | None = None
        self._checkpoint_conn: aiosqlite.Connection | None = None

    @classmethod
    async def open(cls, path: Path | str) -> Database:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(str(path), isolation_level=None)  # we manage transactions
        conn.row_factory = aiosqlite.Row
        db = cls(conn, path)
        try:
            await conn.execute("PRAGMA journal_mode=WAL")
            # In WAL, NORMAL cannot corrupt the database; a power cut may lose the last
            # commits only. It makes each small write about 4 times faster (no fsync).
            await conn.execute("PRAGMA synchronous=NORMAL")
            await conn.execute("PRAGMA foreign_keys=ON")
            await conn.execute("PRAGMA busy_timeout=5000")
            await db.migrate()
            await db._start_checkpoints()
        except sqlite3.DatabaseError as err:
            await db.close()  # an open connection's thread would keep the process alive
            raise DatabaseError(
                f"No se puede usar la base de datos {path}: {err}. Si no es una base de datos "
                "de Juez o está dañada, muévela a otro sitio o usa otra JUEZ_DB_PATH."
            ) from err
        except BaseException:
            await db.close()
            raise
        return db

    async def _start_checkpoints(self) -> None:
        """Copy the WAL back into the database from a second connection, once a second.

        SQLite's automatic checkpoint runs inside whichever commit crosses its threshold, which
        made one answer in a hundred wait several milliseconds. A PASSIVE checkpoint from
        another connection never blocks the writer, so writes stay short.
        """
        if str(self.path) == ":memory:":
            return
        await self.conn.execute("PRAGMA wal_autocheckpoint=0")
        self._checkpoint_conn = await aiosqlite.connect(str(self.path))
        self._checkpoints = asyncio.create_task(self._checkpoint_loop())

    async def _checkpoint_loop(self) -> None:
        while True:
            await asyncio.sleep(CHECKPOINT_EVERY_S)
            await self.checkpoint()

    async def checkpoint(self) -> None:
        """Fold the WAL into the database file now (PASSIVE: never waits for the writer)."""
        if self._checkpoint_conn is None:
            return
        try:
            await self._checkpoint_conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except sqlite3.Error as err:  # busy or locked: the next round catches up
            log.debug("checkpoint aplazado: %s", err)

    async def version(self) -> int:
        async with self.conn.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row is not None else 0

    async def migrate(self) -> list[int]:
        """Apply missing migrations in order; return the numbers applied."""
        current = await self.version()
        if current > latest_version():
            raise DatabaseError(
                f"La base de datos {self.path} es de una versión más nueva de Juez "
                f"(esquema {current}; esta versión conoce hasta el {latest_version()}). "
                "Actualiza Juez o usa otra JUEZ_DB_PATH."
            )
        applied = []
        for number, name, sql in MIGRATIONS:
            if number <= current:
                continue
            async with self.transaction():
                for statement in _statements(sql):
                    await self.conn.execute(statement)
                await self.conn.execute(f"PRAGMA user_version = {number}")
            log.info("migración %s aplicada: %s", number, name)
            applied.append(number)
        return applied

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE … COMMIT under the lock; ROLLBACK on any error."""
        async with self.lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                await self.conn.execute("ROLLBACK")
                raise
            await self.conn.execute("COMMIT")

    async def close(self) -> None:
        if self._checkpoints is not None:
            self._checkpoints.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._checkpoints
        if self._checkpoint_conn is not None:
            await self._checkpoint_conn.close()
        # The last connection to close folds the WAL into the database file.
        await self.conn.close()


def _statements(sql: str) -> list[str]:
    # executescript would COMMIT on its own and break the migration's transaction. Pieces are
    # joined until SQLite calls them complete, so a trigger body (BEGIN …; …; END) stays whole.
    out: list[str] = []
    pending = ""
    for piece in sql.split(";"):
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            if pending.strip(" \n\t;"):
                out.append(pending.strip())
            pending = ""
    if pending.strip(" \n\t;"):
        out.append(pending.strip())
    return out
