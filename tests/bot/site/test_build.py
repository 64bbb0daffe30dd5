"""The built folder itself: every page written, links checked, languages said, refusals."""

from __future__ import annotations

import re

import pytest

from bot.site.build import MARKER, build_site, check_links
from index.editions.cache import alignment_for
from index.errors import UserError


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
