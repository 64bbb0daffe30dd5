"""Named concepts: a name in either language points to the rules that define it."""

from __future__ import annotations

import json

import pytest

from index.corpus import Corpus
from index.search.query import clean
from index.search.question import english_terms
from index.vocabulary.concepts import CACHE_FILE, Concepts, concepts_for


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


def test_concepts_kept_beside_the_index_read_back_the_same(
    corpus: Corpus, concepts: Concepts, tmp_path
) -> None:
    derived = concepts_for(corpus, tmp_path)  # none kept yet: derived, then written
    assert (tmp_path / CACHE_FILE).is_file()
    read_back = concepts_for(corpus, tmp_path)
    assert read_back.concepts == derived.concepts == concepts.concepts
    assert read_back.tables() == concepts.tables()
    for question in ("acciones basadas en estado", "marca de tiempo", "arrollar"):
        assert _rules(read_back, question) == _rules(concepts, question)


def test_concepts_of_another_corpus_or_a_damaged_file_are_derived_again(
    corpus: Corpus, concepts: Concepts, tmp_path
) -> None:
    path = tmp_path / CACHE_FILE
    path.write_text('{"key": "1:9:otro corpus", "concepts": [], "idf": {}}', encoding="utf-8")
    assert concepts_for(corpus, tmp_path).concepts == concepts.concepts
    assert json.loads(path.read_text(encoding="utf-8"))["key"].endswith(corpus.content_hash)
    key = json.loads(path.read_text(encoding="utf-8"))["key"]
    path.write_text(json.dumps({"key": key, "concepts": [["x"]], "idf": {}}), encoding="utf-8")
    assert concepts_for(corpus, tmp_path).concepts == concepts.concepts  # bad rows: derived
