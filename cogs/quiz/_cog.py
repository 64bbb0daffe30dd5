"""/quiz: judge-study rounds with answer buttons, the server ranking, stats, review, data erasure.

Thin over bot.services: the session decides, the service stores, _views drives the buttons
and _embeds draws. Options are checked before deferring, because after a public defer even
an error message would be shown to the whole channel. In direct messages answers are stored
under guild 0, like the terminal's; the ranking is per server, so it is not offered there.
The limits (MAX_QUESTIONS, DEFAULT_QUESTIONS) and the checks are bot.quiz's, through the
service, shared with the terminal and the console.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice, Range
from discord.ext import commands

from bot.quiz import DEFAULT_QUESTIONS, MAX_QUESTIONS, Mode, QuizSession
from bot.storage.quiz_repo import LOCAL_GUILD
from cogs.quiz._embeds import ranking_embed, stats_embed
from cogs.quiz._views import NEXT_TIMEOUT_S, QUESTION_TIMEOUT_S, DeleteDataView, QuizRound

if TYPE_CHECKING:
    from bot.client import JuezBot

RANKING_SIZE = 10

TOPICS = [
    Choice(name="Todos", value="todos"),
    Choice(name="Reglas", value="reglas"),
    Choice(name="Palabras clave", value="palabrasclave"),
    Choice(name="Clases para jueces", value="clase"),
    Choice(name="Escenarios", value="escenarios"),
]
LEVELS = [
    Choice(name="Básico", value="basico"),
    Choice(name="Intermedio", value="intermedio"),
    Choice(name="Avanzado", value="avanzado"),
]
# bot/text/locales.py translates this exact text: change both together.
COUNT = f"Cuántas preguntas (1 a {MAX_QUESTIONS}; por defecto {DEFAULT_QUESTIONS})"
NOTHING_DUE = (
    "No tienes preguntas pendientes de repaso. Las que falles en /quiz nueva vuelven aquí "
    "cuando toca repetirlas."
)
NO_RANKING_HERE = (
    "El ranking es de cada servidor: úsalo en un canal del servidor. "
    "Aquí puedes ver tus estadísticas con /quiz estadisticas."
)
CONFIRM_DELETE = (
    "¿Borrar todas tus respuestas, estadísticas, rachas y repasos del quiz en todos los "
    "servidores? No se puede deshacer."
)


def guild_of(interaction: discord.Interaction) -> int:
    return interaction.guild_id or LOCAL_GUILD


class Quiz(
    commands.GroupCog,
    group_name="quiz",
    group_description="Preguntas de estudio para jueces: rondas, ranking, estadísticas y repaso",
):
    def __init__(
        self,
        bot: JuezBot,
        *,
        question_timeout: float = QUESTION_TIMEOUT_S,
        next_timeout: float = NEXT_TIMEOUT_S,
    ) -> None:
        super().__init__()
        self.bot = bot
        self.service = bot.service
        self.question_timeout = question_timeout
        self.next_timeout = next_timeout
        # Class citations are slugs; players read the class page and section instead.
        self.class_names = {
            s.id: f"{s.page} · {s.title}" if s.page else s.title or s.id
            for s in self.service.corpus.class_sections
        }

    def round(self, session: QuizSession, *, review: bool = False) -> QuizRound:
        return QuizRound(
            self.service.quiz,
            session,
            question_timeout=self.question_timeout,
            next_timeout=self.next_timeout,
            class_names=self.class_names,
            review=review,
        )

    @app_commands.command(
        name="nueva", description="Empieza una ronda de preguntas con botones (A, B, C, D)"
    )
    @app_commands.describe(
        tema="Tema de las preguntas (por defecto: todos)",
        nivel="Dificultad (por defecto: básico)",
        preguntas=COUNT,
        grupo="En grupo: responde cualquiera del canal y gana quien acierte primero",
    )
    @app_commands.choices(tema=TOPICS, nivel=LEVELS)
    async def nueva(
        self,
        interaction: discord.Interaction,
        tema: str | None = None,
        nivel: str | None = None,
        preguntas: Range[int, 1, MAX_QUESTIONS] = DEFAULT_QUESTIONS,
        grupo: bool = False,
    ) -> None:
        # Discord announces the range but discord.py does not enforce it.
        self.service.quiz.options(tema, nivel, preguntas)
        await interaction.response.defer(thinking=True)
        session = await self.service.quiz.start_async(
            owner_id=interaction.user.id,
            guild_id=guild_of(interaction),
            topic=tema,
            level=nivel,
            count=preguntas,
            mode=Mode.GROUP if grupo else Mode.SOLO,
            time_limit_s=self.question_timeout,
        )
        await self.round(session).start(interaction, ephemeral=False)

    @app_commands.command(
        name="repaso", description="Repasa las preguntas que fallaste y que ya toca repetir"
    )
    @app_commands.describe(preguntas=COUNT)
    async def repaso(
        self,
        interaction: discord.Interaction,
        preguntas: Range[int, 1, MAX_QUESTIONS] = DEFAULT_QUESTIONS,
    ) -> None:
        self.service.quiz.options(count=preguntas)
        # A review is personal: it is played in a private message.
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild = guild_of(interaction)
        questions = await self.service.quiz.review(guild, interaction.user.id, preguntas)
        if not questions:
            await interaction.followup.send(NOTHING_DUE, ephemeral=True)
            return
        session = await self.service.quiz.start_async(
            owner_id=interaction.user.id,
            guild_id=guild,
            questions=questions,
            time_limit_s=self.question_timeout,
        )
        await self.round(session, review=True).start(interaction, ephemeral=True)

    @app_commands.command(
        name="ranking", description="Quién acierta más preguntas en este servidor (los 10 primeros)"
    )
    async def ranking(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            await interaction.response.send_message(NO_RANKING_HERE, ephemeral=True)
            return
        await interaction.response.defer(thinking=True)
        entries = await self.service.quiz.ranking(interaction.guild_id, RANKING_SIZE)
        await interaction.followup.send(embed=ranking_embed(entries))

    @app_commands.command(name="estadisticas", description="Tus aciertos por tema y tus rachas")
    async def estadisticas(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        stats = await self.service.quiz.stats(guild_of(interaction), interaction.user.id)
        embed = stats_embed(stats, in_guild=interaction.guild_id is not None)
        await interaction.followup.send(embed=embed, ephemeral=True)

    @app_commands.command(
        name="borrar-mis-datos",
        description="Borra tus respuestas, estadísticas y repasos del quiz (pide confirmación)",
    )
    async def borrar_mis_datos(self, interaction: discord.Interaction) -> None:
        view = DeleteDataView(self.service.quiz, interaction.user.id)
        await interaction.response.send_message(CONFIRM_DELETE, view=view, ephemeral=True)
        view.edit = interaction.edit_original_response
