"""Full-text search: ranking, languages, typos, de-duplication and hostile input."""

import pytest

from index.corpus import Corpus
from index.search.build import index_status, open_index
from index.search.query import MAX_QUERY_CHARS


def top(result, n=3):
    return [h.id for h in result.results[:n]]


def test_spanish_question_finds_the_spanish_rule(library):
    result = library.search("qué pasa si robo sin cartas en la biblioteca")
    assert {"104.3c", "121.4", "704.5b"} & set(top(result))
    first_spanish = next(h for h in result.results if h.language == "es")
    assert first_spanish.edition.startswith("es-")


def test_english_question_finds_english_rules(library):
    result = library.search("player at 0 life loses the game")
    assert {"704.5a", "104.3b"} & set(top(result, 3))
    assert result.results[0].language == "en"


def test_typo_tolerance(library):
    assert "Retrospectiva" in top(library.search("retrospectva"), 3)


def test_same_rule_in_several_editions_appears_once(library):
    result = library.search("trample deathtouch lethal damage", limit=20)
    keys = [(h.kind, h.id) for h in result.results]
    assert len(keys) == len(set(keys))
    assert any(h.other_editions for h in result.results)


def test_snippets_highlight_matched_words(library):
    hit = library.search("biblioteca").results[0]
    assert hit.snippet and "**" in hit.snippet


def test_source_filter(library):
    result = library.search("permanente", source="clase")
    assert result.results and all(h.kind.value == "class" for h in result.results)
    result = library.search("trample", source="glosario")
    assert all(h.kind.value == "glossary" for h in result.results)
    bad = library.search("trample", source="wikipedia")
    assert not bad.results and "Fuente desconocida" in bad.message


def test_a_number_in_the_search_box_is_that_rule(library):
    assert top(library.search("704.5k"), 1) == ["704.5k"]


@pytest.mark.parametrize(
    "hostile",
    ["", "   ", "!!!", "?¿¡", "<script>alert(1)</script>", "**", "*a*", "criatura~9",
     "body:[a TO z]", "'; DROP TABLE reglas; --", "((((((", "\x00\x01"],
)  # fmt: skip
def test_hostile_or_empty_input_answers_clearly(library, hostile):
    result = library.search(hostile)
    # Either nothing, with a message, or ordinary word matches: never an exception.
    if not result.results:
        assert result.message


@pytest.mark.parametrize(("hostile", "said"), [
    ("<script>alert(1)</script>", "HTML"),
    ("'; DROP TABLE reglas; --", "SQL"),
    ("criatura~9", "sintaxis"),
    ("body:[a TO z]", "sintaxis"),
    ("cri*", "sintaxis"),
])  # fmt: skip
def test_code_and_search_syntax_are_refused_with_a_reason(library, hostile, said):
    result = library.search(hostile)
    assert not result.results
    assert said in result.message and "por ejemplo" in result.message


def test_gibberish_finds_nothing(library):
    assert not library.search("zzzzqqqq xxyyzz").results


def test_overlong_input_is_refused_with_the_limit(library):
    result = library.search("criatura " * (MAX_QUERY_CHARS // 9 + 1))
    assert not result.results
    assert str(MAX_QUERY_CHARS) in result.message


def test_a_long_question_is_read_whole(library):
    # Real questions run to 400 characters and more, the situation first and the doubt last:
    # the words at the end of a long question must count as much as those at its start.
    story = (
        "Estamos jugando una partida de Commander a cuatro y la mesa está bastante cargada, "
        "cada uno tiene varias criaturas y encantamientos y llevamos un buen rato. "
    ) * 8
    doubt = "Mi duda: si una criatura con arrollar es bloqueada, ¿cuánto daño pasa al jugador?"
    question = story + doubt
    assert 1000 < len(question) <= MAX_QUERY_CHARS
    found = [h.id for h in library.search(question).results[:5]]
    assert any(rule.startswith("702.19") for rule in found), found
    assert not any(r.startswith("702.19") for r in (h.id for h in library.search(story).results))


@pytest.mark.slow
def test_index_is_rebuilt_when_the_corpus_changes(corpus, tmp_path):
    ix = open_index(tmp_path, corpus)
    ix.close()
    assert index_status(tmp_path, corpus)["up_to_date"]
    changed = Corpus(
        corpus.editions, corpus.files, corpus.records, corpus.anomalies, "something-else"
    )
    assert not index_status(tmp_path, changed)["up_to_date"]
    open_index(tmp_path, changed).close()
    assert index_status(tmp_path, changed)["up_to_date"]


def test_an_edition_filter_finds_rules_identical_to_the_current_ones(library):
    result = library.search("state-based actions", source="en-2019-10-04")
    ids = [h.id for h in result.results]
    assert "704.3" in ids
    assert {h.edition for h in result.results} == {"en-2019-10-04"}


def test_an_unknown_edition_filter_is_said(library):
    result = library.search("trample", source="es-foo")
    assert not result.results and "Fuente desconocida" in result.message
