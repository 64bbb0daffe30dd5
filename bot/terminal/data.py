"""`juez datos exportar|importar`: move the stored data between stores as JSON lines.

    juez datos exportar > juez.jsonl                       # the configured store, to a file
    juez datos exportar | JUEZ_DATABASE_URL=postgresql://juez@localhost/juez juez datos importar
    juez datos importar --base nueva.sqlite3 < juez.jsonl  # back into a new SQLite file

The rows go to stdout (export) or come from stdin (import); what happened goes to stderr, so a
pipe carries only data. Exit codes (said by bot.terminal.exits): 0 done, 1 the store or the file
refused (DatabaseError, TransferError, Failed), 2 usage.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.storage import Store, StoreTarget, is_postgres_url, open_store
from bot.storage.transfer import bounded_lines, export_records, import_records
from bot.terminal.exits import Failed
from index.errors import UserError

if TYPE_CHECKING:
    from bot.settings import Settings

STDIN_IS_A_TERMINAL = (
    "juez datos importar lee una exportación de la entrada estándar, por ejemplo: "
    "juez datos importar < juez.jsonl"
)


def run_data(args: argparse.Namespace, settings: Settings) -> int:
    target: StoreTarget = settings.store
    if args.base:
        target = args.base if is_postgres_url(args.base) else Path(args.base)
    if args.accion == "importar" and sys.stdin.isatty():
        raise UserError(STDIN_IS_A_TERMINAL)
    if args.accion == "exportar" and isinstance(target, Path) and not target.exists():
        raise Failed(
            f"No hay base de datos en {target}: nada que exportar. Indica cuál con --base, "
            "por ejemplo: juez datos exportar --base ~/.local/share/juez/juez.sqlite3"
        )
    asyncio.run(_run(args.accion, target))
    return 0


async def _run(action: str, target: StoreTarget) -> None:
    store = await open_store(target)
    try:
        if action == "exportar":
            counts = await export_records(store, sys.stdout)
            verb = "Exportadas"
        else:
            counts = await import_records(store, bounded_lines(sys.stdin))
            verb = "Importadas"
    except store.errors as err:
        raise Failed(f"{_failure(store, err)} No se completó.") from err
    finally:
        await store.close()
    detail = ", ".join(f"{table} {n}" for table, n in counts.items())
    print(
        f"{verb} {sum(counts.values())} filas ({store.where}): {detail}. Recuentos comprobados.",
        file=sys.stderr,
    )


def _failure(store: Store, err: BaseException) -> str:
    """What went wrong, in the words a user can act on (full disk, read-only, corrupt file)."""
    if store.kind == "sqlite":
        from bot.storage.sqlite.database import failure_message

        return failure_message(store.where, err)
    return f"La base de datos {store.where} falló ({err.__class__.__name__}: {err})."
