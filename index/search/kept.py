"""What every search process would derive at start, derived once by the index build and kept.

Three things are read from the whole corpus or the whole index before a first answer:
- the English index terms of every rule in force: the named concepts count how rare each term
  is among them, and the statement ranking reads each rule's title and first sentence;
- the terms of every concept's name (rule titles, glossary entries);
- each document's length in each searched field, as BM25 reads it.
Deriving them takes most of a second (the analysis of some 3,000 rules above all), which a
one-shot `juez buscar` would pay at every start. The build analyses those texts anyway, so it
keeps the results: one pickle in the index folder, listed in the index's manifest, built and
replaced with it, valid exactly as long as the index (same corpus, same schema, same
KEPT_VERSION: a bump rebuilds the index). When the file cannot be used, each table is derived
again in memory: the same values, only slower.

What the named concepts and the statement ranking count over those terms (how many rules hold
each term, which statements hold it, how much each says) is kept too, and the rules' terms are
kept packed (each term once, a rule's terms as numbers) and made into sets when a rule is read:
reading back 3,000 rules' sets, then counting over them, took about 150 ms of a one-shot
`juez buscar` on a busy two-core machine (the file read 58-84 ms packed as sets, 10-28 ms
packed as numbers; the counting 70-100 ms).
"""

from __future__ import annotations

import logging
import math
import pickle
import re
from array import array
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from index.models import Rule

if TYPE_CHECKING:
    from whoosh.reading import IndexReader

log = logging.getLogger(__name__)

KEPT_FILE = "kept.pickle"
# Bump when what is kept changes (the fields read, the sentence split): the index is rebuilt.
KEPT_VERSION = 6  # 3: rule terms packed in flat arrays; 4: the hand lexicon's English phrases;
# 5: the named concepts' table whole, and the corpus' fingerprint; 6: the rules' titles

# A sentence ends at a stop followed by a capital or an opening quote or bracket: "rule 704.5"
# and "e.g." do not end it.
_SENTENCE_END = re.compile(r"(?<=[.!?”])\s+(?=[A-Z“(])")


def first_sentence(text: str) -> str:
    return _SENTENCE_END.split(text.strip(), 1)[0]


@dataclass(frozen=True, slots=True)
class RuleTerms:
    """One rule's English index terms (as english_analyzer makes them)."""

    text: frozenset[str]  # title and text
    examples: frozenset[str]  # its examples
    statement: frozenset[str]  # title and first sentence (empty for a section heading)


RuleTermTable = Mapping[str, RuleTerms]  # rule number -> its terms, in document order


class PackedRuleTerms(Mapping[str, RuleTerms]):
    """A RuleTermTable as the file keeps it: every term once, and every rule's terms as the
    numbers of its terms, one after another in one flat array (text, examples, statement;
    ``ends`` says where each of the three stops); a rule's sets are made when it is first read
    (a search reads a few dozen). Flat arrays, not a tuple of numbers a rule: unpickling 3,000
    rules' tuples took 5 ms of every cold `juez buscar`, the two arrays' bytes a tenth of it."""

    def __init__(self, table: RuleTermTable) -> None:
        numbers: dict[str, int] = {}
        flat = array("I")
        ends = array("I")
        for terms in table.values():
            for part in (terms.text, terms.examples, terms.statement):
                flat.extend(numbers.setdefault(t, len(numbers)) for t in sorted(part))
                ends.append(len(flat))
        self._ids = tuple(table)
        self._terms = tuple(numbers)
        self._flat = flat
        self._ends = ends
        self._place = {number: i for i, number in enumerate(self._ids)}
        self._made: dict[str, RuleTerms] = {}

    def __getstate__(self) -> tuple[tuple[str, ...], tuple[str, ...], bytes, bytes]:
        # not the sets made: they are what the file spares
        return self._ids, self._terms, self._flat.tobytes(), self._ends.tobytes()

    def __setstate__(self, state: tuple[tuple[str, ...], tuple[str, ...], bytes, bytes]) -> None:
        self._ids, self._terms, flat, ends = state
        self._flat = array("I")
        self._flat.frombytes(flat)
        self._ends = array("I")
        self._ends.frombytes(ends)
        if len(self._ends) != 3 * len(self._ids) or (
            self._ends and self._ends[-1] != len(self._flat)
        ):
            raise ValueError("packed rule terms of another shape")
        self._place = {number: i for i, number in enumerate(self._ids)}
        self._made = {}

    def __getitem__(self, number: str) -> RuleTerms:
        made = self._made.get(number)
        if made is None:
            at = 3 * self._place[number]
            ends, flat, terms = self._ends, self._flat, self._terms
            start = ends[at - 1] if at else 0
            text, examples, statement = (
                frozenset([terms[i] for i in flat[a:b]])
                for a, b in (
                    (start, ends[at]),
                    (ends[at], ends[at + 1]),
                    (ends[at + 1], ends[at + 2]),
                )
            )
            made = RuleTerms(text=text, examples=examples, statement=statement)
            self._made[number] = made  # two threads may both make it: the same value
        return made

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)


@dataclass(frozen=True)
class StatementTable:
    """What the statement ranking (index.search.statements) counts over the rules' statements:
    the rules that state something (in order), how rare each term is among their statements,
    which statements hold each term (their places in ``numbers``), and how much each holds."""

    numbers: list[str]
    idf: dict[str, float]
    unseen_idf: float  # a term no statement holds: the rarest
    holding: dict[str, list[int]]
    own: list[float]


def statement_table(table: RuleTermTable) -> StatementTable:
    """The statement ranking's counts over ``table`` (the rules in force, in order); a section
    heading states nothing and is left out."""
    numbers: list[str] = []
    statements: list[frozenset[str]] = []
    for number, terms in table.items():
        if terms.statement:
            numbers.append(number)
            statements.append(terms.statement)
    df: dict[str, int] = defaultdict(int)
    for found in statements:
        for term in found:
            df[term] += 1
    n = len(statements)
    idf = {t: math.log(n / (1 + k)) for t, k in df.items()}
    holding: dict[str, list[int]] = defaultdict(list)
    for i, found in enumerate(statements):
        for term in found:
            holding[term].append(i)
    # fsum: a frozenset's order changes with the hash seed, a plain sum's last digit with it
    own = [math.fsum(idf[t] for t in found) or 1.0 for found in statements]
    return StatementTable(numbers, idf, math.log(max(n, 1)), dict(holding), own)


def text_frequencies(table: RuleTermTable) -> dict[str, int]:
    """How many rules in ``table`` hold each term in their title and text (the named
    concepts weigh a term by it, index.vocabulary.concepts)."""
    df: Counter[str] = Counter()
    for terms in table.values():
        df.update(terms.text)
    return dict(df)


@dataclass
class Kept:
    rules: RuleTermTable = field(default_factory=dict)
    names: dict[str, frozenset[str]] = field(default_factory=dict)  # a concept's name -> terms
    lengths: dict[str, list[int]] = field(default_factory=dict)  # field -> each doc's length
    text_df: dict[str, int] = field(default_factory=dict)  # text_frequencies(rules)
    statements: StatementTable | None = None  # statement_table(rules)
    # The hand lexicon's English phrases as the English analyzer reads them, in order
    # (index.vocabulary.lexicon): stemming them took some 7 ms of every cold `juez buscar`. A
    # phrase not here (a table changed since the build) is analysed when it is read.
    phrases: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # The corpus the tables were derived from (its content hash): a file of another corpus is
    # never read, and the rules in force need not be read to check it (their 3,000 records
    # took some 90 M instructions of a cold `juez buscar`, measured with callgrind).
    corpus: str = ""
    # The named concepts' table as the search builds it (index.vocabulary.concepts), made by
    # the build from ``rules`` (the same object in the file, kept once): making it took some
    # 70 M instructions of every cold `juez buscar`. None: made where it is used. Typed
    # loosely: index.vocabulary.concepts imports this module (its reader checks the type).
    concepts: object | None = None
    # Each rule in force's title, in order (rule number -> title): what groups a section's
    # rules for index.search.rankings.siblings without reading the rules in force.
    titles: dict[str, str] = field(default_factory=dict)


class EnglishTerms:
    """english_analyzer as frozensets of terms, one str object per term (a smaller pickle,
    read back faster)."""

    def __init__(self) -> None:
        from index.search.schema import english_analyzer

        self._analyze = english_analyzer()
        self._seen: dict[str, str] = {}

    def __call__(self, text: str) -> frozenset[str]:
        seen = self._seen
        return frozenset(seen.setdefault(t.text, t.text) for t in self._analyze(text))


def analyse_rules(
    rules: Iterable[Rule], terms: Callable[[str], frozenset[str]] | None = None
) -> dict[str, RuleTerms]:
    """The terms of ``rules`` (the rules in force), in their order."""
    terms = terms or EnglishTerms()
    table: dict[str, RuleTerms] = {}
    for rule in rules:
        states = bool(rule.text) and "." in rule.id  # a section heading states nothing
        table[rule.id] = RuleTerms(
            text=terms(f"{rule.title} {rule.text}"),
            examples=terms(" ".join(rule.examples)),
            statement=terms(f"{rule.title} {first_sentence(rule.text)}") if states else frozenset(),
        )
    return table


def field_lengths(reader: IndexReader, field_name: str) -> list[int]:
    """Each document's length in ``field_name``, as BM25 reads it."""
    return [reader.doc_field_length(d, field_name, 1) for d in range(reader.doc_count_all())]


def derive(
    rules: Sequence[Rule],
    names: Iterable[str],
    reader: IndexReader,
    fields: Iterable[str],
    phrases: Iterable[str] = (),
) -> Kept:
    from index.search.schema import english_analyzer

    terms = EnglishTerms()
    table = analyse_rules(rules, terms)
    english = english_analyzer()
    return Kept(
        rules=PackedRuleTerms(table),
        names={name: terms(name) for name in names},
        lengths={f: field_lengths(reader, f) for f in fields},
        text_df=text_frequencies(table),
        statements=statement_table(table),
        phrases={text: tuple(t.text for t in english(text)) for text in phrases},
        titles={rule.id: rule.title for rule in rules},
    )


def write(folder: Path, kept: Kept) -> None:
    """Into an index folder being built (index.search.build), before its manifest is made."""
    with (folder / KEPT_FILE).open("wb") as f:
        pickle.dump(kept, f, protocol=pickle.HIGHEST_PROTOCOL)


def read(folder: Path | None, corpus: str, documents: int) -> Kept:
    """What is kept in ``folder``, if it was derived from the corpus of content hash
    ``corpus`` and fits the index (``documents``); an empty Kept otherwise (no file, damaged,
    another corpus, an index of an older Juez): then each table is derived again."""
    if folder is None:
        return Kept()
    path = folder / KEPT_FILE
    try:
        with path.open("rb") as f:
            kept = pickle.load(f)
    except FileNotFoundError:
        return Kept()
    except Exception as err:  # a damaged pickle raises nearly anything; all is derived again
        log.info("%s no utilizable (%s): se vuelve a calcular", path, err)
        return Kept()
    if not (
        isinstance(kept, Kept)
        and kept.corpus == corpus
        and all(len(lengths) == documents for lengths in kept.lengths.values())
    ):
        log.info("%s no corresponde al índice: se vuelve a calcular", path)
        return Kept()
    return kept


def index_folder(ix: object) -> Path | None:
    """The folder of an on-disk Whoosh index (None for any other storage)."""
    folder = getattr(getattr(ix, "storage", None), "folder", None)
    return Path(folder) if isinstance(folder, str) else None
