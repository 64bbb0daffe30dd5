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
from collections.abc import Mapping
from functools import cached_property
from typing import NamedTuple

from index.corpus import Corpus
from index.models import GlossaryEntry, Kind
from index.search.kept import EnglishTerms, RuleTermTable, analyse_rules

# Titles that name no concept of their own ("General", "Miscellaneous").
_VAGUE_TITLES = {"general", "miscellaneous", "keyword abilities", "keyword actions"}
_KEYWORD_SECTION = re.compile(r"^70[12]\.\d+$")
_SECTION = re.compile(r"^\d{3}$")
MIN_COVERAGE = 0.58  # "timestamp" names "Timestamp Order"; "order" alone does not
# Subrules looked at under one named rule: a section has up to a few dozen; the keyword
# sections (702: hundreds) are reached through each keyword's own concept instead.
MAX_SUBRULES = 80
# A subrule is picked only when it holds this much more of the question than its siblings.
CLEAR_SUBRULE = 1.25


class Concept(NamedTuple):
    name: str  # as the rules print it ("State-Based Actions")
    terms: frozenset[str]  # analysed English terms, all needed to match
    rules: tuple[str, ...]  # the rules it points to, most specific first
    source: Kind  # where the name comes from: a rule title or a glossary entry


class Match(NamedTuple):
    concept: Concept
    weight: float  # how much the match says: rarer and longer names say more
    share: float  # how much of the question the name accounts for (0–1, by information)


def named(corpus: Corpus) -> list[tuple[str, tuple[str, ...], Kind]]:
    """Every concept's name in the rules in force, with the rules it points to and where the
    name comes from: the named sections' and keywords' titles, then the glossary entries."""
    current = corpus.current_edition.id
    found: list[tuple[str, tuple[str, ...], Kind]] = []
    for rule in corpus.rules_in(current):
        titled = _KEYWORD_SECTION.match(rule.id) or _SECTION.match(rule.id)
        if titled and rule.title and rule.title.lower() not in _VAGUE_TITLES:
            found.append((rule.title, (rule.id,), Kind.RULE))
    for entry in corpus.records_of(Kind.GLOSSARY, current):
        if isinstance(entry, GlossaryEntry) and entry.refs:
            found.append((entry.id, entry.refs, Kind.GLOSSARY))
    return found


class Concepts:
    def __init__(
        self,
        corpus: Corpus,
        rule_terms: RuleTermTable | None = None,
        name_terms: Mapping[str, frozenset[str]] | None = None,
        text_df: Mapping[str, int] | None = None,
    ) -> None:
        """``rule_terms``, ``name_terms``: the rules in force and the concepts' names as index
        terms, ``text_df``: how many of those rules hold each term, as the index build keeps
        them (index.search.kept); derived here when not given."""
        analyse = EnglishTerms()
        current = corpus.current_edition.id
        rules = corpus.rules_in(current)
        self._rule_terms = rule_terms if rule_terms is not None else analyse_rules(rules, analyse)
        names = name_terms or {}
        concepts = [
            Concept(name, names.get(name) or analyse(name), targets, source)
            for name, targets, source in named(corpus)
        ]
        self.concepts = [c for c in concepts if c.terms]
        # How rare each term is among the rules in force: "trample" says more than "player".
        df: Mapping[str, int] | None = text_df
        if df is None:
            counted: Counter[str] = Counter()
            for rule in rules:
                counted.update(self._rule_terms[rule.id].text)
            df = counted
        self._idf = {t: math.log(len(rules) / (1 + n)) for t, n in df.items()}
        self._total = len(rules)
        # Only their numbers: a table kept with the index (index.search.kept) then holds no
        # record, and a search process reads none of the rules for it.
        self._in_force = frozenset(r.id for r in rules)
        self._children: dict[str, list[str]] = {}
        for rule in rules:
            if rule.parent:
                self._children.setdefault(rule.parent, []).append(rule.id)

    @cached_property
    def by_term(self) -> dict[str, list[Concept]]:
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
        candidates = {c for t in terms for c in self.by_term.get(t, ())}
        matched = [c for c in candidates if self._coverage(c, terms) >= MIN_COVERAGE]
        kept = [c for c in matched if not any(c.terms < o.terms for o in matched)]
        # In a fixed order, a rule's title before a glossary entry of the same name: which of
        # two equal matches is kept decided, through set order, whether a keyword question
        # also wanted the explanation (answers changed with PYTHONHASHSEED).
        kept.sort(key=lambda c: (c.source is not Kind.RULE, c.name, c.rules))
        best: dict[tuple[str, tuple[str, ...]], Match] = {}
        for c in kept:
            weight = math.fsum(self.idf(t) * terms.get(t, 0.0) for t in c.terms)
            key = (c.name.lower().rstrip("s"), c.rules)  # "Lands" and "Land" are one concept
            if key not in best or weight > best[key].weight:
                best[key] = Match(c, weight, min(1.0, weight / asked))
        return sorted(best.values(), key=lambda m: (-m.weight, m.concept.name))

    def fits(self, match: Match, terms: dict[str, float]) -> list[tuple[str, float]]:
        """The concept's rules and the rules under them, each with the share of the rest of
        the question it holds (0–1): the name says where to look ("Cleanup Step" -> 514), the
        other words say which rule answers ("descartar", "siete" -> 514.1). A named rule is
        always there; of the rules under it, only one that clearly stands out."""
        rest = {t: w for t, w in terms.items() if t not in match.concept.terms}
        total = sum(self.idf(t) * w for t, w in rest.items())
        found: list[tuple[str, float]] = []

        def fit(rule_id: str) -> float:
            held = self._terms_of(rule_id)
            return sum(self.idf(t) * w for t, w in rest.items() if t in held) / total

        for target in match.concept.rules:
            if target not in self._in_force:
                continue
            if not total:
                found.append((target, 0.0))
                continue
            found.append((target, fit(target)))
            below = sorted(((fit(r), r) for r in self._descendants(target)), reverse=True)
            if below and below[0][0] > 0:
                # Only a subrule that clearly holds more of the question than its siblings:
                # when several hold the same words, the words alone cannot tell them apart.
                second = below[1][0] if len(below) > 1 else 0.0
                if below[0][0] >= CLEAR_SUBRULE * second:
                    found.append((below[0][1], below[0][0]))
        return found

    def _descendants(self, rule_id: str) -> list[str]:
        out: list[str] = []
        todo = list(self._children.get(rule_id, ()))
        while todo and len(out) < MAX_SUBRULES:
            child = todo.pop(0)
            out.append(child)
            todo.extend(self._children.get(child, ()))
        return out

    def _terms_of(self, rule_id: str) -> frozenset[str]:
        held = self._rule_terms[rule_id]
        return held.text | held.examples

    def _coverage(self, concept: Concept, terms: dict[str, float]) -> float:
        """The share of the name's information the question holds ("timestamp" names most
        of "Timestamp Order"; "order" alone names little of it)."""
        # fsum: a frozenset's order changes with the hash seed, and so would a plain sum's
        # last digit (and, at a tie, an answer).
        total = math.fsum(self.idf(t) for t in concept.terms)
        return math.fsum(self.idf(t) for t in concept.terms if t in terms) / total if total else 0.0
