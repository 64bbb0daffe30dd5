"""The ranking of the hints: rules words the caller knows the question is about without its
saying them (the keywords and ability kinds of a card it names, see bot.cards.hints).

The rules they name are one more ranking, weaker than the question's own words, and a hit
inside them ranks higher (index.search.fusion.boost_hinted). The hint words also join the
question's English terms, at a share of their weight: a rule saying both the question's words
and the card's ("deathtouch" beside "blocking") ranks higher.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping, Sequence

from index.corpus import Corpus
from index.models import Record
from index.search.question import Reading
from index.search.rankings.adjust import adjust
from index.vocabulary.concepts import Concepts, Match

HINT_WEIGHT = 0.4
HINT_TERM_WEIGHT = 0.5  # a hint word among the question's English terms, at this share
MIN_HINT_SHARE = 0.5  # a hint must be mostly one name ("activated ability", not "active player")
Hints = Mapping[str, float] | Sequence[str]  # English words -> weight 0–1 (a plain list: 1 each)
Analyze = Callable[[str, str], list[str]]  # (field, word) -> its terms as the field indexes them


def hint_weights(hints: Hints) -> dict[str, float]:
    """Hints as English words -> weight 0–1; a plain list weighs 1 each; blank words go."""
    pairs = hints.items() if isinstance(hints, Mapping) else ((h, 1.0) for h in hints)
    return {h: min(1.0, max(0.0, w)) for h, w in pairs if h.strip() and w > 0}


def hinted(hints: Hints, concepts: Concepts, analyze: Analyze) -> list[Match]:
    """The named concepts each hint stands for, with the hint's weight as their share."""
    found: list[Match] = []
    for hint, weight in hint_weights(hints).items():
        terms = dict.fromkeys(analyze("body_en", hint), 1.0)
        for match in concepts.find(terms) if terms else []:
            if match.share >= MIN_HINT_SHARE:
                found.append(Match(match.concept, match.weight, weight))
    return found


def with_hints(reading: Reading, hints: Hints, analyze: Analyze) -> Reading:
    """The question's English terms with the hints' words added (at HINT_TERM_WEIGHT)."""
    english = dict(reading.english)
    for hint, weight in hint_weights(hints).items():
        for term in analyze("body_en", hint):
            english[term] = max(english.get(term, 0.0), HINT_TERM_WEIGHT * weight)
    return dataclasses.replace(reading, english=english) if hints else reading


def ranking(
    hinted: list[Match], subrules: Mapping[str, tuple[str, ...]], corpus: Corpus
) -> list[tuple[float, Record]]:
    """Every rule in force inside what the hints name, scored by the hint's weight: the
    question's own rankings then say which of them answer it. ``subrules``: subrules_of."""
    current = corpus.current_edition
    weights: dict[str, float] = {}
    for match in hinted:
        for target in match.concept.rules:
            for number in subrules.get(target, ()):
                weights[number] = max(weights.get(number, 0.0), match.share)
    out: list[tuple[float, Record]] = []
    scale = 0.0  # the adjustment of the rule it favours most: scores 0–1, as the others'
    for number, weight in weights.items():
        rule = corpus.rule(number, current.id)
        if rule is not None:
            adjusted = adjust(rule, 1.0, rule.language.value, current)
            scale = max(scale, adjusted)
            out.append((weight * adjusted, rule))
    return sorted(((score / scale, rule) for score, rule in out), key=lambda pair: -pair[0])


def subrules_of(corpus: Corpus) -> dict[str, tuple[str, ...]]:
    """Rule number -> itself and every rule under it, as fusion.under reads it (a section's
    rules, a rule's lettered subrules): built once, so a hint costs no scan of the rules."""
    tree: dict[str, list[str]] = {}
    for number in corpus.rule_numbers:
        base = re.match(r"\d+(?:\.\d+)?", number)
        for above in {number, number.split(".")[0], base.group(0) if base else number}:
            tree.setdefault(above, []).append(number)
    return {above: tuple(under) for above, under in tree.items()}
