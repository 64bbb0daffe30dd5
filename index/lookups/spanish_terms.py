"""Glossary entries found by their Spanish term: "jugador activo" is Active Player.

The glossary of the rules in force is in English. A judge asks for it in Spanish, with the noun
or the verb of the game ("lanzar" for Cast, "objetivo" for Target, "coste de maná" for Mana
Cost). The Spanish words are carried to English index terms the way a question is
(index.search.question.english_terms: the game vocabulary, then the lexicon learned from the
translated rules), and each entry's English name is reduced to the same terms; the entry whose
name those terms say best answers. No entry is named by hand: a new glossary term is found as
soon as its words are game vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass

from index.corpus import Corpus
from index.search.query import QueryError, clean

MIN_SHARE = 0.5  # of the query's and the name's terms together that both hold


@dataclass(frozen=True)
class TermMatch:
    entry: str  # the glossary entry's id
    share: float  # terms in common / terms in either (1.0: the name exactly)


class SpanishGlossary:
    def __init__(self, corpus: Corpus) -> None:
        from index.search.schema import english_analyzer

        analyze = english_analyzer()
        current = corpus.current_edition.id
        ids = sorted(
            {e.id for e in corpus.glossary},
            key=lambda i: not any(e.id == i and e.edition == current for e in corpus.glossary),
        )
        self._names: list[tuple[str, frozenset[str], int]] = []
        for entry in ids:
            terms = frozenset(t.text for t in analyze(entry))
            if terms:
                self._names.append((entry, terms, len(entry.split())))

    def find(self, query: str) -> list[TermMatch]:
        """Entries the Spanish ``query`` names, best first: most of both term sets shared,
        then the name with the very words the vocabulary gives, then the shorter name
        ("objetivo" is Target before Any Target)."""
        terms = _english(query)
        if not terms:
            return []
        # Stems merge Command and Commander: the English words themselves break the tie.
        from index.translate import english_terms

        surface = set(english_terms(query))
        scored = []
        for entry, names, words in self._names:
            common = len(terms & names)
            if not common:
                continue
            share = common / len(terms | names)
            if share >= MIN_SHARE:
                said = len(surface & set(entry.lower().replace(",", " ").split()))
                scored.append((-share, -said, words, entry))
        scored.sort()
        return [TermMatch(entry, -share) for share, _, _, entry in scored]


def _english(query: str) -> frozenset[str]:
    """The English index terms a Spanish term stands for."""
    from index.search.question import english_terms
    from index.search.schema import SPANISH_STOPWORDS

    try:
        q = clean(query)
    except QueryError:
        return frozenset()
    # Whole words, stop words included: the vocabulary's phrases hold them ("campo de
    # batalla"); what is left of them afterwards says nothing.
    return frozenset(t for t in english_terms(q.words, "es") if t not in SPANISH_STOPWORDS)
