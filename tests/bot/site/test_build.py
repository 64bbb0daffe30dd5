"""The built folder itself: every page written, links checked, languages said, refusals."""

from __future__ import annotations

import html
import re

import pytest

from bot.site.addresses import answer_link, glossary_anchor, keyword_anchor
from bot.site.build import MARKER, build_site, check_links
from index.editions.cache import alignment_for
from index.errors import UserError
from index.lookups.names import SPANISH_TEXT_EDITIONS, NameLookup
from index.models import Language


def test_every_page_is_written_and_no_internal_link_is_broken(site, corpus):
    sections = {n.split(".")[0] for n in corpus.rule_numbers if corpus.rule(n, "en-2026-01-16")}
    for section in sections:
        assert (site.folder / "reglas" / f"{section}.html").exists()
    assert site.broken == [] and site.links > 10_000
    assert site.largest[1] < site.bytes and (site.folder / "buscar" / "indice.js").exists()


def test_the_link_check_finds_a_missing_anchor_and_a_missing_page():
    pages = {
        "a.html": '<p id="x"></p><a href="a.html#x">ok</a><a href="#nope">1</a>',
        "d/b.html": '<a href="../a.html#x">ok</a><a href="../c.html">2</a>',
    }
    links, broken = check_links(pages)
    assert links == 4
    assert broken == ["a.html -> #nope", "d/b.html -> ../c.html"]


def test_pages_say_their_language(site):
    home = (site.folder / "index.html").read_text(encoding="utf-8")
    assert '<html lang="es">' in home
    rules = (site.folder / "reglas" / "104.html").read_text(encoding="utf-8")
    assert re.search(r'<p lang="en">If a player is required to draw more cards', rules)
    assert '<p lang="es">Si un jugador tiene que robar más cartas' in rules


def test_references_in_rule_text_are_links_to_their_rule(site):
    rules = (site.folder / "reglas" / "104.html").read_text(encoding="utf-8")
    # 104.3c: "This is a state-based action. See rule 704."
    assert '<a class="ref" href="704.html">704</a>' in rules


def test_an_older_rule_links_to_its_rule_in_force(site, data_dir, corpus):
    alignment = alignment_for(corpus, data_dir)
    now = alignment.current_id("en-2019-10-04", "103.4")
    assert now and now != "103.4"  # the mulligan rule moved
    older = (site.folder / "ediciones" / "en-2019-10-04" / "103.html").read_text(encoding="utf-8")
    assert f'href="../../reglas/103.html#{now}">Vigente: {now}</a>' in older


def test_glossary_entries_show_their_spanish_name_and_the_rules_list_them(site):
    glossary = (site.folder / "glosario.html").read_text(encoding="utf-8")
    trample = re.search(r'<dt id="g-trample">(.*?)</dt>', glossary)
    assert trample and "arrollar" in trample[1]
    rules = (site.folder / "reglas" / "702.html").read_text(encoding="utf-8")
    assert 'href="../glosario.html#g-trample"' in rules


def test_keywords_link_to_their_rule_in_force(site):
    page = (site.folder / "palabras-clave.html").read_text(encoding="utf-8")
    assert re.search(r'<a href="reglas/702.html#702.19">702.19</a></td><td lang="en">Trample', page)


def _article(page: str, anchor: str) -> str:
    found = re.search(rf'<(article|dt) id="{re.escape(anchor)}".*?</(article|dd)>', page, re.S)
    assert found, anchor
    return found[0]


def test_every_keyword_shows_the_spanish_text_palabraclave_answers_with(site, corpus, library):
    """The site and /palabraclave show the same Spanish text, with the same label, under the
    anchor the answer links to (issue 46, item 4)."""
    page = (site.folder / "palabras-clave.html").read_text(encoding="utf-8")
    lookup = NameLookup(corpus)
    current = corpus.current_edition.id
    numbers = [
        n
        for n in sorted(set(lookup.rule_by_english.values()))
        if (rule := corpus.rule(n, current)) and not rule.text  # 701.1 and 702.1 are no keyword
    ]
    assert len(numbers) > 200
    for number in numbers:
        said = lookup.spanish_hit(number)
        assert said is not None, number  # every keyword in force has a Spanish text
        title = corpus.rule(number, current).title
        link = answer_link(library.keyword(title), "https://x/")
        anchor = link.rsplit("#", 1)[1] if link else ""
        assert anchor == keyword_anchor(said.id), number
        block = html.unescape(re.sub(r"<[^>]+>", "", _article(page, anchor)))
        assert said.text in block, number
        if said.edition in SPANISH_TEXT_EDITIONS:
            assert said.edition_label in block, number


def test_glossary_entries_show_the_spanish_definition_glosario_answers_with(site, corpus):
    page = (site.folder / "glosario.html").read_text(encoding="utf-8")
    lookup = NameLookup(corpus)  # what /glosario answers with, below Library's input checks
    entries = [g for g in corpus.glossary if g.edition == corpus.current_edition.id]
    defined = 0
    for entry in entries:
        block = html.unescape(re.sub(r"<[^>]+>", "", _article(page, glossary_anchor(entry.id))))
        answer = lookup.glossary_entry(entry.id).results
        spanish = [h for h in answer if h.language == Language.ES]
        if spanish:
            defined += 1
            first, in_force = block.index(spanish[0].text), block.index("Texto vigente, en inglés")
            assert first < in_force, entry.id  # Spanish first, the rule in force below
        name = answer[0].title.split(" (")[0] if answer else ""
        assert name and name in block, entry.id  # every entry with its Spanish name
    assert defined >= 300


def test_a_folder_that_is_no_site_is_never_overwritten(corpus, data_dir, tmp_path):
    (tmp_path / "notas.txt").write_text("mío", encoding="utf-8")
    with pytest.raises(UserError, match="no es un sitio de Juez"):
        build_site(corpus, alignment_for(corpus, data_dir), tmp_path)
    assert (tmp_path / "notas.txt").read_text(encoding="utf-8") == "mío"


def test_an_earlier_build_is_replaced(corpus, data_dir, tmp_path):
    folder = tmp_path / "sitio"
    build_site(corpus, alignment_for(corpus, data_dir), folder)
    (folder / "viejo.html").write_text("x", encoding="utf-8")
    build_site(corpus, alignment_for(corpus, data_dir), folder)
    assert (folder / MARKER).exists() and not (folder / "viejo.html").exists()
