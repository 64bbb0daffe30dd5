"""Named concepts of the game and the rules that define them, matched before free text.

A judge names things: "arrollar", "state-based actions", "capas", "JAJNA", "marca de tiempo".
Each name points to the rules that say what it is. Concepts come from the rules in force
themselves, never from a list of questions:
- keyword rules (701.x keyword actions, 702.x keyword abilities): their English title, and
  the Spanish names printed on cards (the alias list, through the lexicon);
- glossary entries: the term, pointing to the rules its definition cites;
- section titles ("514. Cleanup Step", "613. Interaction of Continuous Effects").
Names are held as the index's English terms; a Spanish question reaches them through the
lexicon, so "acciones basadas en estado" and "state-based actions" are the same concept.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from index.corpus import Corpus
from index.models import GlossaryEntry, Kind, Rule

# Titles that name no concept of their own ("General", "Miscellaneous").
_VAGUE_TITLES = {"general", "miscellaneous", "keyword abilities", "keyword actions"}
_KEYWORD_SECTION = re.compile(r"^70[12]\.\d+$")
_SECTION = re.compile(r"^\d{3}$")
MIN_COVERAGE = 0.58  # "timestamp" names "Timestamp Order"; "order" alone does not


@dataclass(frozen=True)
class Concept:
    name: str  # as the rules print it ("State-Based Actions")
    terms: frozenset[str]  # analysed English terms, all needed to match
    rules: tuple[str, ...]  # the rules it points to, most specific first
    source: Kind  # where the name comes from: a rule title or a glossary entry


@dataclass(frozen=True)
class Match:
    concept: Concept
    weight: float  # how much the match says: rarer and longer names say more
    share: float  # how much of the question the name accounts for (0–1, by information)


class Concepts:
    def __init__(self, corpus: Corpus) -> None:
        from index.schema import english_analyzer

        self._analyze = english_analyzer()
        current = corpus.current_edition.id
        concepts: list[Concept] = []
        rules = [r for r in corpus.records if isinstance(r, Rule) and r.edition == current]
        for rule in rules:
            named = _KEYWORD_SECTION.match(rule.id) or _SECTION.match(rule.id)
            if named and rule.title and rule.title.lower() not in _VAGUE_TITLES:
                concepts.append(self._concept(rule.title, (rule.id,), Kind.RULE))
        for entry in corpus.records:
            if isinstance(entry, GlossaryEntry) and entry.edition == current and entry.refs:
                concepts.append(self._concept(entry.id, entry.refs, Kind.GLOSSARY))
        self.concepts = [c for c in concepts if c.terms]
        # How rare each term is among the rules in force: "trample" says more than "player".
        df: Counter[str] = Counter()
        for rule in rules:
            df.update(set(self._terms(f"{rule.title} {rule.text}")))
        self._idf = {t: math.log(len(rules) / (1 + n)) for t, n in df.items()}
        self._total = len(rules)

    def _terms(self, text: str) -> list[str]:
        return [t.text for t in self._analyze(text)]

    def _concept(self, name: str, rules: tuple[str, ...], source: Kind) -> Concept:
        return Concept(name, frozenset(self._terms(name)), rules, source)

    @cached_property
    def _by_term(self) -> dict[str, list[Concept]]:
        table: dict[str, list[Concept]] = {}
        for concept in self.concepts:
            for term in concept.terms:
                table.setdefault(term, []).append(concept)
        return table

    def idf(self, term: str) -> float:
        return self._idf.get(term, math.log(self._total))

    def find(self, terms: dict[str, float]) -> list[Match]:
        """Concepts whose every term is among ``terms`` (English terms -> confidence).

        A concept inside a longer matched one is dropped ("Damage" inside "Lethal Damage").
        """
        asked = sum(self.idf(t) * w for t, w in terms.items()) or 1.0
        candidates = {c for t in terms for c in self._by_term.get(t, ())}
        matched = [c for c in candidates if self._coverage(c, terms) >= MIN_COVERAGE]
        kept = [c for c in matched if not any(c.terms < o.terms for o in matched)]
        best: dict[tuple[str, tuple[str, ...]], Match] = {}
        for c in kept:
            weight = sum(self.idf(t) * terms.get(t, 0.0) for t in c.terms)
            key = (c.name.lower().rstrip("s"), c.rules)  # "Lands" and "Land" are one concept
            if key not in best or weight > best[key].weight:
                best[key] = Match(c, weight, min(1.0, weight / asked))
        return sorted(best.values(), key=lambda m: (-m.weight, m.concept.name))

    def _coverage(self, concept: Concept, terms: dict[str, float]) -> float:
        """The share of the name's information the question holds ("timestamp" names most
        of "Timestamp Order"; "order" alone names little of it)."""
        total = sum(self.idf(t) for t in concept.terms)
        return sum(self.idf(t) for t in concept.terms if t in terms) / total if total else 0.0
