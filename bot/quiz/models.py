"""A quiz question as data: the front ends render it, storage keeps only its key.

A question is fully determined by its key (generator, level, seed, index): the bank can rebuild
it at any time, which is what lets the spaced-repetition boxes store a short string instead of
the question itself.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from bot.quiz.difficulty import Estimate
from bot.quiz.errors import QuizError
from bot.quiz.topics import Level, Topic
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


class Citation(BaseModel):
    """Where a question comes from: one record of the corpus, by (kind, id, edition)."""

    model_config = ConfigDict(frozen=True)

    kind: Kind
    id: str
    edition: str

    @property
    def label(self) -> str:
        """'regla 510.1c [en-2026-01-16]': the same text as a group of one in source_labels."""
        return _group_label(self.kind, [self.id], self.edition)


# The Spanish name of each source kind, for one source and for several.
_KIND_LABELS = {
    Kind.RULE: ("regla", "reglas"),
    Kind.KEYWORD: ("palabra clave", "palabras clave"),
    Kind.CLASS: ("clase", "clases"),
    Kind.GLOSSARY: ("glosario", "glosario"),
    Kind.POLICY: ("sección", "secciones"),
    Kind.INFRACTION: ("infracción", "infracciones"),
}


def _group_label(kind: Kind, subjects: list[str], edition: str) -> str:
    one, many = _KIND_LABELS[kind]
    return f"{one if len(subjects) == 1 else many} {', '.join(subjects)} [{edition}]"


def source_labels(
    citations: Iterable[Citation], names: Mapping[str, str] | None = None
) -> list[str]:
    """One label per kind and edition, in citation order: 'reglas 510.1c, 704.5g [en-…]'.

    ``names`` shows a source by a readable name instead of its id (Discord names class
    sections by page and title). Class sections are never merged: each is a long name of its
    own, and a line listing several would be unreadable.
    """
    known = names or {}
    groups: dict[tuple[Kind, str, str], list[Citation]] = {}
    for c in citations:
        key = (c.kind, c.edition, c.id if c.kind is Kind.CLASS else "")
        groups.setdefault(key, []).append(c)
    return [
        _group_label(kind, [known.get(c.id, c.id) for c in group], edition)
        for (kind, edition, _), group in groups.items()
    ]


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
    # "Select all that apply" (issue 43): the index of every true option, in order; empty for
    # a question with one answer. ``correct`` is then the first of them, and only the whole
    # set scores (all or nothing).
    select_all: tuple[int, ...] = ()
    steps: tuple[EngineStep, ...] = ()
    scenario: ScenarioInfo | None = None
    # The area of the rules a situation is about (bot.quiz.situations.model.Area), and the
    # template's estimate of how hard it is (0 easy .. 1 hard) before any answer is stored.
    area: str | None = None
    difficulty: float | None = None
    # The difficulty measured from stored answers (bot.quiz.difficulty), set by the quiz
    # service when a store is open; None when nothing could be read.
    estimate: Estimate | None = None

    @model_validator(mode="after")
    def _sound(self) -> Question:
        if not MIN_OPTIONS <= len(self.options) <= MAX_OPTIONS:
            raise ValueError(f"{len(self.options)} options; a question needs 3 or 4")
        folded = {option_key(o) for o in self.options}
        if len(folded) != len(self.options) or "" in folded:
            raise ValueError(f"options are not distinct: {self.options}")
        if not 0 <= self.correct < len(self.options):
            raise ValueError(f"correct index {self.correct} out of range")
        if self.select_all:
            keys = self.select_all
            if list(keys) != sorted(set(keys)) or keys[0] < 0:
                raise ValueError(f"select-all keys {keys} are not distinct and in order")
            if keys[-1] >= len(self.options) or len(keys) == len(self.options):
                raise ValueError(f"select-all keys {keys} out of range or every option")
            if self.correct != keys[0]:
                raise ValueError("a select-all question's correct index is its first key")
        if not self.citations:
            raise ValueError("a question must cite its source")
        return self

    @property
    def key(self) -> QuestionKey:
        return QuestionKey.parse(self.id)

    @property
    def answer(self) -> str:
        """The answer as a player reads it: for a select-all question, every true option."""
        if self.select_all:
            return "; ".join(self.options[i] for i in self.select_all)
        return self.options[self.correct]

    @property
    def keys(self) -> frozenset[int]:
        """The options a right answer marks: one, or every true one of a select-all."""
        return frozenset(self.select_all or (self.correct,))

    @property
    def correct_letter(self) -> str:
        """'B', or 'A y C' for a select-all question."""
        return letters_of(self.keys)

    def heading(self, number: int, total: int) -> str:
        """'Pregunta 2 de 5 · palabras clave · básico', the title of the question everywhere."""
        return f"Pregunta {number} de {total} · {self.topic.label} · {self.level.label}"

    def to_json_dict(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        if data["estimate"] is None:  # measured only with a store open: absent otherwise
            del data["estimate"]
        data["correct_letter"] = self.correct_letter
        data["answer"] = self.answer
        return data


def letters_of(indexes: Iterable[int]) -> str:
    """'A', 'A y C', 'A, B y D': options named by their letters, in order."""
    names = [LETTERS[i] for i in sorted(indexes)]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} y {names[-1]}"


_KEY = re.compile(
    r"^(?P<generator>[a-z][a-z-]*):(?P<level>[a-z]+):(?P<seed>-?\d+):(?P<index>\d+)"
    r"(?P<review>:repaso)?$"
)
REVIEW_SUFFIX = ":repaso"


@dataclass(frozen=True)
class QuestionKey:
    """'palabraclave:basico:1234:0': enough to rebuild the question (see QuestionBank).

    'palabraclave:basico:1234:0:repaso' is the same question as a review shows it, its options
    in another order (bot.quiz.review); its answers are stored under the plain key.
    """

    generator: str
    level: Level
    seed: int
    index: int
    review: bool = False

    def __str__(self) -> str:
        plain = f"{self.generator}:{self.level.value}:{self.seed}:{self.index}"
        return plain + REVIEW_SUFFIX if self.review else plain

    @property
    def plain(self) -> QuestionKey:
        return QuestionKey(self.generator, self.level, self.seed, self.index)

    @classmethod
    def parse(cls, text: str) -> QuestionKey:
        m = _KEY.match(text.strip())
        if not m or m["level"] not in Level._value2member_map_:
            raise QuizError(f"Clave de pregunta no válida: {text!r}.")
        return cls(
            m["generator"], Level(m["level"]), int(m["seed"]), int(m["index"]), bool(m["review"])
        )


def stored_key(question_id: str) -> str:
    """The key answers are stored under: a review's id without its suffix."""
    return question_id.removesuffix(REVIEW_SUFFIX)


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
    area: str | None = None
    difficulty: float | None = None
    select_all: list[int] = Field(default_factory=list)  # see Question.select_all
