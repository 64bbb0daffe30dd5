"""The bundled rulings of the cards a question names, matched to the question: the ones that
answer it first, each with the rule it concerns and whether that rule changed since.

A ruling often answers a question about a card in one sentence ("If Torpor Orb and a creature
enter the battlefield at the same time, that creature entering won't cause triggered abilities
to trigger"). Which ruling answers is told by three things, summed into one score:

- the words: the share of the question's English carrying (index.search.question: the Spanish
  words carried to the English terms of the rules) the ruling holds, each term weighted by how
  rare it is in the rules (a ruling sharing "creature" says little; one sharing "trigger" and
  "additional" says a lot);
- the pair: a ruling of one named card that names another named card is about the two of them,
  which is what a question naming both asks;
- the rules: each ruling concerns a rule (the rule, among those the question reaches and the
  cards' own, whose words it shares most); a ruling about a rule the answer ranks high answers
  the same question.

The rulings are old (the newest from 2021). Each is said with its date; one about a rule whose
text changed between the oldest aligned edition (2019) and the rules in force is flagged, for a
judge to check it before applying it (damage assignment order was removed in 2024).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple

from index.cards.records import CardRecord, CardRuling

MAX_RULINGS = 3  # shown with an answer: more is a list to read, not an answer
# Weights of the three signals (measured on tests/eval/card-rulings.tsv, development set).
PAIR_BONUS = 0.35  # the ruling names another card the question names
RULE_BONUS = 0.25  # the ruling concerns a rule among the answer's first ones
ANSWER_RULES = 3  # how many of the answer's rules count as "the rules the question reaches"
MIN_SCORE = 0.12  # below this a ruling does not answer the question: none is better than noise
MIN_TOPIC = 2.0  # idf-weighted shared terms a ruling needs with a rule to concern it

Analyze = Callable[[str], Iterable[str]]  # text -> English index terms (the rules' analyser)
Idf = Callable[[str], float]  # term -> how rare it is in the rules


class MatchedRuling(NamedTuple):
    """One ruling of a named card, with why it was chosen."""

    card: str  # English name of the card the ruling is of
    card_es: str | None
    date: str  # YYYY-MM-DD
    text: str  # English, as published
    score: float
    rule: str | None = None  # the rule in force it concerns
    changed: bool = False  # that rule's text changed since the oldest aligned edition


class RuleText(NamedTuple):
    number: str  # in force
    text: str


def matched_rulings(
    question: Mapping[str, float],
    cards: Sequence[CardRecord],
    *,
    analyze: Analyze,
    idf: Idf,
    answer: Sequence[RuleText] = (),
    card_rules: Sequence[RuleText] = (),
    changed: Callable[[str], bool] = lambda number: False,
    limit: int = MAX_RULINGS,
) -> list[MatchedRuling]:
    """The rulings of ``cards`` that answer a question, best first, at most ``limit``.

    ``question``: the question's English terms with how surely each was carried (weights
    0-1). ``answer``: the rules the search ranked, best first; ``card_rules``: the rules the
    cards' kinds point to. ``changed(number)``: whether a rule in force changed since the
    rulings were written."""
    if not cards or not question:
        return []
    names = _name_terms(cards, analyze)
    asked = {t: w * idf(t) for t, w in question.items() if t not in names}
    total = sum(asked.values())
    if total <= 0:
        return []
    reached = {r.number for r in answer[:ANSWER_RULES]}
    topics = _Topics([*answer, *card_rules], analyze, idf)
    found: list[MatchedRuling] = []
    for card in cards:
        others = [c for c in cards if c.name != card.name]
        for ruling in _newest_of_each(card):
            terms = set(analyze(ruling.text)) - names
            words = sum(w for t, w in asked.items() if t in terms) / total
            pair = any(_names(other, ruling.text) for other in others)
            rule = topics.of(terms)
            score = words + PAIR_BONUS * pair + RULE_BONUS * (rule in reached)
            if words <= 0 and not pair:
                continue
            if score < MIN_SCORE:
                continue
            found.append(
                MatchedRuling(
                    card=card.name,
                    card_es=card.name_es,
                    date=ruling.date,
                    text=ruling.text,
                    score=round(score, 4),
                    rule=rule,
                    changed=rule is not None and changed(rule),
                )
            )
    found.sort(key=lambda m: -m.score)
    return found[:limit]


def plain_quotes(text: str) -> str:
    """The data holds many rulings twice, once with typographic quotes: one text for both."""
    return text.translate(_QUOTES)


_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'})


def _newest_of_each(card: CardRecord) -> list[CardRuling]:
    """Each ruling of the card once (the data repeats some, with other quotes or a later
    date): the newest date of each text."""
    newest: dict[str, CardRuling] = {}
    for ruling in card.rulings:
        text = plain_quotes(ruling.text)
        if text not in newest or ruling.date > newest[text].date:
            newest[text] = CardRuling(ruling.date, text)
    return list(newest.values())


class _Topics:
    """Which rule a ruling concerns: the candidate sharing the most rare words with it."""

    def __init__(self, rules: Sequence[RuleText], analyze: Analyze, idf: Idf) -> None:
        self._idf = idf
        self._rules: list[tuple[str, frozenset[str]]] = []
        seen: set[str] = set()
        for rule in rules:
            if rule.number not in seen and rule.text:
                seen.add(rule.number)
                self._rules.append((rule.number, frozenset(analyze(rule.text))))

    def of(self, terms: set[str]) -> str | None:
        best, best_score = None, MIN_TOPIC
        for number, words in self._rules:
            shared = terms & words
            # Normalised by the rule's length: a long rule shares words with everything.
            score = sum(self._idf(t) for t in shared) / math.sqrt(max(len(words), 1) / 10 + 1)
            if score > best_score:
                best, best_score = number, score
        return best


def _name_terms(cards: Sequence[CardRecord], analyze: Analyze) -> frozenset[str]:
    """The terms of the cards' names: "Torpor Orb" in its own rulings is no answer."""
    return frozenset(t for card in cards for t in analyze(card.name.replace("//", " ")))


def _names(card: CardRecord, text: str) -> bool:
    """Whether ``text`` names ``card``: its full name, or the part before a comma
    ("Sheoldred" of "Sheoldred, the Apocalypse")."""
    names = {card.name, card.name.split(",")[0]} | {f.name for f in card.faces}
    return any(
        len(n) >= 4 and re.search(rf"\b{re.escape(n)}\b", text, re.IGNORECASE) for n in names
    )
