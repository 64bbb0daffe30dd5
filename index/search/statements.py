"""The statement ranking: a question that restates a rule meets the rule's own statement.

A rule of the rules in force says what it is in its first sentence ("If a creature has
toughness 0 or less, it's put into its owner's graveyard."), under its section's title ("State-
Based Actions"). A paraphrase of the rule ("una criatura con resistencia cero va al
cementerio") holds most of that statement's information, while BM25 over the whole text
prefers a short rule that repeats one of its words. Each rule in force is scored by the share of
the question's English terms (by information) its title and first sentence hold, times a
little of the share of the statement the question holds (of two rules that hold the question,
the one that says little else).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence

from index.models import Record, Rule
from index.search.kept import RuleTermTable, StatementTable, analyse_rules, statement_table

# A statement must hold this share of the question (by information) to rank at all: below it,
# a rule that shares one common word with a long question.
MIN_SHARE = 0.5
# How much the share of the statement the question holds weighs (0: not at all). Measured
# 0, 0.3, 0.6 on the lookups' paraphrases and both halves of the questions: 0.3 best on both.
FOCUS_POWER = 0.3
# Below the two text rankings, which read every word of the whole text. Measured 0.3–0.6 on the
# lookup set, the questions (both halves) and the older query set: 0.4 helps all three.
STATEMENT_WEIGHT = 0.4
LIMIT = 60  # as many as a text ranking fetches

Ranking = list[tuple[float, Record]]


class Statements:
    """The title and first sentence of every rule in force with text (subrules and rules;
    a section heading states nothing), as English index terms."""

    def __init__(
        self,
        rules: Sequence[Rule],
        table: RuleTermTable | None = None,
        counted: StatementTable | None = None,
        *,
        rule_of: Callable[[str], Rule] | None = None,
    ) -> None:
        """``table``: the rules' index terms, ``counted``: what is counted over them (both
        index.search.kept, kept with the index); derived here when not given. ``rule_of``:
        a rule by number, read when ranked (then ``rules`` may be empty)."""
        if counted is None:
            terms = analyse_rules(rules) if table is None else {r.id: table[r.id] for r in rules}
            counted = statement_table(terms)
        self._numbers = counted.numbers
        self._rule_of = rule_of or {rule.id: rule for rule in rules}.__getitem__
        self._idf = counted.idf
        self._unseen_idf = counted.unseen_idf
        self._holding = counted.holding
        self._own = counted.own

    def ranking(self, english: dict[str, float], limit: int = LIMIT) -> Ranking:
        """Rules in force whose statement holds at least MIN_SHARE of the question's English
        terms (term -> how surely the question means it), best first, scores divided by the
        best."""
        asked = {t: w for t, w in english.items() if t in self._idf}
        # A term no statement holds still counts in what the question asks.
        total = sum(self._idf.get(t, self._unseen_idf) * w for t, w in english.items())
        if not asked or total <= 0:
            return []
        held: dict[int, float] = defaultdict(float)
        said: dict[int, float] = defaultdict(float)
        for term, weight in asked.items():
            idf = self._idf[term]
            for i in self._holding.get(term, ()):
                held[i] += idf * weight
                said[i] += idf
        scored = [
            (share * (said[i] / self._own[i]) ** FOCUS_POWER, i)
            for i, h in held.items()
            if (share := h / total) >= MIN_SHARE
        ]
        scored.sort(key=lambda pair: (-pair[0], pair[1]))
        top = scored[0][0] if scored and scored[0][0] > 0 else 1.0
        return [(score / top, self._rule_of(self._numbers[i])) for score, i in scored[:limit]]
