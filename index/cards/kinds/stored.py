"""The kinds of every card of the catalog, read once at build time and kept beside it
(``<data_dir>/cards/kinds.sqlite3``), so that a one-shot `juez buscar` naming a card reads
a row instead of importing the engine and its card reader (about a second of a cold start).

The store answers only while it says exactly what reading the card now would say:
- made from the same card data (the catalog's signature: its data file, size and time);
- by the same reader (the one the application registered, index.cards.kinds.reading);
- with the same code and data files: the workers that read the cards record every project
  module they imported and every file they opened (index.code_fingerprint), and the store is
  used only while each is unchanged. When the engine's or the kinds' code changes, the store
  stops answering by itself and `juez indice construir` builds it again; until then a card is
  read as before. A stale store never answers.

Reading 35,000 cards takes about a minute of processor time, shared out among worker
processes (one a core): it is done by `juez indice construir`, never by a search.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, NamedTuple

from index.code_fingerprint import Fingerprint, still_valid
from index.vocabulary.events import Event, Layer

from .model import Kind
from .reading import current

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

log = logging.getLogger(__name__)

STORE_NAME = "kinds.sqlite3"
FORMAT = "1"  # of the rows below; the code that fills them is fingerprinted, not numbered
ROOT = Path(__file__).resolve().parents[3]  # the folder holding index/ (and bot/)
_WORKER = Path(__file__).with_name("stored_worker.py")
CARDS_PER_WORKER = 1000
_SCHEMA = """
CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL);
CREATE TABLE kinds (id INTEGER PRIMARY KEY, data BLOB NOT NULL);
"""


def store_file(catalog_cache: Path) -> Path:
    return catalog_cache.with_name(STORE_NAME)


def reader_name(reader: Any) -> str:
    """How a reader is named in the store ("none": search's patterns alone)."""
    if reader is None:
        return "none"
    return f"{reader.__module__}.{reader.__qualname__}"


# -- rows ------------------------------------------------------------------------------------
def encode(kinds: Iterable[Kind]) -> list[list[Any]]:
    return [[k.key, list(k.rules), k.label_es, k.evidence, k.face, k.event, k.layer] for k in kinds]


def decode(rows: list[list[Any]]) -> tuple[Kind, ...]:
    return tuple(
        Kind(
            key,
            tuple(rules),
            label,
            evidence,
            face,
            Event(event) if event is not None else None,
            Layer(layer) if layer is not None else None,
        )
        for key, rules, label, evidence, face, event, layer in rows
    )


# -- reading the store -----------------------------------------------------------------------
class StoredKinds(NamedTuple):
    path: Path
    reader: str

    def kinds(self, ids: Iterable[int]) -> dict[int, tuple[Kind, ...]]:
        """The kinds kept for these catalog ids (an id the store lacks is left out)."""
        wanted = list(dict.fromkeys(ids))
        if not wanted:
            return {}
        db = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True)
        try:
            marks = ",".join("?" * len(wanted))
            rows = db.execute(f"SELECT id, data FROM kinds WHERE id IN ({marks})", wanted)
            return {n: decode(json.loads(zlib.decompress(data))) for n, data in rows}
        finally:
            db.close()


def stored_kinds(catalog: CardCatalog) -> StoredKinds | None:
    """The store beside the catalog, when it may answer for the reader registered now."""
    found = _open(store_file(catalog.cache), catalog.signature)
    if found is None or found.reader != reader_name(current()):
        return None
    return found


@lru_cache(maxsize=8)
def _open(path: Path, cards_signature: str) -> StoredKinds | None:
    meta = _meta(path)
    if meta is None:
        return None
    if meta.get("format") != FORMAT or meta.get("cards") != cards_signature:
        log.info("tipos de carta guardados de otros datos: se leen las cartas")
        return None
    if meta.get("python") != _python() or not still_valid(ROOT, json.loads(meta["code"])):
        log.info("tipos de carta guardados con otro código: se leen las cartas")
        return None
    return StoredKinds(path, meta.get("reader", "none"))


def _meta(path: Path) -> dict[str, str] | None:
    if not path.is_file():
        return None
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            return dict(db.execute("SELECT k, v FROM meta").fetchall())
        finally:
            db.close()
    except sqlite3.Error:
        return None  # damaged or half-written: not used


def _python() -> str:
    return f"{sys.version_info[0]}.{sys.version_info[1]}"


def is_current(catalog: CardCatalog, reader: str) -> bool:
    found = _open(store_file(catalog.cache), catalog.signature)
    return found is not None and found.reader == reader


# -- building it -----------------------------------------------------------------------------
class Built(NamedTuple):
    cards: int
    seconds: float
    kept: bool  # False: the store was already current, nothing read


def build(
    catalog: CardCatalog,
    register: str,
    reader: str,
    *,
    workers: int | None = None,
) -> Built:
    """Read every card of the catalog with the reader ``register`` ("module:function")
    registers, in worker processes, and keep their kinds beside the catalog. Nothing is read
    when the store is already current for ``reader`` (the name ``register`` gives it)."""
    started = time.perf_counter()
    path = store_file(catalog.cache)
    if is_current(catalog, reader):
        return Built(0, 0.0, kept=False)
    ids = catalog.card_ids()
    # One worker a core, each with a thousand cards at least (a worker starts the engine).
    parts = max(1, min(workers or os.cpu_count() or 1, len(ids) // CARDS_PER_WORKER))
    argv = [sys.executable, str(_WORKER), str(catalog.cache), str(catalog.source), register]
    # The workers import the code this process runs, whatever PYTHONPATH the caller has.
    paths = [str(ROOT), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
    # Each writes to a file of its own, not a pipe: a pipe not read while another worker is
    # waited for would stop its worker when full (64 KB), and the workers would run in turn.
    with contextlib.ExitStack() as files:
        outputs = [files.enter_context(tempfile.TemporaryFile()) for _ in range(parts)]
        procs = [
            subprocess.Popen(
                [*argv, str(part), str(parts)], stdout=out, stderr=subprocess.PIPE, env=env
            )
            for part, out in zip(range(parts), outputs, strict=True)
        ]
        try:
            rows, code, names = _gather(procs, outputs)
        except BaseException:
            for proc in procs:  # one failed (or the build was stopped): the others too
                proc.kill()
                proc.wait()
            raise
    if names != {reader}:
        raise RuntimeError(f"the workers read with {sorted(names)}, not {reader}")
    _write(path, rows, {
        "format": FORMAT,
        "cards": catalog.signature,
        "reader": reader,
        "python": _python(),
        "code": json.dumps(code, sort_keys=True),
    })  # fmt: skip
    _open.cache_clear()
    return Built(len(rows), time.perf_counter() - started, kept=True)


def _gather(
    procs: list[subprocess.Popen[bytes]], outputs: Sequence[IO[bytes]]
) -> tuple[dict[int, list[list[Any]]], Fingerprint, set[str]]:
    """Each card's kinds, what the workers read, and the reader each says it read with."""
    rows: dict[int, list[list[Any]]] = {}
    code: Fingerprint = {"files": {}, "folders": {}}
    names: set[str] = set()
    for proc, out in zip(procs, outputs, strict=True):
        _, err = proc.communicate()
        if proc.returncode != 0:
            message = err.decode("utf-8", "replace")[-800:]
            raise RuntimeError(f"stored kinds worker failed ({proc.returncode}): {message}")
        out.seek(0)
        for line in out:
            item = json.loads(line)
            if "id" in item:
                rows[item["id"]] = item["kinds"]
            else:
                code["files"].update(item["code"]["files"])
                code["folders"].update(item["code"]["folders"])
                names.add(item["reader"])
    return rows, code, names


def _write(path: Path, rows: Mapping[int, list[list[Any]]], meta: Mapping[str, str]) -> None:
    building = path.with_name(f"{path.name}.{os.getpid()}.building")
    with contextlib.suppress(FileNotFoundError):
        building.unlink()
    db = sqlite3.connect(building)
    try:
        db.executescript(_SCHEMA)
        db.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
        db.executemany(
            "INSERT INTO kinds VALUES (?, ?)",
            (
                (n, zlib.compress(json.dumps(kinds, ensure_ascii=False).encode("utf-8")))
                for n, kinds in sorted(rows.items())
            ),
        )
        db.commit()
    finally:
        db.close()
    os.replace(building, path)  # a search never sees a half-written store
