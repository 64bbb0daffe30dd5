"""Judge-study rounds: questions from the bank, sessions, and answers kept in the store.

Questions need only the parsed corpus, not the search index, so a terminal quiz starts
without opening Whoosh. Everything a player may get wrong is a QuizError (a UserError).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import logging
import random
import secrets
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from bot.quiz import (
    DEFAULT_QUESTIONS,
    Mode,
    Question,
    QuestionBank,
    QuizError,
    QuizSession,
    RoundRequest,
    parse_mode,
    parse_round,
)
from bot.quiz.difficulty import Estimate, Tally, estimate, family_of, item_of, points, prior_of
from bot.quiz.models import QuestionKey, stored_key
from bot.quiz.session import Picked
from bot.services.errors import (
    ANSWER_MAYBE_NOT_SAVED,
    ANSWER_NOT_SAVED,
    NO_DATABASE,
    NO_QUESTIONS,
    QUIZ_TOO_SLOW,
    ServiceError,
)
from bot.services.threads import in_thread
from bot.storage.interface import DatabaseError, QuizStore, Store, StoreUnavailable
from bot.storage.records import (
    LOCAL_GUILD,
    ItemTally,
    PlayerStats,
    RankingEntry,
    RoundAnswer,
)

if TYPE_CHECKING:
    from bot.quiz import AnswerResult, Feedback
    from bot.quiz.session import Attempt

log = logging.getLogger(__name__)

# Building the question bank (once a process, or after a new edition) has its own limit: about
# a second on an idle machine, it passed 10 s on a loaded one. A round from a built bank has
# the shorter one. Both are the quiz's message, not the search's.
BANK_TIMEOUT_S = 120.0
QUIZ_TIMEOUT_S = 10.0
RECENT_KEPT = 100  # a player's last answers a new round avoids: ten rounds of ten


class QuizService:
    def __init__(
        self,
        bank: Callable[[], QuestionBank],
        database: Callable[[], Store | None],
        bank_built: Callable[[], bool] = lambda: False,
    ) -> None:
        self._bank = bank
        self._database = database
        self._bank_built = bank_built
        # Why the last answer could not be stored: the terminal says it once, after the round
        # (a damaged page is not a disk error, nor a full disk a permission).
        self.last_failure: Exception | None = None

    # -- questions (sync: the terminal calls them directly) ------------------------------------
    def options(
        self, topic: str | None = None, level: str | None = None, count: int = DEFAULT_QUESTIONS
    ) -> RoundRequest:
        """Check what a player asked for, without building anything: the cog calls it before
        deferring, the CLI before opening the database."""
        return parse_round(topic, level, count)

    def questions(
        self,
        topic: str | None = None,
        level: str | None = None,
        count: int = DEFAULT_QUESTIONS,
        seed: int | None = None,
        recent: Sequence[str] = (),
    ) -> list[Question]:
        """A round of questions; the same seed gives the same round (each question has it).

        Without a seed, the round's seed is the one of a few random seeds that repeats fewest
        of ``recent`` (the player's last question keys, see ``recent``).
        """
        request = self.options(topic, level, count)
        bank = self._bank()
        if seed is None:
            rng = random.Random(secrets.randbits(64))
            seed = bank.fresh_seed(request.topic, request.level, request.size, recent, rng)
        return bank.round(request.topic, request.level, seed, request.size)

    def question(self, key: str) -> Question:
        """One question rebuilt from its id ('palabraclave:basico:7:0'): juez quiz --pregunta."""
        return self._bank().question(key)

    def start(
        self,
        *,
        owner_id: int,
        guild_id: int = LOCAL_GUILD,
        topic: str | None = None,
        level: str | None = None,
        count: int = DEFAULT_QUESTIONS,
        seed: int | None = None,
        mode: Mode | str = Mode.SOLO,
        time_limit_s: float | None = None,
        questions: Sequence[Question] | None = None,
        recent: Sequence[str] = (),
    ) -> QuizSession:
        """A session over new questions, or over ``questions`` (a review) when given."""
        chosen_mode = parse_mode(mode)
        chosen = (
            list(questions)
            if questions is not None
            else self.questions(topic, level, count, seed, recent)
        )
        if not chosen:
            raise ServiceError(NO_QUESTIONS)
        return QuizSession(
            chosen,
            owner_id=owner_id,
            guild_id=guild_id,
            mode=chosen_mode,
            time_limit_s=time_limit_s,
        )

    # -- the event loop ----------------------------------------------------------------------
    async def question_async(self, key: str) -> Question:
        """question() in a worker thread: the first call builds the question bank."""
        await self.prepare()
        return await in_thread(self.question, key, timeout=QUIZ_TIMEOUT_S, too_slow=QUIZ_TOO_SLOW)

    async def start_async(self, **options: object) -> QuizSession:
        """start() in a worker thread: the first call builds the question bank. A round without
        a seed avoids the owner's recent questions."""
        if options.get("seed") is None and options.get("questions") is None:
            guild, owner = options.get("guild_id", LOCAL_GUILD), options.get("owner_id")
            if isinstance(guild, int) and isinstance(owner, int):
                options["recent"] = await self.recent(guild, owner)
        await self.prepare()
        session = await in_thread(
            self.start, timeout=QUIZ_TIMEOUT_S, too_slow=QUIZ_TOO_SLOW, **options
        )
        session.questions = await self.measured(session.questions)
        return session

    # -- difficulty (bot.quiz.difficulty) ------------------------------------------------------
    def measure_keys(self, question: Question) -> tuple[str, str] | None:
        """The keys a question's answers are counted under: its subject at its level, and its
        template at its level; None for a question without a bank key."""
        try:
            key = QuestionKey.parse(question.id).plain
            subject = self._bank().subject_of(key)
        except (QuizError, ZeroDivisionError):  # an old generator, or none at that level
            return None
        return (
            item_of(key.generator, key.level, subject),
            family_of(key.generator, key.level, subject),
        )

    def families(self, level: str | None = None) -> set[str]:
        """Every template family a round at that level may ask (bot.quiz.difficulty keys)."""
        chosen = self.options(level=level).level
        bank = self._bank()
        return {
            family_of(name, chosen, subject)
            for name, generator in bank.generators.items()
            for subject in generator.subjects(chosen)
        }

    @staticmethod
    def estimate_of(
        question: Question, keys: tuple[str, str] | None, tallies: dict[str, ItemTally]
    ) -> Estimate:
        prior = prior_of(question.level, question.difficulty)
        if keys is None:
            return estimate(prior, Tally(), Tally())
        item, family = (tallies.get(k) for k in keys)
        return estimate(
            prior,
            Tally(family.answered, family.correct) if family else Tally(),
            Tally(item.answered, item.correct) if item else Tally(),
        )

    async def measured(self, questions: Sequence[Question]) -> list[Question]:
        """The questions with their difficulty estimated from the stored answers; unchanged
        (no estimate) without a store, or when it fails (a round without it beats none)."""
        store = self._database()
        if store is None or not questions:
            return list(questions)
        failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
        keys = {q.id: self.measure_keys(q) for q in questions}
        try:
            tallies = await store.quiz.tallies([k for pair in keys.values() if pair for k in pair])
        except failures:
            log.exception("no se pudo leer la dificultad de las preguntas")
            return list(questions)
        return [
            q.model_copy(update={"estimate": self.estimate_of(q, keys[q.id], tallies)})
            for q in questions
        ]

    async def _measure(self, store: Store, session: QuizSession, attempt: Attempt) -> None:
        """Count a stored answer toward its question's difficulty and add its points; a store
        that fails costs only that, and is logged (the answer itself is stored)."""
        question = next((q for q in session.questions if q.id == attempt.question_id), None)
        if question is None:
            return
        keys = self.measure_keys(question)
        shown = question.estimate or self.estimate_of(question, keys, {})
        failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
        try:
            await store.quiz.record_measure(
                guild_id=session.guild_id, user_id=attempt.user_id, keys=keys or (),
                correct=attempt.correct, difficulty=shown.value,
                points=points(question.level, shown.value) if attempt.correct else 0.0,
            )  # fmt: skip
        except failures:
            log.exception("no se pudo contar la dificultad de %s", attempt.question_id)

    async def recent(self, guild_id: int, user_id: int) -> list[str]:
        """The player's last RECENT_KEPT question keys; none without a store, or when it
        fails (a round with repeats beats no round)."""
        store = self._database()
        if store is None:
            return []
        failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
        try:
            return await store.quiz.recent_questions(guild_id, user_id, RECENT_KEPT)
        except failures:
            log.exception("no se pudieron leer las preguntas recientes de %s", user_id)
            return []

    async def prepare(self) -> None:
        """Build the question bank off the event loop, within its own limit (start-up calls it;
        every quiz call does first, at no cost once the bank is built)."""
        if not self._bank_built():
            await in_thread(self._bank, timeout=BANK_TIMEOUT_S, too_slow=QUIZ_TOO_SLOW)

    def _store(self) -> Store:
        store = self._database()
        if store is None:
            raise ServiceError(NO_DATABASE)
        return store

    @property
    def repo(self) -> QuizStore:
        return self._store().quiz

    async def answer(
        self,
        session: QuizSession,
        user_id: int,
        choice: Picked,
        *,
        now: dt.datetime | None = None,
    ) -> AnswerResult:
        """Check an answer and, when the session accepts it, store it (totals, streak, box).

        The session has closed the question before the write: a write that fails must not
        escape, or the round would stay on a question nobody can answer or reveal. The player
        keeps the verdict and is told the answer was not saved (``warning``).
        """
        store = self._store()  # fail before judging if nothing could be stored
        failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
        result = session.answer(user_id, choice, now=now)
        if result.attempt is not None:
            attempt = result.attempt
            try:
                await store.quiz.record_answer(
                    guild_id=session.guild_id,
                    user_id=attempt.user_id,
                    question_key=stored_key(attempt.question_id),  # a review's as the plain
                    topic=attempt.topic,
                    correct=attempt.correct,
                    answered_at=attempt.answered_at,
                )
            except failures as err:
                self.last_failure = err
                warning = await self._not_saved(store, session, attempt, err)
                if warning is not None:
                    return result.model_copy(update={"warning": warning})
            await self._measure(store, session, attempt)
        return result

    async def _not_saved(
        self, store: Store, session: QuizSession, attempt: Attempt, err: Exception
    ) -> str | None:
        """What to tell a player whose answer's write failed: "not saved" only when it is
        known not to be (a failure that applied nothing, or a look that finds no row); "I do
        not know" when the look fails too; None when the write did land after all."""
        log.warning(
            "no se pudo guardar la respuesta a %s: %s", attempt.question_id, err,
            exc_info=not isinstance(err, DatabaseError),  # a store failure is not a bug
        )  # fmt: skip
        if isinstance(err, StoreUnavailable) and not err.maybe_applied:
            return ANSWER_NOT_SAVED
        failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
        try:
            stored = await store.quiz.answer_recorded(
                guild_id=session.guild_id, user_id=attempt.user_id,
                question_key=stored_key(attempt.question_id), answered_at=attempt.answered_at,
            )  # fmt: skip
        except failures:
            return ANSWER_MAYBE_NOT_SAVED
        if stored:
            log.info("la respuesta a %s sí quedó guardada", attempt.question_id)
            return None
        return ANSWER_NOT_SAVED

    # -- what a restart must not lose ---------------------------------------------------------
    async def keep_round_answer(
        self,
        round_id: str,
        position: int,
        user_id: int,
        correct: bool,
        *,
        until: float,
        now: float,
    ) -> None:
        """Keep a group round's answer (bot/quiz/rounds.py) until ``until`` (UTC epoch seconds),
        then purge the rounds expired at ``now``. The answer itself is stored by answer(); a
        store that fails here costs only what a restart would find (the player's try, their
        point on the scoreboard), and is logged."""
        store = self._database()
        if store is None:
            return
        failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
        try:
            await store.quiz.record_round_answer(
                round_id=round_id, position=position, user_id=user_id, correct=correct,
                expires_at=until,
            )  # fmt: skip
            await store.quiz.purge_round_answers(now)
        except failures:
            log.exception("no se pudo guardar la respuesta de la ronda %s", round_id)

    async def round_answers(self, round_id: str, now: float) -> list[RoundAnswer]:
        """The answers kept for a group round (empty when the store cannot say: the round goes
        on, with its scoreboard empty and a second try possible)."""
        store = self._database()
        if store is None:
            return []
        failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
        try:
            return await store.quiz.round_answers(round_id, now)
        except failures:
            log.exception("no se pudieron leer las respuestas de la ronda %s", round_id)
            return []

    async def reveal(
        self, session: QuizSession, *, now: dt.datetime | None = None
    ) -> Feedback | None:
        """Close the current question unanswered (time ran out, or the player skipped it).

        In a solo round the owner's unanswered question goes to review (box 1, due at once) as
        a missed one would, without counting as an answer; a store that fails costs only that
        and is logged. Front ends call this rather than ``session.reveal()``.
        """
        question = session.current
        was_closed = session.closed
        feedback = session.reveal()
        if question is None or was_closed or session.mode is not Mode.SOLO:
            return feedback
        store = self._database()
        if store is None:
            return feedback
        failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
        try:
            await store.quiz.record_unanswered(
                guild_id=session.guild_id, user_id=session.owner_id,
                question_key=stored_key(question.id),
                topic=question.topic.value, at=now,
            )  # fmt: skip
        except failures:
            log.exception("no se pudo guardar para repaso la pregunta %s", question.id)
        return feedback

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        return await self.repo.stats(guild_id, user_id)

    async def ranking(self, guild_id: int, limit: int = 10) -> list[RankingEntry]:
        return await self.repo.ranking(guild_id, limit)

    async def review(
        self,
        guild_id: int,
        user_id: int,
        count: int = DEFAULT_QUESTIONS,
        *,
        now: dt.datetime | None = None,
    ) -> list[Question]:
        """Due questions, missed ones first, rebuilt from their keys (unknown keys skipped),
        each with its options in a new order (bot.quiz.review)."""
        self.options(count=count)
        due = await self.repo.due_reviews(guild_id, user_id, now, limit=count)

        def rebuild() -> list[Question]:
            out = []
            for review in due:
                with contextlib.suppress(QuizError):
                    key = QuestionKey.parse(review.question_key)
                    out.append(self._bank().question(replace(key, review=True)))
            return out

        await self.prepare()
        return await in_thread(rebuild, timeout=QUIZ_TIMEOUT_S, too_slow=QUIZ_TOO_SLOW)

    async def delete_user_data(self, user_id: int) -> int:
        return await self.repo.delete_user_data(user_id)
