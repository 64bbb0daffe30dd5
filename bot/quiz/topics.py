"""Quiz topics, levels and round sizes: the words a player and the command line use.

Kept free of pydantic and of the generators, so that `juez --help` can list them without
loading the quiz.
"""

from __future__ import annotations

from enum import StrEnum


class Topic(StrEnum):
    REGLAS = "reglas"
    PALABRAS_CLAVE = "palabrasclave"
    CLASE = "clase"
    ESCENARIOS = "escenarios"
    # Not a generator's own topic but a selection: every recall generator (definitions, rule
    # numbers and texts, keywords, class sentences), which a default round keeps to under 30 %.
    DEFINICIONES = "definiciones"

    @property
    def label(self) -> str:
        """The Spanish name players read ("palabras clave"), not the stored key."""
        return _TOPIC_LABELS[self]

    @staticmethod
    def label_of(stored: str) -> str:
        """The label of a topic as the database keeps it; one from an older version is shown
        as stored rather than failing the whole stats message."""
        return Topic(stored).label if stored in Topic._value2member_map_ else stored


_TOPIC_LABELS = {
    Topic.REGLAS: "reglas",
    Topic.PALABRAS_CLAVE: "palabras clave",
    Topic.CLASE: "clase de jueces",
    Topic.ESCENARIOS: "escenarios",
    Topic.DEFINICIONES: "definiciones",
}

ALL_TOPICS = "todos"


class Level(StrEnum):
    # ASCII values: they go into question keys, the database and command-line flags.
    BASICO = "basico"
    INTERMEDIO = "intermedio"
    AVANZADO = "avanzado"

    @property
    def label(self) -> str:
        return "básico" if self is Level.BASICO else self.value


TOPIC_CHOICES = (*(t.value for t in Topic), ALL_TOPICS)
LEVEL_CHOICES = tuple(level.label for level in Level)

DEFAULT_QUESTIONS = 5
# A round is a short study session, and Discord announces this range in /quiz's option (the
# English description in bot/text/locales.py quotes it too).
MAX_QUESTIONS = 10
