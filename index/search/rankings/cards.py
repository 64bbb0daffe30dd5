"""The ranking of the rules the named cards point to (index.cards.interactions): what the cards
do, and how they meet, as candidate rules with weights 0-1.

One more ranking in the fusion, and a bonus for a hit among the candidates: the question's own
words then say which of them answers (a card that copies and a card with counters point to
707.2; "¿la copia entra con los contadores?" picks it among the copy rules). A candidate's
subrules are candidates too, at a share of its weight: a card with trample points to 702.19,
and the question about damage assignment is answered by 702.19b.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from index.corpus import Corpus
from index.models import Record, Rule

CARD_WEIGHT = (
    1.2  # the ranking's weight in the fusion (measured 0.6-3.0 on the development questions)
)
CARD_BONUS = 2.0  # a hit among the candidates ranks higher, up to x3 for a full-weight one
SUBRULE_SHARE = 0.6  # a candidate's subrules, at this share of its weight

# Rule number in force -> weight 0-1: index.cards.interactions.CardRules.weights.
RuleWeights = Mapping[str, float]


def spread(card_rules: RuleWeights, subrules: SubruleTree) -> dict[str, float]:
    """Each candidate and, at SUBRULE_SHARE of its weight, every rule under it."""
    weights: dict[str, float] = {}
    for number, weight in card_rules.items():
        if weight <= 0:
            continue
        for under in subrules.get(number, (number,)):
            w = weight if under == number else weight * SUBRULE_SHARE
            weights[under] = max(weights.get(under, 0.0), w)
    return weights


def ranking(weights: Mapping[str, float], corpus: Corpus) -> list[tuple[float, Record]]:
    """Every candidate rule in force (``spread``), scored by its weight, best first."""
    current = corpus.current_edition.id
    out: list[tuple[float, Record]] = []
    for number, weight in weights.items():
        rule = corpus.rule(number, current)
        if rule is not None:
            out.append((weight, rule))
    return sorted(out, key=lambda pair: -pair[0])


def boost(
    ranked: list[tuple[float, Record]],
    weights: Mapping[str, float],
    number: Callable[[Record], str] = lambda record: record.id,
) -> list[tuple[float, Record]]:
    """A rule among the candidates (``spread``) ranks higher by its weight. ``number``: the
    number in force a record stands for (index.search.identity): the weights are numbers in
    force, and a rule shown in its 2019 Spanish text may carry another number (the 2019
    103.3 is 103.4 today). Read by its own number it took the bonus of an unrelated rule and
    missed its own (measured on the development questions: odd half top-1 50.0% -> 50.9%,
    MRR 0.606 -> 0.611, the even half as it was)."""
    if not weights:
        return ranked
    boosted = [
        (score * (1 + CARD_BONUS * weights.get(number(record), 0.0)), record)
        if isinstance(record, Rule)
        else (score, record)
        for score, record in ranked
    ]
    return sorted(boosted, key=lambda pair: -pair[0])


class SubruleTree:
    """Rule number -> itself and every rule under it, as fusion.under reads it (a section's
    rules, a rule's lettered subrules), read when a card's rule asks: a question names a few
    rules, and a one-shot `juez buscar` spent some 30 ms building the whole table of about
    3,500 numbers (a regular expression each) to read those few."""

    def __init__(self, numbers: Iterable[str]) -> None:
        self._numbers = numbers
        self._by_section: dict[str, list[str]] | None = None

    def get(self, number: str, default: tuple[str, ...] = ()) -> tuple[str, ...]:
        if self._by_section is None:
            by_section: dict[str, list[str]] = {}
            for each in self._numbers:
                by_section.setdefault(each.split(".")[0], []).append(each)
            self._by_section = by_section
        section = self._by_section.get(number.split(".")[0])
        if not section:
            return default
        if "." not in number:  # a section: every rule in it
            return tuple(section)
        # A rule: itself and its lettered subrules (702.19 -> 702.19a, never 702.190).
        size = len(number)
        found = tuple(
            n
            for n in section
            if n == number or (n.startswith(number) and len(n) > size and n[size].isalpha())
        )
        return found or default
