"""Rules, search, keywords and glossary: the read side of the corpus, for every front end.

Also the editions: what changed in a rule or section since the oldest edition (`cambios`), and
how the editions line up with the rules in force (`indice alineacion`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from index import deadline
from index.query_kind import ReadQuery, classify

# How much work (CPU time of its thread, see index.deadline) a search may do across all its
# stages; past it, the search answers with what it found. Well inside the 2 seconds the worker
# pool gives a lookup (bot/services/threads.py), so the thread is free again before its caller
# gives up, and under the 300 ms an answer may take in the benchmarks.
SEARCH_BUDGET_S = 0.25
# And how long it may take whatever the machine is doing: still under those 2 seconds.
SEARCH_WALL_S = 1.5

if TYPE_CHECKING:
    from index.cards.records import CardRecord
    from index.cards.rulings import MatchedRuling
    from index.corpus import Corpus
    from index.editions.changes import ChangeReport
    from index.editions.report import AlignmentReport
    from index.library import Library
    from index.lookups.answers import LookupResult
    from index.models import Anomaly


class Lookups:
    def __init__(
        self,
        library: Callable[[], Library],
        corpus: Callable[[], Corpus],
        *,
        default_edition: str | None = None,
    ) -> None:
        self._library = library
        self._corpus = corpus
        self.default_edition = default_edition

    def rule(
        self,
        query: str,
        edition: str | None = None,
        preferred: str | None = None,
        *,
        extra_cards: Sequence[CardRecord] = (),
    ) -> LookupResult:
        """A rule by number or range; anything that is not a number searches the rules.

        ``edition`` is strict (only that edition answers); ``preferred`` (else the bot's
        default) is tried first, and another edition answers when it lacks the rule.
        ``extra_cards``: as for search.
        """
        if not self.is_rule_number(query) and (query or "").strip():
            return self._ready().search(
                query, source="reglas", extra_cards=extra_cards, deadline=_deadline()
            )
        return self._library().rule(query, edition, prefer=preferred or self.default_edition)

    def read(self, query: str | None) -> ReadQuery:
        """What ``query`` is (index.query_kind), digits run together read against the rules."""
        return classify(query, self._corpus().rules)

    def is_rule_number(self, query: str | None) -> bool:
        """Whether ``query`` is a rule number as people type it ("104.3c", "la 704.5k"), or
        digits run together that only one rule in force can be ("7025": 702.5; the lookup says
        how it read them). "2019" names no rule 201.9: it is searched as text."""
        return self.read(query).is_rule

    def search(
        self, query: str, source: str | None = None, *, extra_cards: Sequence[CardRecord] = ()
    ) -> LookupResult:
        """The cards the question names are read from the bundled data (index.lookups.cards);
        ``extra_cards``: cards found for names the data lacks (the card API's newest), read
        the same way (service.cards.search gives them)."""
        return self._ready().search(
            query, source=source, extra_cards=extra_cards, deadline=_deadline()
        )

    def rulings(
        self, question: str, found: LookupResult, extra_cards: Sequence[CardRecord] = ()
    ) -> list[MatchedRuling]:
        """The bundled rulings of the cards ``found`` names that answer ``question``, best
        first (index.cards.rulings through Library.rulings)."""
        return self._ready().rulings(question, found, extra_cards)

    def keyword(self, name: str) -> LookupResult:
        return self._ready(keywords=True).keyword(name, deadline=_deadline())

    def knows(self, word: str) -> bool:
        """Whether the indexed texts use ``word``: a capitalised word they use is no card name
        (service.cards reads the names a question holds with it)."""
        return self._library().full_text.knows(word)

    def glossary(self, term: str) -> LookupResult:
        return self._library().glossary(term)

    def policy(self, document: str, query: str) -> LookupResult:
        """A section of the MTR, IPG or JAR by number or words (index.lookups.policy)."""
        from index.library import unsearchable

        if (refused := unsearchable(query)) is not None:  # too long, markup: before any work
            return refused
        return self._library().policy_lookup.section(document, query)

    def infraction(self, situation: str, rel: str | None = None) -> LookupResult:
        """The call a described situation is (index.calls): infraction, penalty for the facts
        told at ``rel`` (or the REL the text names), the JAR at Regular REL, the MTR."""
        from index.library import unsearchable

        if (refused := unsearchable(situation)) is not None:
            return refused
        return self._library().policy_lookup.infraction(situation, rel=rel)

    def _ready(self, *, keywords: bool = False) -> Library:
        """The library with what every search builds once already built, so that a search's
        deadline (computed after this) counts its own work only; ``keywords``: the keyword
        name tables too (a keyword lookup reads them under its deadline)."""
        library = self._library()
        library.ready_to_search()
        if keywords:
            _ = library.names
        return library

    def anomalies(self) -> list[Anomaly]:
        """Every repair and gap found while parsing the sources (juez indice informe)."""
        return list(self._corpus().anomalies)

    def changes(self, query: str | None = None, *, summary: bool = False) -> ChangeReport:
        """What changed in a rule or section between the oldest edition and the one in force;
        without a query (or with ``summary``), counts by section."""
        from index.editions.changes import changes

        library = self._library()
        text = (query or "").strip()
        named = self._rule_named(text) if text and not classify(text).is_rule else None
        report = changes(library.corpus, library.alignment, named or query, summary=summary)
        if named is not None and report.message is None:  # says what the name was read as
            said = f"«{text[:60]}» es la regla {named}."
            report = report.model_copy(update={"message": said})
        return report

    def _rule_named(self, name: str) -> str | None:
        """The rule in force a keyword or glossary name stands for ("arrollar" -> 702.19,
        "jugador activo" -> the first rule its glossary entry cites), or None."""
        library = self._library()
        found = library.names.keyword(name)
        for hit in found.results:
            if hit.kind.value == "rule" and hit.role == "rule_text":
                return hit.current_id or hit.id
        entry = library.glossary(name)
        for hit in entry.results:
            for ref in hit.refs:
                if library.corpus.rule(ref, library.corpus.current_edition.id) is not None:
                    return ref
        return None

    def alignment(self) -> AlignmentReport:
        """Counts per link status and every doubtful link (juez indice alineacion)."""
        from index.editions.report import alignment_report

        library = self._library()
        return alignment_report(library.corpus, library.alignment)

    def rule_numbers_in_force(self) -> list[str]:
        """Every rule number of the edition in force, in document order (autocomplete)."""
        corpus = self._corpus()
        current = corpus.current_edition.id
        return [n for n in corpus.rule_numbers if current in corpus.rules[n]]


def _deadline() -> deadline.Deadline:
    return deadline.after(SEARCH_BUDGET_S, SEARCH_WALL_S)
