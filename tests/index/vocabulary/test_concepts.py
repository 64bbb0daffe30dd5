"""Named concepts: a name in either language points to the rules that define it."""

from __future__ import annotations

import pytest

from index.corpus import Corpus
from index.search.query import clean
from index.search.question import english_terms
from index.vocabulary.concepts import Concepts


@pytest.fixture(scope="module")
def concepts(corpus: Corpus) -> Concepts:
    return Concepts(corpus)


def _rules(concepts: Concepts, question: str) -> list[str]:
    q = clean(question)
    words = tuple(w for w in q.words)
    return [r for m in concepts.find(english_terms(words, q.language)) for r in m.concept.rules]


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("acciones basadas en estado", "704"),
        ("state-based actions", "704"),
        ("arrollar", "702.19"),
        ("toque mortal", "702.2"),
        ("orden de capas", "613"),
        ("marca de tiempo", "613.7"),
        ("objetivo ilegal", "608.2b"),
    ],
)
def test_a_name_in_either_language_reaches_its_rule(concepts, question, rule) -> None:
    assert rule in _rules(concepts, question)


def test_common_words_alone_name_no_rare_concept(concepts) -> None:
    matches = concepts.find(english_terms(("jugador",), "es"))
    assert all(m.weight < 3.3 for m in matches)  # "player" says little about where to look
