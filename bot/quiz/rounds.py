"""A quiz round's whole life, for any front end: where it is, when it closes, who may still
answer, its scores, and how it carries on after a restart (no discord, no asyncio timers).

A ``Round`` is a QuizSession plus what a round adds to it: a phase (a question open for
answers, or its solution waiting for "Siguiente"), a deadline for that phase, the questions the
timer closed, and an id. Timers are data: ``ask`` and ``solve`` take the clock's value and say
when the phase ends (``deadline``, Unix seconds); the front end runs its own timer to that
moment and then calls ``close_by_time`` or ``stop_waiting``. A press made on an old screen is
told apart with ``at`` and ``overdue``, so a restart that lost every timer still closes a
question whose time is up at the next press.

Everything that has to outlive the process is written down. ``RoundState`` encodes the round
in under 100 characters (a Discord custom_id): who started it, its mode, how many questions,
where it is, the owner's score, how many questions the timer closed, when the phase ends, and
which questions it asks. A new round's questions come back from its seed
(QuestionBank.round is deterministic); a review keeps the key of the question on screen, and
the rest of the review is what is due when it resumes. A group's answers are stored per round
(QuizStore.record_round_answer: one row per player and question), and both the scoreboard and
"one try per person" are read back from those rows: nothing is read back from a message.

    n i 5 2 1 0 : <owner> : <nonce> : <deadline> : <topic><level>    a new round
    r i 5 2 1 0 : <owner> : <nonce> : <deadline> : <question key>     a review
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

from bot.quiz.session import Mode, Picked
from bot.quiz.topics import MAX_QUESTIONS
from bot.text.base36 import DIGITS, from36, to36

if TYPE_CHECKING:
    from bot.quiz.models import Question
    from bot.quiz.session import AnswerResult, Feedback, QuizSession
    from bot.storage.records import RoundAnswer

QUESTION_TIMEOUT_S = 60.0
NEXT_TIMEOUT_S = 600.0  # how long a solution waits for "Siguiente"
# A group round's stored answers outlive its last possible moment by this much (a margin for
# clocks), then a later answer purges them.
KEPT_AFTER_S = 3600.0

TOPICS = ("", "reglas", "palabrasclave", "clase", "escenarios")  # "": todos. Append only.
LEVELS = ("basico", "intermedio", "avanzado")
MODES = {Mode.SOLO: "i", Mode.GROUP: "g"}

_STATE = re.compile(
    r"(?P<kind>[nr])(?P<mode>[ig])(?P<count>[0-9a-z])(?P<position>[0-9a-z])(?P<score>[0-9a-z])"
    r"(?P<unanswered>[0-9a-z]):(?P<owner>[0-9a-z]{1,13}):(?P<nonce>[0-9a-z]{1,8}):"
    r"(?P<deadline>[0-9a-z]{1,8}):(?P<spec>[\w:.-]{1,60})"
)


class QuizBackend(Protocol):
    """What a round asks of the quiz service (bot.services.quiz.QuizService implements it):
    the domain names the calls it needs instead of importing the facade that uses it."""

    async def question_async(self, key: str) -> Question: ...

    async def start_async(self, **options: object) -> QuizSession: ...

    async def review(self, guild_id: int, user_id: int, count: int = ...) -> list[Question]: ...

    async def answer(self, session: QuizSession, user_id: int, choice: Picked) -> AnswerResult: ...

    async def reveal(self, session: QuizSession) -> Feedback | None: ...

    async def keep_round_answer(
        self, round_id: str, position: int, user_id: int, correct: bool, *, until: float, now: float
    ) -> None: ...

    async def round_answers(self, round_id: str, now: float) -> list[RoundAnswer]: ...


class Phase(StrEnum):
    QUESTION = "question"  # open for answers until the deadline
    SOLUTION = "solution"  # shown; waits for "Siguiente" until the deadline


# -- the round written down ---------------------------------------------------------------------
@dataclass(frozen=True)
class RoundState:
    review: bool
    mode: Mode
    owner: int
    nonce: int  # a new round's seed; any number for a review: with the owner, the round's id
    count: int
    position: int
    score: int  # the owner's right answers so far (solo rounds)
    unanswered: int  # questions the timer closed
    deadline: int  # Unix time at which the current question (or the wait for Siguiente) ends
    spec: str  # topic and level codes (new round) or the current question's key (review)

    @property
    def round_id(self) -> str:
        return round_id(self.owner, self.nonce)

    @property
    def topic(self) -> str | None:
        return TOPICS[DIGITS.index(self.spec[0])] or None

    @property
    def level(self) -> str:
        return LEVELS[DIGITS.index(self.spec[1])]

    def may_play(self, user_id: int) -> bool:
        """QuizSession.may_play's rule, answerable before the session is at hand."""
        return self.mode is Mode.GROUP or user_id == self.owner

    def encode(self) -> str:
        numbers = (self.count, self.position, self.score, self.unanswered)
        return (
            f"{'r' if self.review else 'n'}{MODES[self.mode]}"
            + "".join(DIGITS[n] for n in numbers)
            + f":{to36(self.owner)}:{to36(self.nonce)}:{to36(self.deadline)}:{self.spec}"
        )

    @staticmethod
    def decode(text: str) -> RoundState:
        """ValueError for anything no version of the bot wrote."""
        m = _STATE.fullmatch(text)
        if m is None:
            raise ValueError("not a round state")
        count, position, score, unanswered = (
            DIGITS.index(m[k]) for k in ("count", "position", "score", "unanswered")
        )
        if not (count >= 1 and position < count and score <= count and unanswered <= count):
            raise ValueError("round numbers out of range")
        state = RoundState(
            review=m["kind"] == "r",
            mode=Mode.GROUP if m["mode"] == "g" else Mode.SOLO,
            owner=from36(m["owner"]),
            nonce=from36(m["nonce"]),
            count=count,
            position=position,
            score=score,
            unanswered=unanswered,
            deadline=from36(m["deadline"]),
            spec=m["spec"],
        )
        if not state.review:
            if len(state.spec) != 2 or state.spec[0] not in DIGITS[: len(TOPICS)]:
                raise ValueError("unknown topic")
            if state.spec[1] not in DIGITS[: len(LEVELS)]:
                raise ValueError("unknown level")
        return state


def round_id(owner: int, nonce: int) -> str:
    return f"{to36(owner)}.{to36(nonce)}"


def spec_of(topic: str | None, level: str | None) -> str:
    """The topic and level codes of a new round (both already checked by the service)."""
    topic_code = DIGITS[TOPICS.index(topic if topic and topic != "todos" else "")]
    return topic_code + DIGITS[LEVELS.index(level or "basico")]


def new_nonce() -> int:
    return secrets.randbelow(36**6)


def scores_of(answers: Iterable[RoundAnswer]) -> dict[int, int]:
    """A group's scoreboard from its stored answers: every player who answered, with the
    questions they got right (zero included: they played)."""
    scores: dict[int, int] = {}
    for answer in answers:
        scores[answer.user_id] = scores.get(answer.user_id, 0) + int(answer.correct)
    return scores


# -- the round alive ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Timing:
    """How long a question stays open, and how long its solution waits for "Siguiente"."""

    question_s: float = QUESTION_TIMEOUT_S
    next_s: float = NEXT_TIMEOUT_S


class Round:
    """One round of a QuizSession: what it shows, until when, and what a press does to it.

    ``quiz`` judges and stores (QuizBackend); ``timing`` None plays without deadlines (the
    terminal, where a player takes the time they need)."""

    def __init__(
        self,
        quiz: QuizBackend,
        session: QuizSession,
        *,
        nonce: int,
        spec: str = "",
        review: bool = False,
        timing: Timing | None = None,
        unanswered: int = 0,
        missed: bool = False,
    ) -> None:
        self.quiz = quiz
        self.session = session
        self.nonce = nonce
        self.spec = spec  # topic and level codes of a new round
        self.review = review
        self.timing = timing
        self.unanswered = unanswered  # questions closed without an answer (time, skip, quit)
        self.missed_before = missed  # a miss before a restart (the attempts are gone)
        self.phase = Phase.QUESTION
        self.deadline = 0  # Unix time at which the current phase ends (0: no timer)
        self.finished = False

    @classmethod
    def new(
        cls,
        quiz: QuizBackend,
        session: QuizSession,
        *,
        topic: str | None,
        level: str | None,
        timing: Timing | None = None,
    ) -> Round:
        """A round of new questions: its nonce is their seed, so a restart finds them again."""
        nonce = session.questions[0].seed
        return cls(quiz, session, nonce=nonce, spec=spec_of(topic, level), timing=timing)

    @classmethod
    def of_review(
        cls, quiz: QuizBackend, session: QuizSession, *, timing: Timing | None = None
    ) -> Round:
        return cls(quiz, session, nonce=new_nonce(), review=True, timing=timing)

    @property
    def id(self) -> str:
        return round_id(self.session.owner_id, self.nonce)

    @property
    def last(self) -> bool:
        """The question on screen is the round's last one."""
        return self.session.position + 1 >= len(self.session.questions)

    @property
    def played(self) -> int:
        """The questions shown so far (the session stays on its last one)."""
        return min(self.session.position + 1, len(self.session.questions))

    def state(self) -> RoundState:
        session = self.session
        total = len(session.questions)
        spec = session.current.id if self.review and session.current else self.spec
        return RoundState(
            review=self.review,
            mode=session.mode,
            owner=session.owner_id,
            nonce=self.nonce,
            count=total,
            position=min(session.position, total - 1),
            score=min(session.score(), total),
            unanswered=min(self.unanswered, total),
            deadline=self.deadline,
            spec=spec,
        )

    # -- phases and their deadlines -------------------------------------------------------------
    def ask(self, now: float) -> int:
        """The current question opens; it closes at the deadline returned."""
        self.phase = Phase.QUESTION
        self.deadline = self._after(now, self.timing.question_s if self.timing else None)
        return self.deadline

    def solve(self, now: float) -> int:
        """The current question's solution is shown. After the last question the round is over
        (``finished``); otherwise it waits for "Siguiente" until the deadline returned."""
        self.phase = Phase.SOLUTION
        if self.last:
            self.finished = True
            return self.deadline
        self.deadline = self._after(now, self.timing.next_s if self.timing else None)
        return self.deadline

    def next(self, now: float) -> int:
        """ "Siguiente": the next question opens (the current one must be closed)."""
        self.session.advance()
        return self.ask(now)

    @staticmethod
    def _after(now: float, seconds: float | None) -> int:
        # Whole seconds, rounded up: what a custom_id carries and Discord counts down.
        return 0 if seconds is None else int(now + seconds) + 1

    # -- presses and timers ---------------------------------------------------------------------
    def at(self, position: int, phase: Phase) -> bool:
        """Whether a press or timer made for that question and phase still finds the round
        there (a second press, or a timer that lost the race, changes nothing)."""
        return not self.finished and self.session.position == position and self.phase is phase

    def overdue(self, deadline: float, now: float) -> bool:
        """A press after its phase's deadline, whose timer did not run (a restart, or a press
        racing it): the press closes the phase instead. A question already closed by an
        answer is left to that answer."""
        if now < deadline:
            return False
        return self.phase is Phase.SOLUTION or not self.session.closed

    async def close_by_time(self, position: int) -> Feedback | None:
        """The question timer: close the question unanswered; None when there is nothing to
        close (an answer closed it, or the round moved on)."""
        if not self.at(position, Phase.QUESTION) or self.session.closed:
            return None
        return await self.skip()

    async def skip(self) -> Feedback:
        """Close the current question unanswered. Through the service: a solo player's
        unanswered question goes to review."""
        feedback = await self.quiz.reveal(self.session)
        assert feedback is not None  # a round always has a current question until it ends
        self.unanswered += 1
        return feedback

    def stop_waiting(self, position: int) -> bool:
        """Nobody pressed "Siguiente" in time: the round ends where it is (True), unless a
        press already moved it on (False)."""
        if not self.at(position, Phase.SOLUTION):
            return False
        self.finished = True
        return True

    async def quit(self) -> int:
        """The player leaves: the question on screen goes to review as an unanswered one, and
        the round ends. How many questions were left unanswered."""
        left = len(self.session.questions) - self.session.position
        if not self.session.closed:
            await self.quiz.reveal(self.session)
        self.unanswered += left
        self.finished = True
        return left

    async def judge(self, user_id: int, choice: Picked, now: float) -> AnswerResult:
        """An answer, judged by the session and stored by the service. In a group, every
        accepted answer is also kept as the round's (who tried, who got it right), so a
        restart keeps both the scoreboard and the one try per person."""
        position = self.session.position
        result = await self.quiz.answer(self.session, user_id, choice)
        if result.accepted and self.session.mode is Mode.GROUP:
            await self.quiz.keep_round_answer(
                self.id, position, user_id, result.correct, until=self.kept_until(now), now=now
            )
        return result

    def kept_until(self, now: float) -> float:
        """When the round's stored answers stop mattering: after every question left had its
        whole time and its whole wait for "Siguiente", plus a margin."""
        timing = self.timing or Timing()
        left = len(self.session.questions) - self.session.position
        return max(now, self.deadline) + left * (timing.question_s + timing.next_s) + KEPT_AFTER_S

    # -- after a restart ------------------------------------------------------------------------
    @classmethod
    async def resume(
        cls,
        quiz: QuizBackend,
        state: RoundState,
        phase: Phase,
        *,
        guild_id: int,
        now: float,
        timing: Timing | None = None,
    ) -> Round:
        """The round ``state`` wrote down, rebuilt in a process that never saw it. ``phase``
        is the one the press was made in (an answer: the question; "Siguiente": its
        solution). Its questions come back from the seed or the review; a group's scores
        and tries come back from the store."""
        limit = timing.question_s if timing else None
        if state.review:
            current = await quiz.question_async(state.spec)
            due = await quiz.review(guild_id, state.owner, MAX_QUESTIONS)
            rest = [q for q in due if q.id != current.id][: state.count - state.position - 1]
            questions = [current] * (state.position + 1) + rest
            session = await quiz.start_async(
                owner_id=state.owner, guild_id=guild_id, questions=questions, time_limit_s=limit
            )
        else:
            session = await quiz.start_async(
                owner_id=state.owner,
                guild_id=guild_id,
                topic=state.topic,
                level=state.level,
                count=state.count,
                seed=state.nonce,
                mode=state.mode,
                time_limit_s=limit,
            )
        session.position = state.position
        if state.mode is Mode.GROUP:
            answers = await quiz.round_answers(state.round_id, now)
            session.scores = scores_of(answers)
            if phase is Phase.QUESTION:  # who already had their one try at the question
                session.had_their_try(a.user_id for a in answers if a.position == state.position)
        elif state.score:
            session.scores = {state.owner: state.score}
        closed = state.position + (1 if phase is Phase.SOLUTION else 0)
        missed = state.mode is Mode.SOLO and closed - state.unanswered - state.score > 0
        resumed = cls(
            quiz,
            session,
            nonce=state.nonce,
            spec="" if state.review else state.spec,
            review=state.review,
            timing=timing,
            unanswered=state.unanswered,
            missed=missed,
        )
        if phase is Phase.SOLUTION:
            session.reveal()  # the question on screen was closed before the restart
            resumed.phase = Phase.SOLUTION
        resumed.deadline = state.deadline
        return resumed
