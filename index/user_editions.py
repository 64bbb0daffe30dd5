"""Rules editions a user added (``juez indice añadir``, ``juez actualizar``), kept on disk.

They live in the user's data folder, beside the index, never among the bundled files:

    <data_dir>/ediciones/ediciones.json     the list: each edition, its file, parser, SHA-256
    <data_dir>/ediciones/en-2026-04-10.txt  the text as added (a PDF is kept as its text)

The corpus loader (``index.corpus_loader.load_corpus(added_from=data_dir)``) reads them with the
bundled sources; the list's bytes and every file's bytes enter the corpus' content hash, so
adding an edition makes the corpus cache, the alignment and the index stale, and each is
rebuilt on the next open. The newest English edition is the one in force (``in_force``).

A file that no longer matches its SHA-256, or is gone, is left out with a notice (Juez still
starts, with the editions it can trust) instead of stopping every command.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import logging
import os
from collections.abc import Iterator
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from index.models import Edition, Language
from index.os_errors import reason as os_reason

ADDED_DIR = "ediciones"
MANIFEST = "ediciones.json"

log = logging.getLogger(__name__)


# defer_build: every start reads this list, and most find none; building the two validators
# when the module was imported took about 15 ms of each one-shot command (a busy machine).
_DEFERRED = ConfigDict(defer_build=True)


class AddedEdition(BaseModel):
    """One edition a user added: what it is and where its text is."""

    model_config = _DEFERRED

    edition: Edition
    file: str  # relative to the data folder: "ediciones/en-2026-04-10.txt"
    parser: str
    sha256: str
    original_name: str  # the file the user gave, or the address it was downloaded from
    added_on: dt.date


class AddedList(BaseModel):
    model_config = _DEFERRED

    editions: list[AddedEdition] = []


def _none_added() -> AddedList:
    return AddedList.model_construct(editions=[])  # nothing to validate: no validator built


def manifest_path(data_dir: Path) -> Path:
    return data_dir / ADDED_DIR / MANIFEST


def read_added(data_dir: Path) -> tuple[AddedList, bytes]:
    """The list of added editions and its raw bytes (hashed with the corpus); empty when the
    user added none. A damaged list is reported once and read as empty."""
    path = manifest_path(data_dir)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return _none_added(), b""
    except OSError as err:
        _notice(f"No se puede leer la lista de ediciones añadidas {path} ({err}): se ignora.")
        return AddedList(), b""
    try:
        return AddedList.model_validate_json(raw), raw
    except ValidationError as err:
        _notice(
            f"La lista de ediciones añadidas {path} está dañada ({err.error_count()} errores): "
            "se ignora. Vuelve a añadirlas con `juez indice añadir ARCHIVO`."
        )
        return AddedList(), b""


def readable_files(data_dir: Path, added: AddedList) -> list[tuple[AddedEdition, bytes]]:
    """Each added edition with its bytes; a file missing or changed since it was added is
    left out with a notice (its edition then does not exist for this run)."""
    found: list[tuple[AddedEdition, bytes]] = []
    for entry in added.editions:
        try:
            data = (data_dir / entry.file).read_bytes()
        except OSError as err:
            _notice(
                f"Falta o no se puede leer {data_dir / entry.file} ({os_reason(err)}): "
                f"se sigue sin la edición añadida {entry.edition.id}. Vuelve a añadirla con "
                f"`juez indice añadir ARCHIVO`."
            )
            continue
        if hashlib.sha256(data).hexdigest() != entry.sha256:
            _notice(
                f"{data_dir / entry.file} cambió desde que se añadió: se sigue sin la edición "
                f"{entry.edition.id}. Vuelve a añadirla con `juez indice añadir ARCHIVO`."
            )
            continue
        found.append((entry, data))
    return found


def in_force(editions: dict[str, Edition]) -> dict[str, Edition]:
    """The same editions, the newest dated English one marked as the rules in force.

    Only the English rules are published complete by Wizards on every update; a translation
    is never the reference, whatever its date.
    """
    # Tournament policy editions (family "mtr", "ipg", "jar") never become the rules in force.
    english = [
        e for e in editions.values() if e.language is Language.EN and e.date and e.family == "rules"
    ]
    if not english:
        return editions
    newest = max(english, key=lambda e: (e.date, e.current))
    marked: dict[str, Edition] = {}
    for key, edition in editions.items():
        if edition.family != "rules":
            marked[key] = edition
            continue
        should = edition.id == newest.id
        marked[key] = (
            edition if edition.current == should else edition.model_copy(update={"current": should})
        )
    return marked


def save_added(data_dir: Path, entry: AddedEdition, text: str) -> None:
    """Write the edition's text, then the list naming it (each atomically).

    The list is written last: until it names the file, the file is not part of the corpus,
    so a failure midway leaves the corpus as it was (the orphan text is removed).
    """
    folder = data_dir / ADDED_DIR
    folder.mkdir(parents=True, exist_ok=True)
    target = data_dir / entry.file
    current, _ = read_added(data_dir)
    kept = [e for e in current.editions if e.edition.id != entry.edition.id]
    updated = AddedList(editions=[*kept, entry])
    _write_atomically(target, text.encode("utf-8"))
    try:
        _write_atomically(manifest_path(data_dir), updated.model_dump_json(indent=2).encode())
    except BaseException:
        with contextlib.suppress(OSError):
            target.unlink()
        raise


def remove_added(data_dir: Path, edition_id: str) -> None:
    """Take an added edition out again: the list first (then the corpus no longer has it),
    then its text."""
    current, _ = read_added(data_dir)
    gone = [e for e in current.editions if e.edition.id == edition_id]
    kept = AddedList(editions=[e for e in current.editions if e.edition.id != edition_id])
    _write_atomically(manifest_path(data_dir), kept.model_dump_json(indent=2).encode())
    for entry in gone:
        with contextlib.suppress(OSError):
            (data_dir / entry.file).unlink()


@contextlib.contextmanager
def editing(data_dir: Path) -> Iterator[None]:
    """One change to the added editions at a time in a data folder (two `juez actualizar`
    at once): an exclusive lock on ``<data_dir>/ediciones/.lock`` (POSIX; elsewhere none),
    released by the system if the holder dies."""
    folder = data_dir / ADDED_DIR
    folder.mkdir(parents=True, exist_ok=True)
    try:
        import fcntl
    except ImportError:  # Windows
        yield
        return
    fd = os.open(folder / ".lock", os.O_RDWR | os.O_CREAT, 0o666)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def _write_atomically(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    try:
        with tmp.open("wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def _notice(message: str) -> None:
    # ``notice``: shown once at the terminal by bot.terminal.cli, as the index rebuild notices are.
    log.warning(message, extra={"notice": True})
