"""The read side of the corpus in one object: open once, share everywhere.

``Library.open(data_dir)`` loads the bundled corpus (parsed once, then cached beside the index),
makes sure the Whoosh index is built and up to date, and prepares the lookups. Everything here
is synchronous; async callers use ``asyncio.to_thread``.

What a command does not use is not loaded: a rule by number reads the corpus' number table and
never imports Whoosh; the index is opened, and the keyword names are tabled, on first use (or
all at once with ``warm_up()``, for a long-running bot).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from index.corpus import Corpus
from index.corpus_loader import load_corpus
from index.editions.cache import alignment_for, build_alignment_beside
from index.editions.lead import in_force_first
from index.editions.notes import annotate
from index.lookups.answers import LookupResult
from index.lookups.rules import RuleLookup
from index.models import Kind
from index.query_kind import classify
from index.search.build import IndexUnavailable, index_status, is_damage, open_index, recover_index
from index.search.query import MAX_NAME_CHARS, MAX_QUERY_CHARS, QueryError, clean

if TYPE_CHECKING:
    from whoosh.index import Index

    from index.cards.catalog import CardCatalog
    from index.cards.records import CardRecord
    from index.cards.rulings import MatchedRuling
    from index.deadline import Deadline
    from index.lookups.cards import QuestionCards
    from index.lookups.descriptions import KeywordDescriptions
    from index.lookups.families import Family, KeywordFamilies
    from index.lookups.names import NameLookup
    from index.lookups.policy import PolicyLookup
    from index.lookups.spanish_terms import SpanishGlossary
    from index.search.full_text import FullText
    from index.search.policy import PolicySearch

log = logging.getLogger(__name__)

MIN_DESCRIPTION_WORDS = 3  # fewer words are a (mistyped) name, not a description
DESCRIBED_SHOWN = 3
# A rule whose words changed less than this (share kept, index.editions.align) since the oldest
# aligned edition did not change what a ruling about it says (Library.rule_changed_since_oldest).
RULING_REWORDED = 0.9  # a description answers with its best keyword and names the next ones


class Library:
    def __init__(self, corpus: Corpus, data_dir: Path, *, rebuild: bool = False) -> None:
        started = time.perf_counter()
        self.corpus = corpus
        self.data_dir = data_dir
        self._lock = threading.Lock()  # two threads may ask for the index at once
        self._ix: Index | None = None
        self._names: NameLookup | None = None
        self._full_text: FullText | None = None
        self._cards: CardCatalog | None = None
        self._spanish_glossary: SpanishGlossary | None = None
        self._descriptions: KeywordDescriptions | None = None
        self._families: KeywordFamilies | None = None
        self._policy: PolicySearch | None = None
        self._policy_lookup: PolicyLookup | None = None
        # A missing or stale index is built now, not on the first search: building takes
        # seconds, and the bot opens the library off the event loop for exactly that.
        if rebuild or not index_status(data_dir, corpus)["up_to_date"]:
            try:
                self._ix = open_index(data_dir, corpus, rebuild=rebuild)
            except IndexUnavailable as err:
                if rebuild:
                    raise
                # A rule by number needs no index: it still answers, and the first search
                # tries the build again and says this same message (a full disk, a read-only
                # folder) to whoever asked.
                log.warning("sin índice de búsqueda por ahora: %s", err)
            self.alignment = build_alignment_beside(corpus, data_dir)
        else:
            self.alignment = alignment_for(corpus, data_dir)
        self.rules = RuleLookup(corpus, self.alignment)
        self.open_seconds = time.perf_counter() - started

    @classmethod
    def open(cls, data_dir: Path, *, rebuild: bool = False) -> Library:
        corpus = load_corpus(cache_dir=data_dir, added_from=data_dir)  # with the user's editions
        return cls(corpus, data_dir, rebuild=rebuild)

    # -- opened on first use ------------------------------------------------------------------
    @property
    def ix(self) -> Index:
        if self._ix is None:
            with self._lock:
                if self._ix is None:
                    self._ix = open_index(self.data_dir, self.corpus)
        return self._ix

    @property
    def names(self) -> NameLookup:
        if self._names is None:
            from index.lookups.names import NameLookup

            with self._lock:
                if self._names is None:
                    self._names = NameLookup(self.corpus, self.alignment)
        return self._names

    @property
    def cards(self) -> CardCatalog:
        """Every card of the card data (index.cards.catalog), opened on first use: its cache is
        built once in the data dir, then opened in milliseconds."""
        if self._cards is None:
            from index.cards.catalog import CardCatalog

            with self._lock:
                if self._cards is None:
                    self._cards = CardCatalog.open(self.data_dir)
        return self._cards

    @property
    def policy(self) -> PolicySearch:
        """The tournament policy search (index.search.policy), opened on first use."""
        if self._policy is None:
            from index.search.policy import PolicySearch

            ix = self.ix
            with self._lock:
                if self._policy is None:
                    self._policy = PolicySearch(self.corpus, ix)
        return self._policy

    @property
    def policy_lookup(self) -> PolicyLookup:
        """Sections of the MTR, IPG and JAR, and infractions by situation
        (index.lookups.policy)."""
        if self._policy_lookup is None:
            from index.lookups.policy import PolicyLookup

            search = self.policy
            with self._lock:
                if self._policy_lookup is None:
                    self._policy_lookup = PolicyLookup(self.corpus, search)
        return self._policy_lookup

    def question_cards(self, query: str, extra: Sequence[CardRecord] = ()) -> QuestionCards:
        """The cards ``query`` names (none when it is no searchable question), with ``extra``
        (cards found elsewhere): which, what they do, how they meet."""
        from index.lookups.cards import QuestionCards, question_cards, question_cards_without_data

        try:
            clean(query or "")
        except QueryError:
            return QuestionCards()
        try:
            return question_cards(self.cards, query, None, extra)
        except Exception:  # the cards only add to an answer, which must come without them
            log.exception("cartas de la pregunta «%s» no leídas", query[:80])
            return question_cards_without_data(extra)

    @property
    def full_text(self) -> FullText:
        if self._full_text is None:
            from index.search.full_text import FullText

            ix = self.ix
            with self._lock:
                if self._full_text is None:
                    self._full_text = FullText(self.corpus, ix, self.alignment.current_id)
        return self._full_text

    def _full_text_search(
        self,
        query: str,
        source: str | None,
        limit: int,
        deadline: Deadline | None = None,
        named: QuestionCards | None = None,
    ) -> LookupResult:
        """FullText.search; when the index files fail under it, once more on a checked (and,
        if damaged, rebuilt) index."""
        card_rules = named.rules.weights if named is not None else None
        cards_named = named is not None and bool(named.records)
        rulings = _ruling_texts(named.records) if named is not None else ()
        try:
            return self.full_text.search(
                query,
                source=source,
                limit=limit,
                card_rules=card_rules,
                cards_named=cards_named,
                deadline=deadline,
                rulings=rulings,
            )
        except Exception as err:
            if not is_damage(err):
                raise
            failure = err
        with self._lock:
            if self._full_text is not None:
                self._full_text.close()
            if self._ix is not None:
                self._ix.close()
            self._full_text = None
            self._ix = recover_index(self.data_dir, self.corpus, failure)
        try:
            return self.full_text.search(
                query,
                source=source,
                limit=limit,
                card_rules=card_rules,
                cards_named=cards_named,
                deadline=deadline,
                rulings=rulings,
            )
        except Exception as err:
            if is_damage(err):
                raise IndexUnavailable.unreadable(self.data_dir / "index", err) from err
            raise

    def ready_to_search(self) -> None:
        """Build what every search builds once (the index's tables, index.search.full_text)
        and open the card catalog every search reads the question's cards from (built on the
        first start: seconds): a search's deadline, started after this, then counts its own work
        only. What only some searches read (the keyword names, for a short query) is left to
        them, so that a one-shot `juez buscar` does not build it for nothing."""
        self.full_text.warm_up()
        _ = self.cards

    def warm_up(self) -> None:
        """Open now what lookups open on first use (the index, the full-text search, the name
        tables, the card catalog): for the bot, so that its first question does not pay for them."""
        self.ready_to_search()
        _ = self.names

    # -- lookups ----------------------------------------------------------------------------
    def rule(
        self, query: str, edition: str | None = None, *, prefer: str | None = None
    ) -> LookupResult:
        """``edition`` restricts the answer to that edition; ``prefer`` only tries it first."""
        if (err := unsearchable(query)) is not None:
            return err
        return self.rules.lookup(query, edition, prefer)

    def search(
        self,
        query: str,
        source: str | None = None,
        limit: int = 10,
        *,
        deadline: Deadline | None = None,
        cards: bool = True,
        extra_cards: Sequence[CardRecord] = (),
    ) -> LookupResult:
        """``deadline``: when the search stops and answers with what it found
        (index.deadline). ``cards``: read the cards the question names (index.lookups.cards):
        their rules rank as candidates, and the answer lists them (False: the words alone, as
        a baseline for the bench).
        ``extra_cards``: cards the caller found for names the bundled data lacks."""
        if (err := unsearchable(query)) is not None:  # cut before any other work
            return err
        # A rule number typed into the search box means that rule.
        if classify(query).is_rule and not source:
            return self.rules.lookup(query)
        told = self.question_cards(query, extra_cards) if cards else None
        found = self._in_force(self._full_text_search(query, source, limit, deadline, told))
        if told is not None and told.records:
            found = found.model_copy(update={"cards": told.named(), "meetings": told.meetings()})
        if source:
            return found
        found = self._with_policy(query, found, limit)  # POLICY: index.search.policy.merge
        # A short query that names a keyword (even misspelt: "arolar") puts that keyword first:
        # full text alone cannot match a typo of a name that appears only in English text.
        named = self.names.keyword(query) if len((query or "").split()) <= 3 else None
        if not named or not named.results:
            return found
        top = [h for h in named.results if h.role in {"match", "rule_text"}]
        # A rule that is only a title ("701.19. Regenerate") says nothing by itself: its
        # subrules come with it, so the answer is never an empty body.
        titles = {h.id for h in top if h.kind is Kind.RULE and not h.text}
        top += [h for h in named.results if h.role == "subrule" and h.parent in titles]
        seen = {(h.kind, h.id) for h in top}
        rest = [h for h in found.results if (h.kind, h.id) not in seen]
        return found.model_copy(update={"results": (top + rest)[:limit], "message": None})

    def rulings(
        self, query: str, found: LookupResult, extra: Sequence[CardRecord] = ()
    ) -> list[MatchedRuling]:
        """The bundled rulings of the cards ``found`` names (index.cards.rulings) that answer
        ``query``, best first; each with the rule it concerns, flagged when that rule changed
        since the oldest aligned edition. ``extra``: cards found elsewhere (their rulings, if
        they carry any)."""
        from index.cards.rulings import RuleText, matched_rulings

        if not found.cards:
            return []
        by_name = {r.name: r for r in extra}
        records = []
        for named in found.cards:
            record = by_name.get(named.name) or self.cards.card_named(named.name)
            if record is not None and record.rulings:
                records.append(record)
        if not records:
            return []
        full_text = self.full_text
        current = self.corpus.current_edition.id

        def text_of(number: str | None) -> RuleText | None:
            rule = self.corpus.rule(number, current) if number else None
            return RuleText(number, rule.text) if number and rule is not None else None

        answer = [text_of(h.current_id or h.id) for h in found.results if h.kind is Kind.RULE]
        kinds = [text_of(n) for c in found.cards for k in c.kinds for n in k.rules]
        kinds += [text_of(n) for m in found.meetings for n in m.rules]
        return matched_rulings(
            full_text.carried(query),
            records,
            analyze=full_text.english_terms_of,
            idf=full_text.english_idf,
            answer=[r for r in answer if r is not None],
            card_rules=[r for r in kinds if r is not None],
            changed=self.rule_changed_since_oldest,
        )

    def rule_changed_since_oldest(self, number: str) -> bool:
        """Whether the rule in force ``number`` changed since the oldest aligned edition: new
        since, merged, or reworded beyond RULING_REWORDED (the 2024 "enters the battlefield" to
        "enters" costs a rule 2-8 % of its words and changes nothing a ruling says; the 2024
        combat damage rewrite left 510.1c with 53 %)."""
        link = self.alignment.link(self.alignment.current, number)
        if link is None or link.old is None or link.merged:
            return True
        return not link.status.still_holds and link.similarity < RULING_REWORDED

    def _with_policy(self, query: str, found: LookupResult, limit: int) -> LookupResult:
        """A tournament question (index.search.policy.tournament_weight) finds the policy
        sections beside the rules; a game question keeps its rules answer as it is."""
        from index.search.policy import merge, tournament_weight

        weight = tournament_weight(query or "")
        if weight <= 0:
            return found
        lookup = self.policy_lookup
        policy = [lookup.hit(r, score=s) for s, r in self.policy.search(query, limit=limit)]
        if not policy:
            return found
        results = merge(list(found.results), list(policy), weight, limit)
        return found.model_copy(update={"results": results, "message": None})

    def _in_force(self, result: LookupResult) -> LookupResult:
        """Rule hits said as what they are: the rule in force, or an older text of it, which
        comes after the rule in force when it no longer says the same (index.editions.lead)."""
        if not any(h.kind is Kind.RULE for h in result.results):
            return result
        hits = [annotate(h, self.alignment, self.corpus.editions) for h in result.results]
        hits = in_force_first(hits, self.corpus, self.alignment, keep_older=not result.search)
        return result.model_copy(update={"results": hits})

    def keyword(self, query: str, *, deadline: Deadline | None = None) -> LookupResult:
        """A keyword by any of its names, or by a description of what it does (a search of
        the explanations, bounded by ``deadline`` as search() is)."""
        if (err := unsearchable(query, MAX_NAME_CHARS)) is not None:
            return err
        found = self.names.keyword(query)
        words = self._content_words(query)
        if found.results and self.names.keyword_named(query):
            return self._with_variants(found)
        # "las habilidades de evasión", "los tipos de cruza": a family asked as a group.
        family = self._family_asked(query, words)
        if family is not None:
            return self._family_answer(query, family)
        if found.results:
            return self._with_variants(found)
        # "qué hace arrollar": the name without the question around it.
        if words and " ".join(words) != query.strip().lower():
            named = self.names.keyword(" ".join(words))
            if named.results:
                return self._with_variants(named.model_copy(update={"query": query}))
        # "la que pone contadores de veneno": a description, matched against what each
        # keyword's explanation and rule say.
        if len(words) >= MIN_DESCRIPTION_WORDS:
            names = self._keywords_described(query, deadline)
            for name in names[:1]:
                described = self.names.keyword(name)
                if described.results:
                    note = f"Por la descripción «{query.strip()}», la palabra clave {name}."
                    others = names[1:]
                    if others:
                        note += f" Otras que encajan: {', '.join(others)}."
                    update = {"query": query, "message": note, "suggestions": others}
                    return described.model_copy(update=update)
        return found

    def _family_asked(self, query: str, words: tuple[str, ...]) -> Family | None:
        """The keyword family a short question names as a group, if any: every word of it
        names the family or a group ("habilidades", "tipos"), so that a description that
        mentions a triggered ability is still read as a description."""
        from index.lookups.families import GROUP_WORDS, singular

        family = self.families.named(query)
        if family is None:
            return None
        from index.fold import fold

        named = family.cue_words | GROUP_WORDS
        left = [w for w in words if fold(w) not in named and singular(fold(w)) not in named]
        return family if not left else None

    def _family_answer(self, query: str, family: Family) -> LookupResult:
        """A class (evasion): each member's rule; a keyword's variants: its rule. The note
        lists the members with their Spanish names."""
        if family.rule is not None:
            head = self.names.keyword(family.name)
            message = " ".join(p for p in (head.message, family.note()) if p)
            return head.model_copy(update={"query": query, "message": message})
        from index.lookups.families import says_class

        hits = []
        for member in family.members:
            found = self.names.keyword(member.name).results
            rule = next((h for h in found if h.role == "rule_text"), None)
            if rule is None:
                continue
            hits.append(rule)
            # What it does: its first subrule past the one that names its class.
            said = next((h for h in found if h.role == "subrule" and not says_class(h.text)), None)
            if said is not None:
                hits.append(said)
        return LookupResult(query=query, results=hits, message=family.note())

    def _with_variants(self, found: LookupResult) -> LookupResult:
        """A keyword that has variants (Landwalk, Protection) names them in its answer."""
        rule = next((h for h in found.results if h.role == "rule_text"), None)
        family = self.families.of_rule(rule.id) if rule is not None else None
        if family is None:
            return found
        message = " ".join(p for p in (found.message, family.note()) if p)
        return found.model_copy(update={"message": message})

    @property
    def families(self) -> KeywordFamilies:
        if self._families is None:
            from index.lookups.families import KeywordFamilies

            with self._lock:
                if self._families is None:
                    self._families = KeywordFamilies(self.corpus)
        return self._families

    def _keywords_described(self, query: str, deadline: Deadline | None = None) -> list[str]:
        """Keyword names whose rule in force, reminder texts and Spanish explanation best
        match a description (index.lookups.descriptions)."""
        return [found.name for found in self.descriptions.find(query, n=DESCRIBED_SHOWN)]

    @property
    def descriptions(self) -> KeywordDescriptions:
        if self._descriptions is None:
            from index.lookups.descriptions import KeywordDescriptions

            with self._lock:
                if self._descriptions is None:
                    self._descriptions = KeywordDescriptions(self.corpus)
        return self._descriptions

    def _content_words(self, query: str) -> tuple[str, ...]:
        from index.search.question import QUESTION_NOISE
        from index.search.schema import SPANISH_STOPWORDS

        try:
            q = clean(query)
        except QueryError:
            return ()
        return tuple(w for w in q.words if w not in QUESTION_NOISE | SPANISH_STOPWORDS)

    def glossary(self, query: str) -> LookupResult:
        if (err := unsearchable(query, MAX_NAME_CHARS)) is not None:
            return err
        found = self.names.glossary_entry(query)
        if found.results and self.names.glossary_named(query):
            return found  # the English name itself
        # A Spanish term or the verb a judge uses: "jugador activo", "lanzar", "objetivo".
        spanish = self.spanish_glossary.find(query)
        if spanish:
            named = self.names.glossary_entry(spanish[0].entry)
            if named.results:
                note = f"«{query.strip()}» es «{spanish[0].entry}» en las Reglas Completas."
                return named.model_copy(update={"query": query, "message": note})
        if found.results:
            return found
        # Every entry is reachable by its Spanish term too ("acciones basadas en estado",
        # "marca de tiempo", "JAJNA"): the term is carried to English like a question, and the
        # glossary entry it names best answers.
        for name in self._named_concepts(query):
            translated = self.names.glossary_entry(name)
            if translated.results:
                note = f"«{query.strip()}» es «{name}» en las Reglas Completas (en inglés)."
                return translated.model_copy(update={"query": query, "message": note})
        return found

    @property
    def spanish_glossary(self) -> SpanishGlossary:
        if self._spanish_glossary is None:
            from index.lookups.spanish_terms import SpanishGlossary

            with self._lock:
                if self._spanish_glossary is None:
                    self._spanish_glossary = SpanishGlossary(self.corpus)
        return self._spanish_glossary

    def _named_concepts(self, query: str) -> list[str]:
        """The names a query stands for, best first, when it names most of each."""
        from index.search.question import english_terms

        try:
            q = clean(query)
        except QueryError:
            return []
        terms = english_terms(q.words, q.language)
        return [m.concept.name for m in self.full_text.concepts.find(terms) if m.share >= 0.5]

    # -- about the index --------------------------------------------------------------------
    def status(self) -> dict[str, object]:
        return describe_index(self.data_dir, self.corpus) | {
            "open_seconds": round(self.open_seconds, 3)
        }

    def close(self) -> None:
        if self._cards is not None:
            self._cards.close()
        if self._full_text is not None:
            self._full_text.close()
        if self._ix is not None:
            self._ix.close()


def describe_index(data_dir: Path, corpus: Corpus) -> dict[str, object]:
    """The index on disk against the corpus, and what the corpus holds: for `indice estado`."""
    return index_status(data_dir, corpus, verify=True) | {
        "records_by_edition": corpus.count_by_edition(),
        "editions": {e.id: e.label for e in corpus.editions.values()},
        "files": [f.path for f in corpus.files],
    }


# How much of an over-long query an answer echoes: enough to recognise it, never the whole
# paste (a 1 MB line echoed in `--json`'s "query" was the fault).
ECHO_CHARS = 80


def unsearchable(query: str | None, limit: int = MAX_QUERY_CHARS) -> LookupResult | None:
    """The answer to a query that cannot be searched (past ``limit`` characters, markup,
    search syntax), found before any other work; None when it may be searched."""
    read = classify(query, limit=limit)  # no input at all is each lookup's own message
    if read.refusal is None:
        return None
    shown = query or ""
    if len(shown) > limit:
        shown = shown[:ECHO_CHARS] + "…"
    return LookupResult(query=shown, message=read.refusal or "")


def _ruling_texts(cards: Sequence[CardRecord]) -> tuple[str, ...]:
    """The rulings of ``cards``, each card's name (and its faces') left out: a ruling names its
    card, which is no word of the rules."""
    from index.cards.rulings import plain_quotes

    out: list[str] = []
    for card in cards:
        names = sorted({card.name, card.name.split(",")[0], *(f.name for f in card.faces)}, key=len)
        for ruling in card.rulings:
            text = plain_quotes(ruling.text)
            for name in reversed(names):  # the longest first
                text = text.replace(name, " ")
            out.append(text)
    return tuple(out)
