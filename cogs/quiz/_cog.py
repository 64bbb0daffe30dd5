"""/quiz: judge-study rounds with answer buttons, the server ranking, stats, review, data erasure.

Thin over bot.services: the round (bot/quiz/rounds.py) decides, the service stores, _round puts
a round on its message, _buttons are its buttons (alive across restarts), _erase confirms an
erasure and _embeds draws. Options are
checked before deferring, so a bad one is a private message at once; every command defers
before the database or the question bank is touched, and database work is bounded. In direct
messages answers are stored under guild 0, like the terminal's; the ranking is per server, so
it is not offered there. The limits (MAX_QUESTIONS, DEFAULT_QUESTIONS) and the checks are
bot.quiz's, through the service, shared with the terminal and the console.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Range
from discord.ext import commands

from bot.commands import COMMANDS
from bot.quiz import DEFAULT_QUESTIONS, MAX_QUESTIONS, Mode
from bot.quiz.rounds import NEXT_TIMEOUT_S, QUESTION_TIMEOUT_S
from bot.storage.records import LOCAL_GUILD
from cogs._ui import replies
from cogs._ui.options import checked_option, choices_of, described, description_of
from cogs.quiz._buttons import erase_buttons
from cogs.quiz._embeds import ranking_embed, stats_embed
from cogs.quiz._erase import Erasures
from cogs.quiz._round import Rounds

if TYPE_CHECKING:
    from cogs._app.client import JuezBot

RANKING_SIZE = 10

TOPICS = choices_of("quiz", "tema")
LEVELS = choices_of("quiz", "nivel")
COUNT = COMMANDS["quiz"].option("preguntas").help  # bot/text/locales.py translates it
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
        # Class citations are slugs; players read the class page and section instead.
        class_names = {
            s.id: f"{s.page} · {s.title}" if s.page else s.title or s.id
            for s in self.service.corpus.class_sections
        }
        self.rounds = Rounds(
            bot,
            self.service.quiz,
            question_timeout=question_timeout,
            next_timeout=next_timeout,
            class_names=class_names,
        )
        self.erasures = Erasures(bot, self.service.quiz)

    @app_commands.command(name="nueva", description=description_of("quiz"))
    @app_commands.describe(**described("quiz"))
    @app_commands.choices(tema=TOPICS, nivel=LEVELS)
    async def nueva(
        self,
        interaction: discord.Interaction,
        tema: str | None = None,
        nivel: str | None = None,
        preguntas: Range[int, 1, MAX_QUESTIONS] = DEFAULT_QUESTIONS,
        grupo: bool = False,
    ) -> None:
        # Discord shows the choices and announces the range; a crafted request can send
        # anything, and discord.py checks neither.
        checked_option("quiz", "tema", tema)
        checked_option("quiz", "nivel", nivel)
        request = self.service.quiz.options(tema, nivel, preguntas)
        await replies.defer(interaction, private=False)
        # No seed: the service picks one that avoids the player's recent questions; the
        # round's questions come back from that seed after a restart.
        session = await self.service.quiz.start_async(
            owner_id=interaction.user.id,
            guild_id=guild_of(interaction),
            topic=request.topic,
            level=request.level,
            count=request.size,
            mode=Mode.GROUP if grupo else Mode.SOLO,
            time_limit_s=self.rounds.question_timeout,
        )
        topic = request.topic.value if request.topic else None
        live = self.rounds.new(session, topic=topic, level=request.level.value)
        await live.start(interaction, ephemeral=False)

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
        await replies.defer(interaction, private=True)
        guild = guild_of(interaction)
        due = self.service.quiz.review(guild, interaction.user.id, preguntas)
        questions = await replies.bounded(interaction, due)
        if not questions:
            await replies.send(interaction, content=NOTHING_DUE, ephemeral=True)
            return
        session = await self.service.quiz.start_async(
            owner_id=interaction.user.id,
            guild_id=guild,
            questions=questions,
            time_limit_s=self.rounds.question_timeout,
        )
        await self.rounds.new_review(session).start(interaction, ephemeral=True)

    @app_commands.command(
        name="ranking", description="Quién acierta más preguntas en este servidor (los 10 primeros)"
    )
    async def ranking(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            await interaction.response.send_message(NO_RANKING_HERE, ephemeral=True)
            return
        await replies.defer(interaction, private=False)
        top = self.service.quiz.ranking(interaction.guild_id, RANKING_SIZE)
        entries = await replies.bounded(interaction, top)
        await replies.send(interaction, embed=ranking_embed(entries))

    @app_commands.command(name="estadisticas", description="Tus aciertos por tema y tus rachas")
    async def estadisticas(self, interaction: discord.Interaction) -> None:
        await replies.defer(interaction, private=True)
        mine = self.service.quiz.stats(guild_of(interaction), interaction.user.id)
        stats = await replies.bounded(interaction, mine)
        embed = stats_embed(stats, in_guild=interaction.guild_id is not None)
        await replies.send(interaction, embed=embed, ephemeral=True)

    @app_commands.command(
        name="borrar-mis-datos",
        description="Borra tus respuestas, estadísticas y repasos del quiz (pide confirmación)",
    )
    async def borrar_mis_datos(self, interaction: discord.Interaction) -> None:
        owner, expires = interaction.user.id, self.erasures.confirm_until()
        view = erase_buttons(owner, expires)
        sent = await interaction.response.send_message(CONFIRM_DELETE, view=view, ephemeral=True)
        message_id = getattr(sent, "message_id", None) if sent is not None else None
        self.erasures.expire_later(interaction, message_id, expires)
