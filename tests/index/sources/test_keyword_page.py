from __future__ import annotations

from pathlib import Path

import pytest

from index.models import Language
from index.sources import SourceContext
from index.sources.keyword_page import parse

DATA = Path(__file__).resolve().parents[3] / "index/data"
SOURCE = "es/habilidades-habituales.txt"
HEADER = [
    "Última actualización: 22\xa0de agosto\xa0de 2016",
    "HABILIDADES HABITUALES",
    "(Reglas Completas sección 702)",
]


def _ctx() -> SourceContext:
    return SourceContext(edition="es-2016-08-22", language=Language.ES, source=SOURCE)


@pytest.fixture(scope="module")
def raw() -> str:
    return (DATA / SOURCE).read_text(encoding="utf-8-sig")


@pytest.fixture(scope="module")
def keywords(raw):
    return {k.id: k for k in parse(raw, _ctx()).records}


def test_one_record_per_keyword(keywords):
    names = list(keywords)
    assert len(names) == 47
    assert names[0] == "Afinidad" and names[-1] == "Vacío"
    assert {"Arma viviente", "Armadura tótem", "Estallido Solar", "Sed de sangre"} <= set(names)
    assert not set(names) & {"HABILIDADES HABITUALES", "Notas:", "Notas"}
    for keyword in keywords.values():
        assert keyword.title == keyword.id
        assert keyword.text
        assert keyword.edition == "es-2016-08-22" and keyword.source == SOURCE


def test_every_title_in_the_file_became_a_keyword(raw, keywords):
    lines = [s.strip() for s in raw.splitlines()]
    titles = [
        s
        for i, s in enumerate(lines)
        if s
        and not lines[i - 1]
        and i + 1 < len(lines)
        and not lines[i + 1]
        and len(s.split()) <= 3
        and not s.endswith((".", ":", ")"))
        and s not in HEADER
    ]
    assert titles == list(keywords)


def test_retrospectiva(keywords):
    text = keywords["Retrospectiva"].text
    assert text.startswith("Retrospectiva aparece en algunos instantáneos y conjuros.")
    assert text.endswith("en el momento en que deje la pila”.")
    assert keywords["Retrospectiva"].notes == ()


def test_paragraphs_are_separated(keywords):
    paragraphs = keywords["Metamorfosis"].text.split("\n\n")
    assert len(paragraphs) == 5
    assert paragraphs[1].startswith("Megametamorfosis es una variante")


def test_notes_go_to_notes(keywords):
    demencia = keywords["Demencia"]
    assert demencia.notes == (
        "La carta se considera descartada (por si otro efecto estuviera mirando si una carta se "
        "descarta), pero la carta no toca el cementerio.",
        "El jugador elige si lanza la carta en resolución de la segunda habilidad disparada. Si "
        "no la lanza, la pone en el cementerio.",
    )
    assert "Notas" not in demencia.text and "•" not in demencia.text
    assert demencia.text.split("\n\n")[1].startswith("“Demencia [coste]” significa")


def test_aliases_found_in_the_text(keywords):
    assert keywords["Ciclo"].aliases == ("Ciclo de tipo",)
    assert keywords["Metamorfosis"].aliases == ("Megametamorfosis",)
    assert keywords["Estímulo"].aliases == ("Multiestímulo",)
    assert keywords["Apoyo"].aliases == ("Apoya",)  # as printed on the cards
    assert keywords["Cascada"].aliases == ()
    assert keywords["Sed de sangre"].aliases == ()  # “Sed de sangre X” is not another name


def test_no_paragraph_is_lost(raw, keywords):
    lines = [s.strip() for s in raw.splitlines() if s.strip()]
    body = [s for s in lines if s not in HEADER and s not in keywords and s != "Notas:"]
    kept = [k.text for k in keywords.values()] + [n for k in keywords.values() for n in k.notes]
    joined = "\n".join(kept)
    for line in body:
        assert line.lstrip("• ") in joined
    body_chars = sum(len(line.lstrip("• ")) for line in body)
    kept_chars = sum(len(t.replace("\n\n", "")) for t in kept)
    assert kept_chars == body_chars


def test_synthetic_page():
    raw = "\n".join(
        [
            "HABILIDADES HABITUALES",
            "",
            "Cruzar tierras / Landwalk",
            "",
            "Cruzar tierras es una habilidad de evasión. Ver la regla 702.14.",
            "",
            "Notas:",
            "",
            "• Primera nota",
            "que sigue en otra línea.",
            "• Segunda nota.",
            "",
            "Un párrafo tras las notas.",
            "",
            "Vacío",
            "",
            "Una carta con esta habilidad es incolora.",
        ]
    )
    records = parse(raw, _ctx()).records
    assert [k.id for k in records] == ["Cruzar tierras", "Vacío"]
    landwalk = records[0]
    assert landwalk.aliases == ("Landwalk",)
    assert landwalk.notes == ("Primera nota que sigue en otra línea.", "Segunda nota.")
    assert landwalk.text == (
        "Cruzar tierras es una habilidad de evasión. Ver la regla 702.14.\n\n"
        "Un párrafo tras las notas."
    )
    assert landwalk.refs == ("702.14",)
