"""Full-text search over every source: typo-tolerant, bilingual, time-bounded, de-duplicated.

FullText wires the stages, each a module of index.search:

    query, question       the text cleaned to words and read (card names, English terms)
    compose               the Whoosh queries built from the words (never parsed)
    source_filter         which records the `fuente` option keeps
    candidates            each query's top hits, time-bounded (view: the open index, cached)
    rankings/             text (words as typed, English terms), concepts, cards, the cards'
                          rulings; adjust; families (one rule's family shares the top three)
    identity, fusion      one entry per rule in force; the rankings summed by weight
    snippets              the passage that shows why a record matched

Ranking is Whoosh's BM25F with field boosts, then adjusted for what a judge wants: text in the
language asked, the most specific rule (a subrule over its section heading), and one entry per
rule however many editions contain it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from functools import cached_property

from whoosh.index import Index

from index.corpus import Corpus
from index.deadline import Deadline
from index.lookups.answers import LookupResult, make_hit
from index.models import Kind, Record, Rule
from index.search import compose, fusion, kept, source_filter, topic
from index.search.candidates import CANDIDATES, CARD_CANDIDATES, Candidates
from index.search.class_titles import CLASS_TITLE_WEIGHT, ClassTitles, source_allows
from index.search.identity import InForce, record_key
from index.search.query import QueryError, clean
from index.search.question import SHORT_QUESTION, read
from index.search.rankings import cards as card_ranking
from index.search.rankings import concepts as concept_ranking
from index.search.rankings import families, siblings
from index.search.rankings import rulings as ruling_ranking
from index.search.rankings import text as text_ranking
from index.search.schema import FIELD_BOOSTS, TEXT_FIELDS
from index.search.snippets import highlight_terms, make_stemmer, record_snippet
from index.search.statements import STATEMENT_WEIGHT, Statements
from index.search.view import IndexView
from index.translate import english_terms
from index.vocabulary.concepts import Concepts
from index.vocabulary.lexicon import know_english

Ranking = list[tuple[float, Record]]


class FullText:
    def __init__(self, corpus: Corpus, ix: Index, in_force: InForce | None = None) -> None:
        self.corpus = corpus
        self.ix = ix
        self._in_force_number = in_force
        self.view = IndexView(corpus, ix)
        self.candidates = Candidates(self.view, corpus)
        self._stemmers = {
            lang: make_stemmer(ix.schema[fields[1]].analyzer)
            for lang, fields in TEXT_FIELDS.items()
        }

    def close(self) -> None:
        self.view.close()

    def warm_up(self) -> None:
        """Build now what a first search builds (the typo tables, the field lengths, the named
        concepts, the translation tables): about a second that the bot's first question would
        otherwise pay, and that a search with a deadline must not spend (it would answer worse
        than the next).
        """
        self.view.searcher()
        self.view.searcher(text_ranking.ENGLISH_BM25_B)
        if self.view.spellers.keys() >= set(compose.TYPO_FIELDS):
            return  # built before (this thread only needed its searchers)
        _ = self._kept  # the field lengths below among them
        for field in compose.TYPO_FIELDS:
            self.view.speller(field)
        for field in FIELD_BOOSTS:
            self.view.field_lengths(field)
        _ = self.concepts
        _ = self.statements
        _ = self.class_titles
        english_terms("carta")

    @cached_property
    def concepts(self) -> Concepts:
        kept = self._kept
        if isinstance(kept.concepts, Concepts):
            return kept.concepts  # made by the index build (index.search.kept)
        return Concepts(self.corpus, kept.rules or None, kept.names, kept.text_df or None)

    @cached_property
    def statements(self) -> Statements:
        kept = self._kept
        if kept.statements is not None:
            # The rules it ranks read when ranked: no rule in force is read at start.
            return Statements((), kept.rules, kept.statements, rule_of=self._rule_in_force)
        return Statements(self._rules_in_force, kept.rules or None, kept.statements)

    def _rule_in_force(self, number: str) -> Rule:
        found = self.corpus.by_uid[f"{self.corpus.current_edition.id}:{Kind.RULE.value}:{number}"]
        assert isinstance(found, Rule)
        return found

    @cached_property
    def _rules_in_force(self) -> list[Rule]:
        return self.corpus.rules_in(self.corpus.current_edition.id)

    @cached_property
    def _kept(self) -> kept.Kept:
        """What the index build derived and kept beside the index (index.search.kept); each
        table the file lacks is derived again where it is used."""
        found = kept.read(
            kept.index_folder(self.ix),
            self.corpus.content_hash,
            self.view.searcher().reader().doc_count_all(),
        )
        self.view.know_lengths(found.lengths)
        know_english(found.phrases)  # before the hand lexicon is first built (warm_up)
        return found

    @cached_property
    def class_titles(self) -> ClassTitles:
        view = self.view
        return ClassTitles(
            self.corpus.class_sections,
            lambda text: view.analyze("body_es", text),
        )

    @cached_property
    def _sections(self) -> siblings.Sections:
        kept = self._kept
        titles = kept.titles or {rule.id: rule.title for rule in self._rules_in_force}
        return siblings.Sections(
            titles, kept.rules or None, self.english_terms_of, rule_of=self._rule_in_force
        )

    @cached_property
    def _subrules(self) -> card_ranking.SubruleTree:
        return card_ranking.SubruleTree(self.corpus.rules)

    def key(self, record: Record) -> tuple[str, str]:
        """What a record stands for (index.search.identity): the rule in force it is a text of."""
        return record_key(record, self.corpus.current_edition.id, self._in_force_number)

    def knows(self, word: str) -> bool:
        """Whether any field holds ``word`` as that field analyses it (card names: a capitalised
        word the rules use is no card)."""
        return self.view.known(word, FIELD_BOOSTS)

    def carried(self, raw: str) -> dict[str, float]:
        """The English index terms ``raw`` stands for, with how surely each was carried (the
        reading a search makes of it: card names set aside, Spanish words through the tables
        and the lexicon). Empty for text that is no question."""
        try:
            q = clean(raw)
        except QueryError:
            return {}
        view = self.view
        reading = read(
            raw,
            q,
            known=lambda word: view.known(word, FIELD_BOOSTS),
            is_spanish=view.mostly_spanish,
            is_english=lambda word: view.known(word, TEXT_FIELDS["en"]),
        )
        return dict(reading.english)

    def english_terms_of(self, text: str) -> list[str]:
        """English text as the rules' English field indexes it (stemmed, stop words out)."""
        return self.view.analyze(TEXT_FIELDS["en"][1], text)

    def english_idf(self, term: str) -> float:
        """How rare a term is in the rules' English text: log(documents / (holding + 1))."""
        docs = self.view.searcher().reader().doc_count_all()
        return max(0.0, math.log(docs / (self.view.df(TEXT_FIELDS["en"][1], term) + 1)))

    def search(
        self,
        raw: str,
        *,
        source: str | None = None,
        limit: int = 10,
        card_rules: card_ranking.RuleWeights | None = None,
        deadline: Deadline | None = None,
        cards_named: bool = False,
        rulings: Sequence[str] = (),
    ) -> LookupResult:
        """``card_rules``: rule numbers the cards the question names point to, each with a weight
        0–1 (index.cards.interactions): one more ranking, and a bonus for a hit among them.
        ``cards_named``: the question names cards (the rules may come from what it tells alone,
        "sin cartas en la biblioteca"): a class section does not rise in it (fusion).
        ``rulings``: the texts of those cards' rulings, their names left out: the ones that
        share most of the question are one more ranking (index.search.rankings.rulings).

        ``deadline`` (index.deadline): one limit across typo correction, matching
        and snippets; once it passes, each stage stops and the answer is the best found so far.
        """
        try:
            q = clean(raw)
        except QueryError as err:
            return LookupResult(query=raw or "", message=str(err), search=True)
        filter_q = source_filter.source_filter(source, self.corpus.editions)
        if source and filter_q is None:
            return LookupResult(
                query=raw,
                message=f"Fuente desconocida: «{source}». Usa una de: "
                f"{', '.join(source_filter.SOURCES)} o una edición "
                f"({', '.join(self.corpus.editions)}).",
            )
        current = self.corpus.current_edition
        view = self.view
        searcher = view.searcher()
        reader = searcher.reader()
        reading = read(
            raw,
            q,
            known=lambda word: view.known(word, FIELD_BOOSTS),
            is_spanish=view.mostly_spanish,
            is_english=lambda word: view.known(word, TEXT_FIELDS["en"]),
        )
        native, words = compose.native(view, reading, q.language, reader, deadline)
        named_apply = source_filter.concepts_apply(source, current.id)
        cards = (
            card_ranking.spread(card_rules, self._subrules) if card_rules and named_apply else {}
        )
        queries = [
            (
                text_ranking.native_weight(reading, q.language),
                searcher,
                native,
                filter_q,
                words,
                CANDIDATES,
            ),
            (
                text_ranking.ENGLISH_WEIGHT,
                view.searcher(text_ranking.ENGLISH_BM25_B),
                compose.english(reading, reader),
                source_filter.in_force(filter_q, current.id),
                [],
                CARD_CANDIDATES if cards else CANDIDATES,
            ),
        ]
        rankings: list[tuple[float, Ranking]] = []
        terms: set[tuple[str, str]] = set()
        for weight, by, query, where, held, fetch in queries:
            if query is None or where is source_filter.NOWHERE:
                continue
            if rankings and _past(deadline):
                continue  # out of time: the words as typed have answered
            found = self.candidates.found(by, query, where, source, held, deadline, fetch)
            rankings.append((weight, text_ranking.ranking(found, q.language, self.key, current)))
            terms |= highlight_terms(query)
        if rulings and named_apply and not _past(deadline):
            said = ruling_ranking.said(
                reading.english, rulings, self.english_terms_of, self.english_idf
            )
            query = compose.english(replace(reading, english=said), reader) if said else None
            if query is not None:
                by = view.searcher(text_ranking.ENGLISH_BM25_B)
                where = source_filter.in_force(filter_q, current.id)
                found = self.candidates.found(by, query, where, source, [], deadline, CANDIDATES)
                ranking = text_ranking.ranking(found, q.language, self.key, current)
                rankings.append((ruling_ranking.RULING_WEIGHT, ranking))
        matches = concept_ranking.named(self.concepts, reading.english) if named_apply else []
        if matches:
            # Each rule scores the share of the question it accounts for: all of "prioridad",
            # a little of a long situation that mentions priority.
            ranking = concept_ranking.ranking(matches, reading.english, self.concepts, self.corpus)
            rankings.append((concept_ranking.CONCEPT_WEIGHT, ranking))
        if named_apply and (stated := self.statements.ranking(reading.english)):
            rankings.append((STATEMENT_WEIGHT, stated))  # a rule restated in the question
        about_cards = cards_named and bool(cards)
        # A class section named by its title; not in a question that names cards, where a
        # title that is one zone word ("Mano", "Exilio") is met by the way: a class section
        # explains a zone or a step in general, whether or not the cards' text was read into
        # rules (a card no kind reads still makes the question about that card).
        allowed = source_allows(source)
        if not cards_named and (titled := self.class_titles.ranking(reading.words, allowed)):
            rankings.append((CLASS_TITLE_WEIGHT, titled))
        if cards:
            rankings.append((card_ranking.CARD_WEIGHT, card_ranking.ranking(cards, self.corpus)))
        if not any(ranking for _, ranking in rankings):
            return _nothing(raw)
        if topic.off_topic(reading, matches) and not cards:  # a question about a card is on topic
            return _no_rule_answers(raw)
        explainers_wanted = topic.asks_for_a_name(reading, matches)
        ranked = fusion.fuse(
            rankings,
            matches,
            explainers_wanted=explainers_wanted,
            key=self.key,
            corpus=self.corpus,
            situation=len(reading.words) > SHORT_QUESTION,
        )
        ranked = card_ranking.boost(ranked, cards, lambda record: self.key(record)[1])
        native_ranking = rankings[0][1] if native is not None else []
        margin = fusion.clear_margin(reading)
        ranked = fusion.clear_winner_first(
            ranked,
            native_ranking,
            q.language,
            margin,
            self.key,
            explainers_wanted,
            about_cards=cards_named,
            card_rule=(lambda record: self.key(record)[1] in cards) if about_cards else None,
        )
        ranked = fusion.native_in_reach(
            ranked,
            native_ranking,
            q.language,
            self.key,
            reading.words,
            lambda section: self.class_titles.names_any(section, reading.words),
            about_cards=cards_named,
        )
        # The rule within the section: the order of a section's rules among the first answers
        # is chosen again by the words that tell them apart (rankings.siblings).
        ranked = self._sections.reorder(ranked, reading.english, lambda r: self.key(r)[1], cards)
        if about_cards:
            ranked = families.shared_top(ranked, lambda record: self.key(record)[1])
        hits = [
            make_hit(
                record,
                self.corpus.editions,
                score=score,
                snippet=None if _past(deadline) else record_snippet(record, terms, self._stemmers),
                other_editions=sorted(set(self.corpus.editions_of(record)) - {record.edition}),
            )
            for score, record in ranked[:limit]
        ]
        if not hits:
            return _nothing(raw)
        return LookupResult(query=raw, results=hits, search=True)


def _past(deadline: Deadline | None) -> bool:
    return deadline is not None and deadline.passed()


def _no_rule_answers(raw: str) -> LookupResult:
    return LookupResult(
        query=raw,
        search=True,
        message="No encuentro una regla que responda a eso: Juez contesta preguntas de reglas. "
        "Prueba a describir la situación de juego, por ejemplo: ¿qué pasa si robo sin cartas "
        "en la biblioteca?",
    )


def _nothing(raw: str) -> LookupResult:
    return LookupResult(
        query=raw,
        search=True,
        message="Sin resultados. Prueba con otras palabras o con el número de la regla, "
        "por ejemplo: daño de combate, o el número de regla 510.1",
    )
