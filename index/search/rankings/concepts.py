"""The ranking of the named concepts: the rules a name in the question points to ("arrollar" ->
702.19), scored by the share of the question they account for."""

from __future__ import annotations

from index.corpus import Corpus
from index.models import Record
from index.search.rankings.adjust import adjust
from index.vocabulary.concepts import Concepts, Match

# Below the text rankings, which weigh every word.
CONCEPT_WEIGHT = 0.6
# A name as common as "player" or "turn" points nowhere in particular ("command", shared by
# Commander and the command zone, scores 3.0: 3.3 dropped it; 2.5 measured better on both
# halves of the questions and on the older query set).
MIN_CONCEPT_WEIGHT = 2.5


def named(concepts: Concepts, english: dict[str, float]) -> list[Match]:
    """The concepts the question's English terms name, those specific enough to point."""
    return [m for m in concepts.find(english) if m.weight >= MIN_CONCEPT_WEIGHT]


def ranking(
    matches: list[Match], terms: dict[str, float], concepts: Concepts, corpus: Corpus
) -> list[tuple[float, Record]]:
    """The rules the names point to, and the one subrule under them that clearly holds the
    rest of the question ("Cleanup Step" + "descartar hasta siete" -> 514.1), scored by
    how much of the question they account for: the name's share, plus the share of the
    rest each rule holds."""
    current = corpus.current_edition
    out: dict[str, tuple[float, Record]] = {}
    for match in matches:
        for rule_id, fit in concepts.fits(match, terms):
            rule = corpus.rule(rule_id, current.id)
            if rule is None:
                continue
            explained = match.share + (1 - match.share) * fit
            # Headings count less here too: "Drawing a Card" is where to look, not an answer.
            score = adjust(rule, explained, rule.language.value, current)
            if rule_id not in out or out[rule_id][0] < score:
                out[rule_id] = (score, rule)
    return sorted(out.values(), key=lambda pair: -pair[0])
