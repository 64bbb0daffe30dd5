"""The alignment kept beside the index, and one per corpus in the process.

Aligning the editions takes about as long as a tenth of an index build; reading it back takes
milliseconds. ``alignment_for(corpus, cache_dir)`` returns the alignment of a corpus: the one
this process already has for the same corpus, else the file ``<cache_dir>/alignment.json`` when
its key matches (the corpus' content hash and ALIGNMENT_VERSION), else a new one, written there.
The file is plain JSON (the links as rows), so it can be read and checked by hand.

Beside it, ``alignment.pickle`` holds the same alignment made (its links and its tables by
number), under the same key: reading the JSON's 3,000 rows back into links and tables took some
45 M instructions of every cold `juez buscar` (callgrind), the snapshot a fraction of it. It is
written with the JSON (and from it, when a folder has only the JSON), read first, and read only
through an unpickler that accepts the alignment's own classes; anything wrong with it (missing,
another key, damaged) reads as no snapshot: the JSON is read instead.
"""

from __future__ import annotations

import contextlib
import io
import json
import logging
import os
import pickle
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from index.editions.catalog import ALIGNMENT_VERSION, Alignment, build_alignment

if TYPE_CHECKING:
    from index.corpus import Corpus

CACHE_FILE = "alignment.json"
SNAPSHOT_FILE = "alignment.pickle"

log = logging.getLogger(__name__)

_known: dict[str, Alignment] = {}  # cache key -> alignment, for this process
_lock = threading.Lock()


def cache_key(corpus: Corpus) -> str:
    return f"{ALIGNMENT_VERSION}:{corpus.content_hash}"


def alignment_for(corpus: Corpus, cache_dir: Path | None = None) -> Alignment:
    """The alignment of a corpus: from this process, from ``cache_dir``, or built now."""
    key = cache_key(corpus)
    with _lock:
        found = _known.get(key)
        if found is not None:
            return found
        path = cache_dir / CACHE_FILE if cache_dir is not None else None
        found = read_snapshot(path.with_name(SNAPSHOT_FILE), key) if path is not None else None
        if found is None and path is not None:
            found = read(path, key)
            if found is not None:  # a folder of an older Juez: the snapshot for next time
                _write_snapshot(path.with_name(SNAPSHOT_FILE), key, found)
        if found is None:
            found = build_alignment(corpus)
            if path is not None:
                try:
                    write(path, key, found)
                except OSError as err:  # a read-only folder: aligned again next time
                    log.warning("no se pudo guardar la alineación en %s: %s", path, err)
        _known[key] = found
        return found


def build_alignment_beside(corpus: Corpus, cache_dir: Path) -> Alignment:
    """Align now (with the index build), keep it in ``cache_dir`` and in this process."""
    key = cache_key(corpus)
    found = build_alignment(corpus)
    try:
        write(cache_dir / CACHE_FILE, key, found)
    except OSError as err:
        log.warning("no se pudo guardar la alineación en %s: %s", cache_dir, err)
    with _lock:
        _known[key] = found
    return found


def read(path: Path, key: str) -> Alignment | None:
    """The alignment stored at ``path`` for ``key``; None when missing, stale or unreadable."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("key") != key:
            return None
        return Alignment.from_json(data)
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as err:
        log.info("alineación en caché no utilizable (%s): se vuelve a alinear", err)
        return None


def write(path: Path, key: str, alignment: Alignment) -> None:
    """Atomically: a temporary file in the same folder, then ``os.replace``; the snapshot
    beside it too."""
    data = {"key": key, **alignment.to_json()}
    _replace(path, json.dumps(data, ensure_ascii=False).encode("utf-8"))
    # The snapshot holds what a reader of the JSON gets (its similarities rounded, as the
    # JSON keeps them), not the alignment just built: a process answers the same from either.
    _write_snapshot(path.with_name(SNAPSHOT_FILE), key, Alignment.from_json(data))


def _replace(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


# Every global an alignment's pickle names (anything else is refused: no code runs).
_ALLOWED = {
    ("builtins", "frozenset"),
    ("index.editions.catalog", "Alignment"),
    *(("index.editions.links", name) for name in ("Link", "LinkStatus", "Doubt")),
}


class _AlignmentUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> object:
        if (module, name) not in _ALLOWED:
            raise pickle.UnpicklingError(f"unexpected global {module}.{name}")
        return super().find_class(module, name)


def read_snapshot(path: Path, key: str) -> Alignment | None:
    """The alignment snapshot at ``path`` for ``key``; None when missing, stale or damaged."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as err:
        log.info("instantánea de la alineación no legible (%s): se lee el JSON", err)
        return None
    try:
        stored = _AlignmentUnpickler(io.BytesIO(data)).load()
    except Exception as err:  # a damaged pickle raises nearly anything: the JSON is read
        log.info("instantánea de la alineación no utilizable (%s): se lee el JSON", err)
        return None
    if not (
        isinstance(stored, tuple)
        and len(stored) == 2
        and stored[0] == key
        and isinstance(stored[1], Alignment)
    ):
        return None
    return stored[1]


def _write_snapshot(path: Path, key: str, alignment: Alignment) -> None:
    try:
        _replace(path, pickle.dumps((key, alignment), protocol=pickle.HIGHEST_PROTOCOL))
    except OSError as err:  # a read-only folder: the JSON is read next time
        log.warning("no se pudo guardar la instantánea de la alineación en %s: %s", path, err)


def forget() -> None:
    """Drop what this process knows (tests; a rebuild)."""
    with _lock:
        _known.clear()
