"""Writes the on-disk Whoosh index, checks it, and rebuilds it when it is stale or damaged.

The index lives in ``<data_dir>/index/`` beside a ``meta.json`` that records which corpus hash
and schema version it was built from, and every file of the index with its size and CRC-32 (the
manifest). Opening compares those with the bundled corpus; any difference (a new judge-class
page, a parser fix, a schema change) triggers a rebuild into a fresh folder that then replaces
the old one, so a crash mid-build never leaves a broken index.

A damaged index (a truncated or overwritten segment, a lost table of contents, a file deleted by
hand) is found two ways: the manifest (sizes on every start, checksums when the index is
opened, about 10 ms) and any read error Whoosh raises while opening or searching
(``is_damage``). Either way it is rebuilt once, with a line in the log and a notice for the
person at the terminal. Builders take a lock file, so two processes that find the same damage
build it once: the second waits and then uses what the first built.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import pickle
import shutil
import struct
import time
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from index import progress
from index.corpus import Corpus
from index.errors import UserError
from index.models import ClassSection, Keyword, PolicySection, Record, Rule
from index.os_errors import reason
from index.search import kept
from index.search.schema import FIELD_BOOSTS, SCHEMA_VERSION, TEXT_FIELDS, build_schema

if TYPE_CHECKING:
    from whoosh.index import Index

log = logging.getLogger(__name__)

INDEX_DIR = "index"
META_FILE = "meta.json"
LOCK_FILE = "index.lock"
# Temporary folders beside the index: a build in progress, an index being replaced.
_BUILDING = f"{INDEX_DIR}.building"
_OLD = f"{INDEX_DIR}.old"
_CHUNK = 1 << 20
# How long a build waits for another process's build to finish: a build takes seconds (a
# minute on a loaded machine); past this the other one is stuck, and waiting more helps nobody.
BUILD_LOCK_WAIT_S = 180.0
_LOCK_POLL_S = 0.1

# What Whoosh raises reading damaged files, every one seen in the fault tests: a short read
# (struct.error, EOFError, TypeError from ord(b"")), a damaged pickled table of contents
# (UnpicklingError, UnicodeDecodeError, ImportError of a garbled module name, ValueError,
# KeyError, AttributeError), a damaged compressed block (zlib.error), a missing file (OSError,
# EmptyIndexError), a wrong header (whoosh.index.IndexError).
_DAMAGE_TYPES: tuple[type[BaseException], ...] = (
    OSError,
    EOFError,
    struct.error,
    pickle.UnpicklingError,
    UnicodeDecodeError,
    zlib.error,
    ImportError,
    TypeError,
    ValueError,
    KeyError,
    IndexError,
    AttributeError,
)


class IndexUnavailable(UserError):
    """The index is damaged or missing and could not be rebuilt (a read-only or full disk),
    or another process has been building it for too long."""

    exit_code = 1

    @classmethod
    def busy(cls, folder: Path) -> IndexUnavailable:
        return cls(
            f"Otro proceso lleva más de {BUILD_LOCK_WAIT_S:g} s construyendo el índice de "
            f"búsqueda de {folder} (tiene {LOCK_FILE}). Espera a que termine y vuelve a "
            "intentarlo; si no termina, detén ese proceso (otro `juez` o el bot) o usa otra "
            "carpeta de datos (--datos o JUEZ_DATA_DIR)."
        )

    @classmethod
    def unreadable(cls, folder: Path, err: BaseException) -> IndexUnavailable:
        return cls(
            f"El índice de búsqueda de {folder} sigue sin poder leerse después de comprobarlo "
            f"({type(err).__name__}). Ejecuta `juez indice construir`; si vuelve a pasar, "
            "comprueba el disco o usa otra carpeta de datos (--datos o JUEZ_DATA_DIR)."
        )


def is_damage(err: BaseException) -> bool:
    """True when ``err`` is how Whoosh fails on damaged index files.

    The generic types (TypeError, KeyError…) count only when raised inside Whoosh itself, so a
    bug in Juez's own search code is never mistaken for damage and "repaired" by a rebuild.
    """
    from whoosh.index import IndexError as WhooshIndexError

    if isinstance(err, OSError | WhooshIndexError):
        return True
    return isinstance(err, _DAMAGE_TYPES) and _raised_in_whoosh(err)


def _raised_in_whoosh(err: BaseException) -> bool:
    tb = err.__traceback__
    last = None
    while tb is not None:
        last = tb.tb_frame.f_code.co_filename
        tb = tb.tb_next
    return last is not None and f"{os.sep}whoosh{os.sep}" in last


# -- documents ------------------------------------------------------------------------------
def _document(
    record: Record, own_title: bool = True, editions: list[str] | None = None
) -> dict[str, str]:
    if isinstance(record, PolicySection):
        return _policy_document(record, editions)
    title_field, body_field = TEXT_FIELDS[record.language.value]
    body = "\n".join([record.text, *record.examples])
    names: list[str] = []
    if isinstance(record, Keyword):
        names = [record.id, *record.aliases]
        body = "\n".join([body, *record.notes])
    title = record.title
    if isinstance(record, ClassSection):
        title = f"{record.page} {record.title}"
    elif isinstance(record, Rule) and not own_title:
        # Subrules repeat their section's title for display; indexing it would let every
        # rule of "Drawing a Card" match "draw" as strongly as the heading itself.
        title = ""
    return {
        "uid": record.uid,
        "kind": record.kind.value,
        "edition": record.edition,
        "editions": " ".join(editions or [record.edition]),
        "language": record.language.value,
        "number": record.id if isinstance(record, Rule) else "",
        "names": " ".join(names),
        title_field: title,
        body_field: body,
    }


def _policy_document(record: PolicySection, editions: list[str] | None) -> dict[str, str]:
    from index.vocabulary.policy import spanish_terms_of

    return {
        "uid": record.uid,
        "kind": record.kind.value,
        "edition": record.edition,
        "editions": " ".join(editions or [record.edition]),
        "language": record.language.value,
        "number": record.number,
        "policy_title": record.title,
        "policy_body": "\n".join([record.text, *record.examples]),
        "policy_es": " ".join(spanish_terms_of(record)),
    }


def _has_own_title(corpus: Corpus, record: Record) -> bool:
    if not isinstance(record, Rule) or record.parent is None:
        return True
    parent = corpus.rule(record.parent, record.edition)
    return parent is None or parent.title != record.title


def _wanted_meta(corpus: Corpus) -> dict[str, object]:
    from index.vocabulary.policy import fingerprint

    # The Spanish names indexed with each policy section come from index.vocabulary.policy:
    # a change there rebuilds the index as a change of the corpus does.
    return {
        "corpus_hash": corpus.content_hash,
        "schema_version": SCHEMA_VERSION,
        "policy_vocabulary": fingerprint(),
        "kept": kept.KEPT_VERSION,
    }


# -- the manifest ---------------------------------------------------------------------------
def _crc32(path: Path) -> int:
    crc = 0
    with path.open("rb") as f:
        while chunk := f.read(_CHUNK):
            crc = zlib.crc32(chunk, crc)
    return crc


def _manifest(folder: Path) -> dict[str, list[int]]:
    """Every file of a freshly built index: name -> [size, CRC-32]."""
    return {
        p.name: [p.stat().st_size, _crc32(p)]
        for p in sorted(folder.iterdir())
        if p.is_file() and p.name != META_FILE and not p.name.endswith("WRITELOCK")
    }


def check_files(folder: Path, meta: dict[str, Any], *, verify: bool = False) -> str | None:
    """Why the index files in ``folder`` do not match their manifest (Spanish), or None.

    Sizes are always compared (one stat per file); ``verify`` also reads every file through
    and compares its CRC-32 (about 10 ms for the bundled corpus).
    """
    files = meta.get("files")
    if not isinstance(files, dict) or not files:
        return None  # no manifest: an index of an older Juez, rebuilt as stale (see status)
    for name, expected in files.items():
        path = folder / name
        try:
            size = path.stat().st_size
        except FileNotFoundError:
            return f"falta el archivo {name}"
        except OSError as err:
            return f"no se puede leer {name} ({reason(err)})"
        if not (isinstance(expected, list) and len(expected) == 2):
            return "meta.json no describe bien sus archivos"
        if size != expected[0]:
            return f"{name} mide {size} bytes y debería medir {expected[0]}"
        if verify:
            try:
                crc = _crc32(path)
            except OSError as err:
                return f"no se puede leer {name} ({reason(err)})"
            if crc != expected[1]:
                return f"el contenido de {name} no coincide con su suma de comprobación"
    return None


def index_status(data_dir: Path, corpus: Corpus, *, verify: bool = False) -> dict[str, object]:
    """What is on disk compared with what the bundled corpus needs.

    ``damaged`` is None or the Spanish reason the files fail their manifest; ``up_to_date`` is
    true only for an index built from this corpus and schema, with its manifest, undamaged.
    ``verify`` checks the files' contents too (``check_files``), not only their sizes.
    """
    folder = data_dir / INDEX_DIR
    try:
        meta = json.loads((folder / META_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        meta = {}
    if not isinstance(meta, dict):
        meta = {}
    wanted = _wanted_meta(corpus)
    damaged = check_files(folder, meta, verify=verify) if meta else None
    same = all(meta.get(k) == v for k, v in wanted.items())
    return {
        "path": str(folder),
        "exists": bool(meta),
        "up_to_date": same and bool(meta.get("files")) and damaged is None,
        "damaged": damaged,
        "built": {k: v for k, v in meta.items() if k != "files"},
        "wanted": wanted,
    }


# -- building -------------------------------------------------------------------------------
def build_index(data_dir: Path, corpus: Corpus) -> Index:
    """Build from scratch into a temporary folder, then swap it in (under the build lock)."""
    with _build_lock(data_dir):
        return _build(data_dir, corpus)


def _build(data_dir: Path, corpus: Corpus) -> Index:
    from whoosh import index as whoosh_index  # Whoosh is imported by what needs it, only

    started = time.perf_counter()
    target = data_dir / INDEX_DIR
    # Under the lock nobody else is building: any temporary folder left is a killed build's.
    for stale in data_dir.glob(f"{INDEX_DIR}.[bo][ul]*"):
        if stale.name.startswith((_BUILDING, _OLD)):
            shutil.rmtree(stale, ignore_errors=True)
    tag = f"{os.getpid()}-{os.urandom(3).hex()}"
    tmp = data_dir / f"{_BUILDING}-{tag}"
    tmp.mkdir()
    try:
        ix = whoosh_index.create_in(str(tmp), build_schema())
        # One big segment: the corpus is small, and a single segment searches fastest.
        writer = ix.writer(limitmb=256)
        repeats = [r for r in corpus.records if corpus.is_repeat(r)]
        stands_for: dict[str, list[str]] = {}
        for r in repeats:
            twin = f"{corpus.current_edition.id}:{r.kind.value}:{r.id}"
            stands_for.setdefault(twin, []).append(r.edition)
        originals = [r for r in corpus.records if not corpus.is_repeat(r)]
        # A terminal shows these two stages (bot.terminal.progress); elsewhere they cost nothing.
        with progress.task("Construyendo el índice de búsqueda", len(originals)) as advance:
            for record in originals:
                editions = [record.edition, *stands_for.get(record.uid, [])]
                writer.add_document(**_document(record, _has_own_title(corpus, record), editions))
                advance(1)
        with progress.task("Guardando el índice", None):  # a third of the time, no steps
            writer.commit(optimize=True)
        ix.close()
        # Kept with the index, under its manifest: what every search process would derive
        # from it at start, derived once here (index.search.kept).
        _keep_derived(tmp, corpus)
        meta = _wanted_meta(corpus) | {
            "records": len(corpus.records),
            "seconds": round(time.perf_counter() - started, 3),
            "files": _manifest(tmp),
        }
        (tmp / META_FILE).write_text(json.dumps(meta, indent=2), encoding="utf-8")
        _swap_in(tmp, target, tag)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    log.info("índice construido: %s registros en %.1f s", len(corpus.records), meta["seconds"])
    return whoosh_index.open_dir(str(target))


def _keep_derived(folder: Path, corpus: Corpus) -> None:
    from whoosh import index as whoosh_index

    from index.vocabulary.concepts import Concepts, named
    from index.vocabulary.lexicon import hand_english

    current = corpus.current_edition.id
    in_force = [r for r in corpus.records if isinstance(r, Rule) and r.edition == current]
    names = [name for name, _, _ in named(corpus)]
    ix = whoosh_index.open_dir(str(folder))
    try:
        with ix.reader() as reader:
            derived = kept.derive(in_force, names, reader, FIELD_BOOSTS, hand_english())
            derived.corpus = corpus.content_hash
            concepts = Concepts(corpus, derived.rules, derived.names, derived.text_df)
            _ = concepts.by_term  # its table by term too, in the file
            derived.concepts = concepts
            kept.write(folder, derived)
    finally:
        ix.close()


def _swap_in(tmp: Path, target: Path, tag: str) -> None:
    """Replace ``target`` by ``tmp`` with two renames: no moment without a whole index
    folder on disk but the instant between them (a reader then finds none, and rebuilds)."""
    old = target.with_name(f"{_OLD}-{tag}")
    with contextlib.suppress(FileNotFoundError):
        target.rename(old)
    tmp.rename(target)
    shutil.rmtree(old, ignore_errors=True)


@contextlib.contextmanager
def _build_lock(data_dir: Path) -> Iterator[None]:
    """An exclusive lock on ``<data_dir>/index.lock`` while building (POSIX; elsewhere, none).

    Released by the system when the holder dies, so a build killed midway never blocks the
    next one. A folder where the lock file cannot be created (read-only) builds without it:
    the build itself then fails with the folder's own error.
    """
    data_dir.mkdir(parents=True, exist_ok=True)
    try:
        import fcntl
    except ImportError:  # Windows: no lock, as before
        yield
        return
    try:
        fd = os.open(data_dir / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o666)
    except OSError:
        yield
        return
    try:
        # Bounded: a live process that holds the lock and never lets go (stopped, hung on a
        # dead disk) must not leave this one waiting forever.
        deadline = time.monotonic() + BUILD_LOCK_WAIT_S
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise IndexUnavailable.busy(data_dir) from None
                time.sleep(_LOCK_POLL_S)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def remove_stale_builds(data_dir: Path) -> None:
    """Delete the temporary folders a killed build left beside the index, when nobody is
    building now (the lock is free at once); otherwise leave them to that build."""
    stale = [p for p in data_dir.glob(f"{INDEX_DIR}.*-*") if p.name.startswith((_BUILDING, _OLD))]
    if not stale:
        return
    try:
        import fcntl

        fd = os.open(data_dir / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o666)
    except (ImportError, OSError):  # no locks here, or a read-only folder: leave them
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)  # a build is running: its folder is not stale
        return
    try:
        for path in stale:
            shutil.rmtree(path, ignore_errors=True)
        log.info("carpetas de construcciones interrumpidas borradas: %d", len(stale))
    finally:
        os.close(fd)


# -- opening --------------------------------------------------------------------------------
def open_index(data_dir: Path, corpus: Corpus, *, rebuild: bool = False) -> Index:
    """Open the index, building it first if it is missing, stale, damaged or ``rebuild`` is
    asked. Damage is checked before Whoosh reads anything (the manifest's checksums) and
    again by reading the segment's directory; a damaged index is rebuilt once."""
    status = index_status(data_dir, corpus, verify=True)
    if rebuild or not status["up_to_date"]:
        return _build_if_needed(data_dir, corpus, force=rebuild, damaged=status["damaged"])
    remove_stale_builds(data_dir)  # a build rebuilt above removes them itself
    return _open_or_rebuild(data_dir, corpus)


def recover_index(data_dir: Path, corpus: Corpus, err: BaseException) -> Index:
    """A fresh index after ``err`` (``is_damage``) broke a search on an open one.

    Files that fail their manifest are rebuilt; files that pass were probably replaced under
    the reader by another process's rebuild, and are opened again.
    """
    log.warning("error al leer el índice (%s: %s): se comprueba", type(err).__name__, err)
    status = index_status(data_dir, corpus, verify=True)
    if not status["up_to_date"]:
        reason = status["damaged"] or f"{type(err).__name__}: {err}"
        return _build_if_needed(data_dir, corpus, force=False, damaged=reason)
    return _open_or_rebuild(data_dir, corpus)


def _open_or_rebuild(data_dir: Path, corpus: Corpus) -> Index:
    """Open files that pass their manifest; should Whoosh still fail on them, rebuild once."""
    try:
        return _open_checked(data_dir / INDEX_DIR)
    except Exception as err:
        if not is_damage(err):
            raise
        why = f"{type(err).__name__}: {err}"
    return _build_if_needed(data_dir, corpus, force=True, damaged=why)


def _open_checked(folder: Path) -> Index:
    """open_dir, then read the segments' directories: damage there shows up now."""
    from whoosh import index as whoosh_index

    ix = whoosh_index.open_dir(str(folder))
    try:
        with ix.reader() as reader:
            reader.doc_count()
    except BaseException:
        ix.close()
        raise
    return ix


def _build_if_needed(data_dir: Path, corpus: Corpus, *, force: bool, damaged: object) -> Index:
    folder = data_dir / INDEX_DIR
    if damaged:
        _notice(
            f"Aviso: el índice de búsqueda de {folder} está dañado ({damaged}). "
            "Se reconstruye ahora, una vez; tarda unos segundos."
        )
    try:
        with _build_lock(data_dir):
            if not force:
                # Another process may have built it while this one waited for the lock.
                status = index_status(data_dir, corpus, verify=True)
                if status["up_to_date"]:
                    with contextlib.suppress(Exception):
                        return _open_checked(folder)
            return _build(data_dir, corpus)
    except OSError as err:
        raise IndexUnavailable(_cannot_build(folder, err, damaged=bool(damaged))) from err


def _notice(message: str) -> None:
    # ``notice``: front ends with a person at a terminal show it on stderr (bot.terminal.cli).
    log.warning(message, extra={"notice": True})


def _cannot_build(folder: Path, err: OSError, *, damaged: bool) -> str:
    why = reason(err)
    state = "está dañado y no se pudo reconstruir" if damaged else "no se pudo construir"
    return (
        f"El índice de búsqueda de {folder} {state}: {why}. Comprueba que la carpeta de datos "
        "(--datos o JUEZ_DATA_DIR) se puede escribir y que queda espacio; después ejecuta "
        "`juez indice construir`."
    )
