"""Topic and level names as players type them; the quiz domain never imports discord."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.quiz import Level, QuizError, Topic, parse_level, parse_topic

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (None, None), ("todos", None), ("Palabras clave", Topic.PALABRAS_CLAVE),
        ("palabrasclave", Topic.PALABRAS_CLAVE), ("REGLAS", Topic.REGLAS),
        ("clase", Topic.CLASE), ("escenarios", Topic.ESCENARIOS),
    ],
)  # fmt: skip
def test_topics(text, topic):
    assert parse_topic(text) is topic


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("básico", Level.BASICO),
        ("BASICO", Level.BASICO),
        ("avanzado", Level.AVANZADO),
        (None, Level.BASICO),
    ],
)
def test_levels(text, level):
    assert parse_level(text) is level


def test_unknown_values_list_the_valid_ones():
    with pytest.raises(
        QuizError,
        match="Temas válidos: reglas, palabrasclave, clase, escenarios, definiciones, todos",
    ):
        parse_topic("historia")
    with pytest.raises(QuizError, match="Niveles válidos: básico, intermedio, avanzado"):
        parse_level("experto")


def test_quiz_domain_imports_no_discord():
    code = (
        "import sys; import bot.quiz, bot.services, bot.storage.sqlite.quiz, bot.terminal.quiz;"
        "print('discord' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"
