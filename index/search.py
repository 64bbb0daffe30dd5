"""Full-text search over every source: typo-tolerant, bilingual, time-bounded, de-duplicated.

The query is built from words (see index.query), not parsed, so no input can ask Whoosh for an
unbounded wildcard or range. Ranking is Whoosh's BM25F with field boosts, then adjusted for
what a judge wants: text in the language asked, the most specific rule (a subrule over its
section heading), and one entry per rule however many editions contain it.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable

from whoosh import highlight
from whoosh.collectors import FilterCollector, TimeLimit, TimeLimitCollector
from whoosh.index import Index
from whoosh.query import FuzzyTerm, Or, Query, Term
from whoosh.searching import Searcher

from index.answers import Hit, LookupResult, make_hit
from index.corpus import Corpus
from index.models import Kind, Record, Rule
from index.query import CleanQuery, QueryError, clean
from index.schema import (
    ENGLISH_STOPWORDS,
    FIELD_BOOSTS,
    SPANISH_STOPWORDS,
    TEXT_FIELDS,
    build_schema,
)
from index.translate import english_terms

TIME_LIMIT_S = 0.25  # a query that runs longer returns what it found so far
CANDIDATES = 60  # hits fetched from Whoosh before re-ranking and de-duplication
TRANSLATION_BOOST = 0.3  # an English word guessed from Spanish counts less than one typed
LANGUAGE_BONUS = 1.5  # text in the language of the question

# Which records a `fuente` option keeps: a kind, a language, or an edition id.
SOURCES = {
    "reglas": ("kind", Kind.RULE.value),
    "palabrasclave": ("kind", Kind.KEYWORD.value),
    "glosario": ("kind", Kind.GLOSSARY.value),
    "clase": ("kind", Kind.CLASS.value),
    "es": ("language", "es"),
    "en": ("language", "en"),
}


class _Bold(highlight.Formatter):
    """Matched words in Markdown bold: readable in Discord and in a terminal."""

    between = " … "

    def format_token(self, text: str, token, replace: bool = False) -> str:  # noqa: ANN001
        return f"**{highlight.get_text(text, token, replace)}**"


class FullText:
    def __init__(self, corpus: Corpus, ix: Index) -> None:
        self.corpus = corpus
        self.ix = ix
        self.schema = build_schema()
        self._local = threading.local()  # Whoosh searchers are not shared between threads
        self._fragmenter = highlight.ContextFragmenter(maxchars=220, surround=70)

    # -- plumbing -------------------------------------------------------------------------
    def searcher(self) -> Searcher:
        s = getattr(self._local, "searcher", None)
        if s is None:
            s = self.ix.searcher()
            self._local.searcher = s
        return s

    def _analyze(self, field: str, word: str) -> list[str]:
        return [t.text for t in self.schema[field].analyzer(word)]

    def _word_query(self, word: str, reader) -> Query | None:  # noqa: ANN001
        """One word against every field; a word that exists nowhere becomes a fuzzy match."""
        exact: list[Query] = []
        fuzzy: list[Query] = []
        for field, boost in FIELD_BOOSTS.items():
            for text in self._analyze(field, word):
                if reader.doc_frequency(field, text):
                    exact.append(Term(field, text, boost=boost))
                elif len(text) >= 4:
                    # Typos: one edit for short words, two for long ones; the first letters
                    # are rarely wrong, and fixing them keeps the automaton small.
                    dist = 2 if len(text) >= 8 else 1
                    fuzzy.append(
                        FuzzyTerm(field, text, boost=boost * 0.7, maxdist=dist, prefixlength=2)
                    )
        parts = exact or fuzzy
        return Or(parts) if parts else None

    def _build(self, q: CleanQuery, reader) -> Query | None:  # noqa: ANN001
        # Stop words of the language asked are noise in the other language's fields too
        # (Spanish "y" would find the glossary entry "Y").
        stop = SPANISH_STOPWORDS if q.language == "es" else ENGLISH_STOPWORDS
        words = [w for w in q.words if w not in stop]
        parts = [p for w in words if (p := self._word_query(w, reader)) is not None]
        if q.language == "es":
            for word in english_terms(q.text):
                for field in TEXT_FIELDS["en"]:
                    for text in self._analyze(field, word):
                        parts.append(
                            Term(field, text, boost=FIELD_BOOSTS[field] * TRANSLATION_BOOST)
                        )
        if not parts:
            return None
        # Coordination: a record matching more of the words scores higher.
        return Or(parts, scale=0.9)

    # -- ranking ----------------------------------------------------------------------------
    def _adjust(self, record: Record, score: float, language: str) -> float:
        if record.language.value == language:
            score *= LANGUAGE_BONUS
        if record.kind is Kind.GLOSSARY:
            score *= 0.7  # short definitions score high on length alone; rules say more
        if isinstance(record, Rule):
            if "." not in record.id:
                score *= 0.5  # a section heading is the least specific answer
            elif not record.text:
                score *= 0.6  # a title-only rule ("702.19. Trample"): its subrules say more
        if record.edition == self.corpus.current_edition.id:
            score *= 1.05  # between two English editions, the rules in force
        return score

    def _snippet(self, record: Record, terms: set[tuple[str, str]]) -> str | None:
        fields = TEXT_FIELDS[record.language.value]
        field = fields[1]
        wanted = {text for f, text in terms if f in fields}
        body = "\n".join([record.text, *record.examples])
        if not wanted or not body:
            return None
        out = highlight.highlight(
            body, wanted, self.schema[field].analyzer, self._fragmenter, _Bold(), top=2
        )
        return out or None

    # -- public -----------------------------------------------------------------------------
    def search(self, raw: str, *, source: str | None = None, limit: int = 10) -> LookupResult:
        try:
            q = clean(raw)
        except QueryError as err:
            return LookupResult(query=raw or "", message=str(err))
        filter_q = _source_filter(source)
        if source and filter_q is None:
            return LookupResult(
                query=raw,
                message=f"Fuente desconocida: «{source}». Usa una de: "
                f"{', '.join(SOURCES)} o una edición ({', '.join(self.corpus.editions)}).",
            )
        searcher = self.searcher()
        query = self._build(q, searcher.reader())
        if query is None:
            return _nothing(raw)
        # The filter must wrap the time limit, not the reverse: TimeLimitCollector feeds its
        # child directly and would bypass a FilterCollector placed inside it.
        timed = TimeLimitCollector(
            searcher.collector(limit=CANDIDATES), timelimit=TIME_LIMIT_S, use_alarm=False
        )
        collector = FilterCollector(timed, filter_q) if filter_q is not None else timed
        try:
            searcher.search_with_collector(query, collector)
        except TimeLimit:
            pass  # keep the hits found in time
        results = collector.results()
        terms = _highlight_terms(query, searcher.reader())
        hits = self._rank(
            ((self.corpus.by_uid[h["uid"]], h.score) for h in results), q.language, limit
        )
        hits = [
            h.model_copy(update={"snippet": self._snippet(self.corpus.by_uid[_uid(h)], terms)})
            for h in hits
        ]
        if not hits:
            return _nothing(raw)
        return LookupResult(query=raw, results=hits)

    def _rank(self, found: Iterable[tuple[Record, float]], language: str, limit: int) -> list[Hit]:
        best: dict[tuple[str, str], tuple[float, Record]] = {}
        editions: dict[tuple[str, str], set[str]] = {}
        for record, score in found:
            key = (record.kind.value, record.id)
            adjusted = self._adjust(record, score, language)
            editions.setdefault(key, set()).add(record.edition)
            if key not in best or adjusted > best[key][0]:
                best[key] = (adjusted, record)
        ranked = sorted(best.items(), key=lambda kv: -kv[1][0])[:limit]
        return [
            make_hit(
                record,
                self.corpus.editions,
                score=score,
                other_editions=sorted(editions[key] - {record.edition}),
            )
            for key, (score, record) in ranked
        ]


def _highlight_terms(query: Query, reader) -> set[tuple[str, str]]:  # noqa: ANN001
    """(field, text) of every term the query looks for, fuzzy ones expanded to real words."""
    terms: set[tuple[str, str]] = set()
    for leaf in query.leaves():
        if isinstance(leaf, FuzzyTerm):
            words = leaf.expanded_terms(reader)
            terms.update((leaf.fieldname, _text(w)) for w in words)
        else:
            terms.update((f, _text(t)) for f, t in leaf.iter_all_terms())
    return terms


def _text(value: str | bytes) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else value


def _uid(hit: Hit) -> str:
    return f"{hit.edition}:{hit.kind.value}:{hit.id}"


def _source_filter(source: str | None) -> Query | None:
    if not source:
        return None
    key = re.sub(r"[\s_-]+", "", source.strip().lower()).replace("í", "i")
    key = {"palabraclave": "palabrasclave", "keywords": "palabrasclave", "rules": "reglas"}.get(
        key, key
    )
    if key in SOURCES:
        field, value = SOURCES[key]
        return Term(field, value)
    if re.fullmatch(r"(es|en)-[\w-]+", source.strip()):
        return Term("edition", source.strip())
    return None


def _nothing(raw: str) -> LookupResult:
    return LookupResult(
        query=raw,
        message="Sin resultados. Prueba con otras palabras o con el número de la regla, "
        'por ejemplo: juez buscar "daño de combate" o juez regla 510.1',
    )

