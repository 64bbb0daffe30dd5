"""The parsed corpus: every record of every source, by uid, by rule number and edition.

Loading it (reading the sources, hashing them, parsing or reading the cache) is
index.corpus_loader; the cache (index.corpus_cache) stores and rebuilds these types.
"""

from __future__ import annotations

import threading
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

from index import numbers
from index.models import (
    Anomaly,
    ClassSection,
    Edition,
    GlossaryEntry,
    Keyword,
    Kind,
    Record,
    Rule,
)


@dataclass(frozen=True)
class SourceFile:
    path: str  # relative to the data directory
    parser: str
    edition: str


class RecordParts(Protocol):
    """Where a corpus read by parts finds its records (index.corpus_cache.Parts)."""

    languages: dict[str, int]

    def where(self, kind: Kind, edition: str | None = None) -> list[Record]: ...

    def record(self, uid: str) -> Record | None: ...

    def uids(self) -> Iterator[str]: ...


class _ByUid(Mapping[str, Record]):
    """``Corpus.by_uid`` of a corpus read by parts: a uid reads its own part only."""

    def __init__(self, parts: RecordParts) -> None:
        self._parts = parts

    def __getitem__(self, uid: str) -> Record:
        found = self._parts.record(uid)
        if found is None:
            raise KeyError(uid)
        return found

    def __contains__(self, uid: object) -> bool:
        return isinstance(uid, str) and self._parts.record(uid) is not None

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys(self._parts.uids()))

    def __len__(self) -> int:
        return len(dict.fromkeys(self._parts.uids()))


class Corpus:
    """Every record, with the rules by number and edition (``rules``).

    Built from parsed records, or read from the corpus cache section by section
    (``Corpus.from_sections``): then a rule by number unpickles only its section (104 for
    104.3c) and ``records``, the whole corpus, is read on first use. A one-shot
    ``juez regla`` never pays for the six thousand records it does not show.
    """

    def __init__(
        self,
        editions: dict[str, Edition],
        files: list[SourceFile],
        records: list[Record],
        anomalies: list[Anomaly],
        content_hash: str,
        chapters: dict[str, dict[str, str]] | None = None,
    ) -> None:
        self.editions = editions
        # edition id -> {chapter number -> its name}: "7" -> "Additional Rules"
        self.chapters = chapters or {}
        self.files = files
        self.anomalies = anomalies
        self.content_hash = content_hash
        self._records: list[Record] | None = records
        self._read_records: Callable[[], list[Record]] | None = None
        self._parts: RecordParts | None = None
        self._editions_of_kind: dict[Kind, dict[str, list[str]]] = {}
        self._reading = threading.Lock()  # two threads may ask for the records at once
        # rule number -> {edition id -> Rule}
        self.rules: Mapping[str, dict[str, Rule]] = _by_number(records)

    @classmethod
    def from_sections(
        cls,
        editions: dict[str, Edition],
        files: list[SourceFile],
        anomalies: list[Anomaly],
        content_hash: str,
        *,
        rules: Mapping[str, dict[str, Rule]],
        read_records: Callable[[], list[Record]],
        parts: RecordParts | None = None,
        chapters: dict[str, dict[str, str]] | None = None,
    ) -> Corpus:
        """A corpus whose rules are read on demand (``rules``) and whose records are read by
        ``read_records`` on first use; it must give the same Rule objects ``rules`` gives.
        With ``parts``, the rules of one edition, the records of one kind and a record by
        uid are read from them without reading the whole corpus (the same objects again)."""
        corpus = cls(editions, files, [], anomalies, content_hash, chapters)
        corpus._records = None
        corpus._read_records = read_records
        corpus._parts = parts
        corpus.rules = rules
        return corpus

    @property
    def records(self) -> list[Record]:
        if self._records is None:
            with self._reading:
                if self._records is None:
                    assert self._read_records is not None
                    self._records = self._read_records()
                    self._read_records = None
        return self._records

    @property
    def records_read(self) -> bool:
        """Whether the whole corpus is in memory (always, unless read by sections)."""
        return self._records is not None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Corpus):
            return NotImplemented
        if self.chapters != other.chapters:
            return False
        return (self.content_hash, self.editions, self.files, self.anomalies, self.records) == (
            other.content_hash,
            other.editions,
            other.files,
            other.anomalies,
            other.records,
        )

    __hash__ = None  # type: ignore[assignment]  # mutable, as the dataclass it was

    @cached_property
    def by_uid(self) -> Mapping[str, Record]:
        if self._parts is not None and not self.records_read:
            return _ByUid(self._parts)
        return {r.uid: r for r in self.records}

    def rules_in(self, edition: str) -> list[Rule]:
        """The rules of one edition, in the corpus' order."""
        if self._parts is not None and not self.records_read:
            return [r for r in self._parts.where(Kind.RULE, edition) if isinstance(r, Rule)]
        return [r for r in self.records if isinstance(r, Rule) and r.edition == edition]

    def records_of(self, kind: Kind, edition: str | None = None) -> list[Record]:
        """The records of one kind (of one edition), in the corpus' order."""
        if self._parts is not None and not self.records_read:
            return self._parts.where(kind, edition)
        return [r for r in self.records if r.kind == kind and edition in (None, r.edition)]

    def language_counts(self) -> dict[str, int]:
        """How many records each language has ("es", "en")."""
        if self._parts is not None:
            return dict(self._parts.languages)
        found: dict[str, int] = defaultdict(int)
        for record in self.records:
            found[record.language.value] += 1
        return dict(found)

    @cached_property
    def current_edition(self) -> Edition:
        return next(e for e in self.editions.values() if e.current)

    @cached_property
    def rule_numbers(self) -> list[str]:
        """Every rule number in any edition, in document order."""
        return sorted(self.rules, key=numbers.sort_key)

    @cached_property
    def keywords(self) -> list[Keyword]:
        return [r for r in self.records_of(Kind.KEYWORD) if isinstance(r, Keyword)]

    @cached_property
    def glossary(self) -> list[GlossaryEntry]:
        return [r for r in self.records_of(Kind.GLOSSARY) if isinstance(r, GlossaryEntry)]

    @cached_property
    def class_sections(self) -> list[ClassSection]:
        return [r for r in self.records_of(Kind.CLASS) if isinstance(r, ClassSection)]

    def _editions_by_key(self, kind: Kind) -> dict[str, list[str]]:
        """Each record's editions by id, for one kind other than rules (a rule's are in
        ``rules``): made on first use, from that kind's records only."""
        found = self._editions_of_kind.get(kind)
        if found is None:
            table: dict[str, list[str]] = defaultdict(list)
            for r in self.records_of(kind):
                table[r.id].append(r.edition)
            found = self._editions_of_kind[kind] = dict(table)
        return found

    def editions_of(self, record: Record) -> list[str]:
        """Every edition holding a record of the same kind and id (the record's own included)."""
        if isinstance(record, Rule):
            # Read from the rules by number: a first search's hits no longer wait for a table
            # of every record (some 20 ms of a one-shot `juez buscar`).
            return list(self.rules.get(record.id, {})) or [record.edition]
        return self._editions_by_key(record.kind).get(record.id, [record.edition])

    def is_repeat(self, record: Record) -> bool:
        """True for an older English record word for word equal to the current edition's.

        The index skips these: searching the same text twice costs time and only finds what the
        current edition already answers (the older edition is still listed with the answer).
        """
        current = self.current_edition
        if record.edition == current.id or record.language != current.language:
            return False
        twin = self.by_uid.get(f"{current.id}:{record.kind.value}:{record.id}")
        return twin is not None and (twin.text, twin.examples) == (record.text, record.examples)

    def rule(self, number: str, edition: str) -> Rule | None:
        return self.rules.get(number, {}).get(edition)

    def count_by_edition(self) -> dict[str, dict[str, int]]:
        counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
        for r in self.records:
            counts[r.edition][r.kind.value] += 1
        return {e: dict(c) for e, c in counts.items()}


def _by_number(records: list[Record]) -> dict[str, dict[str, Rule]]:
    by_number: dict[str, dict[str, Rule]] = defaultdict(dict)
    for record in records:
        if isinstance(record, Rule):
            by_number[record.id][record.edition] = record
    return dict(by_number)
