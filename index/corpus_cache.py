"""The parsed corpus kept on disk beside the index, so a start does not parse it again.

Parsing every bundled source takes several times longer than loading the records already
parsed, and a one-shot command (``juez regla 104.3c``) would pay it on every run. The cache is
one file, ``<data_dir>/corpus.cache``, holding the records of one corpus content hash:

    JUEZCORPUS\\n
    {"format": 2, "key": "...", "sha256": "..."}\\n     (one line of JSON)
    <pickle of the head: editions, files, anomalies, where each part lies>
    <one pickle per rule section (the rules numbered 104.x, in every edition)>
    <one pickle of the other records, and the order of all records>

Parts, because a one-shot ``juez regla 104.3c`` needs section 104 and nothing else: reading
every record took longer than the rest of its start-up (index.corpus.Corpus.from_sections
reads a section when a number of it is asked for, and the rest when the records are).

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
import threading
from collections.abc import Iterator, Mapping
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
    Record,
    Rule,
)

CACHE_FILE = "corpus.cache"
# Raise when the payload's shape changes (what is pickled, or how it is rebuilt).
CACHE_FORMAT = 2
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
    """The corpus cached at ``path`` for ``content_hash``; CacheMiss when it cannot be used.

    Only the head is read now; each rule section, and the other records, when first asked for
    (the whole payload's checksum is checked now, so a later read cannot find it damaged)."""
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
        stream = io.BytesIO(payload)
        head = _CorpusUnpickler(stream).load()
        return _rebuild(head, payload[stream.tell() :], content_hash)
    except CacheMiss:
        raise
    except Exception as err:  # a bad payload may fail in many ways: all mean "parse again"
        raise CacheMiss(f"unreadable payload: {type(err).__name__}: {err}") from err


def _rebuild(head: object, parts: memoryview, content_hash: str) -> Corpus:
    if not (isinstance(head, dict) and head.get("content_hash") == content_hash):
        raise CacheMiss("payload does not match its header")
    editions, files, anomalies = head["editions"], head["files"], head["anomalies"]
    sections, numbers, rest = head["sections"], head["numbers"], head["rest"]
    chapters = head.get("chapters", {})
    if not (
        isinstance(chapters, dict)
        and isinstance(editions, dict)
        and all(isinstance(e, Edition) for e in editions.values())
        and isinstance(files, list)
        and all(isinstance(f, SourceFile) for f in files)
        and isinstance(anomalies, list)
        and all(isinstance(a, Anomaly) for a in anomalies)
        and isinstance(sections, dict)
        and isinstance(numbers, dict)
        and set(numbers.values()) <= set(sections)
        and all(_is_span(span, len(parts)) for span in [*sections.values(), rest])
    ):
        raise CacheMiss("payload of unexpected types")
    rules = SectionRules(parts, sections, numbers)
    return Corpus.from_sections(
        editions,
        files,
        anomalies,
        content_hash,
        rules=rules,
        read_records=lambda: _all_records(parts, rest, rules),
        chapters=chapters,
    )


def _is_span(span: object, size: int) -> bool:
    return (
        isinstance(span, tuple)
        and len(span) == 2
        and all(isinstance(n, int) for n in span)
        and 0 <= span[0] <= span[1] <= size
    )


def _load(part: memoryview) -> Any:
    """One part of the payload, with the garbage collector paused: the thousands of objects a
    part creates would otherwise trigger collections that find nothing to free (10 to 40 ms of
    reading the whole corpus). The collector is restored as it was."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _CorpusUnpickler(io.BytesIO(part)).load()
    finally:
        if was_enabled:
            gc.enable()


class SectionRules(Mapping[str, dict[str, Rule]]):
    """Rule number -> {edition id -> Rule}, each section unpickled on first use.

    Every number is known from the head without reading a rule; asking for 104.3c reads the
    104 section (its subrules and neighbours come with it). A lock keeps two threads from
    reading one section twice, so each Rule is one object however it was reached."""

    def __init__(
        self, parts: memoryview, sections: dict[str, tuple[int, int]], numbers: dict[str, str]
    ) -> None:
        self._parts = parts
        self._sections = sections
        self._numbers = numbers  # in the order of the eager corpus' ``rules``
        self._read: dict[str, dict[str, Rule]] = {}
        self._lists: dict[str, list[Rule]] = {}  # each section read, as written
        self._lock = threading.Lock()

    def __getitem__(self, number: str) -> dict[str, Rule]:
        section = self._numbers[number]
        if section not in self._lists:
            self._read_section(section)
        return self._read[number]

    def __contains__(self, number: object) -> bool:
        return number in self._numbers

    def __iter__(self) -> Iterator[str]:
        return iter(self._numbers)

    def __len__(self) -> int:
        return len(self._numbers)

    @property
    def sections_read(self) -> list[str]:
        return list(self._lists)

    def in_order(self) -> list[Rule]:
        """Every rule, section after section, in the order they were written."""
        for name in self._sections:
            self._read_section(name)
        return [rule for name in self._sections for rule in self._lists[name]]

    def _read_section(self, name: str) -> None:
        with self._lock:
            if name in self._lists:
                return
            start, end = self._sections[name]
            rules = _load(self._parts[start:end])
            if not (isinstance(rules, list) and all(isinstance(r, Rule) for r in rules)):
                raise ValueError(f"the corpus cache's section {name} holds something else")
            for rule in rules:
                self._read.setdefault(rule.id, {})[rule.edition] = rule
            self._lists[name] = rules


_OTHER_RECORDS = (Keyword, GlossaryEntry, ClassSection, PolicySection)


def _all_records(parts: memoryview, rest: tuple[int, int], rules: SectionRules) -> list[Record]:
    """Every record in the corpus' order: the rules (the same objects ``rules`` gives) placed
    among the others by the order list written with them."""
    others, order = _load(parts[rest[0] : rest[1]])
    if not (
        isinstance(others, list)
        and all(
            isinstance(r, Keyword | GlossaryEntry | ClassSection | PolicySection) for r in others
        )
        and isinstance(order, list)
    ):
        raise ValueError("the corpus cache's records are of unexpected types")
    in_sections = rules.in_order()
    return [others[i] if i >= 0 else in_sections[-i - 1] for i in order]


def _section_of(number: str) -> str:
    return number.split(".", 1)[0]


def _payload(corpus: Corpus) -> bytes:
    """The head, one pickle per rule section, then the other records with the order of all."""
    by_section: dict[str, list[Rule]] = {}
    for record in corpus.records:  # in the corpus' order, so a reader rebuilds ``rules`` alike
        if isinstance(record, Rule):
            by_section.setdefault(_section_of(record.id), []).append(record)
    position: dict[int, int] = {}  # id(rule) -> its place among the sections' rules
    for rule in (rule for rules in by_section.values() for rule in rules):
        position[id(rule)] = len(position)
    others = [r for r in corpus.records if not isinstance(r, Rule)]
    other_index = {id(r): i for i, r in enumerate(others)}
    order = [
        -position[id(r)] - 1 if isinstance(r, Rule) else other_index[id(r)] for r in corpus.records
    ]
    blobs: list[bytes] = []
    sections: dict[str, tuple[int, int]] = {}
    offset = 0
    for name, rules in by_section.items():
        blobs.append(pickle.dumps(rules, protocol=pickle.HIGHEST_PROTOCOL))
        sections[name] = (offset, offset + len(blobs[-1]))
        offset += len(blobs[-1])
    blobs.append(pickle.dumps((others, order), protocol=pickle.HIGHEST_PROTOCOL))
    head = {
        "content_hash": corpus.content_hash,
        "editions": corpus.editions,
        "files": corpus.files,
        "anomalies": corpus.anomalies,
        "chapters": corpus.chapters,
        "sections": sections,
        "numbers": {number: _section_of(number) for number in corpus.rules},
        "rest": (offset, offset + len(blobs[-1])),
    }
    return pickle.dumps(head, protocol=pickle.HIGHEST_PROTOCOL) + b"".join(blobs)


def write_cache(path: Path, corpus: Corpus) -> None:
    """Write atomically: a temporary file in the same folder, then ``os.replace``."""
    payload = _payload(corpus)
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
