"""A quiz round on its message: what it shows, its two timers, and every press on it.

The round itself (phases, deadlines, judging, group tries, scores, resuming after a restart)
is bot/quiz/rounds.py; this module puts it on a Discord message. A round lives on one message.
Its question closes at a deadline (the question timer) and its solution waits for "Siguiente"
a while (the wait timer); both run on the bot's clock to the deadlines the round gives, and
neither moves when someone presses a button, refused or not. When a timer changes the message
it uses the newest interaction token it has (a press renews it) while that token still works,
and otherwise the bot's own token through the channel, which never expires for a public
message: a round is never left with live buttons because an old token expired.

Every press is acknowledged first (a deferred update), then judged; the answer is stored in the
database, and a slow database gets the player a private note instead of silence. A press on a
round this process does not know (it was started before a restart) rebuilds the round from the
button's custom_id and the store (Round.resume) and carries on.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.quiz.rounds import NEXT_TIMEOUT_S, QUESTION_TIMEOUT_S, Phase, Round, RoundState, Timing
from bot.storage.records import LOCAL_GUILD
from cogs._ui import replies
from cogs._ui.timing import Clock, Timer, Token
from cogs.quiz._buttons import answer_buttons, next_button
from cogs.quiz._embeds import ClassNames, feedback_embed, question_embed, score_embed

if TYPE_CHECKING:
    from bot.quiz import AnswerResult, Feedback, QuizSession
    from bot.services.quiz import QuizService

log = logging.getLogger(__name__)

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

Screenful = tuple[list[discord.Embed], discord.ui.View | None]


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
    """One round (bot.quiz.rounds.Round) on its message, with the timer of its phase."""

    def __init__(self, rounds: Rounds, round_: Round) -> None:
        self.rounds = rounds
        self.round = round_
        self.screen: Screen | None = None
        self.timer: Timer | None = None
        self.solution_shown: list[discord.Embed] = []  # kept for the score of a stopped round

    @property
    def clock(self) -> Clock:
        return self.rounds.clock

    @property
    def session(self) -> QuizSession:
        return self.round.session

    @property
    def id(self) -> str:
        return self.round.id

    # -- what the message shows ----------------------------------------------------------------
    def question(self) -> Screenful:
        """The question the round has just opened, with its answer buttons."""
        live = self.round
        question = live.session.current
        assert question is not None
        embed = question_embed(live.session, deadline=live.deadline, review=live.review)
        buttons = answer_buttons(
            live.state(), len(question.options), select_all=bool(question.select_all)
        )
        return [embed], buttons

    def solution(self, feedback: Feedback, message: str | None = None) -> Screenful:
        """The solution, then Siguiente, or the final score after the last question."""
        self.round.solve(self.clock.time())
        class_names = self.rounds.class_names
        embeds = [feedback_embed(feedback, self.session, message=message, class_names=class_names)]
        if self.round.finished:
            return [*embeds, self.score()], None
        self.solution_shown = embeds
        return embeds, next_button(self.round.state())

    def score(self, *, stopped: bool = False) -> discord.Embed:
        live = self.round
        return score_embed(
            live.session, unanswered=live.unanswered, stopped=stopped, missed=live.missed_before
        )

    # -- changing it ------------------------------------------------------------------------------
    async def start(self, interaction: discord.Interaction, *, ephemeral: bool) -> None:
        """The first question, as the answer to a deferred command."""
        self.round.ask(self.clock.time())
        embeds, view = self.question()
        message = await replies.send(interaction, embed=embeds[0], view=view, ephemeral=ephemeral)
        token = Token(message.edit, self.clock.monotonic())
        self.screen = Screen(message, token, interaction.channel_id)
        self.arm()

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
        if self.round.finished:
            self.cancel_timer()
            self.rounds.forget(self)
        else:
            self.arm()

    def arm(self) -> None:
        """The timer to the deadline of the round's phase (the round decides what it does)."""
        self.cancel_timer()
        if self.round.finished:
            return
        position = self.session.position
        question = self.round.phase is Phase.QUESTION
        action = self.close_by_time if question else self.stop_waiting

        async def fire() -> None:
            await action(position)

        self.timer = self.clock.call_later(self.round.deadline - self.clock.time(), fire)

    def cancel_timer(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    async def close_by_time(
        self, position: int, interaction: discord.Interaction | None = None
    ) -> None:
        """The question timer: show the solution, unless an answer already closed it."""
        feedback = await self.round.close_by_time(position)
        if feedback is not None:
            await self.show(*self.solution(feedback), interaction)

    async def stop_waiting(
        self, position: int, interaction: discord.Interaction | None = None
    ) -> None:
        """Nobody pressed Siguiente in time: the round ends with the score so far."""
        if self.round.stop_waiting(position):
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
        self._background: set[asyncio.Task[Any]] = set()

    @property
    def clock(self) -> Clock:
        clock: Clock = self.client.clock
        return clock

    @property
    def timing(self) -> Timing:
        return Timing(self.question_timeout, self.next_timeout)

    def forget(self, live: QuizRound) -> None:
        self.live.pop(live.id, None)

    def add(self, round_: Round) -> QuizRound:
        live = QuizRound(self, round_)
        self.live[live.id] = live
        return live

    def new(self, session: QuizSession, *, topic: str | None, level: str | None) -> QuizRound:
        """A round of new questions (their seed is its nonce)."""
        return self.add(
            Round.new(self.service, session, topic=topic, level=level, timing=self.timing)
        )

    def new_review(self, session: QuizSession) -> QuizRound:
        return self.add(Round.of_review(self.service, session, timing=self.timing))

    # -- a press on a round ---------------------------------------------------------------------
    async def resume(
        self, interaction: discord.Interaction, state: RoundState, phase: Phase
    ) -> QuizRound:
        """The live round of ``state``; one this process does not know is rebuilt from it
        (``phase``: the question from an answer button, its solution from Siguiente)."""
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
        self, interaction: discord.Interaction, state: RoundState, phase: Phase
    ) -> QuizRound:
        guild = interaction.guild_id or LOCAL_GUILD
        now = self.clock.time()
        resumed = await Round.resume(
            self.service, state, phase, guild_id=guild, now=now, timing=self.timing
        )
        live = self.add(resumed)
        if phase is Phase.SOLUTION and interaction.message is not None:
            live.solution_shown = list(interaction.message.embeds)[:1]
        live.touch(interaction)
        live.arm()  # its timer, lost with the old process, runs again
        log.info("ronda %s reanudada tras un reinicio", live.id)
        return live

    async def answer(
        self, interaction: discord.Interaction, state: RoundState, index: int | tuple[int, ...]
    ) -> None:
        await interaction.response.defer()  # acknowledged before any database work
        live = await self.resume(interaction, state, Phase.QUESTION)
        live.touch(interaction)
        if not live.round.at(state.position, Phase.QUESTION):
            await private(interaction, QUESTION_CLOSED)
            return
        if live.round.overdue(state.deadline, self.clock.time()):
            await live.close_by_time(state.position, interaction)
            await private(interaction, TIME_UP)
            return
        result = await self._judged(interaction, live, index)
        if result is None:  # the database never answered: the verdict stands, unsaved
            feedback = live.session.feedback
            if feedback is not None and live.session.position == state.position:
                await live.show(*live.solution(feedback), interaction)
            await private(interaction, ANSWER_UNSURE)
            return
        if not result.accepted:
            await private(interaction, result.message)
            return
        if result.feedback is None:  # group mode, a miss: the question stays open for others
            reply = f"{result.message} {ONE_TRY}"
            await private(interaction, f"{reply}\n{result.warning}" if result.warning else reply)
            return
        await live.show(*live.solution(result.feedback, result.message), interaction)
        if result.warning:  # only the player whose answer was lost needs to know
            await private(interaction, result.warning)

    async def _judged(
        self, interaction: discord.Interaction, live: QuizRound, index: int | tuple[int, ...]
    ) -> AnswerResult | None:
        """The round's verdict (judged, then stored). The store is not hurried: the write
        goes on in the background whatever happens here, so no answer is lost."""
        judging = live.round.judge(interaction.user.id, index, self.clock.time())
        # Named "juez-…": a shutdown waits for these writes (cogs._app.shutdown).
        work = asyncio.ensure_future(judging)
        work.set_name("juez-write-answer")
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
        live = await self.resume(interaction, state, Phase.SOLUTION)
        live.touch(interaction)
        if not live.round.at(state.position, Phase.SOLUTION):
            return  # two presses at once: the first one moved on
        if live.round.overdue(state.deadline, self.clock.time()):
            await live.stop_waiting(state.position, interaction)
            return
        live.cancel_timer()
        live.round.next(self.clock.time())
        await live.show(*live.question(), interaction)


async def private(interaction: discord.Interaction, message: str) -> None:
    await interaction.followup.send(message, ephemeral=True)


def _log_failure(task: asyncio.Task[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("una respuesta no se pudo guardar", exc_info=task.exception())
