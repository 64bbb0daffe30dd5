"""What a player may ask for in a round: topic, level and number of questions.

Accents, case and spaces do not matter ("Palabras clave", "básico", "BASICO"); anything else
is a QuizError that lists the valid values, in Spanish. Every front end (the CLI, the console,
the Discord cog) checks a request with parse_round, through the service, so they all accept
and refuse the same things with the same words.
"""

from __future__ import annotations

from typing import NamedTuple

from bot.quiz.errors import QuizError
from bot.quiz.session import Mode
from bot.quiz.topics import (
    ALL_TOPICS,
    DEFAULT_QUESTIONS,
    LEVEL_CHOICES,
    MAX_QUESTIONS,
    TOPIC_CHOICES,
    Level,
    Topic,
)
from bot.text.clip import clip
from index.fold import fold

QUOTED_CHARS = 40  # of what a player typed, quoted back in a refusal

_TOPIC_ALIASES = {
    "regla": Topic.REGLAS,
    "rules": Topic.REGLAS,
    "palabraclave": Topic.PALABRAS_CLAVE,
    "keywords": Topic.PALABRAS_CLAVE,
    "clases": Topic.CLASE,
    "escenario": Topic.ESCENARIOS,
    "motor": Topic.ESCENARIOS,
    "situaciones": Topic.ESCENARIOS,
    "definicion": Topic.DEFINICIONES,
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
        f"Tema desconocido: «{clip(text, QUOTED_CHARS)}». "
        f"Temas válidos: {', '.join(TOPIC_CHOICES)}."
    )


def parse_level(text: str | None) -> Level:
    if text is None or not text.strip():
        return Level.BASICO
    key = _squash(text)
    if key in Level._value2member_map_:
        return Level(key)
    raise QuizError(
        f"Nivel desconocido: «{clip(text, QUOTED_CHARS)}». "
        f"Niveles válidos: {', '.join(LEVEL_CHOICES)}."
    )


def check_count(count: int) -> int:
    if not 1 <= count <= MAX_QUESTIONS:
        raise QuizError(f"El número de preguntas debe estar entre 1 y {MAX_QUESTIONS}.")
    return count


class RoundRequest(NamedTuple):
    topic: Topic | None  # None: every topic
    level: Level
    size: int  # how many questions (not "count": a tuple already has a count method)


def parse_round(
    topic: str | None = None, level: str | None = None, count: int = DEFAULT_QUESTIONS
) -> RoundRequest:
    """A round as a player asked for it, every option checked (QuizError, in Spanish)."""
    return RoundRequest(parse_topic(topic), parse_level(level), check_count(count))


def parse_mode(mode: Mode | str) -> Mode:
    if isinstance(mode, Mode):
        return mode
    if _squash(mode) in Mode._value2member_map_:
        return Mode(_squash(mode))
    raise QuizError(f"Modo desconocido. Modos válidos: {', '.join(m.value for m in Mode)}.")
