"""A quiz question as data: the front ends render it, storage keeps only its key.

A question is fully determined by its key (generator, level, seed, index): the bank can rebuild
it at any time, which is what lets the spaced-repetition boxes store a short string instead of
the question itself.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from bot.quiz.errors import QuizError
from index.models import Kind, Language

LETTERS = "ABCD"
MIN_OPTIONS = 3
MAX_OPTIONS = 4


def option_key(text: str) -> str:
    """How a player tells two options apart: no case, no accents, no extra spaces.

    ASCII folding in C: options are compared often (every candidate distractor), and some are
    whole rule texts.
    """
    ascii_text = unicodedata.normalize("NFKD", text.casefold()).encode("ascii", "ignore")
    return " ".join(ascii_text.decode().split())


class Topic(StrEnum):
    REGLAS = "reglas"
    PALABRAS_CLAVE = "palabrasclave"
    CLASE = "clase"
    ESCENARIOS = "escenarios"

    @property
    def label(self) -> str:
        return _TOPIC_LABELS[self]


_TOPIC_LABELS = {
    Topic.REGLAS: "reglas",
    Topic.PALABRAS_CLAVE: "palabras clave",
    Topic.CLASE: "clase de jueces",
    Topic.ESCENARIOS: "escenarios",
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


class Citation(BaseModel):
    """Where a question comes from: one record of the corpus, by (kind, id, edition)."""

    model_config = ConfigDict(frozen=True)

    kind: Kind
    id: str
    edition: str

    @property
    def label(self) -> str:
        name = {
            Kind.RULE: "regla",
            Kind.KEYWORD: "palabra clave",
            Kind.CLASS: "clase",
            Kind.GLOSSARY: "glosario",
        }[self.kind]
        return f"{name} {self.id} [{self.edition}]"


class EngineStep(BaseModel):
    model_config = ConfigDict(frozen=True)

    text: str
    rules: tuple[str, ...] = ()


ScenarioAsk = Literal["vida_defensor", "vida_atacante", "veneno", "mueren", "fr"]


class ScenarioInfo(BaseModel):
    """The scenario a question was built from and what it asks, so anyone can re-run it."""

    model_config = ConfigDict(frozen=True)

    text: str  # in the engine's Spanish scenario language
    asks: ScenarioAsk
    about: str | None = None  # the creature whose P/T is asked, for "fr"


class Question(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str  # the question key, see QuestionKey
    generator: str
    topic: Topic
    level: Level
    seed: int
    index: int
    prompt: str
    options: tuple[str, ...]
    correct: int
    explanation: str
    citations: tuple[Citation, ...]
    language: Language  # of the quoted source text
    steps: tuple[EngineStep, ...] = ()
    scenario: ScenarioInfo | None = None

    @model_validator(mode="after")
    def _sound(self) -> Question:
        if not MIN_OPTIONS <= len(self.options) <= MAX_OPTIONS:
            raise ValueError(f"{len(self.options)} options; a question needs 3 or 4")
        folded = {option_key(o) for o in self.options}
        if len(folded) != len(self.options) or "" in folded:
            raise ValueError(f"options are not distinct: {self.options}")
        if not 0 <= self.correct < len(self.options):
            raise ValueError(f"correct index {self.correct} out of range")
        if not self.citations:
            raise ValueError("a question must cite its source")
        return self

    @property
    def key(self) -> QuestionKey:
        return QuestionKey.parse(self.id)

    @property
    def answer(self) -> str:
        return self.options[self.correct]

    @property
    def correct_letter(self) -> str:
        return LETTERS[self.correct]

    def to_json_dict(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        data["correct_letter"] = self.correct_letter
        data["answer"] = self.answer
        return data


_KEY = re.compile(r"^(?P<generator>[a-z][a-z-]*):(?P<level>[a-z]+):(?P<seed>-?\d+):(?P<index>\d+)$")


@dataclass(frozen=True)
class QuestionKey:
    """'palabraclave:basico:1234:0': enough to rebuild the question (see QuestionBank)."""

    generator: str
    level: Level
    seed: int
    index: int

    def __str__(self) -> str:
        return f"{self.generator}:{self.level.value}:{self.seed}:{self.index}"

    @classmethod
    def parse(cls, text: str) -> QuestionKey:
        m = _KEY.match(text.strip())
        if not m or m["level"] not in Level._value2member_map_:
            raise QuizError(f"Clave de pregunta no válida: {text!r}.")
        return cls(m["generator"], Level(m["level"]), int(m["seed"]), int(m["index"]))


class Draft(BaseModel):
    """What a generator builds; the bank adds the identity (key, topic, level)."""

    prompt: str
    options: list[str]
    correct: int
    explanation: str
    citations: list[Citation] = Field(default_factory=list)
    language: Language = Language.ES
    steps: list[EngineStep] = Field(default_factory=list)
    scenario: ScenarioInfo | None = None
