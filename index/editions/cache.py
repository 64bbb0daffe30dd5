"""The alignment kept beside the index, and one per corpus in the process.

Aligning the editions takes about as long as a tenth of an index build; reading it back takes
milliseconds. ``alignment_for(corpus, cache_dir)`` returns the alignment of a corpus: the one
this process already has for the same corpus, else the file ``<cache_dir>/alignment.json`` when
its key matches (the corpus' content hash and ALIGNMENT_VERSION), else a new one, written there.
The file is plain JSON (the links as rows), so it can be read and checked by hand.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from index.editions.catalog import ALIGNMENT_VERSION, Alignment, build_alignment

if TYPE_CHECKING:
    from index.corpus import Corpus

CACHE_FILE = "alignment.json"

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
        found = read(path, key) if path is not None else None
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
    """Atomically: a temporary file in the same folder, then ``os.replace``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    try:
        tmp.write_text(
            json.dumps({"key": key, **alignment.to_json()}, ensure_ascii=False), encoding="utf-8"
        )
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def forget() -> None:
    """Drop what this process knows (tests; a rebuild)."""
    with _lock:
        _known.clear()
