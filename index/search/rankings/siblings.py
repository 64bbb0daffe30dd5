"""The rules of one section among the first answers, put in order by their own words.

The rankings find the section better than the rule in it: every rule of a section shares the
words of its title, and the text rankings weigh a question's words by how rare they are among
all the rules, where "token" or "priority" is rare; inside their section those words are in
nearly every rule and tell its rules apart no better than a coin. Here the places a section's
rules hold among the first answers are shared out again among them: each keeps its fused score,
raised by the share of the question its own text holds, every term weighed by how rare it is
among the section's rules alone. The words that tell the section's rules apart decide; a title
or heading, which holds only the words its subrules share, answers only when no subrule holds
more. Which sections hold which places does not change.

A section here is the rules of one number section under one title: all of 613 ("Interaction of
Continuous Effects"), but in 702 each keyword's rules (702.19a-e, "Trample"), whose words are
told apart from the other trample rules, not from a thousand rules of other keywords (and
reading only those is what the first question reaching a keyword costs: a third of a
millisecond, not the 30 ms of counting all of 702).

The cards' rules (rankings.cards) are rules no word may support (a card that takes control
points to 613.7 whatever the question says): a rule the named cards point to counts its weight
there as its share when that is larger.

Measured on the development questions (tests/eval/questions.tsv) by halves, against the same
ranking without it: the first 3 places, weight 1.0, the cards' weight counted: even half top-1
58.7 % -> 60.6 %, MRR 0.694 -> 0.706; odd half 53.7 % -> 54.6 %, MRR 0.640 -> 0.643 (0.645
with the phrases of index.search.stop_phrases); top-3 as it was in both (it cannot change), no
question lower. Whole number sections (every keyword of 702 together) measured the same but
for one question of the odd half one place lower (first strike read against double strike).
The first 5 or 10 places moved one answer of each half out of the top 3 or into it (a
neighbour sharing a common word of the question, "opponent", passed the rule that answers):
below the third place, of the rules that fit better than a sibling in the top 3, 6 answered
and some 80 did not. Weights 0.5 and 2.0: the even half one or two first answers less, the odd
half alike; without the cards' weight, the even half one first answer less; the rules'
examples read too, alike.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping

from index.models import Record, Rule
from index.search.kept import RuleTermTable

Ranking = list[tuple[float, Record]]
Analyze = Callable[[str], Iterable[str]]  # text -> English index terms (the rules' analyser)

PLACES = 3  # the first answers whose order within a section is chosen again
FIT_WEIGHT = 1.0  # a rule holding the whole question scores up to (1 + FIT_WEIGHT) times


def section_of(number: str) -> str:
    """The section a rule number is in (613.1d -> 613)."""
    return number.split(".")[0]


class Sections:
    """The rules in force by section, each with its English terms; a group's term counts are
    made when a question first reaches it (a question reaches a few)."""

    def __init__(
        self,
        titles: Mapping[str, str],
        table: RuleTermTable | None,
        analyze: Analyze,
        rule_of: Callable[[str], Rule],
    ):
        """``titles``: each rule in force's number and title, in order (kept with the index,
        so no rule is read to group them); ``table``: the rules' terms kept with the index
        (index.search.kept); a rule it lacks is read (``rule_of``) and analysed here
        (``analyze``: the rules' English analyser)."""
        self._rules = titles  # number -> title
        self._table = table
        self._analyze = analyze
        self._rule_of = rule_of
        self._by_section: dict[str, list[str]] = {}
        for number in titles:
            self._by_section.setdefault(section_of(number), []).append(number)
        self._counted: dict[str, tuple[dict[str, frozenset[str]], dict[str, float]]] = {}

    def group_of(self, number: str) -> str:
        """The rules read together: a section's rules under one title (702.19b with the other
        rules titled "Trample", not with every keyword of 702)."""
        return f"{section_of(number)} {self._rules[number]}"

    def __contains__(self, number: object) -> bool:
        return number in self._rules

    def _terms(self, number: str) -> frozenset[str]:
        if self._table is not None and number in self._table:
            return self._table[number].text
        rule = self._rule_of(number)
        return frozenset(self._analyze(f"{rule.title} {rule.text}"))

    def _group(self, number: str) -> tuple[dict[str, frozenset[str]], dict[str, float]]:
        """Each rule's terms in ``number``'s group and each term's rarity among them (0 for a
        term every rule of the group holds, the title's words among them)."""
        group = self.group_of(number)
        if group not in self._counted:
            title = self._rules[number]
            members = [n for n in self._by_section[section_of(number)] if self._rules[n] == title]
            held = {n: self._terms(n) for n in members}
            df: dict[str, int] = {}
            for terms in held.values():
                for term in terms:
                    df[term] = df.get(term, 0) + 1
            idf = {term: math.log(len(held) / k) for term, k in df.items()}
            self._counted[group] = (held, idf)
        return self._counted[group]

    def fit(self, number: str, asked: Mapping[str, float]) -> float:
        """The share of the question (``asked``: English term -> how surely it is meant) that
        the rule's own text holds, by how rare each term is in the rule's group (group_of):
        0-1, and 0 when no term of the question tells the group's rules apart."""
        held, idf = self._group(number)
        terms = held.get(number)
        if terms is None:
            return 0.0
        # fsum: a dict's order is fixed, but the same sum in any order gives the same digits
        total = math.fsum(idf.get(t, 0.0) * w for t, w in asked.items())
        if total <= 0:
            return 0.0
        return math.fsum(idf.get(t, 0.0) * w for t, w in asked.items() if t in terms) / total

    def reorder(
        self,
        ranked: Ranking,
        asked: Mapping[str, float],
        number: Callable[[Record], str],
        cards: Mapping[str, float] | None = None,
        places: int = PLACES,
    ) -> Ranking:
        """``ranked`` with the places each group's rules hold among its first ``places``
        shared out again among them by score × (1 + FIT_WEIGHT × fit). ``number``: the rule
        in force a record stands for (index.search.identity); ``cards``: the weights of the
        rules the named cards point to (rankings.cards.spread), a fit where it is larger."""
        cards = cards or {}
        head = ranked[:places]
        by_group: dict[str, list[int]] = {}
        for i, (_, record) in enumerate(head):
            if isinstance(record, Rule) and (n := number(record)) in self._rules:
                by_group.setdefault(self.group_of(n), []).append(i)
        out = list(head)
        for where in by_group.values():
            if len(where) < 2:
                continue
            scored = []
            for i in where:
                score, record = head[i]
                n = number(record)
                fit = max(self.fit(n, asked), cards.get(n, 0.0))
                scored.append((score * (1 + FIT_WEIGHT * fit), i))
            scored.sort(key=lambda pair: (-pair[0], pair[1]))
            for place, (_, i) in zip(where, scored, strict=True):
                out[place] = head[i]
        return out + ranked[places:]
