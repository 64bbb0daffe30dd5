"""The parsed corpus kept on disk beside the index, so a start does not parse it again.

Parsing every bundled source takes several times longer than loading the records already
parsed, and a one-shot command (``juez regla 104.3c``) would pay it on every run. The cache is
one file, ``<data_dir>/corpus.cache``, holding the records of one corpus content hash:

    JUEZCORPUS\\n
    {"format": 1, "key": "...", "sha256": "..."}\\n     (one line of JSON)
    <pickle of the corpus fields>

Why pickle and not JSON of ``model_dump``: read back in a fresh process, pickle took 70 ms
against 86 for ``model_validate_json`` on an idle machine, 110 against 126 on a busy one
(parsing: 560 to 670), and the answer of a one-shot lookup waits for it. Pickle can run code
while loading, so it is only ever read from the file this module wrote itself, and every read
is fenced three ways: the key must match (content hash, cache format, model layout, pydantic
and Python versions), the payload's SHA-256 must match the header, and the unpickler accepts
only the corpus' own classes (``_ALLOWED``), so even a crafted file cannot call anything else.

Anything wrong with the file (missing, truncated, another key, unreadable) reads as "no
cache": the caller parses and writes a new one. Writes go to a temporary file in the same
folder, then ``os.replace``: a reader never sees half a file.
"""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import hashlib
import io
import json
import os
import pickle
import sys
from pathlib import Path
from typing import Any

import pydantic

from index.corpus import Corpus, SourceFile
from index.models import (
    Anomaly,
    ClassSection,
    Edition,
    GlossaryEntry,
    Infraction,
    Keyword,
    PolicySection,
    Rule,
)

CACHE_FILE = "corpus.cache"
# Raise when the payload's shape changes (what is pickled, or how it is rebuilt).
CACHE_FORMAT = 1
_MAGIC = b"JUEZCORPUS\n"

_MODELS: tuple[type[pydantic.BaseModel], ...] = (
    Edition,
    Rule,
    Keyword,
    GlossaryEntry,
    ClassSection,
    PolicySection,
    Infraction,
    Anomaly,
)
# Every global the payload may name. A field of a new type must be added here: until it is,
# the cache never loads (every start parses again) and tests/index/test_corpus_cache.py fails.
_ALLOWED = {
    ("datetime", "date"),
    ("index.corpus", "SourceFile"),
    *(("index.models", name) for name in ("Kind", "Language", "AnomalyKind")),
    *(("index.models", model.__name__) for model in _MODELS),
}


def cache_key(content_hash: str) -> str:
    """What a cached corpus must match: its sources, and every layout its pickle relies on."""
    layout = [f"{m.__name__}({','.join(m.model_fields)})" for m in _MODELS]
    layout.append(f"SourceFile({','.join(f.name for f in dataclasses.fields(SourceFile))})")
    parts = [
        f"format:{CACHE_FORMAT}",
        f"corpus:{content_hash}",
        f"pydantic:{pydantic.VERSION}",
        f"python:{sys.version_info[0]}.{sys.version_info[1]}",
        *layout,
    ]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:32]


class _CorpusUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if (module, name) not in _ALLOWED:
            raise pickle.UnpicklingError(f"unexpected global {module}.{name}")
        return super().find_class(module, name)


class CacheMiss(Exception):
    """Why a cache file cannot be used (logged, never shown to a user)."""


def read_cache(path: Path, content_hash: str) -> Corpus:
    """The corpus cached at ``path`` for ``content_hash``; CacheMiss when it cannot be used."""
    try:
        blob = path.read_bytes()
    except FileNotFoundError as err:
        raise CacheMiss("no cache yet") from err
    except OSError as err:
        raise CacheMiss(f"unreadable: {err}") from err
    if not blob.startswith(_MAGIC):
        raise CacheMiss("not a corpus cache")
    header_end = blob.find(b"\n", len(_MAGIC))
    if header_end < 0:
        raise CacheMiss("truncated header")
    try:
        header = json.loads(blob[len(_MAGIC) : header_end])
    except ValueError as err:
        raise CacheMiss("unreadable header") from err
    if not isinstance(header, dict) or header.get("key") != cache_key(content_hash):
        raise CacheMiss("built from other sources or by another version")
    payload = memoryview(blob)[header_end + 1 :]
    if hashlib.sha256(payload).hexdigest() != header.get("sha256"):
        raise CacheMiss("checksum mismatch")
    try:
        fields = _unpickle(payload)
        return _rebuild(fields, content_hash)
    except CacheMiss:
        raise
    except Exception as err:  # a bad payload may fail in many ways: all mean "parse again"
        raise CacheMiss(f"unreadable payload: {type(err).__name__}: {err}") from err


def _unpickle(payload: memoryview) -> object:
    """The payload's objects, loaded with the garbage collector paused: the tens of thousands
    of objects it creates would otherwise trigger collections that find nothing to free (about
    10 to 40 ms of a one-shot `juez regla`). The collector is restored as it was."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _CorpusUnpickler(io.BytesIO(payload)).load()
    finally:
        if was_enabled:
            gc.enable()


def _rebuild(fields: object, content_hash: str) -> Corpus:
    if not (isinstance(fields, dict) and fields.get("content_hash") == content_hash):
        raise CacheMiss("payload does not match its header")
    editions, files = fields["editions"], fields["files"]
    records, anomalies = fields["records"], fields["anomalies"]
    if not (
        isinstance(editions, dict)
        and all(isinstance(e, Edition) for e in editions.values())
        and isinstance(files, list)
        and all(isinstance(f, SourceFile) for f in files)
        and isinstance(records, list)
        and all(
            isinstance(r, Rule | Keyword | GlossaryEntry | ClassSection | PolicySection)
            for r in records
        )
        and isinstance(anomalies, list)
        and all(isinstance(a, Anomaly) for a in anomalies)
    ):
        raise CacheMiss("payload of unexpected types")
    return Corpus(
        editions=editions,
        files=files,
        records=records,
        anomalies=anomalies,
        content_hash=content_hash,
    )


def write_cache(path: Path, corpus: Corpus) -> None:
    """Write atomically: a temporary file in the same folder, then ``os.replace``."""
    payload = pickle.dumps(
        {
            "content_hash": corpus.content_hash,
            "editions": corpus.editions,
            "files": corpus.files,
            "records": corpus.records,
            "anomalies": corpus.anomalies,
        },
        protocol=pickle.HIGHEST_PROTOCOL,
    )
    header = {
        "format": CACHE_FORMAT,
        "key": cache_key(corpus.content_hash),
        "sha256": hashlib.sha256(payload).hexdigest(),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    # Not tempfile.mkstemp: its files are private (0600), this one gets the umask's mode, as
    # the index beside it does (a bot and an administrator may share the data folder).
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(_MAGIC)
            out.write(json.dumps(header).encode() + b"\n")
            out.write(payload)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
