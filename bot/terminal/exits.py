"""How a `juez` command ends: every failure's Spanish message and exit code, in one place.

Subcommands return the exit code of a command that ran (0; 1 when the console or a quiz round
could not save what it should) and raise for everything else; ``cli.main`` hands whatever
escaped to ``exit_code``, which says it on stderr and chooses the code:

    0    a reader that left the pipe early (`juez buscar … | head`): nothing to say
    1    Juez's own files, database or network failed, or a bug: the request itself was fine;
         returned, not raised, by a lookup that found nothing (NOTHING_FOUND)
    2    a request that cannot be done as asked (any UserError, ServiceError included)
    130  Ctrl-C

An error class may declare another code with an ``exit_code`` attribute (the database, an index
that cannot be built, a download that failed: 1; an edition already added: 0).

Only what is cheap is imported at the top (the standard library's smallest, index.errors,
index.os_errors):
`juez --help` imports this module too.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TextIO

from index.errors import UserError
from index.os_errors import reason as os_reason

INTERRUPTED = 130
# regla, buscar, palabraclave, glosario and carta when a query found nothing (its message is
# printed as usual), so that a script can test it as it tests grep: `juez regla 999.9 || …`.
NOTHING_FOUND = 1
REQUEST = 2  # the exit code of a UserError that declares none


class Failed(UserError):
    """A command that could not do its work for a reason outside the request: exit code 1."""

    exit_code = 1


def exit_code(
    err: BaseException, *, stream: TextIO | None = None, database: Path | str | None = None
) -> int:
    """Say ``err`` in Spanish on ``stream`` (stderr) and return the exit code it means."""
    out = stream or sys.stderr
    if isinstance(err, KeyboardInterrupt):
        print("\nInterrumpido.", file=out)
        return INTERRUPTED
    if isinstance(err, BrokenPipeError):
        # The reader left. Nothing to say; keep Python from complaining again while flushing
        # stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    said = message_and_code(err, database=database)
    if said is not None:
        print(said[0], file=out)
        return said[1]
    if isinstance(err, OSError):
        # A data folder that cannot be written, a full disk: a sentence, not a traceback.
        where = f" ({err.filename})" if err.filename else ""
        why = os_reason(err)
        print(
            f"No se pudo leer o escribir un archivo{where}: {why}. "
            "Comprueba JUEZ_DATA_DIR y los permisos de esa carpeta.",
            file=out,
        )
        return 1
    # A traceback never reaches a user: it goes to juez.log. (logging is imported only now:
    # `juez --help` stays as cheap as Python itself.)
    import logging

    from bot.logs import new_incident

    incident = new_incident()
    logging.getLogger(__name__).error(
        "error inesperado", exc_info=err, extra={"incident": incident}
    )
    print(_unexpected(err, incident), file=out)
    return 1


def message_and_code(
    err: BaseException, *, database: Path | str | None = None
) -> tuple[str, int] | None:
    """The Spanish message and exit code of a failure a console session survives: a request
    that cannot be done (UserError, with its class's code) or the SQLite file failing after it
    opened (damaged pages, a full disk: 1). None for anything else, which ends the command."""
    err = backend_failure(err)
    if isinstance(err, UserError):
        return str(err), user_error_code(err)
    if store_failure(err):
        return store_failure_message(database, err), 1
    return None


def backend_failure(err: BaseException) -> BaseException:
    """The backend's own error under a StoreUnavailable (bot/storage/bounded.py): a member of
    a Discord server reads the short reason; the person at the terminal runs Juez, and reads
    what the file says of itself (its path, `.recover` for damage). Anything else unchanged."""
    cause = err.__cause__
    if type(err).__name__ in ("StoreUnavailable", "StoreTimeout") and cause is not None:
        return cause if store_failure(cause) else err
    return err


def user_error_code(err: UserError) -> int:
    """The code its class declares (``exit_code``), else 2: the request cannot be done."""
    code = getattr(err, "exit_code", REQUEST)
    return code if isinstance(code, int) else REQUEST


def store_failure(err: BaseException) -> bool:
    """True for a failure of the SQLite file itself (damaged pages, a full or read-only
    disk), raised by a read after the store opened; the store module is loaded by then."""
    sqlite_store = sys.modules.get("bot.storage.sqlite.database")
    return sqlite_store is not None and bool(sqlite_store.is_failure(err))


def store_failure_message(database: Path | str | None, err: BaseException) -> str:
    from bot.storage.sqlite.database import failure_message

    return failure_message(database, err)


def _unexpected(err: BaseException, incident: str) -> str:
    if isinstance(err, MemoryError):
        return "No queda memoria para terminar: la entrada es demasiado grande."
    return (
        f"Error inesperado de Juez ({type(err).__name__}, incidente {incident}). El detalle "
        "está en juez.log, en la carpeta de datos (o en pantalla con --verbose); si se repite, "
        "avísanos con ese detalle."
    )
