"""The topics and levels a player may ask for, read from what they type.

Accents, case and spaces do not matter ("Palabras clave", "básico", "BASICO"); anything else
is a QuizError that lists the valid values, in Spanish.
"""

from __future__ import annotations

from bot.quiz.errors import QuizError
from bot.quiz.models import ALL_TOPICS, Level, Topic
from index.translate import fold

TOPIC_CHOICES = (*(t.value for t in Topic), ALL_TOPICS)
LEVEL_CHOICES = tuple(level.label for level in Level)

_TOPIC_ALIASES = {
    "regla": Topic.REGLAS,
    "rules": Topic.REGLAS,
    "palabraclave": Topic.PALABRAS_CLAVE,
    "keywords": Topic.PALABRAS_CLAVE,
    "clases": Topic.CLASE,
    "escenario": Topic.ESCENARIOS,
    "motor": Topic.ESCENARIOS,
}


def _squash(text: str) -> str:
    return "".join(fold(text).split())


def parse_topic(text: str | None) -> Topic | None:
    """A Topic, or None for every topic ("todos" or nothing given)."""
    if text is None or not text.strip():
        return None
    key = _squash(text)
    if key in (ALL_TOPICS, "todo", "all"):
        return None
    if key in Topic._value2member_map_:
        return Topic(key)
    if key in _TOPIC_ALIASES:
        return _TOPIC_ALIASES[key]
    raise QuizError(
        f"Tema desconocido: «{text.strip()}». Temas válidos: {', '.join(TOPIC_CHOICES)}."
    )


def parse_level(text: str | None) -> Level:
    if text is None or not text.strip():
        return Level.BASICO
    key = _squash(text)
    if key in Level._value2member_map_:
        return Level(key)
    raise QuizError(
        f"Nivel desconocido: «{text.strip()}». Niveles válidos: {', '.join(LEVEL_CHOICES)}."
    )
