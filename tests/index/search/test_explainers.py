"""A keyword explanation is kept in reach of a question only when the question names it."""

from __future__ import annotations

from index.models import Keyword, Kind
from index.search.explainers import names_keyword


def _keyword(library, name: str) -> Keyword:
    found = [r for r in library.corpus.records if r.kind is Kind.KEYWORD and r.id == name]
    assert found, name
    record = found[0]
    assert isinstance(record, Keyword)
    return record


def test_a_keyword_is_named_in_spanish_inflected_or_in_english(library) -> None:
    assert names_keyword(_keyword(library, "Prestigio"), ("prestigio", "vida"))
    assert names_keyword(_keyword(library, "Persistir"), ("vuelve", "persist"))
    assert not names_keyword(_keyword(library, "Prestigio"), ("gana", "vida", "cada"))


def test_a_situation_that_names_no_keyword_gets_no_keyword_page_in_its_top_three(library):
    # Its words as typed meet a keyword page on "gana vida" and "cada"; no keyword is named.
    question = (
        "si el rival tiene 2 Ajani's Pridemate y gana vida por Soul Warden, cada uno se dispara?"
    )
    kinds = [h.kind for h in library.search(question).results[:3]]
    assert Kind.KEYWORD not in kinds


def test_a_question_about_a_keyword_still_gets_its_page(library):
    top = [
        h.id
        for h in library.search(
            "¿cuándo cuenta que una criatura ataca sola para exaltado?"
        ).results[:3]
    ]
    assert "Exaltado" in top
