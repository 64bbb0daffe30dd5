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
"""

from __future__ import annotations

import logging
import pickle
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from index.models import Rule

if TYPE_CHECKING:
    from whoosh.reading import IndexReader

log = logging.getLogger(__name__)

KEPT_FILE = "kept.pickle"
# Bump when what is kept changes (the fields read, the sentence split): the index is rebuilt.
KEPT_VERSION = 1

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


@dataclass
class Kept:
    rules: dict[str, RuleTerms] = field(default_factory=dict)
    names: dict[str, frozenset[str]] = field(default_factory=dict)  # a concept's name -> terms
    lengths: dict[str, list[int]] = field(default_factory=dict)  # field -> each doc's length


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
    rules: Sequence[Rule], names: Iterable[str], reader: IndexReader, fields: Iterable[str]
) -> Kept:
    terms = EnglishTerms()
    return Kept(
        rules=analyse_rules(rules, terms),
        names={name: terms(name) for name in names},
        lengths={f: field_lengths(reader, f) for f in fields},
    )


def write(folder: Path, kept: Kept) -> None:
    """Into an index folder being built (index.search.build), before its manifest is made."""
    with (folder / KEPT_FILE).open("wb") as f:
        pickle.dump(kept, f, protocol=pickle.HIGHEST_PROTOCOL)


def read(folder: Path | None, rule_ids: Sequence[str], documents: int) -> Kept:
    """What is kept in ``folder``, if it fits the rules in force (``rule_ids``, in order) and
    the index (``documents``); an empty Kept otherwise (no file, damaged, an index of an
    older Juez): then each table is derived again."""
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
        and list(kept.rules) == list(rule_ids)
        and all(len(lengths) == documents for lengths in kept.lengths.values())
    ):
        log.info("%s no corresponde al índice: se vuelve a calcular", path)
        return Kept()
    return kept


def index_folder(ix: object) -> Path | None:
    """The folder of an on-disk Whoosh index (None for any other storage)."""
    folder = getattr(getattr(ix, "storage", None), "folder", None)
    return Path(folder) if isinstance(folder, str) else None
