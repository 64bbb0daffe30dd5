"""A round of questions, independent of any front end.

The Discord cog and the terminal both drive it the same way: show ``current``, pass each
player's choice to ``answer``, call ``reveal`` when their timer runs out, then ``advance``.
The session only decides; recording answers is the service's job (it has the database).

Solo mode: only the owner answers, once; the question closes on that answer.
Group mode: anyone may answer, once per question; the first right answer wins and closes the
question; wrong answers leave it open for the others until ``reveal``.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from enum import StrEnum

from pydantic import BaseModel, ConfigDict

from bot.quiz.models import LETTERS, Citation, EngineStep, Question, letters_of

# What a player answers: an option's index or letter ("B"); for a select-all question, the
# indexes of every option marked, or their letters ("AC", "a, c").
Picked = int | str | tuple[int, ...]
SELECT_ALL_HINT = "Marca todas las que valgan"


class Mode(StrEnum):
    SOLO = "individual"
    GROUP = "grupo"


class Feedback(BaseModel):
    """What a player sees once a question closes."""

    model_config = ConfigDict(frozen=True)

    question_id: str
    correct: int
    correct_letter: str
    answer: str
    explanation: str
    select_all: tuple[int, ...] = ()  # every true option of a select-all question
    answers: tuple[str, ...] = ()  # their texts, in the same order
    citations: tuple[Citation, ...]
    steps: tuple[EngineStep, ...] = ()
    winner: int | None = None  # the user who got it right first (group mode), if anyone
    timed_out: bool = False

    def keyed(self) -> tuple[str, list[tuple[str, str]]]:
        """How the solution names its answer: 'Respuesta correcta' and [(letter, text)], or
        for a select-all question 'Respuestas correctas' and one pair per true option."""
        if not self.select_all:
            return "Respuesta correcta", [(self.correct_letter, self.answer)]
        pairs = [(LETTERS[i], t) for i, t in zip(self.select_all, self.answers, strict=True)]
        return "Respuestas correctas (todas las que valen)", pairs


class Attempt(BaseModel):
    """One accepted answer: what storage records."""

    model_config = ConfigDict(frozen=True)

    user_id: int
    question_id: str
    topic: str
    choice: int | tuple[int, ...]  # the options marked, for a select-all question
    correct: bool
    answered_at: dt.datetime


class AnswerResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    accepted: bool
    correct: bool = False
    message: str  # Spanish, ready to show
    attempt: Attempt | None = None
    feedback: Feedback | None = None  # set when this answer closed the question
    # Set by the service when the answer was judged but could not be stored: the round goes
    # on, and the front end tells the player (privately where it can).
    warning: str | None = None


class QuizSession:
    def __init__(
        self,
        questions: Sequence[Question],
        *,
        owner_id: int,
        guild_id: int = 0,
        mode: Mode = Mode.SOLO,
        time_limit_s: float | None = None,
    ) -> None:
        if not questions:
            raise ValueError("a session needs at least one question")
        self.questions = list(questions)
        self.owner_id = owner_id
        self.guild_id = guild_id
        self.mode = mode
        self.time_limit_s = time_limit_s  # for the front end's timer; the session keeps no clock
        self.position = 0
        self.scores: dict[int, int] = {}  # user -> right answers
        self.attempts: list[Attempt] = []
        self._answered: set[int] = set()  # users who answered the current question
        self._feedback: Feedback | None = None

    # -- state ----------------------------------------------------------------------------
    @property
    def current(self) -> Question | None:
        return self.questions[self.position] if self.position < len(self.questions) else None

    @property
    def finished(self) -> bool:
        return self.current is None

    @property
    def closed(self) -> bool:
        """The current question has been answered (solo), won (group) or revealed."""
        return self._feedback is not None

    @property
    def feedback(self) -> Feedback | None:
        return self._feedback

    @property
    def number(self) -> int:
        """1-based number of the current question, for "Pregunta 2 de 5"."""
        return min(self.position + 1, len(self.questions))

    def score(self, user_id: int | None = None) -> int:
        return self.scores.get(self.owner_id if user_id is None else user_id, 0)

    def ranking(self) -> list[tuple[int, int]]:
        return sorted(self.scores.items(), key=lambda kv: (-kv[1], kv[0]))

    # -- actions --------------------------------------------------------------------------
    def may_play(self, user_id: int) -> bool:
        """Whether this user takes part: anyone in group mode, only the owner in solo."""
        return self.mode is Mode.GROUP or user_id == self.owner_id

    def answer(
        self, user_id: int, choice: Picked, *, now: dt.datetime | None = None
    ) -> AnswerResult:
        question = self.current
        if question is None:
            return AnswerResult(accepted=False, message="La ronda ya terminó.")
        if self.closed:
            return AnswerResult(accepted=False, message=self._closed_message())
        if not self.may_play(user_id):
            return AnswerResult(
                accepted=False, message="Esta ronda es individual: solo responde quien la empezó."
            )
        if user_id in self._answered:
            return AnswerResult(
                accepted=False, message="Ya respondiste a esta pregunta: una respuesta por persona."
            )
        valid = ", ".join(LETTERS[: len(question.options)])
        marked: int | tuple[int, ...] | None
        if question.select_all:
            marked = self._indexes(choice, len(question.options))
            if not marked:
                return AnswerResult(
                    accepted=False,
                    message=f"Respuesta no válida: {SELECT_ALL_HINT.lower()} de {valid}"
                    f" (por ejemplo, «{LETTERS[0]}{LETTERS[2]}»).",
                )
            right = frozenset(marked) == question.keys
        else:
            marked = self._index(choice, len(question.options))
            if marked is None:
                return AnswerResult(accepted=False, message=f"Respuesta no válida: elige {valid}.")
            right = marked == question.correct
        self._answered.add(user_id)
        attempt = Attempt(
            user_id=user_id,
            question_id=question.id,
            topic=question.topic.value,
            choice=marked,
            correct=right,
            answered_at=now or dt.datetime.now(dt.UTC),
        )
        self.attempts.append(attempt)
        self.scores.setdefault(user_id, 0)
        if right:
            self.scores[user_id] += 1
        feedback = None
        if right or self.mode is Mode.SOLO:
            feedback = self._close(winner=user_id if right else None, timed_out=False)
        if right:
            message = "¡Correcto!"
        elif isinstance(marked, tuple):
            message = f"Incorrecto: marcaste {letters_of(marked)}."
        else:
            message = f"Incorrecto: elegiste {LETTERS[marked]}."
        return AnswerResult(
            accepted=True, correct=right, message=message, attempt=attempt, feedback=feedback
        )

    def had_their_try(self, user_ids: Iterable[int]) -> None:
        """Players who already answered the current question before this session was rebuilt
        (after a restart, from what the store kept): each is refused a second try."""
        self._answered.update(user_ids)

    def reveal(self) -> Feedback | None:
        """Close the current question because time ran out (no-op if already closed)."""
        if self.current is None:
            return None
        if self._feedback is not None:
            return self._feedback
        return self._close(winner=None, timed_out=True)

    def skip(self) -> Feedback | None:
        """Close without an answer (the terminal's unreadable input); same as a reveal."""
        return self.reveal()

    def advance(self) -> Question | None:
        """Move to the next question; the current one must be closed first."""
        if self.current is not None and not self.closed:
            raise RuntimeError("the current question is still open: answer or reveal it first")
        self.position += 1
        self._answered = set()
        self._feedback = None
        return self.current

    # -- helpers --------------------------------------------------------------------------
    def _close(self, *, winner: int | None, timed_out: bool) -> Feedback:
        question = self.current
        assert question is not None
        self._feedback = Feedback(
            question_id=question.id,
            correct=question.correct,
            correct_letter=question.correct_letter,
            answer=question.answer,
            explanation=question.explanation,
            select_all=question.select_all,
            answers=tuple(question.options[i] for i in question.select_all),
            citations=question.citations,
            steps=question.steps,
            winner=winner,
            timed_out=timed_out,
        )
        return self._feedback

    def _closed_message(self) -> str:
        fb = self._feedback
        if fb is not None and fb.winner is not None and self.mode is Mode.GROUP:
            return "Demasiado tarde: otra persona ya acertó esta pregunta."
        return "Esta pregunta ya está cerrada."

    @staticmethod
    def _index(choice: Picked, count: int) -> int | None:
        if isinstance(choice, tuple):
            return choice[0] if len(choice) == 1 and 0 <= choice[0] < count else None
        if isinstance(choice, int):
            return choice if 0 <= choice < count else None
        text = choice.strip().rstrip(").").strip().upper()
        if len(text) == 1 and text in LETTERS[:count]:
            return LETTERS.index(text)
        return None

    @staticmethod
    def _indexes(choice: Picked, count: int) -> tuple[int, ...] | None:
        """The options a select-all answer marks, in order; None for anything else (an
        option out of range, a letter twice, a word)."""
        if isinstance(choice, int):
            choice = (choice,)
        if isinstance(choice, str):
            words = choice.casefold().replace(",", " ").replace(")", " ").split()
            text = "".join(w for w in words if w != "y").upper()  # "a y c" as "AC"
            if not text or any(c not in LETTERS[:count] for c in text):
                return None
            choice = tuple(LETTERS.index(c) for c in text)
        if len(set(choice)) != len(choice) or not all(0 <= i < count for i in choice):
            return None
        return tuple(sorted(choice)) or None
