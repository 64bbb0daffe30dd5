"""A plain SQLite FTS5 index of the same records: the baseline Whoosh has to beat.

Deliberately what one would write in an afternoon with the standard library: one in-memory
FTS5 table, the stock ``unicode61`` tokenizer (accents folded, no stemming), every word of the
query quoted and OR-ed, results in bm25 order. No rule lookup, no keyword tables, no typo
handling: every kind of query goes through the same full-text search.
"""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass, field

LIMIT = 10
CANDIDATES = 60  # rows fetched before keeping one per (kind, id), as the Whoosh search does


@dataclass(frozen=True)
class Fts5Hit:
    id: str
    kind: str
    edition: str
    language: str
    title: str
    score: float


@dataclass
class Fts5Result:
    query: str
    results: list[Fts5Hit] = field(default_factory=list)
    message: str | None = None


def _match_expression(query: str) -> str | None:
    """Every word as a quoted string, OR-ed: user text can never be read as FTS5 syntax."""
    words = [w for w in (query or "").split() if re.search(r"\w", w)]
    if not words:
        return None
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in words)


class Fts5Baseline:
    def __init__(self, records: Iterable[object]) -> None:
        started = time.perf_counter()
        self.db = sqlite3.connect(":memory:", check_same_thread=False)
        # kind, edition and language are stored but not indexed: indexing them would let the
        # word "rule" or "en" in a question match every record of that kind or language.
        self.db.execute(
            "CREATE VIRTUAL TABLE records USING fts5("
            "id, kind UNINDEXED, edition UNINDEXED, language UNINDEXED, title, text, "
            "tokenize = 'unicode61 remove_diacritics 2')"
        )
        self.db.executemany(
            "INSERT INTO records (id, kind, edition, language, title, text) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (_row(r) for r in records),
        )
        self.db.commit()
        self.count = self.db.execute("SELECT count(*) FROM records").fetchone()[0]
        self.build_seconds = time.perf_counter() - started

    def search(self, query: str, limit: int = LIMIT) -> Fts5Result:
        expression = _match_expression(query)
        if expression is None:
            return Fts5Result(query or "", message="La consulta no tiene palabras.")
        try:
            rows = self.db.execute(
                "SELECT id, kind, edition, language, title, bm25(records) AS rank "
                "FROM records WHERE records MATCH ? ORDER BY rank LIMIT ?",
                (expression, CANDIDATES),
            ).fetchall()
        except sqlite3.OperationalError as err:  # e.g. a quoted "word" with no tokens in it
            return Fts5Result(query, message=f"FTS5: {err}")
        hits: list[Fts5Hit] = []
        seen: set[tuple[str, str]] = set()
        for id_, kind, edition, language, title, rank in rows:
            if (kind, id_) in seen:
                continue
            seen.add((kind, id_))
            hits.append(Fts5Hit(id_, kind, edition, language, title, -rank))
            if len(hits) == limit:
                break
        return Fts5Result(query, hits, None if hits else "Sin resultados.")

    def routes(self) -> dict[str, object]:
        """Every query type goes to the same search: the baseline has nothing else."""
        return {"*": self.search}

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Fts5Baseline:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _row(record: object) -> tuple[str, str, str, str, str, str]:
    # The same text the Whoosh index gets: body, examples, and a keyword's names and notes.
    parts = [record.text, *record.examples]  # type: ignore[attr-defined]
    parts += [*getattr(record, "aliases", ()), *getattr(record, "notes", ())]
    title = record.title  # type: ignore[attr-defined]
    if getattr(record, "page", ""):
        title = f"{record.page} {title}"  # type: ignore[attr-defined]
    return (
        record.id,  # type: ignore[attr-defined]
        str(record.kind.value),  # type: ignore[attr-defined]
        record.edition,  # type: ignore[attr-defined]
        str(record.language.value),  # type: ignore[attr-defined]
        title,
        "\n".join(p for p in parts if p),
    )
