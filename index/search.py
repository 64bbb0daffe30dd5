"""Full-text search over every source: typo-tolerant, bilingual, time-bounded, de-duplicated.

The query is built from words (see index.query), not parsed, so no input can ask Whoosh for an
unbounded wildcard or range. Ranking is Whoosh's BM25F with field boosts, then adjusted for
what a judge wants: text in the language asked, the most specific rule (a subrule over its
section heading), and one entry per rule however many editions contain it.
"""

from __future__ import annotations

import contextlib
import re
import threading
from collections.abc import Iterable

from whoosh import scoring
from whoosh.collectors import FilterCollector, TimeLimit, TimeLimitCollector
from whoosh.index import Index
from whoosh.query import AndMaybe, Or, Query, Term
from whoosh.reading import IndexReader
from whoosh.searching import Searcher

from index.answers import LookupResult, make_hit
from index.corpus import Corpus
from index.models import Kind, Record, Rule
from index.query import CleanQuery, QueryError, clean
from index.schema import (
    ENGLISH_STOPWORDS,
    FIELD_BOOSTS,
    SPANISH_STOPWORDS,
    TEXT_FIELDS,
)
from index.snippets import make_stemmer, snippet
from index.spelling import Speller
from index.translate import english_terms

TIME_LIMIT_S = 0.25  # a query that runs longer returns what it found so far
TYPO_FIELDS = ("body_es", "body_en", "names")
TYPO_BOOST = 0.7  # a corrected word counts less than one typed right
MAX_TYPO = 6  # corrections tried per word
CANDIDATES = 60  # hits fetched from Whoosh before re-ranking and de-duplication
TRANSLATION_BOOST = 0.5  # an English word guessed from Spanish counts less than one typed
LANGUAGE_BONUS = 1.5  # text in the language of the question
GLOSSARY_FACTOR = 0.4
# Multiplayer variants and casual formats (800s, 900s) restate core rules for their case;
# a judge asking in general means the core rule.
VARIANT_FACTOR = 0.6
OLDER_EDITION_FACTOR = 0.8
# Weak length normalisation: with the usual 0.75, short glossary entries and headings win
# over the rules that answer the question.
BM25_B = 0.1
BM25_K1 = 1.2
MIN_LEADING = 2  # words that count in full even when common, the rarest first…
LEAD_BUDGET = 5.0  # …while together they match fewer records than this many times the limit
COMMON_FRACTION = 0.01  # a term in more records than this only refines the ranking

# Which records a `fuente` option keeps: a kind, a language, or an edition id.
SOURCES = {
    "reglas": ("kind", Kind.RULE.value),
    "palabrasclave": ("kind", Kind.KEYWORD.value),
    "glosario": ("kind", Kind.GLOSSARY.value),
    "clase": ("kind", Kind.CLASS.value),
    "es": ("language", "es"),
    "en": ("language", "en"),
}


# How people phrase a question, not what it is about: "qué pasa si…", "what happens when…".
QUESTION_NOISE = frozenset(
    (  # noqa: SIM905 (one string reads better than forty quoted words)
        "si pasa pasaria ocurre sucede puedo puede pueden podria cuanto cuanta cuantos cuantas "
        "cuánto cuánta cuántos cuántas cuándo cómo como hago hace hay debo tengo alguien mi mis "
        "what happens happen how many much does do can could why which who my i me"
    ).split()
)


class FullText:
    def __init__(self, corpus: Corpus, ix: Index) -> None:
        self.corpus = corpus
        self.ix = ix
        self.schema = ix.schema
        self._local = threading.local()  # Whoosh searchers are not shared between threads
        self._searchers: list[Searcher] = []  # every thread's, to close them all
        self._spellers: dict[str, Speller] = {}
        self._stemmers = {
            lang: make_stemmer(self.schema[fields[1]].analyzer)
            for lang, fields in TEXT_FIELDS.items()
        }

    # -- plumbing -------------------------------------------------------------------------
    def searcher(self) -> Searcher:
        s = getattr(self._local, "searcher", None)
        if s is None:
            s = self.ix.searcher(weighting=scoring.BM25F(B=BM25_B, K1=BM25_K1))
            self._local.searcher = s
            self._searchers.append(s)
        return s

    def close(self) -> None:
        for s in self._searchers:
            s.close()
        self._searchers.clear()

    def _analyze(self, field: str, word: str) -> list[str]:
        return [t.text for t in self.schema[field].analyzer(word)]

    def _speller(self, field: str, reader: IndexReader) -> Speller:
        # Built on first need (about 0.1 s a field), then kept: the index does not change.
        if field not in self._spellers:
            self._spellers[field] = Speller(_text(t) for t in reader.lexicon(field))
        return self._spellers[field]

    def _word_leaves(self, word: str, reader: IndexReader) -> list[tuple[Query, int]]:
        """One word against every field, with each term's document frequency.

        A word found in no field is taken for a typo: it matches the indexed words one edit
        away (two for long words), at a lower weight.
        """
        exact: list[tuple[Query, int]] = []
        typos: list[tuple[Query, int]] = []
        for field, boost in FIELD_BOOSTS.items():
            for text in self._analyze(field, word):
                if df := reader.doc_frequency(field, text):
                    exact.append((Term(field, text, boost=boost), df))
                elif len(text) >= 4 and field in TYPO_FIELDS:
                    dist = 2 if len(text) >= 8 else 1
                    for fixed in self._speller(field, reader).candidates(text, dist)[:MAX_TYPO]:
                        fixed_df = reader.doc_frequency(field, fixed)
                        typos.append((Term(field, fixed, boost=boost * TYPO_BOOST), fixed_df))
        return exact or typos

    def _build(self, q: CleanQuery, reader: IndexReader) -> Query | None:
        # Stop words of the language asked are noise in the other language's fields too
        # (Spanish "y" would find the glossary entry "Y").
        stop = QUESTION_NOISE | (SPANISH_STOPWORDS if q.language == "es" else ENGLISH_STOPWORDS)
        groups = [self._word_leaves(w, reader) for w in dict.fromkeys(q.words) if w not in stop]
        if q.language == "es":
            for word in english_terms(q.text):
                groups.append([
                    (Term(f, t, boost=FIELD_BOOSTS[f] * TRANSLATION_BOOST), df)
                    for f in TEXT_FIELDS["en"]
                    for t in self._analyze(f, word)
                    if (df := reader.doc_frequency(f, t))
                ])  # fmt: skip
        groups = [g for g in groups if g]
        if not groups:
            return None
        # Common words ("player", "card") appear in thousands of records: scoring each of them
        # for every record is what makes a query slow. They only add to the score of records
        # that match the rarer words, except that the two rarest words always lead, so a
        # question made of common words ("player", "0", "life") still finds its rule.
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

    # -- ranking ----------------------------------------------------------------------------
    def _adjust(self, record: Record, score: float, language: str) -> float:
        if record.language.value == language:
            score *= LANGUAGE_BONUS
        if record.kind is Kind.GLOSSARY:
            score *= GLOSSARY_FACTOR  # short definitions score high on length alone
        if isinstance(record, Rule):
            if "." not in record.id:
                score *= 0.5  # a section heading is the least specific answer
            elif not record.text:
                score *= 0.6  # a title-only rule ("702.19. Trample"): its subrules say more
            if record.id[0] in "89":
                score *= VARIANT_FACTOR
        current = self.corpus.current_edition
        if record.language == current.language and record.edition != current.id:
            # The older English rules are kept for the numbers of the Spanish translation; a
            # question about the game today wants the rules in force.
            score *= OLDER_EDITION_FACTOR
        return score

    def _snippet(self, record: Record, terms: set[tuple[str, str]]) -> str | None:
        fields = TEXT_FIELDS[record.language.value]
        wanted = {text for f, text in terms if f in fields}
        body = "\n".join([record.text, *record.examples])
        if not wanted or not body:
            return None
        return snippet(body, wanted, self._stemmers[record.language.value])

    # -- public -----------------------------------------------------------------------------
    def search(self, raw: str, *, source: str | None = None, limit: int = 10) -> LookupResult:
        try:
            q = clean(raw)
        except QueryError as err:
            return LookupResult(query=raw or "", message=str(err), search=True)
        filter_q = _source_filter(source, self.corpus.editions)
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
        with contextlib.suppress(TimeLimit):  # keep the hits found in time
            searcher.search_with_collector(query, collector)
        results = collector.results()
        terms = _highlight_terms(query)
        found = [self.corpus.by_uid[h["uid"]] for h in results]
        if source and source.strip() in self.corpus.editions:
            # A document may stand for an identical older record: show the one asked for.
            wanted = source.strip()
            found = [self.corpus.by_uid.get(f"{wanted}:{r.kind}:{r.id}", r) for r in found]
        ranked = self._rank(
            ((record, h.score) for record, h in zip(found, results, strict=True)), q.language
        )
        hits = [
            make_hit(
                record,
                self.corpus.editions,
                score=score,
                snippet=self._snippet(record, terms),
                other_editions=sorted(set(self.corpus.editions_of(record)) - {record.edition}),
            )
            for score, record in ranked[:limit]
        ]
        if not hits:
            return _nothing(raw)
        return LookupResult(query=raw, results=hits, search=True)

    def _rank(
        self, found: Iterable[tuple[Record, float]], language: str
    ) -> list[tuple[float, Record]]:
        """Adjust scores, keep the best edition of each (kind, id), best first."""
        best: dict[tuple[str, str], tuple[float, Record]] = {}
        for record, score in found:
            key = (record.kind.value, record.id)
            adjusted = self._adjust(record, score, language)
            if key not in best or adjusted > best[key][0]:
                best[key] = (adjusted, record)
        return sorted(best.values(), key=lambda pair: -pair[0])


def _highlight_terms(query: Query) -> set[tuple[str, str]]:
    """(field, text) of every term the query looks for (typos already replaced by real words)."""
    return {(f, _text(t)) for f, t in query.iter_all_terms()}


def _text(value: str | bytes) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else value


def _source_filter(source: str | None, known_editions: Iterable[str]) -> Query | None:
    if not source:
        return None
    key = re.sub(r"[\s_-]+", "", source.strip().lower()).replace("í", "i")
    key = {"palabraclave": "palabrasclave", "keywords": "palabrasclave", "rules": "reglas"}.get(
        key, key
    )
    if key in SOURCES:
        field, value = SOURCES[key]
        return Term(field, value)
    if source.strip() in known_editions:
        return Term("editions", source.strip())
    return None


def _nothing(raw: str) -> LookupResult:
    return LookupResult(
        query=raw,
        search=True,
        message="Sin resultados. Prueba con otras palabras o con el número de la regla, "
        "por ejemplo: daño de combate, o el número de regla 510.1",
    )
