"""The Whoosh queries a read question is matched with: built from words, never parsed.

No input can ask Whoosh for an unbounded wildcard or range (see index.search.query). Each word
is looked for in every field, a word no field holds is taken for a typo, and the rare words
lead while the common ones only refine.
"""

from __future__ import annotations

import dataclasses
import math

from whoosh.query import AndMaybe, Or, Query, Term
from whoosh.reading import IndexReader

from index.deadline import Deadline
from index.search.question import Reading
from index.search.schema import FIELD_BOOSTS, TEXT_FIELDS
from index.search.view import IndexView, as_text
from index.translate import english_terms

TYPO_FIELDS = ("body_es", "body_en", "names")
TYPO_BOOST = 0.7  # a corrected word counts less than one typed right
MAX_TYPO = 6  # corrections tried per word
TRANSLATION_BOOST = 0.5  # in the native ranking, an English word guessed from Spanish
MIN_LEADING = 2  # words that count in full even when common, the rarest first…
LEAD_BUDGET = 5.0  # …while together they match fewer records than this many times the limit
COMMON_FRACTION = 0.01  # a term in more records than this only refines the ranking


@dataclasses.dataclass(frozen=True)
class Word:
    """One word of the question as the native ranking looks for it: its (field, term) pairs
    (typos corrected, translations) and how much it says (idf of its most common form: a
    word common in any field says little; measured a little better than the rarest)."""

    terms: frozenset[tuple[str, str]]
    weight: float


def word_leaves(
    view: IndexView, word: str, reader: IndexReader, deadline: Deadline | None
) -> list[tuple[Query, int]]:
    """One word against every field, with each term's document frequency.

    A word found in no field is taken for a typo: it matches the indexed words one edit
    away (two for long words), at a lower weight; not once the deadline has passed.
    """
    exact: list[tuple[Query, int]] = []
    typos: list[tuple[Query, int]] = []
    for field, boost in FIELD_BOOSTS.items():
        for text in view.analyze(field, word):
            if df := view.df(field, text):
                exact.append((Term(field, text, boost=boost), df))
            elif (
                len(text) >= 4
                and field in TYPO_FIELDS
                and not (deadline is not None and deadline.passed())
            ):
                dist = 2 if len(text) >= 8 else 1
                for fixed in view.speller(field).candidates(text, dist)[:MAX_TYPO]:
                    fixed_df = reader.doc_frequency(field, fixed)
                    typos.append((Term(field, fixed, boost=boost * TYPO_BOOST), fixed_df))
    return exact or typos


def native(
    view: IndexView,
    reading: Reading,
    language: str,
    reader: IndexReader,
    deadline: Deadline | None,
) -> tuple[Query | None, list[Word]]:
    """The words as typed, against every field (typos corrected), and for a Spanish
    question the table's English words at a lower weight: one ranking where Spanish text
    wins when it exists. Also each word's terms, to tell how much of it a hit holds."""
    groups = [word_leaves(view, w, reader, deadline) for w in reading.words]
    if language == "es":
        for word in english_terms(" ".join(reading.words)):
            groups.append([
                (Term(f, t, boost=FIELD_BOOSTS[f] * TRANSLATION_BOOST), df)
                for f in TEXT_FIELDS["en"]
                for t in view.analyze(f, word)
                if (df := reader.doc_frequency(f, t))
            ])  # fmt: skip
    return lead_and_refine(groups, reader), words(groups, reader.doc_count())


def english(reading: Reading, reader: IndexReader) -> Query | None:
    """The question's English terms (carried from Spanish, or typed) in the English text."""
    groups = [
        [
            (Term(f, term, boost=FIELD_BOOSTS[f] * weight), df)
            for f in TEXT_FIELDS["en"]
            if (df := reader.doc_frequency(f, term))
        ]
        for term, weight in reading.english.items()
    ]
    leaves = [leaf for g in groups for leaf, _ in g]
    # Every term may find a rule: a question's few English terms are all that carries it
    # to the English text, and the rules in force are a small part of the index.
    return Or(leaves) if leaves else None


def lead_and_refine(groups: list[list[tuple[Query, int]]], reader: IndexReader) -> Query | None:
    """One Or per word; the rare words lead and the common ones only refine.

    Common words ("player", "card") appear in thousands of records: scoring each of them for
    every record is what makes a query slow. They only add to the score of records that match
    the rarer words, except that the two rarest words always lead, so a question made of
    common words ("player", "0", "life") still finds its rule.
    """
    groups = [g for g in groups if g]
    if not groups:
        return None
    groups.sort(key=lambda g: max(df for _, df in g))
    limit = COMMON_FRACTION * reader.doc_count()
    lead: list[list[tuple[Query, int]]] = []
    matched = 0
    for g in groups:
        df = max(df for _, df in g)
        if df < limit or (len(lead) < MIN_LEADING and matched + df <= LEAD_BUDGET * limit):
            lead.append(g)
            matched += df
        else:
            break
    lead = lead or groups[:1]
    rest = groups[len(lead) :]
    rare = [leaf for g in lead for leaf, _ in g]
    common = [leaf for g in rest for leaf, _ in g]
    return AndMaybe(Or(rare), Or(common)) if common else Or(rare)


def words(groups: list[list[tuple[Query, int]]], docs: int) -> list[Word]:
    return [
        Word(
            frozenset((leaf.fieldname, as_text(leaf.text)) for leaf, _ in g),
            max(0.0, math.log(docs / (1 + max(df for _, df in g)))),
        )
        for g in groups
        if g
    ]
