"""Run `juez` with a fault injected in the process: for faults a test cannot make on disk.

    python tests/faults/inject.py disk-full -- python -m bot.terminal.cli --datos D quiz …

Everything after ``bot.terminal.cli`` is the command line; the fault is installed first:

disk-full   every write fails as on a full disk: SQLite's writes raise "database or disk is
            full" (SQLITE_FULL), Whoosh cannot create its files (OSError ENOSPC), and the disk
            reports no free space.
disk-io     every SQLite write fails as on a failing disk: "disk I/O error" (SQLITE_IOERR);
            the disk has room.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import sys
from typing import Any

WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE")


def disk_full() -> None:
    import aiosqlite
    from whoosh.filedb.filestore import FileStorage

    execute = aiosqlite.Connection.execute

    def full_execute(self: aiosqlite.Connection, sql: str, *args: Any, **kwargs: Any) -> Any:
        if sql.lstrip().upper().startswith(WRITES):
            raise sqlite3.OperationalError("database or disk is full")
        return execute(self, sql, *args, **kwargs)

    def no_space(*_: Any, **__: Any) -> Any:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    usage = shutil.disk_usage

    def full_usage(path: Any) -> Any:
        real = usage(path)
        return type(real)(real.total, real.total, 0)

    aiosqlite.Connection.execute = full_execute  # type: ignore[method-assign]
    FileStorage.create_file = no_space  # type: ignore[method-assign]
    shutil.disk_usage = full_usage  # type: ignore[assignment]


def disk_io() -> None:
    import aiosqlite

    execute = aiosqlite.Connection.execute

    def failing_execute(self: aiosqlite.Connection, sql: str, *args: Any, **kwargs: Any) -> Any:
        if sql.lstrip().upper().startswith(WRITES):
            raise sqlite3.OperationalError("disk I/O error")
        return execute(self, sql, *args, **kwargs)

    aiosqlite.Connection.execute = failing_execute  # type: ignore[method-assign]


FAULTS = {"disk-full": disk_full, "disk-io": disk_io}


def main() -> int:
    fault, rest = sys.argv[1], sys.argv[sys.argv.index("--") + 1 :]
    args = rest[rest.index("bot.terminal.cli") + 1 :]
    FAULTS[fault]()
    from bot.terminal import cli

    sys.argv = ["juez", *args]
    return cli.main(args)


if __name__ == "__main__":
    sys.exit(main())
