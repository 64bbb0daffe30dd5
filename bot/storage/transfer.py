"""`juez datos`: every stored row as JSON lines, out of one store and into another.

One JSON object per line, its table in ``"table"`` and its columns as bot.storage.tables lists
them; the last line carries the row count and a checksum of each table:

    {"table": "guild_settings", "guild_id": 42, "private_by_default": true, "default_edition": null}
    {"table": "quiz_answers", "id": 1, "guild_id": 42, "user_id": 7, ...}
    {"table": "_counts", "counts": {"guild_settings": 1, ...}, "checksums": {"guild_settings": "…"}}

A table's checksum is the SHA-256 of its rows' values in order, each row as the JSON list of its
checked values, so a changed value (an edited total, a flag) is caught even when the counts
still agree, while the file's spacing and key order do not matter. An import checks every line
before writing it, writes everything in one transaction into a store that must be empty, and
commits only when the rows it read match the counts and checksums and the tables then hold
exactly those rows: a cut or edited file changes nothing, and neither does one without its
checksums (an edited file, or one older than the quiz's newer columns).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator
from typing import TextIO, cast

from bot.storage.interface import Store
from bot.storage.tables import TABLES, Column
from index.errors import UserError

COUNTS = "_counts"  # the "table" of the last line
BATCH = 1000


class TransferError(UserError):
    """An export that cannot be imported as it is, or a store that cannot take it."""

    exit_code = 1  # for `juez datos`: the file or the store refused, the command line was right


# -- export -------------------------------------------------------------------------------------
async def export_records(store: Store, out: TextIO) -> dict[str, int]:
    """Write every row of ``store`` to ``out``; the counts of each table."""
    counts = dict.fromkeys(TABLES, 0)
    sums = _Checksums()
    async for table, values in store.export_rows():
        checked = _exported(TABLES[table], values)
        record: dict[str, object] = {"table": table}
        record.update(zip((c.name for c in TABLES[table]), checked, strict=True))
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
        counts[table] += 1
        sums.add(table, checked)
    out.write(json.dumps({"table": COUNTS, "counts": counts, "checksums": sums.hex()}) + "\n")
    out.flush()
    return counts


def _exported(columns: tuple[Column, ...], values: tuple[object, ...]) -> tuple[object, ...]:
    """Values as the file says them, whichever store wrote them: SQLite keeps flags as 0/1
    (the file says true/false), and a float column never reads back as an int."""
    out: list[object] = []
    for column, value in zip(columns, values, strict=True):
        if value is not None and column.kind == "bool":
            value = bool(value)
        elif value is not None and column.kind == "float":
            value = float(cast(float, value))
        out.append(value)
    return tuple(out)


class _Checksums:
    """One running SHA-256 per table over its rows' checked values, in file order."""

    def __init__(self) -> None:
        self._hashes = {table: hashlib.sha256() for table in TABLES}

    def add(self, table: str, values: tuple[object, ...]) -> None:
        row = json.dumps(list(values), ensure_ascii=False, separators=(",", ":"))
        self._hashes[table].update(row.encode() + b"\n")

    def hex(self) -> dict[str, str]:
        return {table: h.hexdigest() for table, h in self._hashes.items()}


# -- import -------------------------------------------------------------------------------------
# One row of an export is well under 1 KB (ids, flags, a few short texts); a line past this is
# not an export (`juez datos importar < /dev/zero` is one endless line) and is refused before
# it fills the memory.
MAX_LINE_CHARS = 1 << 20
# The whole input: an export of ten million answers is about 2 GB. A stream past this (an
# endless pipe of rows or of empty lines) is refused instead of growing the import's
# transaction until the disk is full; nothing is imported.
MAX_IMPORT_CHARS = 4 << 30


def bounded_lines(stream: TextIO) -> Iterator[str]:
    """The lines of ``stream`` (stdin, a pipe), each read at most MAX_LINE_CHARS + 1 long, and
    at most MAX_IMPORT_CHARS in all."""
    number = 0
    total = 0
    while line := stream.readline(MAX_LINE_CHARS + 1):
        number += 1
        total += len(line)
        if total > MAX_IMPORT_CHARS:
            raise TransferError(
                f"La entrada pasa de {MAX_IMPORT_CHARS >> 30} GB en la línea {number} y sigue: "
                "es más de lo que una exportación de Juez ocupa (unos 2 GB por diez millones de "
                "respuestas). No se importó nada. Ejemplo: juez datos exportar > juez.jsonl y "
                "después juez datos importar --base nueva.sqlite3 < juez.jsonl"
            )
        if len(line) > MAX_LINE_CHARS:
            raise TransferError(
                f"Línea {number}: pasa de {MAX_LINE_CHARS >> 20} MB sin terminar y una fila de "
                "una exportación ocupa menos de 1 KB: no es una exportación de Juez. No se "
                "importó nada. Ejemplo: juez datos exportar > juez.jsonl y después "
                "juez datos importar --base nueva.sqlite3 < juez.jsonl"
            )
        yield line


class RecordReader:
    """The rows of an export as (table, values), each line checked; ``counts`` at the end."""

    def __init__(self, lines: Iterable[str]) -> None:
        self._lines = lines
        self.counts = dict.fromkeys(TABLES, 0)
        self._sums = _Checksums()

    def __iter__(self) -> Iterator[tuple[str, tuple[object, ...]]]:
        declared: dict[str, int] | None = None
        for number, line in enumerate(self._lines, 1):
            if not line.strip():
                continue
            record = _json_object(line, number)
            table = record.pop("table", None)
            if declared is not None:
                raise TransferError(f"Línea {number}: hay datos después de la línea de recuentos.")
            if table == COUNTS:
                declared = self._check_counts(record.get("counts"), number)
                # Required: without them an edited value would pass on its counts alone, and
                # an export older than the checksums lacks the quiz's newer columns anyway.
                if "checksums" not in record:
                    raise TransferError(
                        f"Línea {number}: la línea de recuentos no trae las sumas de control: "
                        "la exportación se editó o la escribió un Juez anterior. No se importó "
                        "nada. Vuelve a exportar con esta versión: juez datos exportar > "
                        "juez.jsonl"
                    )
                self._check_sums(record["checksums"], number)
                continue
            if table not in TABLES:
                known = ", ".join(TABLES)
                raise TransferError(
                    f"Línea {number}: tabla desconocida {table!r}; las tablas son {known}."
                )
            values = _values(TABLES[table], record, number)
            self.counts[table] += 1
            self._sums.add(table, values)
            yield table, values
        if declared is None:
            raise TransferError(
                "La exportación está incompleta: falta la última línea, la de los recuentos "
                f'({{"table": "{COUNTS}", ...}}). Vuelve a exportar con: juez datos exportar'
            )

    def _check_counts(self, declared: object, number: int) -> dict[str, int]:
        if not isinstance(declared, dict) or set(declared) != set(TABLES):
            raise TransferError(f"Línea {number}: la línea de recuentos no nombra cada tabla.")
        wrong = {t: (n, self.counts[t]) for t, n in declared.items() if n != self.counts[t]}
        if wrong:
            detail = ", ".join(f"{t}: dice {n}, hay {got}" for t, (n, got) in wrong.items())
            raise TransferError(
                f"Los recuentos no cuadran con las filas leídas ({detail}): la exportación "
                "está incompleta o se editó. No se importó nada."
            )
        return dict(declared)

    def _check_sums(self, declared: object, number: int) -> None:
        if not isinstance(declared, dict) or set(declared) != set(TABLES):
            raise TransferError(
                f"Línea {number}: la línea de sumas de control no nombra cada tabla."
            )
        read = self._sums.hex()
        wrong = sorted(t for t in TABLES if declared[t] != read[t])
        if wrong:
            raise TransferError(
                f"Las sumas de control no cuadran en {', '.join(wrong)}: la exportación se "
                "editó o se dañó después de escribirse. No se importó nada. Vuelve a exportar "
                "con: juez datos exportar"
            )


async def import_records(store: Store, lines: Iterable[str]) -> dict[str, int]:
    """Import an export into an empty store, all or nothing; the counts of each table."""
    reader = RecordReader(lines)
    async with store.bulk_import() as writer:
        filled = {t: n for t in TABLES if (n := await writer.count(t))}
        if filled:
            detail = ", ".join(f"{t}: {n}" for t, n in filled.items())
            raise TransferError(
                f"La base de datos {store.where} ya tiene datos ({detail} filas). Importa en una "
                "base de datos vacía, por ejemplo un archivo nuevo: "
                "juez datos importar --base nueva.sqlite3 < juez.jsonl"
            )
        pending: dict[str, list[tuple[object, ...]]] = {t: [] for t in TABLES}
        for table, values in reader:
            pending[table].append(values)
            if len(pending[table]) >= BATCH:
                await writer.insert(table, pending[table])
                pending[table] = []
        for table, rows in pending.items():
            if rows:
                await writer.insert(table, rows)
        for table, expected in reader.counts.items():
            stored = await writer.count(table)
            if stored != expected:  # raising here rolls the whole import back
                raise TransferError(
                    f"La tabla {table} tiene {stored} filas tras importar y la exportación "
                    f"traía {expected}. No se importó nada."
                )
    return reader.counts


def _json_object(line: str, number: int) -> dict[str, object]:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as err:
        raise TransferError(f"Línea {number}: no es JSON válido ({err.msg}).") from err
    if not isinstance(record, dict):
        raise TransferError(f"Línea {number}: se esperaba un objeto JSON con su tabla.")
    return record


_KIND_ES = {"int": "un entero", "float": "un número", "text": "un texto", "bool": "true o false"}


def _values(
    columns: tuple[Column, ...], record: dict[str, object], number: int
) -> tuple[object, ...]:
    names = [c.name for c in columns]
    missing = [n for n in names if n not in record]
    extra = sorted(set(record) - set(names))
    if missing or extra:
        wrong = [f"faltan {', '.join(missing)}"] if missing else []
        wrong += [f"sobran {', '.join(extra)}"] if extra else []
        raise TransferError(f"Línea {number}: las columnas no cuadran ({'; '.join(wrong)}).")
    return tuple(_value(c, record[c.name], number) for c in columns)


def _value(column: Column, value: object, number: int) -> object:
    if value is None and column.nullable:
        return None
    kind = column.kind
    if kind == "bool" and isinstance(value, bool):
        return value
    if not isinstance(value, bool):  # bool is an int in Python, never in these files
        if kind == "int" and isinstance(value, int):
            return value
        if kind == "float" and isinstance(value, int | float):
            return float(value)
        if kind == "text" and isinstance(value, str):
            return value
    raise TransferError(
        f"Línea {number}: {column.name} debe ser {_KIND_ES[kind]}, no {json.dumps(value)}."
    )
