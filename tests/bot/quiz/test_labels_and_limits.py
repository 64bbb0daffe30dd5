"""The Spanish labels both front ends show (sources, topics, headings) and the round limits."""

from __future__ import annotations

import pytest

from bot.quiz import (
    DEFAULT_QUESTIONS,
    MAX_QUESTIONS,
    Citation,
    Level,
    QuestionBank,
    QuizError,
    Topic,
    parse_round,
    source_labels,
)
from index.models import Kind

EN = "en-2026-01-16"
ES = "es-2016-08-22"


def cite(kind: Kind, id_: str, edition: str = EN) -> Citation:
    return Citation(kind=kind, id=id_, edition=edition)


def test_sources_are_grouped_by_kind_and_edition_in_order():
    citations = [
        cite(Kind.RULE, "510.1c"),
        cite(Kind.KEYWORD, "Cascada", ES),
        cite(Kind.RULE, "704.5g"),
        cite(Kind.RULE, "702.19b", ES),
        cite(Kind.GLOSSARY, "Arrollar"),
    ]
    assert source_labels(citations) == [
        f"reglas 510.1c, 704.5g [{EN}]",
        f"palabra clave Cascada [{ES}]",
        f"regla 702.19b [{ES}]",
        f"glosario Arrollar [{EN}]",
    ]


def test_class_sections_each_get_a_line_and_may_be_named():
    citations = [
        cite(Kind.CLASS, "class-2-es/zonas", ES),
        cite(Kind.CLASS, "class-2-es/fichas", ES),
    ]
    assert source_labels(citations) == [
        f"clase class-2-es/zonas [{ES}]",
        f"clase class-2-es/fichas [{ES}]",
    ]
    names = {"class-2-es/zonas": "Clase 2 · Zonas"}
    assert source_labels(citations, names)[0] == f"clase Clase 2 · Zonas [{ES}]"


def test_a_citation_label_is_its_group_of_one():
    for kind in Kind:
        c = cite(kind, "x")
        assert [c.label] == source_labels([c])
    assert cite(Kind.KEYWORD, "Cascada", ES).label == f"palabra clave Cascada [{ES}]"


def test_topic_labels_including_stored_ones():
    assert Topic.PALABRAS_CLAVE.label == "palabras clave"
    assert Topic.label_of("palabrasclave") == "palabras clave"
    assert Topic.label_of("historia") == "historia"  # from an older version: shown as stored


def test_question_heading(bank: QuestionBank):
    question = bank.round(Topic.PALABRAS_CLAVE, Level.BASICO, 1, 1)[0]
    assert question.heading(2, 5) == "Pregunta 2 de 5 · palabras clave · básico"


def test_parse_round_checks_every_option():
    request = parse_round("Palabras clave", "AVANZADO", MAX_QUESTIONS)
    assert request == (Topic.PALABRAS_CLAVE, Level.AVANZADO, MAX_QUESTIONS)
    assert parse_round() == (None, Level.BASICO, DEFAULT_QUESTIONS)
    assert 1 <= DEFAULT_QUESTIONS <= MAX_QUESTIONS
    for count in (0, MAX_QUESTIONS + 1):
        with pytest.raises(QuizError, match=f"entre 1 y {MAX_QUESTIONS}"):
            parse_round(count=count)
    with pytest.raises(QuizError, match="Tema desconocido"):
        parse_round("historia")
