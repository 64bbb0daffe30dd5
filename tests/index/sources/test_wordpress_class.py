from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from index.models import Language
from index.sources import SourceContext
from index.sources.wordpress_class import parse

DATA = Path(__file__).resolve().parents[3] / "index/data"
SOURCE = "es/clase-2-permanentes.wp.json"
LINK = "https://blogs.magicjudges.org/judgeclasses/spanish/class-2-es/"
TAG = re.compile(r"<\s*/?\s*[a-zA-Z][^>]*>")
ENTITY = re.compile(r"&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);")


def _ctx(link: str | None = None) -> SourceContext:
    return SourceContext(edition="es-2016-08-22", language=Language.ES, source=SOURCE, link=link)


@pytest.fixture(scope="module")
def sections():
    raw = (DATA / SOURCE).read_text(encoding="utf-8-sig")
    return {s.id: s for s in parse(raw, _ctx("https://fallback.example/")).records}


def _all_text(section) -> list[str]:
    return [section.title, section.text, section.page, *section.examples]


def test_sections_and_ids(sections):
    assert len(sections) == 18
    assert list(sections)[:4] == [
        "class-2-es/permanentes",
        "class-2-es/permanentes-definicion-y-caracteristicas",
        "class-2-es/fichas",
        "class-2-es/estatus-de-un-permanente",
    ]
    for section_id in sections:
        assert re.fullmatch(r"class-2-es/[a-z0-9]+(?:-[a-z0-9]+)*", section_id)


def test_page_title_and_link(sections):
    for section in sections.values():
        assert section.page == "Clase 2 – Permanentes"
        assert section.link == LINK  # the page's own link wins over the context's
        assert section.source == SOURCE and section.edition == "es-2016-08-22"


def test_headings_are_clean(sections):
    titles = [s.title for s in sections.values()]
    assert "Permanentes: Definición y Características" in titles  # trailing colon dropped
    assert "Cambios de Zona" in titles
    assert "1 – BIBLIOTECA" in titles
    assert not any(t.endswith(":") for t in titles)


def test_no_html_left(sections):
    for section in sections.values():
        for text in _all_text(section):
            assert not TAG.search(text), text
            assert not ENTITY.search(text), text
            assert "\xa0" not in text


def test_sections_are_not_empty(sections):
    for section in sections.values():
        assert section.text or section.children, section.id
    assert sections["class-2-es/5-pila"].children == (
        "class-2-es/anadir-objetos-a-la-pila",
        "class-2-es/controladores",
        "class-2-es/resolucion-objeto-en-la-pila",
        "class-2-es/algunas-cosas-que-suceden-durante-el-juego-no-usan-la-pila",
    )


def test_hierarchy(sections):
    zonas = sections["class-2-es/zonas"]
    assert zonas.parent is None
    assert "class-2-es/8-ante-apuesta" in zonas.children
    for section in sections.values():
        for child in section.children:
            assert sections[child].parent == section.id


def test_text_layout(sections):
    fichas = sections["class-2-es/fichas"].text
    assert fichas.startswith("• Algunos efectos ponen fichas en el campo de batalla.\n• Una ")
    estatus = sections["class-2-es/estatus-de-un-permanente"].text
    assert "\n\n– Girada/Enderezada.\n\n– Boca Arriba/Boca Abajo." in estatus  # &#8211;
    biblioteca = sections["class-2-es/1-biblioteca"].text
    assert "una carta “N-ésima desde la parte superior”, y la biblioteca" in biblioteca


def test_examples_are_separated(sections):
    cambios = sections["class-2-es/cambios-de-zona"]
    assert len(cambios.examples) == 9
    assert cambios.examples[0].startswith("Por ejemplo, un efecto que convierta en blanco")
    assert cambios.examples[-1] == (
        "Ejemplo: la habilidad de transformarse de Jace, Vryn’s Prodigy."
    )
    assert "Por ejemplo, un efecto" not in cambios.text
    assert "Consagrar" not in cambios.text
    # an inline "por ejemplo" inside a list item is part of the text
    assert "por ejemplo, definen los valores copiables" in sections["class-2-es/fichas"].text


def test_references(sections):
    assert sections["class-2-es/permanentes"].refs == ("110",)
    assert sections["class-2-es/estatus-de-un-permanente"].refs == ("110",)


def test_update_date_is_not_class_text(sections):
    for section in sections.values():
        assert "Última actualización" not in section.text


def _page(**overrides) -> dict:
    page = {
        "slug": "class-3-es",
        "link": "https://blogs.magicjudges.org/judgeclasses/spanish/class-3-es/",
        "modified": "2017-01-01T00:00:00",
        "title": {"rendered": "Clase 3 &#8211; Combate &amp; daño"},
        "content": {"rendered": (
            "<p>Introducción&nbsp;breve.</p>"
            "<h2>Atacar</h2>"
            "<p>El jugador <em>activo</em> declara atacantes (Reglas Completas sección 508).</p>"
            "<h3>Requisitos:</h3>"
            "<ol><li>Uno</li><li>Dos &lt;tres&gt;</li></ol>"
            "<p><b>Restricciones</b></p>"
            "<p>Por ejemplo, una criatura con defensor.</p>"
            "<p>Texto<br/>en dos líneas.</p>"
            "<h2>Atacar</h2>"
            "<p>Otra sección con el mismo título.</p>"
            "<h2></h2><h2>Bloquear</h2>"
        )},
    }
    page.update(overrides)
    return page


def test_synthetic_page():
    records = parse(json.dumps(_page()), _ctx())
    by_id = {r.id: r for r in records.records}
    assert list(by_id) == [
        "class-3-es/clase-3-combate-dano",
        "class-3-es/atacar",
        "class-3-es/requisitos",
        "class-3-es/restricciones",
        "class-3-es/atacar-2",
    ]
    intro = by_id["class-3-es/clase-3-combate-dano"]
    assert (intro.title, intro.text) == ("Clase 3 – Combate & daño", "Introducción breve.")
    atacar = by_id["class-3-es/atacar"]
    assert atacar.text == "El jugador activo declara atacantes (Reglas Completas sección 508)."
    assert atacar.refs == ("508",)
    assert atacar.children == ("class-3-es/requisitos",)
    assert by_id["class-3-es/requisitos"].text == "• Uno\n• Dos <tres>"
    # a bold paragraph ranks below every <hN>, so it falls under the <h3>
    assert by_id["class-3-es/requisitos"].children == ("class-3-es/restricciones",)
    restricciones = by_id["class-3-es/restricciones"]
    assert restricciones.examples == ("Por ejemplo, una criatura con defensor.",)
    assert restricciones.text == "Texto\nen dos líneas."
    assert all(r.page == "Clase 3 – Combate & daño" for r in records.records)
    assert all(r.link == _page()["link"] for r in records.records)


def test_link_falls_back_to_context_and_slug_to_title():
    page = _page(link=None, slug=None, content={"rendered": "<h1>Única</h1><p>Texto.</p>"})
    [record] = parse(json.dumps(page), _ctx("https://fallback.example/")).records
    assert record.id == "clase-3-combate-dano/unica"
    assert record.link == "https://fallback.example/"


def test_list_of_pages():
    pages = [_page(), _page(slug="class-4-es", title={"rendered": "Clase 4"},
                            content={"rendered": "<h1>Mazos</h1><p>Texto.</p>"})]
    records = parse(json.dumps(pages), _ctx()).records
    assert {r.page for r in records} == {"Clase 3 – Combate & daño", "Clase 4"}
    assert "class-4-es/mazos" in {r.id for r in records}
