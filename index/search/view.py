"""The open index as every search stage reads it: a searcher per thread, and what is remembered.

The index never changes while it is open, so what a search learns about it is kept, up to a
bound: each word as a field analyses it, each term's document frequency and BM25 scores, the
typo tables, each field's lengths, the documents each filter lets through, each document's uid.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterable

from whoosh import scoring
from whoosh.index import Index
from whoosh.query import Query
from whoosh.searching import Searcher

from index.corpus import Corpus
from index.search import kept
from index.search.schema import TEXT_FIELDS
from index.search.subset_ranking import term_scores
from index.spelling import Speller

CACHED_WORDS = 50_000  # analysed words and document frequencies remembered
# Terms whose scores are remembered: most hold a few dozen documents, the commonest ("abil",
# "player") a few thousand. The 275 questions and queries of tests/eval use about 1,000 terms
# and 18 MB; this bound keeps the cache under about 40 MB.
CACHED_TERMS = 2_000
# Weak length normalisation: with the usual 0.75, short glossary entries and headings win
# over the rules that answer the question.
BM25_B = 0.1
BM25_K1 = 1.2


class IndexView:
    def __init__(self, corpus: Corpus, ix: Index) -> None:
        self.ix = ix
        self.schema = ix.schema
        # From the corpus cache's head when read by parts: no record is read for it.
        self._records_by_language = corpus.language_counts()
        self._local = threading.local()  # Whoosh searchers are not shared between threads
        self._searchers: list[Searcher] = []  # every thread's, to close them all
        self.spellers: dict[str, Speller] = {}
        # A question's words are analysed and counted many times (reading it, each ranking,
        # each field), and a list of common words repeats them; the index never changes, so
        # both are remembered, up to a bound (lru_cache is safe across threads).
        self._analyzed = functools.lru_cache(maxsize=CACHED_WORDS)(self._analyze_now)
        self.df = functools.lru_cache(maxsize=CACHED_WORDS)(self._df_now)
        # Each term's BM25 scores (in the documents a ranking's filter allows), for the same
        # reason: a ranking then only adds them up (index.search.subset_ranking).
        self.term_scores = functools.lru_cache(maxsize=CACHED_TERMS)(self._term_scores_now)
        self._filters: dict[Query, set[int]] = {}  # filter -> the documents it lets through
        self._uids: dict[int, str] = {}  # document number -> record uid
        self._lengths: dict[str, list[int]] = {}  # field -> each document's length in it

    def searcher(self, b: float = BM25_B) -> Searcher:
        """This thread's searcher scoring with length normalisation ``b``."""
        name = f"searcher_{b}"
        s = getattr(self._local, name, None)
        if s is None:
            weighting = scoring.BM25F(B=b, K1=BM25_K1)
            first: Searcher | None = getattr(self._local, "first", None)
            if first is None:
                s = self.ix.searcher(weighting=weighting)
                self._local.first = s
            else:
                # This thread's other searchers read through its first one's reader (which
                # closes it): opening a reader costs some 4 ms of a cold `juez buscar`, and
                # the scoring is the searcher's, not the reader's.
                s = Searcher(
                    first.reader(), weighting=weighting, closereader=False, fromindex=self.ix
                )
            setattr(self._local, name, s)
            self._searchers.append(s)
        return s

    def close(self) -> None:
        for s in self._searchers:
            s.close()
        self._searchers.clear()

    def analyze(self, field: str, word: str) -> list[str]:
        return list(self._analyzed(field, word))

    def _analyze_now(self, field: str, word: str) -> tuple[str, ...]:
        return tuple(t.text for t in self.schema[field].analyzer(word))

    def _df_now(self, field: str, text: str) -> int:
        """How many documents hold ``text`` in ``field`` (this thread's reader)."""
        return int(self.searcher().reader().doc_frequency(field, text))

    def speller(self, field: str) -> Speller:
        # Kept: the index does not change. The speller reads the field's words one first letter
        # at a time, on that letter's first typo (the term index is sorted: a prefix is a range).
        if field not in self.spellers:
            self.spellers[field] = Speller(lambda letter: self._terms_starting(field, letter))
        return self.spellers[field]

    def _terms_starting(self, field: str, letter: str) -> list[str]:
        # this thread's reader: a Whoosh reader is not shared between threads
        return [as_text(t) for t in self.searcher().reader().expand_prefix(field, letter)]

    def _term_scores_now(
        self, b: float, where: Query | None, field: str, text: bytes
    ) -> dict[int, float]:
        postings = self.searcher(b).postings(field, text)
        allowed = self.allowed(where) if where is not None else None
        return term_scores(postings, allowed, self.field_lengths(field))

    def field_lengths(self, field: str) -> list[int]:
        """Each document's length in ``field``, as BM25 reads it (once per field)."""
        if field not in self._lengths:
            self._lengths[field] = kept.field_lengths(self.searcher().reader(), field)
        return self._lengths[field]

    def know_lengths(self, lengths: dict[str, list[int]]) -> None:
        """Field lengths the index build kept (index.search.kept): not read again."""
        for field, values in lengths.items():
            self._lengths.setdefault(field, values)

    def allowed(self, where: Query) -> set[int]:
        """The documents a filter lets through, found once per filter (a handful exist: the
        rules in force, each source): Whoosh built a bit set of them for every search."""
        if where not in self._filters:
            self._filters[where] = set(self.searcher().docs_for_query(where))
        return self._filters[where]

    def uid(self, docnum: int) -> str:
        """A document's record uid, read from the index once (unpickling stored fields was
        a cost of every hit of every search)."""
        if docnum not in self._uids:
            self._uids[docnum] = self.searcher().stored_fields(docnum)["uid"]
        return self._uids[docnum]

    def known(self, word: str, fields: Iterable[str]) -> bool:
        """Whether these fields hold the word (a capitalised word the rules use is no card;
        a word of the Spanish text is no English typed into a Spanish question)."""
        return any(self.df(f, t) for f in fields for t in self.analyze(f, word))

    def mostly_spanish(self, word: str) -> bool:
        """Whether the Spanish text uses ``word`` more than the English text does, for their
        sizes: "commander", "trigger" or "control" typed into a Spanish question are English
        words (the 2019 Spanish rules name the Commander format too), "final" is Spanish."""
        share = {
            lang: max((self.df(f, t) for f in fields for t in self.analyze(f, word)), default=0)
            / self._language_docs(lang)
            for lang, fields in TEXT_FIELDS.items()
        }
        return share["es"] > 0 and share["es"] >= share["en"]

    def _language_docs(self, language: str) -> int:
        return max(1, self._records_by_language.get(language, 0))


def as_text(value: str | bytes) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else value
