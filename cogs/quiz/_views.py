"""The buttons of a quiz round (answers A–D, Siguiente) and the confirmation before deleting data.

A round lives on one message and each phase has its own view: the question (answer buttons,
closed by a timer) and the solution (Siguiente). Every view remembers the question it was made
for, so a late click or a timer that fires while someone answers never touches another
question. The session decides who may answer; refusals are private, so the channel only sees
the round itself.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.quiz import Feedback, QuizSession
from bot.quiz.models import LETTERS
from bot.services.quiz import QuizService
from cogs._ui.views import ActionButton, View
from cogs.quiz._embeds import ClassNames, feedback_embed, question_embed, score_embed

log = logging.getLogger(__name__)

QUESTION_TIMEOUT_S = 60.0
NEXT_TIMEOUT_S = 600.0  # under the 15 minutes an interaction token can edit its message
CONFIRM_TIMEOUT_S = 60.0
MIN_TIMER_S = 0.01

QUESTION_CLOSED = "Esa pregunta ya está cerrada."
ONE_TRY = "Solo hay un intento por persona: espera a ver la solución."
NOT_YOUR_ROUND = "Esta ronda es individual: solo quien la empezó pasa a la siguiente pregunta."
NOT_YOURS_TO_DELETE = "Este botón es de quien pidió borrar sus datos."

Editor = Callable[..., Awaitable[Any]]


class QuizRound:
    """One round on one message: the session, where answers are stored, and the timers' edits."""

    def __init__(
        self,
        service: QuizService,
        session: QuizSession,
        *,
        question_timeout: float = QUESTION_TIMEOUT_S,
        next_timeout: float = NEXT_TIMEOUT_S,
        class_names: ClassNames | None = None,
        review: bool = False,
    ) -> None:
        self.service = service
        self.session = session
        self.question_timeout = question_timeout
        self.next_timeout = next_timeout
        self.class_names = class_names or {}
        self.review = review
        self.unanswered = 0  # questions the timer closed without a right answer
        self.edit: Editor | None = None  # how a timer edits the message (no click to reply to)

    def question_view(self) -> QuestionView:
        return QuestionView(self)

    def solution(
        self, feedback: Feedback, message: str | None = None
    ) -> tuple[list[discord.Embed], discord.ui.View | None]:
        """What a closed question shows: the solution, then Siguiente or the final score."""
        embeds = [
            feedback_embed(feedback, self.session, message=message, class_names=self.class_names)
        ]
        if self.session.position + 1 >= len(self.session.questions):
            embeds.append(score_embed(self.session, unanswered=self.unanswered))
            return embeds, None
        return embeds, NextView(self, embeds)

    async def start(self, interaction: discord.Interaction, *, ephemeral: bool) -> QuestionView:
        """Send the first question as the followup of a deferred interaction."""
        view = self.question_view()
        message = await interaction.followup.send(
            embed=view.embed, view=view, ephemeral=ephemeral, wait=True
        )
        self.edit = message.edit
        return view

    async def show(
        self,
        interaction: discord.Interaction,
        *,
        embeds: list[discord.Embed],
        view: discord.ui.View | None,
    ) -> None:
        await interaction.response.edit_message(embeds=embeds, view=view)
        # A click's token can edit the message for 15 minutes, longer than any timer left.
        self.edit = interaction.edit_original_response

    async def update(self, **changes: Any) -> None:
        if self.edit is None:
            return
        try:
            await self.edit(**changes)
        except discord.HTTPException:  # deleted, or the token expired: nothing left to show
            log.debug("no se pudo actualizar la ronda de %s", self.session.owner_id)


class AnswerButton(discord.ui.Button["QuestionView"]):
    def __init__(self, index: int) -> None:
        super().__init__(label=LETTERS[index], style=discord.ButtonStyle.primary)
        self.index = index

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.view is not None
        await self.view.answer(interaction, self.index)


class QuestionView(View):
    def __init__(self, round_: QuizRound) -> None:
        super().__init__(timeout=round_.question_timeout)
        self.round = round_
        self.position = round_.session.position
        self.deadline = time.monotonic() + round_.question_timeout
        self.embed = question_embed(
            round_.session, deadline=time.time() + round_.question_timeout, review=round_.review
        )
        question = round_.session.current
        assert question is not None
        for index in range(len(question.options)):
            self.add_item(AnswerButton(index))

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        # discord.py restarts the timer after every click it lets through; in group mode each
        # wrong answer would push the deadline the players were shown further away.
        self.timeout = max(self.deadline - time.monotonic(), MIN_TIMER_S)
        return True

    async def answer(self, interaction: discord.Interaction, index: int) -> None:
        session = self.round.session
        if session.position != self.position:
            await interaction.response.send_message(QUESTION_CLOSED, ephemeral=True)
            return
        # No await between this check and the session's verdict: two clicks cannot both win.
        result = await self.round.service.answer(session, interaction.user.id, index)
        if not result.accepted:
            await interaction.response.send_message(result.message, ephemeral=True)
            return
        if result.feedback is None:  # group mode, a miss: the question stays open for others
            reply = f"{result.message} {ONE_TRY}"
            if result.warning:
                reply += f"\n{result.warning}"
            await interaction.response.send_message(reply, ephemeral=True)
            return
        self.stop()
        embeds, view = self.round.solution(result.feedback, result.message)
        await self.round.show(interaction, embeds=embeds, view=view)
        if result.warning:  # only the player whose answer was lost needs to know
            await interaction.followup.send(result.warning, ephemeral=True)

    async def on_timeout(self) -> None:
        session = self.round.session
        if session.position != self.position or session.closed:
            return  # an answer closed it first and already showed the solution
        feedback = session.reveal()
        assert feedback is not None
        self.round.unanswered += 1
        embeds, view = self.round.solution(feedback)
        await self.round.update(embeds=embeds, view=view)


class NextView(View):
    def __init__(self, round_: QuizRound, embeds: list[discord.Embed]) -> None:
        super().__init__(timeout=round_.next_timeout)
        self.round = round_
        self.embeds = embeds
        self.position = round_.session.position
        self.next = ActionButton(self._next, label="Siguiente", style=discord.ButtonStyle.success)
        self.add_item(self.next)

    async def _next(self, interaction: discord.Interaction) -> None:
        session = self.round.session
        if not self.round.session.may_play(interaction.user.id):
            await interaction.response.send_message(NOT_YOUR_ROUND, ephemeral=True)
            return
        if session.position != self.position:  # two clicks at once: the first one moved on
            await interaction.response.defer()
            return
        self.stop()
        session.advance()
        view = self.round.question_view()
        await self.round.show(interaction, embeds=[view.embed], view=view)

    async def on_timeout(self) -> None:
        session = self.round.session
        if session.position != self.position:
            return
        score = score_embed(session, unanswered=self.round.unanswered, stopped=True)
        await self.round.update(embeds=[*self.embeds, score], view=None)


def deleted_message(rows: int) -> str:
    if rows == 0:
        return "No había datos tuyos del quiz: no se ha borrado nada."
    noun = "registro" if rows == 1 else "registros"
    return (
        f"Listo: borré {rows} {noun} con tus respuestas, estadísticas, rachas y repasos del quiz "
        "en todos los servidores."
    )


class DeleteDataView(View):
    """Asks before erasing: the data of every server goes, and it cannot be undone."""

    def __init__(
        self, service: QuizService, owner_id: int, *, timeout: float = CONFIRM_TIMEOUT_S
    ) -> None:
        super().__init__(timeout=timeout)
        self.service = service
        self.owner_id = owner_id
        self.done = False
        self.edit: Editor | None = None
        self.confirm = ActionButton(
            self._confirm, label="Sí, borrar mis datos", style=discord.ButtonStyle.danger
        )
        self.cancel = ActionButton(
            self._cancel, label="Cancelar", style=discord.ButtonStyle.secondary
        )
        self.add_item(self.confirm)
        self.add_item(self.cancel)

    async def _settle(self, interaction: discord.Interaction) -> bool:
        """True for the first click of the owner; answers any other click itself."""
        if interaction.user.id != self.owner_id:
            await interaction.response.send_message(NOT_YOURS_TO_DELETE, ephemeral=True)
            return False
        if self.done:  # a double click: the first one is already deleting
            await interaction.response.defer()
            return False
        self.done = True
        self.stop()
        return True

    async def _confirm(self, interaction: discord.Interaction) -> None:
        if await self._settle(interaction):
            rows = await self.service.delete_user_data(self.owner_id)
            await interaction.response.edit_message(content=deleted_message(rows), view=None)

    async def _cancel(self, interaction: discord.Interaction) -> None:
        if await self._settle(interaction):
            await interaction.response.edit_message(content="No se ha borrado nada.", view=None)

    async def on_timeout(self) -> None:
        if self.done or self.edit is None:
            return
        try:
            await self.edit(content="No confirmaste a tiempo: no se ha borrado nada.", view=None)
        except discord.HTTPException:
            log.debug("no se pudo cerrar la confirmación de %s", self.owner_id)
