"""The PostgreSQL store: an asyncpg pool shared by the coroutines of one process, and one
database shared by every process (each shard process of the bot, the console, `juez datos`).

Every write is one statement (an INSERT whose trigger updates the totals, an UPSERT …
RETURNING), which PostgreSQL makes atomic under concurrency at READ COMMITTED; the few
multi-statement jobs (migrations, "delete my data", an import) run in one transaction that
takes an advisory or table lock first, so nothing interleaves with them.
"""

from __future__ import annotations

import contextlib
import logging
import socket
from collections.abc import AsyncIterator, Sequence
from urllib.parse import urlsplit, urlunsplit

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.storage.interface import (
    BulkWriter,
    DatabaseError,
    Store,
    StoreUnavailable,
    UnusableDatabase,
)
from bot.storage.postgres.cards import PostgresCardCache
from bot.storage.postgres.commands import PostgresCommandSync
from bot.storage.postgres.guilds import PostgresGuildSettings
from bot.storage.postgres.interactions import PostgresInteractionState
from bot.storage.postgres.migrations import MIGRATIONS, latest_version
from bot.storage.postgres.quiz import PostgresQuiz
from bot.storage.tables import PRIMARY_KEYS, TABLES, column_names

log = logging.getLogger(__name__)

Connection = asyncpg.Connection | PoolConnectionProxy  # a bare connection or one from the pool

POOL_SIZE = 5  # connections per process: plenty for a bot; 4 shard processes use 20
CONNECT_TIMEOUT_S = 10.0
# Every statement of the bot's everyday work (an answer, a setting, the card cache) gives up
# after this long: under Discord's 3 seconds, so a stalled server is a Spanish "inténtalo de
# nuevo" (a TimeoutError, one of CONNECTION_ERRORS) instead of an interaction left to fail.
COMMAND_TIMEOUT_S = 2.0
# Migrations, exports and imports are not answering anyone: they wait for locks and move every
# row, so each of their statements says how long it may take.
LONG_TIMEOUT_S = 600.0
# Every commit waits for its WAL to reach the server's disk (PostgreSQL's default): an answer
# the player was told is saved survives a crash of the server. With synchronous_commit=off a
# crash and restart lost 1 to 7 acknowledged answers of a hundred
# (tests/faults/test_postgres_restart.py); it made a burst of answers about 2 times faster.
SESSION_SETTINGS = {"application_name": "juez"}
# Advisory lock keys. User ids (Discord snowflakes) are positive; this one is not, so the
# migration lock never meets a player's lock (see migration 2's trigger).
MIGRATION_LOCK = -0x4A55455A  # "JUEZ"

_BOOKKEEPING = """
CREATE TABLE IF NOT EXISTS juez_migrations (
    number     INTEGER     PRIMARY KEY,
    name       TEXT        NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
)
"""

CONNECTION_ERRORS = (
    OSError,
    TimeoutError,
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    # Raised by asyncpg itself when a connection breaks under it (the server stopped mid-run):
    # a failure of the store like the others, not a bug of Juez.
    asyncpg.InternalClientError,
)

# Nothing reached the server: the port is closed, the name unknown, the server starting up or
# shutting down, or out of connections.
REFUSED_BEFORE_SENDING = (
    ConnectionRefusedError,
    socket.gaierror,
    asyncpg.CannotConnectNowError,
    asyncpg.TooManyConnectionsError,
)
# The connection went away (or the time ran out) after the statement may have been sent: a
# commit may have landed with its answer lost. Every other server error rolled back.
LOST_WITHOUT_ANSWER = (
    OSError,
    TimeoutError,
    asyncpg.PostgresConnectionError,
    asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError,
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
)


def redacted(url: str) -> str:
    """The URL without its password, for messages and logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)[-1]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}@{netloc}" if user else netloc))


URL_EXAMPLE = "postgresql://juez:clave@localhost:5432/juez"


def port_problem(url: str) -> str | None:
    """What is wrong with the URL's port, in Spanish (asyncpg says it in English, or silently
    wraps a port past 65535 around to another one)."""
    try:
        netloc = urlsplit(url).netloc.rsplit("@", 1)[-1]
    except ValueError:
        return "no tiene forma de URL"
    ports = [host.rsplit("]", 1)[-1].partition(":")[2] for host in netloc.split(",")]
    for port in ports:
        if port and not port.isdigit():
            return f"el puerto debe ser un número (1 a 65535), no «{port[:20]}»"
        if port and not 0 < int(port) < 65536:
            return f"el puerto {port[:20]} no existe (va de 1 a 65535)"
    return None


def url_problem(url: str) -> str:
    """What is wrong with a URL asyncpg could not read, in Spanish."""
    return port_problem(url) or (
        "tiene una parte que no se entiende (revisa el usuario, la máquina y los parámetros)"
    )


def connect_problem(err: BaseException) -> str:
    """Why a connection failed, in Spanish (the server's own words stay: it may be Spanish)."""
    if isinstance(
        err, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError
    ):
        return "el usuario o la contraseña no son correctos"
    if isinstance(err, asyncpg.InvalidCatalogNameError):
        return "esa base de datos no existe en el servidor (créala con createdb)"
    if isinstance(err, ConnectionRefusedError):
        return "nadie acepta conexiones en esa máquina y puerto (¿está parado el servidor?)"
    if isinstance(err, socket.gaierror):
        return "no se encuentra esa máquina (revisa el nombre)"
    if isinstance(err, TimeoutError):
        return f"el servidor no respondió en {CONNECT_TIMEOUT_S:g} s"
    if isinstance(err, asyncpg.PostgresError):
        return str(err)
    if isinstance(err, OSError):
        return f"error de red ({err.strerror or type(err).__name__})"
    return f"la conexión falló ({type(err).__name__})"


def redacted_loosely(url: str) -> str:
    """``redacted`` for a URL that may not even parse: everything before the last @ goes."""
    try:
        return redacted(url)
    except ValueError:
        head, _, tail = url.rpartition("@")
        return f"{head.split('//', 1)[0]}//…@{tail}" if head else url


class PostgresStore(Store):
    kind = "postgresql"
    errors = CONNECTION_ERRORS

    @classmethod
    def unavailable(cls, err: BaseException) -> StoreUnavailable | None:
        """A PostgreSQL failure as the one store error, with whether the call may have been
        applied: only when the connection went away without the server's answer (a refused
        connection sent nothing; an error the server answered rolled the statement back)."""
        if not isinstance(err, CONNECTION_ERRORS):
            return None
        if isinstance(err, REFUSED_BEFORE_SENDING):
            return StoreUnavailable("el servidor no acepta conexiones", maybe_applied=False)
        if isinstance(err, LOST_WITHOUT_ANSWER):
            return StoreUnavailable("se cortó la conexión con el servidor", maybe_applied=True)
        return StoreUnavailable("el servidor rechazó la operación", maybe_applied=False)

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self.pool = pool
        self.url = url
        self._quiz = PostgresQuiz(pool)
        self._guilds = PostgresGuildSettings(pool)
        self._cards = PostgresCardCache(pool)
        self._interactions = PostgresInteractionState(pool)
        self._commands = PostgresCommandSync(pool)

    @classmethod
    async def connect(cls, url: str, *, pool_size: int = POOL_SIZE) -> PostgresStore:
        if (problem := port_problem(url)) is not None:
            raise DatabaseError(
                f"JUEZ_DATABASE_URL no es válida ({redacted_loosely(url)}): {problem}. "
                f"Ejemplo: {URL_EXAMPLE}"
            )
        try:
            pool = await asyncpg.create_pool(
                url,
                # No floor: with one, asyncpg reconnects in the background while the server
                # is down and logs a traceback each try (every 1 to 60 s); without, a call
                # opens what it needs and a failure is one line (bot/storage/bounded.py).
                min_size=0,
                max_size=pool_size,
                timeout=CONNECT_TIMEOUT_S,
                command_timeout=COMMAND_TIMEOUT_S,
                server_settings=SESSION_SETTINGS,
            )
            try:  # without a floor the pool has not connected yet: a first one, now
                await pool.execute("SELECT 1")
            except BaseException:
                await pool.close()
                raise
        except ValueError as err:  # asyncpg's own reading of the URL, in English
            raise DatabaseError(
                f"JUEZ_DATABASE_URL no es válida ({redacted_loosely(url)}): {url_problem(url)}. "
                f"Ejemplo: {URL_EXAMPLE}"
            ) from err
        except CONNECTION_ERRORS as err:
            raise DatabaseError(
                f"No se puede conectar con PostgreSQL en {redacted(url)}: {connect_problem(err)}. "
                "Comprueba "
                f"que el servidor está en marcha y JUEZ_DATABASE_URL (por ejemplo {URL_EXAMPLE})."
            ) from err
        store = cls(pool, url)
        try:
            await store.migrate()
        except BaseException:
            await pool.close()
            raise
        return store

    @property
    def where(self) -> str:
        return redacted(self.url)

    @property
    def quiz(self) -> PostgresQuiz:
        return self._quiz

    @property
    def guilds(self) -> PostgresGuildSettings:
        return self._guilds

    @property
    def cards(self) -> PostgresCardCache:
        return self._cards

    @property
    def interactions(self) -> PostgresInteractionState:
        return self._interactions

    @property
    def commands(self) -> PostgresCommandSync:
        return self._commands

    # -- schema -------------------------------------------------------------------------------
    async def version(self) -> int:
        async with self.pool.acquire() as conn:
            return await _version(conn)

    def _refuse_newer(self, current: int) -> None:
        if current > latest_version():
            raise UnusableDatabase(
                f"La base de datos {self.where} es de una versión más nueva de Juez "
                f"(esquema {current}; esta versión conoce hasta el {latest_version()}). "
                "Actualiza Juez en todas las máquinas o usa otra JUEZ_DATABASE_URL."
            )

    async def migrate(self) -> list[int]:
        """Apply missing migrations in order, each in its own transaction; their numbers.

        Each transaction takes one advisory lock and reads the version again under it, so
        several processes opening a fresh database at once apply each migration once.
        """
        applied: list[int] = []
        async with self.pool.acquire() as conn:
            current = await _version(conn, LONG_TIMEOUT_S)
            self._refuse_newer(current)
            for number, name, sql in MIGRATIONS:
                if number <= current:
                    continue
                async with conn.transaction():
                    await conn.execute(
                        "SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK, timeout=LONG_TIMEOUT_S
                    )
                    await conn.execute(_BOOKKEEPING, timeout=LONG_TIMEOUT_S)
                    current = await _version(conn, LONG_TIMEOUT_S)
                    self._refuse_newer(current)
                    if number <= current:  # another process applied it meanwhile
                        continue
                    await conn.execute(sql, timeout=LONG_TIMEOUT_S)
                    await conn.execute(
                        "INSERT INTO juez_migrations (number, name) VALUES ($1, $2)",
                        number,
                        name,
                        timeout=LONG_TIMEOUT_S,
                    )
                log.info("migración %s aplicada en PostgreSQL: %s", number, name)
                applied.append(number)
        return applied

    # -- export and import --------------------------------------------------------------------
    async def export_rows(self) -> AsyncIterator[tuple[str, tuple[object, ...]]]:
        async with (
            self.pool.acquire() as conn,
            conn.transaction(isolation="repeatable_read", readonly=True),
        ):
            for table in TABLES:
                sql = (
                    f"SELECT {', '.join(column_names(table))} FROM {table}"
                    f" ORDER BY {', '.join(PRIMARY_KEYS[table])}"
                )
                async for record in conn.cursor(sql, prefetch=1000, timeout=LONG_TIMEOUT_S):
                    yield table, tuple(record.values())

    @contextlib.asynccontextmanager
    async def bulk_import(self) -> AsyncIterator[BulkWriter]:
        """Triggers off and identity counters set past the imported ids, all in one
        transaction: ALTER TABLE locks each table until it commits, so running bots wait
        instead of writing into a half-imported store."""
        async with self.pool.acquire() as conn, conn.transaction():
            for table in TABLES:
                await conn.execute(
                    f"ALTER TABLE {table} DISABLE TRIGGER USER", timeout=LONG_TIMEOUT_S
                )
            yield _PostgresWriter(conn)
            for table in TABLES:
                await conn.execute(
                    f"ALTER TABLE {table} ENABLE TRIGGER USER", timeout=LONG_TIMEOUT_S
                )
            identities = await conn.fetch(
                "SELECT table_name, column_name FROM information_schema.columns"
                " WHERE table_schema = current_schema() AND is_identity = 'YES'",
                timeout=LONG_TIMEOUT_S,
            )
            for row in identities:
                table, column = row["table_name"], row["column_name"]
                await conn.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'),"
                    f" COALESCE(MAX({column}), 0) + 1, false) FROM {table}",
                    timeout=LONG_TIMEOUT_S,
                )

    async def close(self) -> None:
        await self.pool.close()


class _PostgresWriter(BulkWriter):
    def __init__(self, conn: Connection) -> None:
        self.conn = conn

    async def count(self, table: str) -> int:
        return int(
            await self.conn.fetchval(f"SELECT COUNT(*) FROM {table}", timeout=LONG_TIMEOUT_S)
        )

    async def insert(self, table: str, rows: Sequence[Sequence[object]]) -> None:
        await self.conn.copy_records_to_table(
            table,
            records=[tuple(r) for r in rows],
            columns=list(column_names(table)),
            timeout=LONG_TIMEOUT_S,
        )


async def _version(conn: Connection, timeout: float | None = None) -> int:
    if await conn.fetchval("SELECT to_regclass('juez_migrations')", timeout=timeout) is None:
        return 0
    sql = "SELECT COALESCE(MAX(number), 0) FROM juez_migrations"
    return int(await conn.fetchval(sql, timeout=timeout))
