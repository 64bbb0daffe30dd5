"""Full-text search over every source: typo-tolerant, bilingual, time-bounded, de-duplicated.

The query is built from words (see index.query), not parsed, so no input can ask Whoosh for an
unbounded wildcard or range. Ranking is Whoosh's BM25F with field boosts, then adjusted for
what a judge wants: text in the language asked, the most specific rule (a subrule over its
section heading), and one entry per rule however many editions contain it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import math
import re
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import cached_property

from whoosh import scoring
from whoosh.collectors import Collector, FilterCollector, TimeLimit, WrappingCollector
from whoosh.index import Index
from whoosh.query import And, AndMaybe, Or, Query, Term
from whoosh.reading import IndexReader
from whoosh.searching import Hit, Searcher

from index import deadline as clock
from index.answers import LookupResult, make_hit
from index.corpus import Corpus
from index.deadline import Deadline
from index.models import Kind, Record, Rule
from index.query import QueryError, clean
from index.question import Reading, read
from index.schema import (
    FIELD_BOOSTS,
    TEXT_FIELDS,
)
from index.snippets import make_stemmer, snippet
from index.spelling import Speller
from index.subset_ranking import ranked_subset, term_scores
from index.translate import english_terms
from index.vocabulary.concepts import Concepts, Match

TIME_LIMIT_S = 0.25  # a query that runs longer returns what it found so far
# Past the caller's deadline the words as typed still get this long to find something, so
# an answer is never empty only because the work before them was slow.
MIN_RUN_S = 0.02
CACHED_WORDS = 50_000  # analysed words and document frequencies remembered
# Terms whose scores are remembered: most hold a few dozen documents, the commonest ("abil",
# "player") a few thousand. The 275 questions and queries of tests/eval use about 1,000 terms
# and 18 MB; this bound keeps the cache under about 40 MB.
CACHED_TERMS = 2_000
TYPO_FIELDS = ("body_es", "body_en", "names")
TYPO_BOOST = 0.7  # a corrected word counts less than one typed right
MAX_TYPO = 6  # corrections tried per word
CANDIDATES = 60  # hits fetched from Whoosh before re-ranking and de-duplication
TRANSLATION_BOOST = 0.5  # in the native ranking, an English word guessed from Spanish
# A question's English terms search the rules in force at full strength: most rules exist only
# in English, so a Spanish question must reach them on their merits.
ENGLISH_WEIGHT = 1.0
NATIVE_WEIGHT = 1.0  # the words as typed, in every field (Spanish text, names, titles)
# The rules a named concept points to ("arrollar" -> 702.19), scored by the share of the
# question they account for; below the text rankings, which weigh every word.
CONCEPT_WEIGHT = 0.6
# A name as common as "player" or "turn" points nowhere in particular ("command", shared by
# Commander and the command zone, scores 3.0: 3.3 dropped it; 2.5 measured better on both
# halves of the questions and on the older query set).
MIN_CONCEPT_WEIGHT = 2.5
CONCEPT_BONUS = 0.25  # a hit inside a named concept's rules ranks higher, up to ×1.25
# Keyword explanations and judge-class sections answer "what is X", not a situation: they
# compete with the rules only when the question is little more than a keyword's name.
EXPLAINER_FACTOR = 0.5
# A native first answer this far above the second is shown first. A long question needs a
# wider margin (1.5 -> 2.0 measured better on both halves of the questions and on the blind
# set): its words as typed meet Spanish texts on incidental words (see _native_weight).
CLEAR_MARGIN = 1.5
LONG_CLEAR_MARGIN = 2.0
# Text in the language of the question. None: the Spanish texts are the 2019 rules 100–113
# and explanations; a bonus let them bury the English rule that answers (issue 10), and the
# words as typed already favour them in the native ranking.
LANGUAGE_BONUS = 1.0
GLOSSARY_FACTOR = 0.4
# Multiplayer variants and casual formats (800s, 900s) restate core rules for their case;
# a judge asking in general means the core rule.
VARIANT_FACTOR = 0.6
OLDER_EDITION_FACTOR = 0.8
# Weak length normalisation: with the usual 0.75, short glossary entries and headings win
# over the rules that answer the question.
BM25_B = 0.1
BM25_K1 = 1.2
# The English ranking reads only rules: more length normalisation than the mixed ranking.
ENGLISH_BM25_B = 0.4
MIN_LEADING = 2  # words that count in full even when common, the rarest first…
LEAD_BUDGET = 5.0  # …while together they match fewer records than this many times the limit
COMMON_FRACTION = 0.01  # a term in more records than this only refines the ranking
# A title-only rule ("702.19. Trample") lends this share of its fused score to its subrules
# (see _lend_to_children). Measured 0.05–0.5 on the questions' even half: 0.1–0.3 alike and
# best on the odd half too; 0.5 lowers the older query set.
CHILD_SHARE = 0.2
# Hints: rules words the caller knows the question is about without its saying them (the
# keywords and ability kinds of a card it names, see bot.cards.hints). The rules they name are
# one more ranking, weaker than the question's own words, and a hit inside them ranks higher.
HINT_WEIGHT = 0.4
HINT_BONUS = 0.5  # up to ×1.5 for a rule inside what a full-weight hint names
# The hint words also join the question's English terms, at this share of their weight: a rule
# saying both the question's words and the card's ("deathtouch" beside "blocking") ranks higher.
HINT_TERM_WEIGHT = 0.5
MIN_HINT_SHARE = 0.5  # a hint must be mostly one name ("activated ability", not "active player")
Hints = Mapping[str, float] | Sequence[str]  # English words -> weight 0–1 (a plain list: 1 each)

# Which records a `fuente` option keeps: a kind, a language, or an edition id.
SOURCES = {
    "reglas": ("kind", Kind.RULE.value),
    "palabrasclave": ("kind", Kind.KEYWORD.value),
    "glosario": ("kind", Kind.GLOSSARY.value),
    "clase": ("kind", Kind.CLASS.value),
    "es": ("language", "es"),
    "en": ("language", "en"),
}


# The number in force of an older edition's rule (None: it holds no rule in force), from the
# alignment of editions (index.editions); see FullText._key.
InForce = Callable[[str, str], str | None]


class FullText:
    def __init__(self, corpus: Corpus, ix: Index, in_force: InForce | None = None) -> None:
        self.corpus = corpus
        self.ix = ix
        self._in_force_number = in_force
        self._records_by_language = Counter(r.language.value for r in corpus.records)
        self.schema = ix.schema
        self._local = threading.local()  # Whoosh searchers are not shared between threads
        self._searchers: list[Searcher] = []  # every thread's, to close them all
        self._spellers: dict[str, Speller] = {}
        self._stemmers = {
            lang: make_stemmer(self.schema[fields[1]].analyzer)
            for lang, fields in TEXT_FIELDS.items()
        }
        # A question's words are analysed and counted many times (reading it, each ranking,
        # each field), and a list of common words repeats them; the index never changes, so
        # both are remembered, up to a bound (lru_cache is safe across threads).
        self._analyzed = functools.lru_cache(maxsize=CACHED_WORDS)(self._analyze_now)
        self._df = functools.lru_cache(maxsize=CACHED_WORDS)(self._df_now)
        # Each term's BM25 scores (in the documents a ranking's filter allows), for the same
        # reason: a ranking then only adds them up (index.subset_ranking).
        self._term_scores = functools.lru_cache(maxsize=CACHED_TERMS)(self._term_scores_now)
        self._filters: dict[Query, set[int]] = {}  # filter -> the documents it lets through
        self._uids: dict[int, str] = {}  # document number -> record uid
        self._lengths: dict[str, list[int]] = {}  # field -> each document's length in it

    # -- plumbing -------------------------------------------------------------------------
    def searcher(self, b: float = BM25_B) -> Searcher:
        """This thread's searcher scoring with length normalisation ``b``."""
        name = f"searcher_{b}"
        s = getattr(self._local, name, None)
        if s is None:
            s = self.ix.searcher(weighting=scoring.BM25F(B=b, K1=BM25_K1))
            setattr(self._local, name, s)
            self._searchers.append(s)
        return s

    def close(self) -> None:
        for s in self._searchers:
            s.close()
        self._searchers.clear()

    def warm_up(self) -> None:
        """Build now what a first search builds (the typo tables, the field lengths, the named
        concepts, the translation tables): about a second that the bot's first question would
        otherwise pay, and that a search with a deadline must not spend (it would answer worse
        than the next).
        """
        reader = self.searcher().reader()
        self.searcher(ENGLISH_BM25_B)
        if self._spellers.keys() >= set(TYPO_FIELDS):
            return  # built before (this thread only needed its searchers)
        for field in TYPO_FIELDS:
            self._speller(field, reader)
        for field in FIELD_BOOSTS:
            self._field_lengths(field)
        _ = self.concepts
        english_terms("carta")

    def _analyze(self, field: str, word: str) -> list[str]:
        return list(self._analyzed(field, word))

    def _analyze_now(self, field: str, word: str) -> tuple[str, ...]:
        return tuple(t.text for t in self.schema[field].analyzer(word))

    def _df_now(self, field: str, text: str) -> int:
        """How many documents hold ``text`` in ``field`` (this thread's reader)."""
        return int(self.searcher().reader().doc_frequency(field, text))

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
                if df := self._df(field, text):
                    exact.append((Term(field, text, boost=boost), df))
                elif len(text) >= 4 and field in TYPO_FIELDS and not self._past():
                    dist = 2 if len(text) >= 8 else 1
                    for fixed in self._speller(field, reader).candidates(text, dist)[:MAX_TYPO]:
                        fixed_df = reader.doc_frequency(field, fixed)
                        typos.append((Term(field, fixed, boost=boost * TYPO_BOOST), fixed_df))
        return exact or typos

    def _native(
        self, reading: Reading, language: str, reader: IndexReader
    ) -> tuple[Query | None, list[_Word]]:
        """The words as typed, against every field (typos corrected), and for a Spanish
        question the table's English words at a lower weight: one ranking where Spanish text
        wins when it exists. Also each word's terms, to tell how much of it a hit holds."""
        groups = [self._word_leaves(w, reader) for w in reading.words]
        if language == "es":
            for word in english_terms(" ".join(reading.words)):
                groups.append([
                    (Term(f, t, boost=FIELD_BOOSTS[f] * TRANSLATION_BOOST), df)
                    for f in TEXT_FIELDS["en"]
                    for t in self._analyze(f, word)
                    if (df := reader.doc_frequency(f, t))
                ])  # fmt: skip
        return _lead_and_refine(groups, reader), _words(groups, reader.doc_count())

    def _english(self, reading: Reading, reader: IndexReader) -> Query | None:
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
    def search(
        self,
        raw: str,
        *,
        source: str | None = None,
        limit: int = 10,
        hints: Hints = (),
        deadline: Deadline | None = None,
    ) -> LookupResult:
        """``hints``: English rules words the question is about without saying them
        ("trample", "triggered ability"), each with a weight 0–1 (a plain list: 1 each).

        ``deadline`` (index.deadline): one limit across typo correction, matching
        and snippets; once it passes, each stage stops and the answer is the best found so far.
        """
        self._local.deadline = deadline  # read by every stage of this thread's search
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
        reader = searcher.reader()
        reading = read(
            raw,
            q,
            known=lambda word: self._known(word, reader, FIELD_BOOSTS),
            is_spanish=lambda word: self._mostly_spanish(word, reader),
            is_english=lambda word: self._known(word, reader, TEXT_FIELDS["en"]),
        )
        native, words = self._native(reading, q.language, reader)
        queries = [
            (_native_weight(reading, q.language), searcher, native, filter_q, words),
            (
                ENGLISH_WEIGHT,
                self.searcher(ENGLISH_BM25_B),
                self._english(self._with_hints(reading, hints), reader),
                self._in_force(filter_q),
                [],
            ),
        ]
        rankings: list[tuple[float, list[tuple[float, Record]]]] = []
        terms: set[tuple[str, str]] = set()
        for weight, by, query, where, held in queries:
            if query is None or where is _NOWHERE:
                continue
            if rankings and self._past():
                continue  # out of time: the words as typed have answered
            rankings.append((weight, self._run(by, query, where, source, q.language, held)))
            terms |= _highlight_terms(query)
        matches = [
            m
            for m in (self.concepts.find(reading.english) if self._concepts_apply(source) else [])
            if m.weight >= MIN_CONCEPT_WEIGHT
        ]
        if matches:
            # Each rule scores the share of the question it accounts for: all of "prioridad",
            # a little of a long situation that mentions priority.
            rankings.append((CONCEPT_WEIGHT, self._concept_ranking(matches, reading.english)))
        hinted = self._hinted(hints) if self._concepts_apply(source) else []
        if hinted:
            rankings.append((HINT_WEIGHT, self._hint_ranking(hinted)))
        if not any(ranking for _, ranking in rankings):
            return _nothing(raw)
        if _off_topic(reading, matches) and not hinted:  # a question about a card is on topic
            return _no_rule_answers(raw)
        ranked = self._fuse(rankings, matches, explainers_wanted=_asks_for_a_name(reading, matches))
        ranked = _boost_hinted(ranked, hinted)
        native_ranking = rankings[0][1] if native is not None else []
        margin = CLEAR_MARGIN if len(reading.words) <= SHORT_QUESTION else LONG_CLEAR_MARGIN
        ranked = _clear_winner_first(ranked, native_ranking, q.language, margin, self._key)
        hits = [
            make_hit(
                record,
                self.corpus.editions,
                score=score,
                snippet=None if self._past() else self._snippet(record, terms),
                other_editions=sorted(set(self.corpus.editions_of(record)) - {record.edition}),
            )
            for score, record in ranked[:limit]
        ]
        if not hits:
            return _nothing(raw)
        return LookupResult(query=raw, results=hits, search=True)

    def _left(self) -> float:
        """Seconds left before this thread's search deadline (infinite without one)."""
        deadline: Deadline | None = getattr(self._local, "deadline", None)
        return float("inf") if deadline is None else deadline.left()

    def _past(self) -> bool:
        return self._left() <= 0

    def _key(self, record: Record) -> tuple[str, str]:
        """What a record stands for, to fuse rankings and keep one entry per answer: a rule
        is the rule in force it is a text of. The 2019 rule 112.2 and the rule 112.2 in force
        are different rules (about 40 % of the 2019 numbers now hold another): adding their
        scores let a Spanish 2019 text ride on an unrelated English rule's score."""
        if not isinstance(record, Rule) or self._in_force_number is None:
            return (record.kind.value, record.id)
        if record.edition == self.corpus.current_edition.id:
            return (record.kind.value, record.id)
        now = self._in_force_number(record.edition, record.id)
        return (record.kind.value, now if now else f"{record.edition}:{record.id}")

    def knows(self, word: str) -> bool:
        """Whether any field holds ``word`` as that field analyses it (card names: a capitalised
        word the rules use is no card)."""
        return self._known(word, self.searcher().reader(), FIELD_BOOSTS)

    def _mostly_spanish(self, word: str, reader: IndexReader) -> bool:
        """Whether the Spanish text uses ``word`` more than the English text does, for their
        sizes: "commander", "trigger" or "control" typed into a Spanish question are English
        words (the 2019 Spanish rules name the Commander format too), "final" is Spanish."""
        share = {
            lang: max((self._df(f, t) for f in fields for t in self._analyze(f, word)), default=0)
            / self._language_docs(lang)
            for lang, fields in TEXT_FIELDS.items()
        }
        return share["es"] > 0 and share["es"] >= share["en"]

    def _language_docs(self, language: str) -> int:
        return max(1, self._records_by_language[language])

    def _known(self, word: str, reader: IndexReader, fields: Iterable[str]) -> bool:
        """Whether these fields hold the word (a capitalised word the rules use is no card;
        a word of the Spanish text is no English typed into a Spanish question)."""
        return any(self._df(f, t) for f in fields for t in self._analyze(f, word))

    @cached_property
    def concepts(self) -> Concepts:
        return Concepts(self.corpus)

    def _in_force(self, filter_q: Query | None) -> Query | None:
        """The English ranking reads only the rules in force (unless a source says otherwise)."""
        # Rules only: a glossary definition or a keyword explanation answers "what is X", and
        # the named concepts already bring those.
        current = And([Term("editions", self.corpus.current_edition.id), Term("kind", "rule")])
        if filter_q is None or filter_q in (Term("kind", Kind.RULE.value), Term("language", "en")):
            return current
        return filter_q if "en-" in str(filter_q) else _NOWHERE

    def _concepts_apply(self, source: str | None) -> bool:
        return _source_key(source) in ("", "reglas", "en") or (
            (source or "").strip() == self.corpus.current_edition.id
        )

    def _run(
        self,
        searcher: Searcher,
        query: Query,
        where: Query | None,
        source: str | None,
        language: str,
        words: Sequence[_Word] = (),
    ) -> list[tuple[float, Record]]:
        """One ranking, best first, scores divided by the best. With ``words``, each hit's
        score is multiplied by the share of the question's words (by information) it holds."""
        limit = min(TIME_LIMIT_S, max(self._left(), MIN_RUN_S))
        deadline = clock.after(limit, limit)
        # Remembered term scores carry no matched terms: a ranking that weighs the words each
        # hit holds (the words as typed) is collected by Whoosh.
        top = None if words else self._subset_top(searcher, query, where, deadline)
        held: list[float] = []
        if top is None:
            top, held = self._collect(searcher, query, where, deadline, words)
        found = [self.corpus.by_uid[self._uid(docnum)] for _, docnum in top]
        if source and source.strip() in self.corpus.editions:
            # A document may stand for an identical older record: show the one asked for.
            wanted = source.strip()
            found = [self.corpus.by_uid.get(f"{wanted}:{r.kind}:{r.id}", r) for r in found]
        if held:
            scores = [score * share for (score, _), share in zip(top, held, strict=True)]
        else:
            scores = [score for score, _ in top]
        ranked = self._rank(zip(found, scores, strict=True), language)
        # Scores divided by the best, not ranks: a ranking sure of its first answer (a score
        # far above the rest) says more than its order alone (measured against rank fusion).
        best = ranked[0][0] if ranked and ranked[0][0] > 0 else 1.0
        return [(score / best, record) for score, record in ranked]

    def _collect(
        self,
        searcher: Searcher,
        query: Query,
        where: Query | None,
        deadline: Deadline,
        words: Sequence[_Word] = (),
    ) -> tuple[list[tuple[float, int]], list[float]]:
        """Whoosh's top CANDIDATES (score, docnum), or those found before the deadline; with
        ``words``, also the share of them each hit holds (else an empty list)."""
        collector = searcher.collector(limit=CANDIDATES, terms=bool(words))
        timed = _Deadline(collector, deadline)
        allowed = self._allowed(where) if where is not None else None
        collector = FilterCollector(timed, allowed) if allowed is not None else timed
        with contextlib.suppress(TimeLimit):  # keep the hits found in time
            searcher.search_with_collector(query, collector)
        results = collector.results()
        held = [_held(words, h) for h in results] if words else []
        return list(results.top_n), held

    def _subset_top(
        self, searcher: Searcher, query: Query, where: Query | None, deadline: Deadline
    ) -> list[tuple[float, int]] | None:
        """The same top CANDIDATES as _collect, from each term's remembered scores in the
        documents ``where`` allows (index.subset_ranking); None when Whoosh must run it.
        Past the deadline the terms not yet scored are left out: the rest still answer."""
        b = searcher.weighting.B  # each ranking's searcher has its own length normalisation

        def leaf_scores(field: str, text: bytes) -> dict[int, float]:
            return {} if deadline.passed() else self._term_scores(b, where, field, text)

        return ranked_subset(searcher, query, CANDIDATES, leaf_scores)

    def _term_scores_now(
        self, b: float, where: Query | None, field: str, text: bytes
    ) -> dict[int, float]:
        postings = self.searcher(b).postings(field, text)
        allowed = self._allowed(where) if where is not None else None
        return term_scores(postings, allowed, self._field_lengths(field))

    def _field_lengths(self, field: str) -> list[int]:
        """Each document's length in ``field``, as BM25 reads it (once per field)."""
        if field not in self._lengths:
            reader = self.searcher().reader()
            self._lengths[field] = [
                reader.doc_field_length(d, field, 1) for d in range(reader.doc_count_all())
            ]
        return self._lengths[field]

    def _allowed(self, where: Query) -> set[int]:
        """The documents a filter lets through, found once per filter (a handful exist: the
        rules in force, each source): Whoosh built a bit set of them for every search."""
        if where not in self._filters:
            self._filters[where] = set(self.searcher().docs_for_query(where))
        return self._filters[where]

    def _uid(self, docnum: int) -> str:
        """A document's record uid, read from the index once (unpickling stored fields was
        a cost of every hit of every search)."""
        if docnum not in self._uids:
            self._uids[docnum] = self.searcher().stored_fields(docnum)["uid"]
        return self._uids[docnum]

    def _concept_ranking(
        self, matches: list[Match], terms: dict[str, float]
    ) -> list[tuple[float, Record]]:
        """The rules the names point to, and the one subrule under them that clearly holds the
        rest of the question ("Cleanup Step" + "descartar hasta siete" -> 514.1), scored by
        how much of the question they account for: the name's share, plus the share of the
        rest each rule holds."""
        current = self.corpus.current_edition.id
        out: dict[str, tuple[float, Record]] = {}
        for match in matches:
            for rule_id, fit in self.concepts.fits(match, terms):
                rule = self.corpus.rule(rule_id, current)
                if rule is None:
                    continue
                explained = match.share + (1 - match.share) * fit
                # Headings count less here too: "Drawing a Card" is where to look, not an answer.
                score = self._adjust(rule, explained, rule.language.value)
                if rule_id not in out or out[rule_id][0] < score:
                    out[rule_id] = (score, rule)
        return sorted(out.values(), key=lambda pair: -pair[0])

    def _hinted(self, hints: Hints) -> list[Match]:
        """The named concepts each hint stands for, with the hint's weight as their share."""
        found: list[Match] = []
        for hint, weight in _hint_weights(hints).items():
            terms = dict.fromkeys(self._analyze("body_en", hint), 1.0)
            for match in self.concepts.find(terms) if terms else []:
                if match.share >= MIN_HINT_SHARE:
                    found.append(Match(match.concept, match.weight, weight))
        return found

    def _with_hints(self, reading: Reading, hints: Hints) -> Reading:
        """The question's English terms with the hints' words added (at HINT_TERM_WEIGHT)."""
        english = dict(reading.english)
        for hint, weight in _hint_weights(hints).items():
            for term in self._analyze("body_en", hint):
                english[term] = max(english.get(term, 0.0), HINT_TERM_WEIGHT * weight)
        return dataclasses.replace(reading, english=english) if hints else reading

    def _hint_ranking(self, hinted: list[Match]) -> list[tuple[float, Record]]:
        """Every rule in force inside what the hints name, scored by the hint's weight: the
        question's own rankings then say which of them answer it."""
        current = self.corpus.current_edition.id
        weights: dict[str, float] = {}
        for match in hinted:
            for target in match.concept.rules:
                for number in self._subrules.get(target, ()):
                    weights[number] = max(weights.get(number, 0.0), match.share)
        out: list[tuple[float, Record]] = []
        scale = 0.0  # the adjustment of the rule it favours most: scores 0–1, as the others'
        for number, weight in weights.items():
            rule = self.corpus.rule(number, current)
            if rule is not None:
                adjusted = self._adjust(rule, 1.0, rule.language.value)
                scale = max(scale, adjusted)
                out.append((weight * adjusted, rule))
        return sorted(((score / scale, rule) for score, rule in out), key=lambda pair: -pair[0])

    @cached_property
    def _subrules(self) -> dict[str, tuple[str, ...]]:
        """Rule number -> itself and every rule under it, as _under reads it (a section's rules,
        a rule's lettered subrules): built once, so a hint costs no scan of the rules."""
        tree: dict[str, list[str]] = {}
        for number in self.corpus.rule_numbers:
            base = re.match(r"\d+(?:\.\d+)?", number)
            for above in {number, number.split(".")[0], base.group(0) if base else number}:
                tree.setdefault(above, []).append(number)
        return {above: tuple(under) for above, under in tree.items()}

    def _fuse(
        self,
        rankings: list[tuple[float, list[tuple[float, Record]]]],
        matches: list[Match],
        *,
        explainers_wanted: bool,
    ) -> list[tuple[float, Record]]:
        """Each ranking's scores (0–1) summed with the ranking's weight; a record keeps its best
        edition. Hits inside a named concept's rules and the kind of answer asked weigh in."""
        fused: dict[tuple[str, str], float] = {}
        shown: dict[tuple[str, str], Record] = {}
        for weight, ranking in rankings:
            for score, record in ranking:
                key = self._key(record)
                fused[key] = fused.get(key, 0.0) + weight * score
                shown.setdefault(key, record)
        if CHILD_SHARE:
            self._lend_to_children(fused, shown)
        top = max((m.weight for m in matches), default=0.0)
        for key, record in shown.items():
            if isinstance(record, Rule) and matches:
                inside = max(
                    (m.weight for m in matches for t in m.concept.rules if _under(record.id, t)),
                    default=0.0,
                )
                fused[key] *= 1 + CONCEPT_BONUS * inside / top
            if record.kind is Kind.KEYWORD and not explainers_wanted:
                fused[key] *= EXPLAINER_FACTOR
        return sorted(((fused[k], shown[k]) for k in fused), key=lambda pair: -pair[0])

    def _lend_to_children(
        self, fused: dict[tuple[str, str], float], shown: dict[tuple[str, str], Record]
    ) -> None:
        """A title-only rule's subrules share its score (CHILD_SHARE of it): a hit on
        "702.19. Trample" says the answer is among 702.19a–e, which the question's words may
        not reach, and the title has no text to answer with. A rule with text answers itself
        (lending from every rule lowered the older query set), and sections lend nothing."""
        own = dict(fused)  # what each rule scored on its own, before any lending
        for key, record in list(shown.items()):
            if not isinstance(record, Rule) or "." not in record.id or record.text:
                continue
            for child_id in record.children:
                child = self.corpus.rule(child_id, record.edition)
                if child is not None:
                    child_key = self._key(child)
                    fused[child_key] = fused.get(child_key, 0.0) + CHILD_SHARE * own[key]
                    shown.setdefault(child_key, child)

    def _rank(
        self, found: Iterable[tuple[Record, float]], language: str
    ) -> list[tuple[float, Record]]:
        """Adjust scores, keep the best edition of each (kind, id), best first."""
        best: dict[tuple[str, str], tuple[float, Record]] = {}
        for record, score in found:
            key = self._key(record)
            adjusted = self._adjust(record, score, language)
            if key not in best or adjusted > best[key][0]:
                best[key] = (adjusted, record)
        return sorted(best.values(), key=lambda pair: -pair[0])


class _Deadline(WrappingCollector):  # type: ignore[misc]  # whoosh has no type hints
    """Stops collecting when the deadline passes (TimeLimit), checked at every matching
    document, with or without a FilterCollector around it.

    Whoosh's TimeLimitCollector checks its timer only in its own collect_matches(), which a
    FilterCollector wrapped around it never calls (it reads the child's matches itself): every
    filtered search, the English ranking included, ran without a limit (seconds for a list
    of common words)."""

    def __init__(self, child: Collector, deadline: Deadline) -> None:
        super().__init__(child)
        self.deadline = deadline

    def matches(self) -> Iterator[int]:
        for docnum in self.child.matches():
            if self.deadline.passed():
                raise TimeLimit
            yield docnum

    def collect_matches(self) -> None:
        for docnum in self.matches():
            self.child.collect(docnum)


def _lead_and_refine(groups: list[list[tuple[Query, int]]], reader: IndexReader) -> Query | None:
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


# A filter no document passes: the English ranking has nothing to add for that source.
_NOWHERE = Term("kind", "")
MAX_NAME_WORDS = 3  # "qué hace arrollar", "toque mortal": a name, not a situation


@dataclasses.dataclass(frozen=True)
class _Word:
    """One word of the question as the native ranking looks for it: its (field, term) pairs
    (typos corrected, translations) and how much it says (idf of its most common form: a
    word common in any field says little; measured a little better than the rarest)."""

    terms: frozenset[tuple[str, str]]
    weight: float


def _words(groups: list[list[tuple[Query, int]]], docs: int) -> list[_Word]:
    return [
        _Word(
            frozenset((leaf.fieldname, _text(leaf.text)) for leaf, _ in g),
            max(0.0, math.log(docs / (1 + max(df for _, df in g)))),
        )
        for g in groups
        if g
    ]


def _held(words: Sequence[_Word], hit: Hit) -> float:
    """The share of the question's words (by information) a hit matched. A Spanish text that
    shares two incidental words with a long question ("cartas", "mano") is a weak answer
    however often it repeats them, yet BM25 alone ranks it first. Measured: the older query
    set MRR 0.758 -> 0.782, the real questions unchanged."""
    total = sum(w.weight for w in words)
    if total <= 0:
        return 1.0
    matched = {(f, _text(t)) for f, t in hit.matched_terms()}
    return sum(w.weight for w in words if w.terms & matched) / total


# A long Spanish question tells a situation; its words as typed meet the Spanish texts (2019
# rules 100–113, explanations) on incidental words, while the rules that answer are mostly
# English. A short one ("daño de combate", "arrollar") names a thing the Spanish text may
# define. Measured on the real questions (both halves) and the older query set: longer than
# 5 words, the words as typed weigh about a third (MRR 0.314 -> 0.333 at a half, 0.35 better on
# both halves and the blind set; older set 0.782 -> 0.775).
SHORT_QUESTION = 5
LONG_NATIVE_WEIGHT = 0.35


def _native_weight(reading: Reading, language: str) -> float:
    if language != "es" or len(reading.words) <= SHORT_QUESTION:
        return NATIVE_WEIGHT
    return LONG_NATIVE_WEIGHT


def _asks_for_a_name(reading: Reading, matches: list[Match]) -> bool:
    """A question that is little more than a keyword's name wants its explanation too."""
    named = any(m.concept.source is Kind.RULE and "." in m.concept.rules[0] for m in matches)
    return named and len(reading.words) <= MAX_NAME_WORDS


def _hint_weights(hints: Hints) -> dict[str, float]:
    """Hints as English words -> weight 0–1; a plain list weighs 1 each; blank words go."""
    pairs = hints.items() if isinstance(hints, Mapping) else ((h, 1.0) for h in hints)
    return {h: min(1.0, max(0.0, w)) for h, w in pairs if h.strip() and w > 0}


def _boost_hinted(
    ranked: list[tuple[float, Record]], hinted: list[Match]
) -> list[tuple[float, Record]]:
    """A rule inside what a hint names ranks higher, by the hint's weight."""
    if not hinted:
        return ranked
    boosted = [
        (score * (1 + HINT_BONUS * max(
            (m.share for m in hinted for t in m.concept.rules if _under(record.id, t)),
            default=0.0,
        )) if isinstance(record, Rule) else score, record)
        for score, record in ranked
    ]  # fmt: skip
    return sorted(boosted, key=lambda pair: -pair[0])


def _clear_winner_first(
    ranked: list[tuple[float, Record]],
    native: list[tuple[float, Record]],
    language: str,
    margin: float,
    key_of: Callable[[Record], tuple[str, str]],
) -> list[tuple[float, Record]]:
    """Text in the question's language answers first when it is clearly the best match of the
    words as typed (a score well above the next one): Spanish wins when it is as relevant."""
    if len(native) < 2 or native[0][1].language.value != language:
        return ranked
    (top, record), (second, _) = native[0], native[1]
    if top < margin * second:
        return ranked
    key = key_of(record)
    first = [pair for pair in ranked if key_of(pair[1]) == key]
    return first + [pair for pair in ranked if key_of(pair[1]) != key]


# A question whose words are mostly not the game's ("¿cuál es el mejor mazo de estándar?") is
# not a rules question: unrelated rules matching its one game word would mislead.
MIN_GAME_SHARE = 0.34


# A name this specific ("marca de tiempo", "JAJNA") makes a question about the rules however
# few of its other words are the game's; "mazo" (library) in "el mejor mazo" does not.
TOPIC_CONCEPT_WEIGHT = 3.3


def _off_topic(reading: Reading, matches: list[Match]) -> bool:
    named = any(m.share >= 0.5 and m.weight >= TOPIC_CONCEPT_WEIGHT for m in matches)
    if len(reading.words) < 2 or named:
        return False
    return reading.game_words / len(reading.words) < MIN_GAME_SHARE


def _no_rule_answers(raw: str) -> LookupResult:
    return LookupResult(
        query=raw,
        search=True,
        message="No encuentro una regla que responda a eso: Juez contesta preguntas de reglas. "
        "Prueba a describir la situación de juego, por ejemplo: ¿qué pasa si robo sin cartas "
        "en la biblioteca?",
    )


def _under(rule_id: str, target: str) -> bool:
    """Whether a rule is the target or one of its subrules (613.4b is under 613 and 613.4)."""
    if rule_id == target:
        return True
    if not rule_id.startswith(target):
        return False
    nxt = rule_id[len(target)]
    return nxt == "." or (nxt.isalpha() and "." in target)


def _source_key(source: str | None) -> str:
    key = re.sub(r"[\s_-]+", "", (source or "").strip().lower()).replace("í", "i")
    return {"palabraclave": "palabrasclave", "keywords": "palabrasclave", "rules": "reglas"}.get(
        key, key
    )


def _highlight_terms(query: Query) -> set[tuple[str, str]]:
    """(field, text) of every term the query looks for (typos already replaced by real words)."""
    return {(f, _text(t)) for f, t in query.iter_all_terms()}


def _text(value: str | bytes) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else value


def _source_filter(source: str | None, known_editions: Iterable[str]) -> Query | None:
    if not source:
        return None
    key = _source_key(source)
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
