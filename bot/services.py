"""The one facade every front end calls: the CLI, the offline console and the Discord cogs.

It owns the shared Library (opened once) and exposes each user-facing operation twice: a plain
method for the terminal and an ``a``-prefixed coroutine that runs it in a worker thread with a
time bound, for the Discord event loop (which must answer an interaction within 3 seconds).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import functools
import logging
import secrets
import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TypeVar

from bot.engine import (
    Outcome,
    Scenario,
    load_scenario,
    parse_scenario_text,
    run_scenario,
    run_scenario_text,
)
from bot.quiz import (
    DEFAULT_QUESTIONS,
    Mode,
    Question,
    QuestionBank,
    QuizError,
    QuizSession,
    RoundRequest,
    parse_round,
)
from bot.quiz.session import AnswerResult
from bot.storage.database import Database, DatabaseError
from bot.storage.quiz_repo import LOCAL_GUILD, PlayerStats, QuizRepo, RankingEntry
from index import numbers
from index.answers import LookupResult
from index.corpus import Corpus, load_corpus
from index.library import Library, describe_index

T = TypeVar("T")
log = logging.getLogger(__name__)

LOOKUP_TIMEOUT_S = 2.0
QUIZ_TIMEOUT_S = 10.0  # the first quiz call builds the question bank (under a second here)


class ServiceError(Exception):
    """Something the user asked that cannot be done; the message is Spanish and shown as is."""


class JuezService:
    def __init__(self, data_dir: Path, *, default_edition: str | None = None) -> None:
        self.data_dir = data_dir
        self.default_edition = default_edition
        self._library: Library | None = None
        self._lock = threading.Lock()
        self._corpus: Corpus | None = None
        self._bank: QuestionBank | None = None
        self.database: Database | None = None  # opened by open_database(); quizzes store here

    @property
    def library(self) -> Library:
        # Opened on first use, once, even when two threads ask at the same time.
        if self._library is None:
            with self._lock:
                if self._library is None:
                    # The quiz may have parsed the corpus already: never parse it twice.
                    self._corpus = self._corpus or load_corpus()
                    self._library = Library(self._corpus, self.data_dir)
        return self._library

    def rebuild_index(self) -> Library:
        with self._lock:
            if self._library is not None:
                self._library.close()
            self._corpus = self._corpus or load_corpus()
            self._library = Library(self._corpus, self.data_dir, rebuild=True)
        return self._library

    def index_status(self) -> dict[str, object]:
        """The index on disk against the bundled corpus, without opening or rebuilding it."""
        return describe_index(self.data_dir, self.corpus)

    # -- lookups (sync) ---------------------------------------------------------------------
    def regla(
        self, consulta: str, edicion: str | None = None, preferida: str | None = None
    ) -> LookupResult:
        """A rule by number or range; anything that is not a number searches the rules.

        ``edicion`` is strict (only that edition answers); ``preferida`` (else the bot's
        default) is tried first, and another edition answers when it lacks the rule.
        """
        if numbers.parse_user_number(consulta or "") is None and (consulta or "").strip():
            return self.library.search(consulta, source="reglas")
        return self.library.rule(consulta, edicion, prefer=preferida or self.default_edition)

    def buscar(self, consulta: str, fuente: str | None = None) -> LookupResult:
        return self.library.search(consulta, source=fuente)

    def palabraclave(self, nombre: str) -> LookupResult:
        return self.library.keyword(nombre)

    def glosario(self, termino: str) -> LookupResult:
        return self.library.glossary(termino)

    # -- scenarios (the rules engine; ScenarioError carries the Spanish message) ----------
    def leer_escenario(self, texto: str) -> Scenario:
        """The scenario line read and checked, not yet run (ScenarioError when unreadable)."""
        return parse_scenario_text(texto)

    def escenario(self, escenario: str | Scenario) -> Outcome:
        if isinstance(escenario, str):
            return run_scenario_text(escenario)
        return run_scenario(escenario)

    def escenario_archivo(self, path: Path) -> Outcome:
        return run_scenario(load_scenario(path))

    # -- the same for the event loop --------------------------------------------------------
    async def run(
        self, fn: Callable[..., T], *args: object, timeout: float = LOOKUP_TIMEOUT_S
    ) -> T:
        try:
            return await asyncio.wait_for(asyncio.to_thread(fn, *args), timeout)
        except TimeoutError as err:
            raise ServiceError(
                "La búsqueda tardó demasiado y se canceló. Prueba con menos palabras."
            ) from err

    async def aregla(
        self, consulta: str, edicion: str | None = None, preferida: str | None = None
    ) -> LookupResult:
        return await self.run(self.regla, consulta, edicion, preferida)

    async def abuscar(self, consulta: str, fuente: str | None = None) -> LookupResult:
        return await self.run(self.buscar, consulta, fuente)

    async def apalabraclave(self, nombre: str) -> LookupResult:
        return await self.run(self.palabraclave, nombre)

    async def aglosario(self, termino: str) -> LookupResult:
        return await self.run(self.glosario, termino)

    async def aescenario(self, escenario: str | Scenario) -> Outcome:
        return await self.run(self.escenario, escenario)

    async def open(self) -> None:
        """Open the library off the event loop (the first build can take seconds)."""
        await asyncio.to_thread(lambda: self.library)

    # -- quizzes ------------------------------------------------------------------------------
    # Questions need only the corpus, not the search index: the terminal quiz starts without
    # building Whoosh. In the bot the library is open first and its corpus is reused.
    @property
    def corpus(self) -> Corpus:
        if self._library is not None:
            return self._library.corpus
        if self._corpus is None:
            with self._lock:
                if self._corpus is None:
                    self._corpus = load_corpus()
        return self._corpus

    @property
    def quiz_bank(self) -> QuestionBank:
        if self._bank is None:
            corpus = self.corpus
            with self._lock:
                if self._bank is None:
                    self._bank = QuestionBank(corpus)
        return self._bank

    async def prepare_quiz(self) -> None:
        """Build the question bank off the event loop (call once at start-up)."""
        await asyncio.to_thread(lambda: self.quiz_bank)

    async def open_database(self, path: Path | str) -> Database:
        if self.database is None:
            self.database = await Database.open(path)
        return self.database

    async def close_database(self) -> None:
        if self.database is not None:
            await self.database.close()
            self.database = None

    @property
    def quiz_repo(self) -> QuizRepo:
        if self.database is None:
            raise ServiceError("La base de datos no está abierta: no se pueden guardar respuestas.")
        return QuizRepo(self.database)

    def quiz_questions(
        self,
        tema: str | None = None,
        nivel: str | None = None,
        cantidad: int = DEFAULT_QUESTIONS,
        semilla: int | None = None,
    ) -> list[Question]:
        """A round of questions; the same seed gives the same round (each question has it)."""
        request = self.quiz_options(tema, nivel, cantidad)
        seed = secrets.randbelow(10**9) if semilla is None else semilla
        with _as_service_error():
            return self.quiz_bank.round(request.topic, request.level, seed, request.count)

    def quiz_options(
        self, tema: str | None = None, nivel: str | None = None, cantidad: int = DEFAULT_QUESTIONS
    ) -> RoundRequest:
        """Check what a player asked for, without building anything: the cog calls it before
        deferring, the CLI before opening the database. ServiceError, in Spanish."""
        with _as_service_error():
            return parse_round(tema, nivel, cantidad)

    def quiz_question(self, clave: str) -> Question:
        """One question rebuilt from its id ('palabraclave:basico:7:0'): juez quiz --pregunta."""
        with _as_service_error():
            return self.quiz_bank.question(clave)

    def start_quiz(
        self,
        *,
        owner_id: int,
        guild_id: int = LOCAL_GUILD,
        tema: str | None = None,
        nivel: str | None = None,
        cantidad: int = DEFAULT_QUESTIONS,
        semilla: int | None = None,
        modo: Mode | str = Mode.SOLO,
        time_limit_s: float | None = None,
        questions: Sequence[Question] | None = None,
    ) -> QuizSession:
        """A session over new questions, or over ``questions`` (a review) when given."""
        with _as_service_error():
            mode = Mode(modo)
        chosen = (
            list(questions)
            if questions is not None
            else self.quiz_questions(tema, nivel, cantidad, semilla)
        )
        if not chosen:
            raise ServiceError("No hay preguntas para esta ronda.")
        return QuizSession(
            chosen, owner_id=owner_id, guild_id=guild_id, mode=mode, time_limit_s=time_limit_s
        )

    async def astart_quiz(self, **options: object) -> QuizSession:
        """start_quiz in a worker thread: the first call builds the question bank."""
        start = functools.partial(self.start_quiz, **options)  # type: ignore[arg-type]
        return await self.run(start, timeout=QUIZ_TIMEOUT_S)

    async def answer_quiz(
        self,
        session: QuizSession,
        user_id: int,
        choice: int | str,
        *,
        now: dt.datetime | None = None,
    ) -> AnswerResult:
        """Check an answer and, when the session accepts it, store it (totals, streak, box).

        The session has closed the question before the write: a write that fails must not
        escape, or the round would stay on a question nobody can answer or reveal. The player
        keeps the verdict and is told the answer was not saved (``warning``).
        """
        repo = self.quiz_repo  # fail before judging if nothing could be stored
        result = session.answer(user_id, choice, now=now)
        if result.attempt is not None:
            attempt = result.attempt
            try:
                await repo.record_answer(
                    guild_id=session.guild_id,
                    user_id=attempt.user_id,
                    question_key=attempt.question_id,
                    topic=attempt.topic,
                    correct=attempt.correct,
                    answered_at=attempt.answered_at,
                )
            except (sqlite3.Error, DatabaseError):
                log.exception("no se pudo guardar la respuesta a %s", attempt.question_id)
                return result.model_copy(update={"warning": ANSWER_NOT_SAVED})
        return result

    async def quiz_stats(self, guild_id: int, user_id: int) -> PlayerStats:
        return await self.quiz_repo.stats(guild_id, user_id)

    async def quiz_ranking(self, guild_id: int, limit: int = 10) -> list[RankingEntry]:
        return await self.quiz_repo.ranking(guild_id, limit)

    async def quiz_review(
        self,
        guild_id: int,
        user_id: int,
        cantidad: int = DEFAULT_QUESTIONS,
        *,
        now: dt.datetime | None = None,
    ) -> list[Question]:
        """Due questions, missed ones first, rebuilt from their keys (unknown keys skipped)."""
        self.quiz_options(cantidad=cantidad)
        due = await self.quiz_repo.due_reviews(guild_id, user_id, now, limit=cantidad)

        def rebuild() -> list[Question]:
            out = []
            for review in due:
                with contextlib.suppress(QuizError):
                    out.append(self.quiz_bank.question(review.question_key))
            return out

        return await self.run(rebuild, timeout=QUIZ_TIMEOUT_S)

    async def delete_quiz_data(self, user_id: int) -> int:
        return await self.quiz_repo.delete_user_data(user_id)


ANSWER_NOT_SAVED = (
    "No se pudo guardar tu respuesta: no contará en tus estadísticas ni en tus repasos."
)


@contextlib.contextmanager
def _as_service_error() -> Iterator[None]:
    try:
        yield
    except QuizError as err:
        raise ServiceError(str(err)) from err
    except ValueError as err:  # Mode("x")
        raise ServiceError(
            f"Modo desconocido. Modos válidos: {', '.join(m.value for m in Mode)}."
        ) from err
