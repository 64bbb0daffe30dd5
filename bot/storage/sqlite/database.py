"""The SQLite store: one shared aiosqlite connection in WAL mode, migrated on open.

One connection serialises statements anyway; WAL lets readers (a second process such as the
console) see committed data while the bot writes, and several processes may write the same
file (each write waits for the file's write lock, up to busy_timeout). Single statements are
atomic; anything made of several statements takes ``lock`` and runs in ``transaction()``,
because two coroutines interleaving BEGIN on a shared connection fail ("cannot start a
transaction within a transaction"). A bare statement takes ``lock`` too: issued while another
coroutine's BEGIN … COMMIT is open, it would join that transaction and share its fate.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import os
import shutil
import sqlite3
import time
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import aiosqlite

from bot.storage.interface import (
    BulkWriter,
    DatabaseError,
    Store,
    StoreUnavailable,
    UnusableDatabase,
)
from bot.storage.sqlite.cards import CardCacheRepo
from bot.storage.sqlite.commands import CommandSyncRepo
from bot.storage.sqlite.guilds import GuildSettingsRepo
from bot.storage.sqlite.interactions import InteractionStateRepo
from bot.storage.sqlite.migrations import MIGRATIONS, latest_version
from bot.storage.sqlite.quiz import QuizRepo
from bot.storage.tables import PRIMARY_KEYS, TABLES, column_names

log = logging.getLogger(__name__)

CHECKPOINT_EVERY_S = 1.0
# How long a write waits for another process's write: under Discord's 3 s to answer, so a
# write stuck behind another process fails (and the player is told) before the interaction does.
BUSY_TIMEOUT_MS = 2000


class SqliteStore(Store):
    kind = "sqlite"
    errors = (sqlite3.Error,)

    @classmethod
    def unavailable(cls, err: BaseException) -> StoreUnavailable | None:
        """A SQLite failure as the one store error. SQLite applies a statement or a
        transaction whole or not at all, and an error means not at all: never maybe_applied."""
        if not is_failure(err):
            return None
        return StoreUnavailable(_REASONS.get(_kind(err), _REASONS[""]), maybe_applied=False)

    def __init__(self, conn: aiosqlite.Connection, path: Path | str) -> None:
        self.conn = conn
        self.path = path
        self.lock = asyncio.Lock()
        self._checkpoints: asyncio.Task[None] | None = None
        self._checkpoint_conn: aiosqlite.Connection | None = None
        self._quiz = QuizRepo(self)
        self._guilds = GuildSettingsRepo(self)
        self._cards = CardCacheRepo(self)
        self._interactions = InteractionStateRepo(self)
        self._commands = CommandSyncRepo(self)

    @classmethod
    async def connect(cls, path: Path | str) -> SqliteStore:
        """Open (creating it if needed) and migrate; every failure is a DatabaseError in
        Spanish that says what is wrong with the file and what to do."""
        try:
            if str(path) != ":memory:":
                _check_path(Path(path))
                Path(path).parent.mkdir(parents=True, exist_ok=True)
                _create_private(Path(path))
        except OSError as err:
            raise DatabaseError(failure_message(path, err)) from err
        connecting = aiosqlite.connect(str(path), isolation_level=None)  # we manage transactions
        try:
            conn = await connecting
        except sqlite3.Error as err:
            await _thread_ended(connecting)
            raise DatabaseError(failure_message(path, err)) from err
        conn.row_factory = aiosqlite.Row
        db = cls(conn, path)
        try:
            # First, so that everything below waits for another process opening the same file.
            await conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            await _journal_in_wal(conn)
            # In WAL, NORMAL cannot corrupt the database; a power cut may lose the last
            # commits only. It makes each small write about 4 times faster (no fsync).
            await conn.execute("PRAGMA synchronous=NORMAL")
            await conn.execute("PRAGMA foreign_keys=ON")
            await db.migrate()
            await db._start_checkpoints()
        except (sqlite3.Error, UnicodeDecodeError, OSError) as err:
            await db.close()  # an open connection's thread would keep the process alive
            unusable = _kind(err) == "CORRUPT"  # opening again reads the same damaged file
            error = UnusableDatabase if unusable else DatabaseError
            raise error(failure_message(path, err)) from err
        except BaseException:
            await db.close()
            raise
        return db

    @property
    def where(self) -> str:
        return str(self.path)

    @property
    def quiz(self) -> QuizRepo:
        return self._quiz

    @property
    def guilds(self) -> GuildSettingsRepo:
        return self._guilds

    @property
    def cards(self) -> CardCacheRepo:
        return self._cards

    @property
    def interactions(self) -> InteractionStateRepo:
        return self._interactions

    @property
    def commands(self) -> CommandSyncRepo:
        return self._commands

    # -- checkpoints --------------------------------------------------------------------------
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

    # -- schema -------------------------------------------------------------------------------
    async def version(self) -> int:
        async with self.conn.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row is not None else 0

    def _refuse_newer(self, current: int) -> None:
        if current > latest_version():
            raise UnusableDatabase(
                f"La base de datos {self.path} es de una versión más nueva de Juez "
                f"(esquema {current}; esta versión conoce hasta el {latest_version()}). "
                "Actualiza Juez o usa otra JUEZ_DB_PATH."
            )

    async def migrate(self) -> list[int]:
        """Apply missing migrations in order, each in its own transaction; their numbers.

        The version is read again inside each BEGIN IMMEDIATE, which holds the file's write
        lock: two processes opening a fresh file at once apply each migration exactly once.
        """
        current = await self.version()
        self._refuse_newer(current)
        applied: list[int] = []
        for number, name, sql in MIGRATIONS:
            if number <= current:
                continue
            async with self.transaction():
                current = await self.version()
                self._refuse_newer(current)
                if number <= current:  # another process applied it meanwhile
                    continue
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

    # -- export and import --------------------------------------------------------------------
    async def export_rows(self) -> AsyncIterator[tuple[str, tuple[object, ...]]]:
        async with self.lock:
            await self.conn.execute("BEGIN")  # WAL: every SELECT below reads one snapshot
            try:
                for table in TABLES:
                    sql = (
                        f"SELECT {', '.join(column_names(table))} FROM {table}"
                        f" ORDER BY {', '.join(PRIMARY_KEYS[table])}"
                    )
                    async with self.conn.execute(sql) as cur:
                        async for row in cur:
                            yield table, tuple(row)
            finally:
                await self.conn.execute("COMMIT")

    @contextlib.asynccontextmanager
    async def bulk_import(self) -> AsyncIterator[BulkWriter]:
        """The triggers are dropped and created again inside the import's own transaction:
        imported totals are taken as they are, and nobody else ever sees the schema without
        them (the transaction holds the write lock until it commits)."""
        async with self.transaction() as conn:
            async with conn.execute(
                "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name"
            ) as cur:
                triggers = [(r[0], r[1]) for r in await cur.fetchall()]
            for name, _ in triggers:
                await conn.execute(f'DROP TRIGGER "{name}"')
            yield _SqliteWriter(conn)
            for _, sql in triggers:
                await conn.execute(sql)

    async def close(self) -> None:
        if self._checkpoints is not None:
            self._checkpoints.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._checkpoints
        # A full disk or a read-only file may fail the closing checkpoint: the committed data
        # is in the database or its WAL either way, and the connection's thread must end.
        if self._checkpoint_conn is not None:
            with contextlib.suppress(sqlite3.Error):
                await self._checkpoint_conn.close()
        # The last connection to close folds the WAL into the database file.
        with contextlib.suppress(sqlite3.Error):
            await self.conn.close()


class _SqliteWriter(BulkWriter):
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def count(self, table: str) -> int:
        async with self.conn.execute(f"SELECT COUNT(*) FROM {table}") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row is not None else 0

    async def insert(self, table: str, rows: Sequence[Sequence[object]]) -> None:
        columns = column_names(table)
        await self.conn.executemany(
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES"
            f" ({', '.join('?' for _ in columns)})",
            rows,
        )


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


async def _thread_ended(connection: aiosqlite.Connection) -> None:
    """Wait for the worker thread of a connection that failed to open.

    aiosqlite stops it without waiting: were the event loop closed first (asyncio.run ending on
    the error), the thread would print "Event loop is closed" tracebacks on its way out.
    """
    thread = getattr(connection, "_thread", None)
    if thread is not None and thread.is_alive():
        await asyncio.to_thread(thread.join, 5)


# -- failures, in Spanish -----------------------------------------------------------------------
def is_failure(err: BaseException) -> bool:
    """True for what a SQLite store raises when its file fails (not a bug in a query's caller):
    every sqlite3 error, and text in a damaged page that is not UTF-8."""
    return isinstance(err, sqlite3.Error | UnicodeDecodeError)


FILE_MODE = 0o600  # quiz answers and server settings, by member and server id


def _create_private(path: Path) -> None:
    """Create a missing database file readable by its owner only, whatever the umask: SQLite
    would create it 0644, and its -wal and -shm files copy the mode of the database file.
    (An empty file is an empty database.) An existing file keeps the mode it has."""
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE))


def _check_path(path: Path) -> None:
    if path.is_dir():
        raise UnusableDatabase(
            f"La base de datos {path} es una carpeta, no un archivo. Usa otra ruta en "
            "JUEZ_DB_PATH (por ejemplo, un archivo juez.sqlite3 dentro de esa carpeta) o mueve "
            "la carpeta a otro sitio."
        )


def failure_message(path: Path | str | None, err: BaseException) -> str:
    """What is wrong with the database file and what to do, from a SQLite (or OS) error."""
    where = f"La base de datos {path}" if path is not None else "La base de datos"
    kind = _kind(err)
    if kind == "CANTOPEN" and _disk_full(path):
        kind = "FULL"
    elif kind == "IOERR":
        kind = "FULL" if _disk_full(path) else kind
    if kind in {"CANTOPEN", "IOERR"} and not _writable_folder(path):
        kind = "READONLY"
    if kind in {"IOERR", "FULL"} and _near_size_limit(path):
        kind = "FSIZE"
    why = _WHY.get(kind, " falló ({err}). El detalle está en juez.log.")
    return where + why.format(path=path or "ARCHIVO", err=err)


def unwritable_message(path: Path | str) -> str:
    """Why writes to the database at ``path`` fail, guessed from its disk and permissions."""
    kind = "FULL" if _disk_full(path) else "IOERR" if _writable_folder(path) else "READONLY"
    if kind != "READONLY" and _near_size_limit(path):
        kind = "FSIZE"
    return f"La base de datos {path}" + _WHY[kind].format(path=path)


# (kind, SQLite result code names, phrases of the message, OS errno values), first match wins
_KINDS: list[tuple[str, tuple[str, ...], tuple[str, ...], tuple[int, ...]]] = [
    (
        "CORRUPT",
        ("SQLITE_CORRUPT", "SQLITE_NOTADB"),
        ("could not decode", "malformed", "not a database", "file is encrypted"),
        (),
    ),
    ("FULL", ("SQLITE_FULL",), ("disk is full",), (errno.ENOSPC, errno.EDQUOT)),
    ("READONLY", ("SQLITE_READONLY",), ("readonly",), (errno.EACCES, errno.EPERM, errno.EROFS)),
    ("BUSY", ("SQLITE_BUSY", "SQLITE_LOCKED"), ("locked",), ()),
    ("CANTOPEN", ("SQLITE_CANTOPEN",), ("unable to open",), ()),
    ("IOERR", ("SQLITE_IOERR",), ("i/o error",), (errno.EIO,)),
]


def _kind(err: BaseException) -> str:
    if isinstance(err, UnicodeDecodeError):  # text in a damaged page
        return "CORRUPT"
    name = getattr(err, "sqlite_errorname", "") or ""
    text = str(err).lower()
    code = getattr(err, "errno", None)
    for kind, names, phrases, codes in _KINDS:
        if name.startswith(names) or any(p in text for p in phrases) or code in codes:
            return kind
    return ""


# What a member may read of a failure (no path: that is for the administrator's log).
_REASONS = {
    "BUSY": "otro proceso la tiene bloqueada",
    "FULL": "no queda espacio en el disco",
    "FSIZE": "el archivo llegó a su tamaño máximo",
    "READONLY": "no se puede escribir en ella",
    "CORRUPT": "está dañada",
    "CANTOPEN": "no se puede abrir",
    "IOERR": "error del disco",
    "": "falló al leer o escribir",
}

_DB_PATH_HINT = "usa otra ruta en JUEZ_DB_PATH"
_WHY = {
    "CORRUPT": (
        " está dañada: no se puede leer. Lo guardado antes de la parte dañada puede "
        "recuperarse con `sqlite3 {path} .recover`; para seguir ya, mueve el archivo a otro "
        f"sitio (Juez creará uno nuevo) o {_DB_PATH_HINT}."
    ),
    "FULL": (
        " no puede escribir: no queda espacio en el disco. Lo guardado antes sigue ahí; "
        "libera espacio y vuelve a intentarlo."
    ),
    "READONLY": (
        " no se puede escribir: el archivo o su carpeta son de solo lectura. Lo guardado antes "
        f"sigue ahí; da permiso de escritura a la carpeta de datos o {_DB_PATH_HINT}."
    ),
    "FSIZE": (
        " no puede escribir: el archivo llegó al tamaño máximo que permite el sistema "
        "(`ulimit -f`, o LimitFSIZE= en el servicio de systemd). Lo guardado antes sigue ahí; "
        "sube ese límite y vuelve a intentarlo."
    ),
    "BUSY": (
        " está ocupada por otro proceso que escribe en ella. Vuelve a intentarlo en un momento."
    ),
    "CANTOPEN": (
        " no se puede abrir: comprueba que su carpeta existe y se puede escribir, "
        f"o {_DB_PATH_HINT}."
    ),
    "IOERR": (
        " no se pudo leer o escribir (error del disco). Lo guardado antes sigue ahí; "
        "comprueba el disco y vuelve a intentarlo."
    ),
}


def _folder(path: Path | str | None) -> Path | None:
    if path is None or str(path) == ":memory:":
        return None
    return Path(path).parent


def _disk_full(path: Path | str | None) -> bool:
    folder = _folder(path)
    if folder is None:
        return False
    try:
        return shutil.disk_usage(folder).free < 64 * 1024
    except OSError:
        return False


# A file-size limit within this much of the database's largest file is what stopped a write:
# SQLite reports the EFBIG of a write past `ulimit -f` as a plain "disk I/O error".
SIZE_LIMIT_MARGIN = 1024 * 1024


def _near_size_limit(path: Path | str | None) -> bool:
    if _folder(path) is None:
        return False
    try:
        import resource
    except ImportError:  # not POSIX: no such limit
        return False
    limit = resource.getrlimit(resource.RLIMIT_FSIZE)[0]
    if limit == resource.RLIM_INFINITY:
        return False
    sizes = [0]
    for suffix in ("", "-wal", "-shm", "-journal"):
        with contextlib.suppress(OSError):
            sizes.append(os.stat(f"{path}{suffix}").st_size)
    return max(sizes) + SIZE_LIMIT_MARGIN >= limit


def _writable_folder(path: Path | str | None) -> bool:
    folder = _folder(path)
    if folder is None or not folder.exists():
        return True  # nothing to blame on permissions
    return os.access(folder, os.W_OK) and (
        not Path(path).exists() or os.access(path, os.W_OK)  # type: ignore[arg-type]
    )


async def _journal_in_wal(conn: aiosqlite.Connection) -> None:
    """PRAGMA journal_mode=WAL, tried again while another process switches a brand-new file
    at the same moment: that switch can answer "database is locked" at once, without the busy
    handler waiting (seen when 8 processes open a new file together), within the busy time."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    pause = 0.01
    while True:
        try:
            await conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as err:
            locked = "locked" in str(err) or "busy" in str(err)
            if not locked or time.monotonic() + pause > deadline:
                raise
        await asyncio.sleep(pause)
        pause = min(pause * 2, 0.2)
