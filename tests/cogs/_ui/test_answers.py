"""Answers as embeds: within Discord's limits, split into pages, never cut, sources named."""

import pytest

from cogs._ui import answers, embeds
from index.lookups.answers import Hit, LookupResult
from index.models import Kind


def _words(text: str) -> str:
    return " ".join(text.split())


def _check_limits(page) -> None:
    assert len(page.title or "") <= embeds.TITLE_MAX
    assert len(page.description or "") <= embeds.DESCRIPTION_MAX
    assert len(page.fields) <= 25
    assert all(len(f.value) <= embeds.FIELD_VALUE_MAX for f in page.fields)
    assert len(page.footer.text or "") <= embeds.FOOTER_MAX
    assert len(page) <= embeds.TOTAL_MAX


def _long_hit(text: str) -> Hit:
    return Hit(
        id="999.9z",
        kind=Kind.RULE,
        edition="en-2026-01-16",
        edition_label="Reglas · inglés",
        language="en",
        title="Prueba",
        text=text,
        score=1.0,
        source="en/x.txt",
    )


def test_a_rule_answer_names_rule_edition_language_and_source(service):
    pages = answers.answer_pages(service.lookups.rule("303.4"))
    for page in pages:
        assert page.title.startswith("Regla 303.4 · Encantamientos")
        assert "[es-web]" in page.footer.text and "español" in page.footer.text
        assert "regla-303.4-pagina-web.txt" in page.footer.text
        _check_limits(page)
    assert "**303.4m**" in pages[-1].description


def test_a_long_answer_becomes_pages_that_hold_all_the_text(service):
    result = service.lookups.rule("702")
    pages = answers.answer_pages(result)
    assert len(pages) > 1
    for n, page in enumerate(pages, 1):
        _check_limits(page)
        assert page.footer.text.endswith(f"página {n}/{len(pages)}")
        assert "[en-2026-01-16]" in page.footer.text
    everything = _words(" ".join(p.description for p in pages))
    for hit in result.results:
        assert _words(hit.text) in everything, hit.id


def test_one_text_longer_than_a_page_is_split_not_truncated():
    sentence = "Cada palabra de esta regla debe llegar al usuario sin recortes. "
    text = sentence * 200  # about 13,000 characters
    pages = answers.answer_pages(LookupResult(query="x", results=[_long_hit(text)]))
    assert len(pages) >= 4
    for page in pages:
        _check_limits(page)
    assert _words(text) in _words(" ".join(p.description for p in pages))


def test_search_results_name_each_hits_edition(service):
    result = service.lookups.search("robar sin cartas en la biblioteca", "reglas")
    pages = answers.answer_pages(result, search=True, scope="las reglas")
    text = " ".join(p.description for p in pages)
    assert pages[0].title == "Resultados para «robar sin cartas en la biblioteca»"
    assert text.count("*Fuente:") == len(result.results)
    assert "**1.** **Regla" in text
    assert "Búsqueda en las reglas" in pages[0].footer.text


def test_no_results_show_the_message_in_discord_terms(service):
    [page] = answers.answer_pages(service.library.rule("hola"))
    assert page.title == "Sin resultados"
    assert "no es un número de regla" in page.description
    assert "juez " not in page.description and "buscar" in page.description


@pytest.mark.parametrize("title_len", [10, 400])
def test_titles_are_clipped_only_as_labels(title_len):
    hit = _long_hit("texto").model_copy(update={"title": "t" * title_len})
    [page] = answers.answer_pages(LookupResult(query="x", results=[hit]))
    _check_limits(page)


def test_references_list_refs_parent_and_children(service):
    refs = answers.references(service.lookups.rule("303.4"))
    ids = [r.rule_id for r in refs]
    assert ids[0] == "702.5"  # "Ver la regla 702.5" in the text comes first
    assert "303" in ids and "303.4a" in ids and "303.4" not in ids
    assert all(len(r.description or "") <= 100 for r in refs)


def test_references_stop_at_25(service):
    assert len(answers.references(service.lookups.rule("702"))) == 25


def test_search_references_are_the_rules_found(service):
    result = service.lookups.search("robar sin cartas en la biblioteca", "reglas")
    ids = [r.rule_id for r in answers.references(result, search=True)]
    assert ids[: len(result.results)] == [h.id for h in result.results]


def test_a_missing_rule_offers_its_neighbours(service):
    result = service.lookups.rule("104.3z")
    assert result.suggestions
    assert [r.rule_id for r in answers.references(result)] == result.suggestions
