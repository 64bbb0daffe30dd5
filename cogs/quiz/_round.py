"""A quiz round on one message: the live session, its two timers, and every press on it.

A round lives on one message. Its question closes at a deadline (the question timer) and its
solution waits for "Siguiente" a while (the wait timer); both run on the bot's clock and
neither moves when someone presses a button, refused or not. When a timer changes the message
it uses the newest interaction token it has (a press renews it) while that token still works,
and otherwise the bot's own token through the channel, which never expires for a public
message: a round is never left with live buttons because an old token expired.

Every press is acknowledged first (a deferred update), then judged; the answer is stored in the
database, and a slow database gets the player a private note instead of silence. A press on a
round this process does not know (it was started before a restart) rebuilds the round from the
button's custom_id (cogs/quiz/_state.py) and carries on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import secrets
from typing import TYPE_CHECKING, Any

import discord

from bot.quiz import MAX_QUESTIONS, Feedback, Mode, QuizSession
from bot.services import ServiceError, in_thread
from bot.storage.records import LOCAL_GUILD
from cogs._ui import replies
from cogs._ui.requests import to36
from cogs._ui.timing import Clock, Timer, Token
from cogs.quiz._buttons import answer_buttons, next_button
from cogs.quiz._embeds import (
    SCOREBOARD,
    ClassNames,
    feedback_embed,
    question_embed,
    score_embed,
    scoreboard,
)
from cogs.quiz._state import RoundState, spec_of

if TYPE_CHECKING:
    from bot.quiz import AnswerResult
    from bot.services.quiz import QuizService

log = logging.getLogger(__name__)

QUESTION_TIMEOUT_S = 60.0
NEXT_TIMEOUT_S = 600.0  # how long a solution waits for "Siguiente"
CONFIRM_TIMEOUT_S = 60.0
ANSWER_NOTICE_S = 2.5  # a slower database gets the player a private note
ANSWER_LIMIT_S = 30.0  # then the solution is shown anyway
REBUILD_TIMEOUT_S = 10.0

QUESTION_CLOSED = "Esa pregunta ya está cerrada."
ONE_TRY = "Solo hay un intento por persona: espera a ver la solución."
TIME_UP = "Se acabó el tiempo de esa pregunta: esta es la solución."
ANSWER_PENDING = (
    "La base de datos va lenta: tu respuesta cuenta y la verás corregida en cuanto se guarde."
)
ANSWER_UNSURE = (
    "La base de datos no respondió: tu respuesta cuenta en esta ronda, pero puede que no se haya "
    "guardado en tus estadísticas."
)
NOT_CONFIRMED = "No confirmaste a tiempo: no se ha borrado nada."
NOTHING_DELETED = "No se ha borrado nada."
ERASE_UNSURE = (
    "La base de datos no respondió a tiempo y no sé si se borraron tus datos. Inténtalo de "
    "nuevo en unos segundos (borrar dos veces no hace daño)."
)
_MENTION = re.compile(r"<@(\d+)> · (\d+)")


def deleted_message(rows: int) -> str:
    if rows == 0:
        return "No había datos tuyos del quiz: no se ha borrado nada."
    noun = "registro" if rows == 1 else "registros"
    return (
        f"Listo: borré {rows} {noun} con tus respuestas, estadísticas, rachas y repasos del quiz "
        "en todos los servidores."
    )


class Screen:
    """The round's message and the ways to change it without a press to answer."""

    def __init__(self, message: Any, token: Token | None, channel_id: int | None) -> None:
        self.message_id: int | None = getattr(message, "id", None)
        channel = getattr(message, "channel", None)
        self.channel_id: int | None = getattr(channel, "id", None) or channel_id
        flags = getattr(message, "flags", None)
        self.ephemeral = bool(getattr(flags, "ephemeral", False))
        self.token = token

    async def edit(self, client: Any, clock: Clock, **fields: Any) -> bool:
        if self.token is not None and self.token.usable(clock):
            try:
                await self.token.edit(**fields)
                return True
            except discord.HTTPException:
                log.debug("el token de la ronda ya no sirve")
        if not self.ephemeral and self.channel_id and self.message_id:
            channel = client.get_partial_messageable(self.channel_id)
            try:
                await channel.get_partial_message(self.message_id).edit(**fields)
                return True
            except discord.HTTPException:
                log.debug("no se pudo editar %s por el canal", self.message_id)
        log.info("no se pudo actualizar el mensaje %s de una ronda", self.message_id)
        return False


class QuizRound:
    def __init__(
        self,
        rounds: Rounds,
        session: QuizSession,
        *,
        nonce: int,
        spec: str = "",
        review: bool = False,
        unanswered: int = 0,
        missed: bool = False,
    ) -> None:
        self.rounds = rounds
        self.session = session
        self.nonce = nonce
        self.spec = spec  # topic and level codes of a new round (cogs/quiz/_state.py)
        self.review = review
        self.unanswered = unanswered  # questions the timer closed without a right answer
        self.missed_before = missed  # a miss before a restart (the attempts are gone)
        self.phase = "question"  # or "solution"
        self.deadline = 0  # Unix time at which the current phase ends
        self.screen: Screen | None = None
        self.timer: Timer | None = None
        self.finished = False
        self.solution_shown: list[discord.Embed] = []  # kept for the score of a stopped round

    @property
    def clock(self) -> Clock:
        return self.rounds.clock

    @property
    def id(self) -> str:
        return f"{to36(self.session.owner_id)}.{to36(self.nonce)}"

    def state(self) -> RoundState:
        session = self.session
        spec = session.current.id if self.review and session.current else self.spec
        return RoundState(
            review=self.review,
            mode=session.mode,
            owner=session.owner_id,
            nonce=self.nonce,
            count=len(session.questions),
            position=min(session.position, len(session.questions) - 1),
            score=min(session.score(), len(session.questions)),
            unanswered=min(self.unanswered, len(session.questions)),
            deadline=self.deadline,
            spec=spec,
        )

    # -- what the message shows ----------------------------------------------------------------
    def question(self) -> tuple[list[discord.Embed], discord.ui.View]:
        self.phase = "question"
        self.deadline = int(self.clock.time() + self.rounds.question_timeout) + 1
        question = self.session.current
        assert question is not None
        embed = question_embed(self.session, deadline=self.deadline, review=self.review)
        return [embed], answer_buttons(self.state(), len(question.options))

    def solution(
        self, feedback: Feedback, message: str | None = None
    ) -> tuple[list[discord.Embed], discord.ui.View | None]:
        """The solution, then Siguiente, or the final score after the last question."""
        self.phase = "solution"
        embeds = [
            feedback_embed(
                feedback, self.session, message=message, class_names=self.rounds.class_names
            )
        ]
        if self.session.position + 1 >= len(self.session.questions):
            embeds.append(self.score())
            return embeds, None
        self.deadline = int(self.clock.time() + self.rounds.next_timeout) + 1
        self.solution_shown = embeds
        return embeds, next_button(self.state())

    def score(self, *, stopped: bool = False) -> discord.Embed:
        return score_embed(
            self.session, unanswered=self.unanswered, stopped=stopped, missed=self.missed_before
        )

    # -- changing it ------------------------------------------------------------------------------
    async def start(self, interaction: discord.Interaction, *, ephemeral: bool) -> None:
        """The first question, as the answer to a deferred command."""
        embeds, view = self.question()
        message = await replies.send(interaction, embed=embeds[0], view=view, ephemeral=ephemeral)
        token = Token(message.edit, self.clock.monotonic())
        self.screen = Screen(message, token, interaction.channel_id)
        self._arm()

    def touch(self, interaction: discord.Interaction) -> None:
        """A press: its token is the newest way to edit the message."""
        token = Token(interaction.edit_original_response, self.clock.monotonic())
        if interaction.message is not None:
            self.screen = Screen(interaction.message, token, interaction.channel_id)
        elif self.screen is not None:
            self.screen.token = token

    async def show(
        self,
        embeds: list[discord.Embed],
        view: discord.ui.View | None,
        interaction: discord.Interaction | None = None,
    ) -> None:
        """Put ``embeds`` and ``view`` on the message: through the press that caused it, or
        (a timer) through the screen. Then arm the timer of the new phase."""
        if interaction is not None:
            await interaction.edit_original_response(embeds=embeds, view=view)
        elif self.screen is not None:
            await self.screen.edit(self.rounds.client, self.clock, embeds=embeds, view=view)
        if view is None:
            self.finish()
        else:
            self._arm()

    def _arm(self) -> None:
        self.cancel_timer()
        if self.finished:
            return
        delay = self.deadline - self.clock.time()
        position, phase = self.session.position, self.phase
        action = self.close_by_time if phase == "question" else self.stop_waiting

        async def fire() -> None:
            await action(position)

        self.timer = self.clock.call_later(delay, fire)

    def cancel_timer(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def finish(self) -> None:
        self.finished = True
        self.cancel_timer()
        self.rounds.forget(self)

    async def close_by_time(
        self, position: int, interaction: discord.Interaction | None = None
    ) -> None:
        """The question timer: show the solution, unless an answer already closed it."""
        session = self.session
        if self.finished or session.position != position or self.phase != "question":
            return
        if session.closed:
            return  # an answer closed it: that press shows the solution
        # Through the service: a solo player's unanswered question goes to review.
        feedback = await self.rounds.service.reveal(session)
        assert feedback is not None
        self.unanswered += 1
        embeds, view = self.solution(feedback)
        await self.show(embeds, view, interaction)

    async def stop_waiting(
        self, position: int, interaction: discord.Interaction | None = None
    ) -> None:
        """Nobody pressed Siguiente in time: the round ends with the score so far."""
        if self.finished or self.session.position != position or self.phase != "solution":
            return
        await self.show([*self.solution_shown, self.score(stopped=True)], None, interaction)


class Rounds:
    """The rounds of one bot process and what a press on them does (cogs/quiz/_buttons.py)."""

    def __init__(
        self,
        client: Any,
        service: QuizService,
        *,
        question_timeout: float = QUESTION_TIMEOUT_S,
        next_timeout: float = NEXT_TIMEOUT_S,
        class_names: ClassNames | None = None,
    ) -> None:
        self.client = client
        self.service = service
        self.question_timeout = question_timeout
        self.next_timeout = next_timeout
        self.class_names = class_names or {}
        self.live: dict[str, QuizRound] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._settled: dict[int, float] = {}  # confirmation messages pressed or expired
        self._background: set[asyncio.Task[Any]] = set()

    @property
    def clock(self) -> Clock:
        clock: Clock = self.client.clock
        return clock

    def forget(self, live: QuizRound) -> None:
        self.live.pop(live.id, None)

    def add(self, live: QuizRound) -> QuizRound:
        self.live[live.id] = live
        return live

    def new(
        self, session: QuizSession, *, nonce: int, topic: str | None, level: str | None
    ) -> QuizRound:
        """A round of new questions (``nonce`` is its seed)."""
        return self.add(QuizRound(self, session, nonce=nonce, spec=spec_of(topic, level)))

    def new_review(self, session: QuizSession) -> QuizRound:
        return self.add(QuizRound(self, session, nonce=new_nonce(), review=True))

    # -- a press on a round ---------------------------------------------------------------------
    async def resume(
        self, interaction: discord.Interaction, state: RoundState, phase: str
    ) -> QuizRound:
        """The live round of ``state``; one this process does not know is rebuilt from it
        (``phase``: "question" from an answer button, "solution" from Siguiente)."""
        live = self.live.get(state.round_id)
        if live is not None:
            return live
        lock = self._locks.setdefault(state.round_id, asyncio.Lock())
        try:
            async with lock:
                live = self.live.get(state.round_id)
                if live is None:
                    rebuild = self._rebuild(interaction, state, phase)
                    live = await replies.bounded(interaction, rebuild, timeout=REBUILD_TIMEOUT_S)
                return live
        finally:
            self._locks.pop(state.round_id, None)

    async def _rebuild(
        self, interaction: discord.Interaction, state: RoundState, phase: str
    ) -> QuizRound:
        guild = interaction.guild_id or LOCAL_GUILD
        limit = self.question_timeout
        if state.review:
            current = await in_thread(self.service.question, state.spec)
            due = await self.service.review(guild, state.owner, MAX_QUESTIONS)
            rest = [q for q in due if q.id != current.id][: state.count - state.position - 1]
            questions = [current] * (state.position + 1) + rest
            session = await self.service.start_async(
                owner_id=state.owner, guild_id=guild, questions=questions, time_limit_s=limit
            )
        else:
            session = await self.service.start_async(
                owner_id=state.owner,
                guild_id=guild,
                topic=state.topic,
                level=state.level,
                count=state.count,
                seed=state.nonce,
                mode=state.mode,
                time_limit_s=limit,
            )
        session.position = state.position
        if state.mode is Mode.GROUP:
            session.scores = read_scores(interaction.message)
            if phase == "question":  # who already had their one try is in the store
                now = self.clock.time()
                session.had_their_try(
                    await self.service.tries_spent(state.round_id, state.position, now)
                )
        elif state.score:
            session.scores = {state.owner: state.score}
        solution = phase == "solution"
        closed = state.position + (1 if solution else 0)
        missed = closed - state.unanswered - state.score > 0 and state.mode is Mode.SOLO
        live = QuizRound(
            self,
            session,
            nonce=state.nonce,
            spec="" if state.review else state.spec,
            review=state.review,
            unanswered=state.unanswered,
            missed=missed,
        )
        if solution:
            session.reveal()  # the question on screen was closed before the restart
            live.phase = "solution"
            if interaction.message is not None:
                live.solution_shown = list(interaction.message.embeds)[:1]
        live.deadline = state.deadline
        self.add(live)
        live.touch(interaction)
        live._arm()  # its timer, lost with the old process, runs again
        log.info("ronda %s reanudada tras un reinicio", live.id)
        return live

    async def answer(self, interaction: discord.Interaction, state: RoundState, index: int) -> None:
        await interaction.response.defer()  # acknowledged before any database work
        live = await self.resume(interaction, state, "question")
        live.touch(interaction)
        session = live.session
        if live.finished or session.position != state.position or live.phase != "question":
            await private(interaction, QUESTION_CLOSED)
            return
        if self.clock.time() >= state.deadline and not session.closed:
            # Its timer did not run (a restart, or a press racing it): close it now.
            await live.close_by_time(state.position, interaction)
            await private(interaction, TIME_UP)
            return
        result = await self._judged(interaction, live, index)
        if result is None:  # the database never answered: the verdict stands, unsaved
            feedback = session.feedback
            if feedback is not None and session.position == state.position:
                embeds, view = live.solution(feedback)
                await live.show(embeds, view, interaction)
            await private(interaction, ANSWER_UNSURE)
            return
        if not result.accepted:
            await private(interaction, result.message)
            return
        if result.feedback is None:  # group mode, a miss: the question stays open for others
            # Kept in the store too: a restart must not give this player a second try.
            await self.service.spend_try(
                state.round_id, state.position, interaction.user.id, until=state.deadline
            )
            reply = f"{result.message} {ONE_TRY}"
            await private(interaction, f"{reply}\n{result.warning}" if result.warning else reply)
            return
        embeds, view = live.solution(result.feedback, result.message)
        await live.show(embeds, view, interaction)
        if result.warning:  # only the player whose answer was lost needs to know
            await private(interaction, result.warning)

    async def _judged(
        self, interaction: discord.Interaction, live: QuizRound, index: int
    ) -> AnswerResult | None:
        """The service's verdict (judged, then stored). The store is not hurried: the write
        goes on in the background whatever happens here, so no answer is lost."""
        work = asyncio.ensure_future(self.service.answer(live.session, interaction.user.id, index))
        self._keep(work)
        try:
            return await self.clock.wait_for(asyncio.shield(work), ANSWER_NOTICE_S)
        except TimeoutError:
            await private(interaction, ANSWER_PENDING)
        try:
            return await self.clock.wait_for(asyncio.shield(work), ANSWER_LIMIT_S)
        except TimeoutError:
            log.warning(
                "la respuesta de %s sigue esperando a la base de datos", interaction.user.id
            )
            return None

    def _keep(self, task: asyncio.Task[Any]) -> None:
        self._background.add(task)
        task.add_done_callback(self._background.discard)
        task.add_done_callback(_log_failure)

    async def next(self, interaction: discord.Interaction, state: RoundState) -> None:
        await interaction.response.defer()
        live = await self.resume(interaction, state, "solution")
        live.touch(interaction)
        session = live.session
        if live.finished or session.position != state.position or live.phase != "solution":
            return  # two presses at once: the first one moved on
        if self.clock.time() >= state.deadline:
            await live.stop_waiting(state.position, interaction)
            return
        live.cancel_timer()
        session.advance()
        embeds, view = live.question()
        await live.show(embeds, view, interaction)

    # -- erasing a player's data ----------------------------------------------------------------
    def confirm_until(self) -> int:
        return int(self.clock.time() + CONFIRM_TIMEOUT_S) + 1

    def expire_later(
        self, interaction: discord.Interaction, message_id: int | None, expires: int
    ) -> None:
        """Close the confirmation when it expires (through the command's own token: the
        message is private, and the token is a minute old by then)."""
        token = Token(interaction.edit_original_response, self.clock.monotonic())

        async def expire() -> None:
            if self._settle(message_id) and token.usable(self.clock):
                with contextlib.suppress(discord.HTTPException):
                    await token.edit(content=NOT_CONFIRMED, view=None)

        self.clock.call_later(expires - self.clock.time(), expire)

    def _settle(self, message_id: int | None) -> bool:
        """True the first time a confirmation is settled (pressed or expired)."""
        if message_id is None:
            return True
        now = self.clock.time()
        for key in [k for k, at in self._settled.items() if at < now - 3600]:
            del self._settled[key]
        if message_id in self._settled:
            return False
        self._settled[message_id] = now
        return True

    async def erase(
        self, interaction: discord.Interaction, owner: int, expires: int, confirmed: bool
    ) -> None:
        await interaction.response.defer()
        message_id = interaction.message.id if interaction.message else None
        if self.clock.time() >= expires:
            self._settle(message_id)
            await interaction.edit_original_response(content=NOT_CONFIRMED, view=None)
            return
        if not self._settle(message_id):
            return  # a double press: the first one is already deleting
        if not confirmed:
            await interaction.edit_original_response(content=NOTHING_DELETED, view=None)
            return
        work = self.service.delete_user_data(owner)
        try:
            rows = await replies.bounded(interaction, work, message=ERASE_UNSURE)
        except ServiceError:
            if message_id is not None:
                self._settled.pop(message_id, None)  # the buttons stay: they may retry
            raise
        await interaction.edit_original_response(content=deleted_message(rows), view=None)


def new_nonce() -> int:
    return secrets.randbelow(36**6)


async def private(interaction: discord.Interaction, message: str) -> None:
    await interaction.followup.send(message, ephemeral=True)


def read_scores(message: discord.Message | None) -> dict[int, int]:
    """A group's scores as the round's message shows them (its "Marcador" field)."""
    for embed in message.embeds if message else []:
        for embed_field in embed.fields:
            if embed_field.name == SCOREBOARD:
                return {int(u): int(n) for u, n in _MENTION.findall(embed_field.value or "")}
    return {}


def _log_failure(task: asyncio.Task[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("una respuesta no se pudo guardar", exc_info=task.exception())


__all__ = ["QuizRound", "Rounds", "deleted_message", "new_nonce", "scoreboard"]
