"""A pool connection for a write, tried again while the server restarts.

    async with connection_for_write(pool) as conn:
        await conn.execute("INSERT …")

While PostgreSQL restarts (``systemctl restart``, or recovering from a crash) every new
connection is refused for a second or two: the port is closed, or the server answers "the
database system is starting up". A write that would be refused then waits, trying again with
a growing pause, for at most ``RETRY_WITHIN_S``; only then is it a StoreUnavailable that says
nothing was applied (the player reads "No se pudo guardar tu respuesta").

Only getting the connection is tried again, never the statement: a statement whose connection
broke while it ran may have committed, and running it twice would record an answer twice. It
fails as it is (declared, and the player is told it was not kept).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.storage.interface import StoreUnavailable

log = logging.getLogger(__name__)

# Under the store's call limit (bot/storage/bounded.py, 5 s), so a restart that outlasts it
# ends in the store's own Spanish message; longer than a restart of a small server (about 1 s).
RETRY_WITHIN_S = 3.0
FIRST_PAUSE_S = 0.05
LONGEST_PAUSE_S = 0.5

# What getting a connection raises while the server is down or starting: nothing was sent.
REFUSED = (
    OSError,  # connection refused or reset: the port is closed
    asyncpg.CannotConnectNowError,  # "the database system is starting up / shutting down"
    asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError,
    asyncpg.ConnectionDoesNotExistError,  # closed while the pool was opening it
)

# Anything else getting a connection may raise (a timeout, asyncpg's own breakage): the write
# was not sent either.
ACQUIRE_FAILURES = (
    TimeoutError,
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
)


def _not_sent(err: BaseException) -> StoreUnavailable:
    """A write that never left: certainly not applied (the player is told "not saved")."""
    log.warning("PostgreSQL no dio conexión para escribir (%s: %s)", type(err).__name__, err)
    return StoreUnavailable("el servidor no acepta conexiones", maybe_applied=False)


@contextlib.asynccontextmanager
async def connection_for_write(
    pool: asyncpg.Pool, *, within: float = RETRY_WITHIN_S
) -> AsyncIterator[PoolConnectionProxy]:
    """A connection of ``pool``, waiting up to ``within`` s for a restarting server."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + within
    pause = FIRST_PAUSE_S
    tries = 1
    while True:
        try:
            conn = await pool.acquire()
            break
        except REFUSED as err:
            if loop.time() + pause > deadline:
                raise _not_sent(err) from err
            log.info("PostgreSQL rechazó la conexión (%s); intento %s", type(err).__name__, tries)
        except ACQUIRE_FAILURES as err:
            raise _not_sent(err) from err
        await asyncio.sleep(pause)
        pause = min(pause * 2, LONGEST_PAUSE_S)
        tries += 1
    try:
        yield conn
    finally:
        await pool.release(conn)
