from __future__ import annotations

from pathlib import Path

import pytest

from index.models import AnomalyKind, Language
from index.sources import SourceContext
from index.sources.rule_web_page import parse

DATA = Path(__file__).resolve().parents[3] / "index/data"
SOURCE = "es/regla-303.4-pagina-web.txt"


def _ctx(source: str = SOURCE) -> SourceContext:
    return SourceContext(edition="es-web", language=Language.ES, source=source)


@pytest.fixture(scope="module")
def result():
    return parse((DATA / SOURCE).read_text(encoding="utf-8-sig"), _ctx())


@pytest.fixture(scope="module")
def rules(result):
    return {r.id: r for r in result.records}


def _subrule_paragraphs() -> list[str]:
    lines = [s.strip() for s in (DATA / SOURCE).read_text(encoding="utf-8").splitlines()]
    paragraphs = [s for s in lines if s]
    start = paragraphs.index("Subreglas") + 1
    return paragraphs[start : paragraphs.index("Otras reglas de este apartado")]


def test_rule_and_title_come_from_the_page(rules):
    rule = rules["303.4"]
    assert rule.title == "Encantamientos"
    assert rule.text.startswith("Algunos encantamientos tienen el subtipo «Aura».")
    assert rule.text.endswith("limitar a qué puede ser encantado un permanente.")
    assert rule.parent == "303"
    assert rule.refs == ("702.5",)


def test_one_subrule_per_paragraph_lettered_without_l(rules):
    paragraphs = _subrule_paragraphs()
    assert len(paragraphs) == 12
    expected = [f"303.4{letter}" for letter in "abcdefghijkm"]
    assert rules["303.4"].children == tuple(expected)
    assert [rules[i].text for i in expected] == paragraphs
    assert "303.4l" not in rules and "303.4o" not in rules
    assert expected[10] == "303.4k" and expected[11] == "303.4m"  # k is followed by m


def test_subrules_match_the_english_numbering(rules):
    assert rules["303.4a"].text.startswith("Un hechizo de Aura requiere un objetivo")
    assert rules["303.4c"].refs == ("704",)
    assert rules["303.4m"].text.startswith("Una habilidad de un permanente que se refiere al")
    for rule_id in rules["303.4"].children:
        assert rules[rule_id].parent == "303.4"
        assert rules[rule_id].title == "Encantamientos"
        assert rules[rule_id].edition == "es-web"
        assert rules[rule_id].source == SOURCE


def test_the_advert_is_dropped(result):
    for record in result.records:
        for text in (record.text, *record.examples):
            assert "Gatewatch" not in text
            assert "Pregunta al juez" not in text
            assert "Otras reglas" not in text
            assert "Subreglas" not in text


def test_anomalies_say_what_was_inferred_and_dropped(result):
    kinds = {a.kind: a for a in result.anomalies}
    assert set(kinds) == {AnomalyKind.REPAIRED, AnomalyKind.SKIPPED}
    assert "303.4a–303.4m" in kinds[AnomalyKind.REPAIRED].detail


def test_synthetic_page_takes_its_number_from_the_title():
    raw = "\r\n".join(
        [
            "Regla 702.19 · Arrollar",
            "",
            "Arrollar es una habilidad estática.",
            "",
            "Subreglas",
            "",
            "Primera subregla. Véase la regla 510.",
            "",
            "Ejemplo: un ejemplo de la primera.",
            "",
            "Segunda subregla.",
            "",
            "Otras reglas de este apartado",
            "",
            "Anuncio.",
        ]
    )
    rules = {r.id: r for r in parse(raw, _ctx("es/regla-702.19-pagina-web.txt")).records}
    assert list(rules) == ["702.19", "702.19a", "702.19b"]
    assert rules["702.19"].title == "Arrollar"
    assert rules["702.19a"].examples == ("Ejemplo: un ejemplo de la primera.",)
    assert rules["702.19a"].refs == ("510",)
    assert rules["702.19b"].text == "Segunda subregla."


def test_page_without_subrules():
    rules = parse("Regla 100.5 · General\n\nNo hay tamaño máximo de mazo.\n", _ctx()).records
    assert [(r.id, r.text, r.children) for r in rules] == [
        ("100.5", "No hay tamaño máximo de mazo.", ())
    ]


def test_page_without_title_is_rejected():
    with pytest.raises(ValueError):
        parse("Encantamientos\n\nTexto.", _ctx())
