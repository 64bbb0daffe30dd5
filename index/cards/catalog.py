"""Every card of the data file, opened cheaply: by name in either language, by the start of a
name, by a typo, and the cards a question names (index.cards.mentions).

Parsing the 30 MB of JSON takes about a second, too long for every start of a terminal command.
The first open reads it once into a SQLite file in the data dir (``cards/catalog.sqlite3``):
each card's JSON line, compressed; every name of every card, folded, with the card it means;
and how common each word of a name is in the cards' texts. Later opens read nothing but a
few rows of it. The cache remembers which data file it was built from (its path, size and
modification time): a different file (a fresher one written by `juez cartas actualizar`, or a
new bundle) makes it build again.
"""

from __future__ import annotations

import bisect
import contextlib
import datetime as dt
import gzip
import json
import logging
import os
import re
import sqlite3
import threading
import zlib
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from index.cards.names import RANK, SHORT, NameHit, key, names_of, prominence
from index.cards.records import BUNDLED, CardRecord, card_from_json
from index.fold import fold

if TYPE_CHECKING:
    from index.cards.mentions import Mention
    from index.cards.short_names import Called

log = logging.getLogger(__name__)

BUNDLED_DATE = dt.date(2026, 6, 9)  # the MTGJSON snapshot the bundled Oracle texts come from
FORMAT = "1"  # of the cache's tables: another format is built again
CACHE_NAME = "catalog.sqlite3"
FRESH_NAME = "cards.jsonl.gz"  # where `juez cartas actualizar` writes a fresher data file
MATCH_CUTOFF = 0.8  # how alike a typed name must be to a card's name (index.fuzzy.ratio)
_WORD = re.compile(r"[^\W_]+")
_SCHEMA = """
CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL);
CREATE TABLE cards (id INTEGER PRIMARY KEY, name TEXT NOT NULL, data BLOB NOT NULL);
CREATE TABLE names (
    key TEXT NOT NULL, rank INTEGER NOT NULL, card INTEGER NOT NULL,
    shown TEXT NOT NULL, lang TEXT NOT NULL, kind TEXT NOT NULL,
    PRIMARY KEY (key, rank)
) WITHOUT ROWID;
CREATE TABLE words (word TEXT PRIMARY KEY, texts INTEGER NOT NULL, names INTEGER NOT NULL)
    WITHOUT ROWID;
"""


def fresh_file(data_dir: Path) -> Path:
    """Where `juez cartas actualizar` keeps a fresher card data file (index.cards.mtgjson)."""
    return data_dir / "cards" / FRESH_NAME


def data_file(data_dir: Path) -> Path:
    """The card data to read: the fresher file in ``<data_dir>/cards/`` when there is one, else
    the bundled one."""
    fresh = fresh_file(data_dir)
    return fresh if fresh.is_file() else BUNDLED


def _signature(source: Path) -> str:
    stat = source.stat()
    return f"{source.resolve()}|{stat.st_size}|{stat.st_mtime_ns}|{FORMAT}"


class CardCatalog:
    """The cards of one data file. Thread-safe: each thread reads through its own connection."""

    def __init__(self, cache: Path, source: Path) -> None:
        self.cache = cache
        self.source = source
        self._local = threading.local()
        self._keys: list[str] | None = None
        self._starts: tuple[list[str], list[str]] | None = None
        self._lock = threading.Lock()
        self._size: int | None = None

    @property
    def size(self) -> int:
        """How many cards: counted on first need (counting reads the whole table, some
        milliseconds a one-shot search would pay for a number it never shows)."""
        if self._size is None:
            self._size = int(self._db().execute("SELECT count(*) FROM cards").fetchone()[0])
        return self._size

    @classmethod
    def open(cls, data_dir: Path) -> CardCatalog:
        """The catalog of ``data_file(data_dir)``, its cache in ``<data_dir>/cards``, built now
        when missing or made from another file."""
        source = data_file(data_dir)
        cache = data_dir / "cards" / CACHE_NAME
        if _cached_signature(cache) != _signature(source):
            build(source, cache)
        return cls(cache, source)

    def __len__(self) -> int:
        return self.size

    @property
    def data_date(self) -> dt.date:
        """The day the card texts are current to: the bundled snapshot's, or the day a fresher
        file was written."""
        if self.source == BUNDLED:
            return BUNDLED_DATE
        return dt.datetime.fromtimestamp(self.source.stat().st_mtime, dt.UTC).date()

    def _db(self) -> sqlite3.Connection:
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(f"file:{self.cache}?mode=ro", uri=True, check_same_thread=False)
            self._local.db = db
        return db

    # -- cards ----------------------------------------------------------------------------------
    def card(self, number: int) -> CardRecord:
        row = self._db().execute("SELECT data FROM cards WHERE id = ?", (number,)).fetchone()
        if row is None:
            raise KeyError(number)
        return card_from_json(json.loads(zlib.decompress(row[0])))

    def card_named(self, typed: str) -> CardRecord | None:
        """The card a name means exactly (any language, face or short name), or None."""
        hit = self.exact(typed)
        return self.card(hit.card) if hit is not None else None

    # -- names ----------------------------------------------------------------------------------
    def called(self, typed: str) -> Called:
        """The cards a name as typed means, whole or short (index.cards.short_names)."""
        from index.cards.short_names import called

        return called(self, typed)

    def exact(self, typed: str) -> NameHit | None:
        """The card a name means: its full name before a short one, the most played first."""
        hits = self.hits([key(typed)]).get(key(typed), [])
        return hits[0] if hits else None

    def hits(self, keys: Iterable[str]) -> dict[str, list[NameHit]]:
        """Folded keys -> the cards each means, best first (each hit lists the others)."""
        wanted = list(dict.fromkeys(k for k in keys if k))
        rows: dict[str, list[tuple[int, str, str, str, str]]] = defaultdict(list)
        db = self._db()
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for k, card, shown, lang, kind, english in db.execute(
                "SELECT n.key, n.card, n.shown, n.lang, n.kind, c.name FROM names n"
                f" JOIN cards c ON c.id = n.card WHERE n.key IN ({marks}) ORDER BY n.key, n.rank",
                chunk,
            ):
                rows[k].append((card, english, shown, lang, kind))
        found: dict[str, list[NameHit]] = {}
        for k, cards in rows.items():
            everyone = [english for _, english, *_ in cards]
            found[k] = [
                NameHit(
                    card, english, shown, lang, kind, tuple(e for e in everyone if e != english)
                )
                for card, english, shown, lang, kind in cards
            ]
        return found

    def keys(self) -> list[str]:
        """Every folded name (read once, for typos)."""
        if self._keys is None:
            with self._lock:
                if self._keys is None:
                    rows = self._db().execute("SELECT key FROM names WHERE rank = 0")
                    self._keys = [r[0] for r in rows]
        return self._keys

    def _with_a_word_starting(self, wanted: str, limit: int) -> list[str]:
        """Names with a word after the first that starts with ``wanted``, shortest first. A
        bisect in the sorted word starts: scanning every name (SQLite's instr) took 6-9 ms a
        keystroke of autocomplete."""
        starts, names = self._word_starts()
        found: set[str] = set()
        at = bisect.bisect_left(starts, wanted)
        while at < len(starts) and starts[at].startswith(wanted):
            found.add(names[at])
            at += 1
        return sorted(found, key=lambda k: (len(k), k))[:limit]

    def _word_starts(self) -> tuple[list[str], list[str]]:
        """Every name's words after its first, each with the rest of the name ("tomb of
        yawgmoth" for "urborg tomb of yawgmoth"), sorted, and the name each belongs to."""
        if self._starts is None:
            keys = self.keys()
            with self._lock:  # built once, as keys() is, even when two threads ask at once
                if self._starts is None:
                    pairs = sorted(
                        (k[i + 1 :], k) for k in keys for i, c in enumerate(k) if c == " "
                    )
                    self._starts = ([p[0] for p in pairs], [p[1] for p in pairs])
        return self._starts

    def closest(self, typed: str, *, limit: int = 5, cutoff: float = MATCH_CUTOFF) -> list[NameHit]:
        """The names nearest to a typo, best first, one per card."""
        from index.fuzzy import close_matches

        wanted = key(typed)
        if not wanted:
            return []
        near = close_matches(wanted, self.keys(), n=limit * 3, cutoff=cutoff)
        found = self.hits(near)
        return _one_per_card(found[k][0] for k in near if k in found)[:limit]

    def starting(self, typed: str, *, limit: int = 25) -> list[NameHit]:
        """Names that start with what is typed, then names with a word that does (autocomplete):
        shortest first, one per card."""
        wanted = key(typed)
        if not wanted:
            return []
        db = self._db()
        first = [
            r[0]
            for r in db.execute(
                "SELECT key FROM names WHERE rank = 0 AND key >= ? AND key < ?"
                " ORDER BY length(key), key LIMIT ?",
                (wanted, wanted + "\U0010ffff", limit * 2),
            )
        ]
        inner: list[str] = []
        if len(first) < limit:
            inner = self._with_a_word_starting(wanted, limit * 2)
        keys = list(dict.fromkeys([*first, *inner]))
        found = self.hits(keys)
        return _one_per_card(found[k][0] for k in keys if k in found)[:limit]

    def only_card_starting(self, typed: str) -> list[NameHit]:
        """The one card whose English name starts with the words typed ("Delver" -> Delver of
        Secrets), or nothing when none or several do."""
        names = self.names_starting(typed, limit=1)
        hit = self.exact(names[0]) if len(names) == 1 else None
        return [hit] if hit is not None else []

    def names_starting(self, typed: str, *, limit: int) -> list[str]:
        """English Oracle names of the cards whose English name (or a face's) starts with the
        whole words typed ("Snapcaster" -> Snapcaster Mage), at most ``limit + 1`` of them (one
        more than asked says "more than ``limit``"), shortest first."""
        wanted = key(typed)
        if not wanted:
            return []
        rows = (
            self._db()
            .execute(
                "SELECT c.name FROM names n JOIN cards c ON c.id = n.card"
                " WHERE n.key > ? AND n.key < ? AND n.lang = 'en' AND n.kind != 'short'"
                " GROUP BY n.card ORDER BY length(c.name), c.name LIMIT ?",
                (wanted + " ", wanted + " \U0010ffff", limit + 1),
            )
            .fetchall()
        )
        return [r[0] for r in rows]

    def word_counts(self, words: Iterable[str]) -> dict[str, tuple[int, int]]:
        """Folded words of names -> (cards whose text uses the word, card names that hold it)."""
        wanted = list(dict.fromkeys(words))
        counts: dict[str, tuple[int, int]] = {}
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for word, texts, names in self._db().execute(
                f"SELECT word, texts, names FROM words WHERE word IN ({marks})", chunk
            ):
                counts[word] = (texts, names)
        return counts

    # -- questions ------------------------------------------------------------------------------
    def mentions(
        self, question: str, known: Callable[[str], bool] | None = None, *, limit: int = 5
    ) -> list[Mention]:
        """The cards ``question`` names, in the order it names them (index.cards.mentions).
        ``known(word)``: whether the rules use the word (a word of the game's own vocabulary)."""
        from index.cards.mentions import find_mentions

        return find_mentions(self, question, known, limit=limit)

    def card_ids(self) -> list[int]:
        """Every card's number, in order."""
        return [n for (n,) in self._db().execute("SELECT id FROM cards ORDER BY id")]

    @property
    def signature(self) -> str:
        """Which data file the catalog was built from (what a result read from it depends on)."""
        return _signature(self.source)

    def close(self) -> None:
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None


def _one_per_card(hits: Iterable[NameHit]) -> list[NameHit]:
    seen: set[int] = set()
    out = []
    for hit in hits:
        if hit.card not in seen:
            seen.add(hit.card)
            out.append(hit)
    return out


def _cached_signature(cache: Path) -> str | None:
    if not cache.is_file():
        return None
    try:
        db = sqlite3.connect(f"file:{cache}?mode=ro", uri=True)
        try:
            row = db.execute("SELECT v FROM meta WHERE k = 'source'").fetchone()
        finally:
            db.close()
    except sqlite3.Error:
        return None  # damaged or half-written: built again
    return str(row[0]) if row else None


def build(source: Path, cache: Path) -> None:
    """Read the data file into the cache: written beside it, then moved in place at once, so
    another process never opens half a cache."""
    cache.parent.mkdir(parents=True, exist_ok=True)
    part = cache.with_name(f"{cache.name}.{os.getpid()}.{threading.get_ident()}.part")
    with contextlib.suppress(FileNotFoundError):
        part.unlink()
    signature = _signature(source)
    log.info("catálogo de cartas: leyendo %s", source)
    db = sqlite3.connect(part)
    try:
        db.executescript(_SCHEMA)
        names: dict[str, list[tuple[int, int, int, str, str, str]]] = defaultdict(list)
        in_texts: Counter[str] = Counter()
        in_names: Counter[str] = Counter()
        rows = []
        everyone: set[str] = set()  # the words of every name
        with gzip.open(source, "rt", encoding="utf-8") as fh:
            for number, line in enumerate(filter(str.strip, fh)):
                record = card_from_json(json.loads(line))
                rows.append((number, record.name, zlib.compress(line.strip().encode(), 1)))
                weight = prominence(record)
                seen: set[str] = set()
                titles: set[str] = set()  # words of its names, but a legend's own name
                for name in names_of(record):
                    k = key(name.shown)
                    if k and k not in seen:  # the strongest kind of each name
                        seen.add(k)
                        names[k].append(
                            (RANK[name.kind], -weight, number, name.shown, name.lang, name.kind)
                        )
                    if name.kind != SHORT:
                        titles.update(key(name.shown.partition(",")[2] or name.shown).split())
                own = {w for k in seen for w in k.split()}
                everyone |= own
                in_names.update(titles)
                in_texts.update(_text_words(record) - own)
        db.executemany("INSERT INTO cards VALUES (?, ?, ?)", rows)
        db.executemany(
            "INSERT INTO names VALUES (?, ?, ?, ?, ?, ?)",
            (
                (k, rank, card, shown, lang, kind)
                for k, entries in names.items()
                for rank, (_, _, card, shown, lang, kind) in enumerate(sorted(entries))
            ),
        )
        db.executemany(
            "INSERT INTO words VALUES (?, ?, ?)",
            ((w, in_texts.get(w, 0), in_names.get(w, 0)) for w in everyone),
        )
        db.execute("INSERT INTO meta VALUES ('source', ?)", (signature,))
        db.commit()
    finally:
        db.close()
    os.replace(part, cache)


def _text_words(record: CardRecord) -> set[str]:
    """The folded words of a card's texts and type lines, in both languages."""
    parts = [record.oracle_text, record.type_line, record.text_es or "", record.type_line_es or ""]
    raw = set(_WORD.findall(" ".join(parts).lower()))
    # A word of _WORD holds no "/", so its name fold is already its key (names.key); the fold
    # remembers each word, which the catalog meets millions of times.
    return {w for word in raw for w in fold(word, "name").split()}
