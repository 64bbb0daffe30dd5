"""The parsed corpus kept on disk beside the index, so a start does not parse it again.

Parsing every bundled source takes several times longer than loading the records already
parsed, and a one-shot command (``juez regla 104.3c``) would pay it on every run. The cache is
one file, ``<data_dir>/corpus.cache``, holding the records of one corpus content hash:

    JUEZCORPUS\\n
    {"format": 2, "key": "...", "sha256": "..."}\\n     (one line of JSON)
    <pickle of the head: editions, files, anomalies, where each part lies, the corpus' order
     as runs of parts, how many records each language has>
    <one pickle a part: the records of one kind and edition, and for rules of one section
     (the rules numbered 104.x of one edition)>

Parts, because a one-shot ``juez regla 104.3c`` needs section 104 and nothing else, and a
one-shot ``juez buscar`` the rules in force, a few kinds and its hits, not the older editions
(about half of the records): reading every record took longer than the rest of a start-up
(index.corpus.Corpus.from_sections reads a part when something of it is asked for).

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
from collections.abc import Callable, Iterator, Mapping
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
    Kind,
    PolicySection,
    Record,
    Rule,
)

CACHE_FILE = "corpus.cache"
# Raise when the payload's shape changes (what is pickled, or how it is rebuilt).
CACHE_FORMAT = 3
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


def _rebuild(head: object, payload: memoryview, content_hash: str) -> Corpus:
    if not (isinstance(head, dict) and head.get("content_hash") == content_hash):
        raise CacheMiss("payload does not match its header")
    editions, files, anomalies = head["editions"], head["files"], head["anomalies"]
    spans, runs, sections, numbers = head["parts"], head["runs"], head["sections"], head["numbers"]
    chapters, languages = head.get("chapters", {}), head["languages"]
    if not (
        isinstance(chapters, dict)
        and isinstance(editions, dict)
        and all(isinstance(e, Edition) for e in editions.values())
        and isinstance(files, list)
        and all(isinstance(f, SourceFile) for f in files)
        and isinstance(anomalies, list)
        and all(isinstance(a, Anomaly) for a in anomalies)
        and isinstance(spans, dict)
        and all(_is_key(key) and _is_span(span, len(payload)) for key, span in spans.items())
        and isinstance(runs, list)
        and all(isinstance(r, tuple) and len(r) == 2 and r[0] in spans for r in runs)
        and isinstance(sections, dict)
        and all(set(keys) <= set(spans) for keys in sections.values())
        and isinstance(numbers, dict)
        and set(numbers.values()) <= set(sections)
        and isinstance(languages, dict)
    ):
        raise CacheMiss("payload of unexpected types")
    parts = Parts(payload, spans, runs, languages)
    rules = SectionRules(parts, sections, numbers)
    return Corpus.from_sections(
        editions,
        files,
        anomalies,
        content_hash,
        rules=rules,
        read_records=parts.in_order,
        parts=parts,
        chapters=chapters,
    )


def _is_key(key: object) -> bool:
    return isinstance(key, tuple) and len(key) == 3 and all(isinstance(k, str) for k in key)


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


# A part: the records of one kind and edition (and, for rules, one section: "104"), in the
# corpus' order. A search reads the rules in force and the few kinds it ranks, not the older
# editions beside them (about half of the records), and a hit by its uid reads its own part.
PartKey = tuple[str, str, str]  # (kind, edition, rule section or "")
_KINDS = {
    Kind.RULE.value: Rule,
    Kind.KEYWORD.value: Keyword,
    Kind.GLOSSARY.value: GlossaryEntry,
    Kind.CLASS.value: ClassSection,
    Kind.POLICY.value: PolicySection,
    Kind.INFRACTION.value: Infraction,
}


class Parts:
    """The payload's parts, each unpickled once, on first use (a lock: one object per record
    however it was reached), and ``runs``: the corpus' order as (part, how many) in turn."""

    def __init__(
        self,
        payload: memoryview,
        spans: dict[PartKey, tuple[int, int]],
        runs: list[tuple[PartKey, int]],
        languages: dict[str, int],
    ) -> None:
        self._payload = payload
        self._spans = spans
        self._runs = runs
        self.languages = languages
        self._read: dict[PartKey, list[Record]] = {}
        self._by_uid: dict[PartKey, dict[str, Record]] = {}
        self._lock = threading.Lock()

    def part(self, key: PartKey) -> list[Record]:
        found = self._read.get(key)
        if found is not None:
            return found
        with self._lock:
            if key not in self._read:
                start, end = self._spans[key]
                records = _load(self._payload[start:end])
                kind = _KINDS.get(key[0])
                if not (
                    kind is not None
                    and isinstance(records, list)
                    and all(type(r) is kind and r.edition == key[1] for r in records)
                ):
                    raise ValueError(f"the corpus cache's part {key} holds something else")
                self._read[key] = records
            return self._read[key]

    def where(self, kind: Kind, edition: str | None = None) -> list[Record]:
        """The records of ``kind`` (of one edition), in the corpus' order."""
        return self._follow(lambda k: k[0] == kind.value and edition in (None, k[1]))

    def in_order(self) -> list[Record]:
        return self._follow(lambda _: True)

    def _follow(self, wanted: Callable[[PartKey], bool]) -> list[Record]:
        at: dict[PartKey, int] = {}
        found: list[Record] = []
        for key, count in self._runs:
            if wanted(key):
                start = at.get(key, 0)
                found.extend(self.part(key)[start : start + count])
                at[key] = start + count
        return found

    def record(self, uid: str) -> Record | None:
        """The record of ``uid`` ("edition:kind:id"), reading its part only."""
        edition, kind, number = (uid.split(":", 2) + ["", ""])[:3]
        section = _section_of(number) if kind == Kind.RULE.value else ""
        key = (kind, edition, section)
        if key not in self._spans:
            return None
        table = self._by_uid.get(key)
        if table is None:
            table = self._by_uid[key] = {r.uid: r for r in self.part(key)}
        return table.get(uid)

    def uids(self) -> Iterator[str]:
        return (r.uid for r in self.in_order())


class SectionRules(Mapping[str, dict[str, Rule]]):
    """Rule number -> {edition id -> Rule}, each section unpickled on first use.

    Every number is known from the head without reading a rule; asking for 104.3c reads the
    104 section of every edition (its subrules and neighbours come with it)."""

    def __init__(
        self, parts: Parts, sections: dict[str, list[PartKey]], numbers: dict[str, str]
    ) -> None:
        self._parts = parts
        self._sections = sections  # section -> its parts, one an edition, in the corpus' order
        self._numbers = numbers  # in the order of the eager corpus' ``rules``
        self._read: dict[str, dict[str, Rule]] = {}
        self._done: list[str] = []  # each section read, in turn
        self._lock = threading.Lock()

    def __getitem__(self, number: str) -> dict[str, Rule]:
        section = self._numbers[number]
        if section not in self._done:
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
        return list(self._done)

    def _read_section(self, name: str) -> None:
        # Every edition's part, then the numbers: each number's editions in the corpus' order
        # whichever part a search read first.
        rules = [r for key in self._sections[name] for r in self._parts.part(key)]
        with self._lock:
            if name in self._done:
                return
            by_number: dict[str, dict[str, Rule]] = {}
            for rule in rules:
                if not isinstance(rule, Rule):
                    raise ValueError(f"the corpus cache's section {name} holds something else")
                by_number.setdefault(rule.id, {})[rule.edition] = rule
            self._read.update(by_number)
            self._done.append(name)


def _section_of(number: str) -> str:
    return number.split(".", 1)[0]


def _key(record: Record) -> PartKey:
    section = _section_of(record.id) if isinstance(record, Rule) else ""
    return (record.kind.value, record.edition, section)


def _payload(corpus: Corpus) -> bytes:
    """The head, then one pickle a part (index.corpus_cache.Parts)."""
    by_part: dict[PartKey, list[Record]] = {}
    runs: list[tuple[PartKey, int]] = []
    for record in corpus.records:  # in the corpus' order, so a reader rebuilds it alike
        key = _key(record)
        by_part.setdefault(key, []).append(record)
        if runs and runs[-1][0] == key:
            runs[-1] = (key, runs[-1][1] + 1)
        else:
            runs.append((key, 1))
    blobs: list[bytes] = []
    spans: dict[PartKey, tuple[int, int]] = {}
    offset = 0
    for key, records in by_part.items():
        blobs.append(pickle.dumps(records, protocol=pickle.HIGHEST_PROTOCOL))
        spans[key] = (offset, offset + len(blobs[-1]))
        offset += len(blobs[-1])
    sections: dict[str, list[PartKey]] = {}
    for key in by_part:
        if key[0] == Kind.RULE.value:
            sections.setdefault(key[2], []).append(key)
    languages: dict[str, int] = {}
    for record in corpus.records:
        languages[record.language.value] = languages.get(record.language.value, 0) + 1
    head = {
        "content_hash": corpus.content_hash,
        "editions": corpus.editions,
        "files": corpus.files,
        "anomalies": corpus.anomalies,
        "chapters": corpus.chapters,
        "parts": spans,
        "runs": runs,
        "sections": sections,
        "numbers": {number: _section_of(number) for number in corpus.rules},
        "languages": languages,
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
