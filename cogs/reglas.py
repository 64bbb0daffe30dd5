"""/regla, /buscar, /palabraclave and /glosario: options in, the service, embeds out.

Every command defers first (privately when the answer will be private), because a lookup runs
in a worker thread and Discord wants a reply within 3 seconds.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice, Range
from discord.ext import commands

from bot.storage.guild_settings import GuildSettings
from cogs.suggest import KeywordSuggester, RuleSuggester, Suggestion
from cogs.views import send_answer

if TYPE_CHECKING:
    from bot.client import JuezBot

log = logging.getLogger(__name__)

MAX_QUERY = 200  # the service refuses longer queries; this is only what Discord announces

EDITIONS = [
    Choice(name="Español", value="es"),
    Choice(name="Inglés", value="en"),
    Choice(name="2019", value="2019"),
    Choice(name="2026", value="2026"),
    Choice(name="Vigente", value="actual"),
]
SOURCES = [
    Choice(name="Reglas", value="reglas"),
    Choice(name="Palabras clave", value="palabrasclave"),
    Choice(name="Glosario", value="glosario"),
    Choice(name="Clases para jueces", value="clase"),
    Choice(name="Todo en español", value="es"),
    Choice(name="Todo en inglés", value="en"),
]
SOURCE_NAMES = {c.value: c.name.lower() for c in SOURCES}
SETTINGS_TIMEOUT_S = 1.0
PRIVATE = "Responder solo para ti (por defecto: el ajuste del servidor)"


def _choices(found: list[Suggestion]) -> list[Choice[str]]:
    return [Choice(name=s.name, value=s.value) for s in found]


async def guild_defaults(
    bot: JuezBot,
    interaction: discord.Interaction,
    privado: bool | None,
) -> tuple[bool, str | None]:
    """Whether to answer privately, and this server's preferred edition (None: the bot's).

    The preferred edition is only a preference: a rule it lacks comes from another edition.
    """
    if interaction.guild_id is None:
        return bool(privado), None
    try:
        # Read before deferring (the defer fixes whether the answer is private), so bounded:
        # a busy database must not cost the 3 seconds Discord gives us.
        guild = await asyncio.wait_for(
            bot.guild_settings.get(interaction.guild_id), SETTINGS_TIMEOUT_S
        )
    except TimeoutError:
        log.warning("ajustes del servidor %s no leídos a tiempo", interaction.guild_id)
        guild = GuildSettings(guild_id=interaction.guild_id)
    private = guild.private_by_default if privado is None else privado
    return private, guild.default_edition


class Reglas(commands.Cog):
    def __init__(self, bot: JuezBot) -> None:
        self.bot = bot
        self.service = bot.service
        library = self.service.library  # opened by setup_hook before the cogs load
        self.rule_names = RuleSuggester(library.corpus, library.rules.preference)
        self.keyword_names = KeywordSuggester(library.names)

    async def _defaults(
        self, interaction: discord.Interaction, privado: bool | None
    ) -> tuple[bool, str | None]:
        return await guild_defaults(self.bot, interaction, privado)

    async def open_reference(
        self, interaction: discord.Interaction, rule_id: str, *, edition: str | None
    ) -> None:
        """A rule picked from an answer's menu, preferably in the edition of that answer."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = await self.service.aregla(rule_id, preferida=edition)
        opener = functools.partial(self.open_reference, edition=edition)
        await send_answer(interaction, result, private=True, opener=opener)

    @app_commands.command(
        name="regla", description="Una regla por número (104.3c), rango (104.3a-c) o texto"
    )
    @app_commands.describe(
        consulta="Número de regla, rango o texto que buscar en las reglas",
        edicion="Qué edición mostrar cuando la regla existe en varias",
        privado=PRIVATE,
    )
    @app_commands.choices(edicion=EDITIONS)
    async def regla(
        self,
        interaction: discord.Interaction,
        consulta: Range[str, 1, MAX_QUERY],
        edicion: str | None = None,
        privado: bool | None = None,
    ) -> None:
        private, preferred = await self._defaults(interaction, privado)
        await interaction.response.defer(ephemeral=private, thinking=True)
        # A number, or text to search; the edition asked is strict, the server's a preference.
        result = await self.service.aregla(consulta, edicion, preferida=preferred)
        search = result.as_list
        opener = functools.partial(self.open_reference, edition=edicion or preferred)
        await send_answer(
            interaction, result, private=private, search=search, scope="las reglas", opener=opener
        )

    @regla.autocomplete("consulta")
    async def _regla_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[Choice[str]]:
        return _choices(self.rule_names.suggest(current))

    @app_commands.command(
        name="buscar",
        description="Busca en todas las fuentes: reglas, palabras clave, glosario y clases",
    )
    @app_commands.describe(
        consulta="Texto que buscar", fuente="Dónde buscar (por defecto: en todo)", privado=PRIVATE
    )
    @app_commands.choices(fuente=SOURCES)
    async def buscar(
        self,
        interaction: discord.Interaction,
        consulta: Range[str, 1, MAX_QUERY],
        fuente: str | None = None,
        privado: bool | None = None,
    ) -> None:
        private, edition = await self._defaults(interaction, privado)
        await interaction.response.defer(ephemeral=private, thinking=True)
        result = await self.service.abuscar(consulta, fuente)
        search = result.as_list
        opener = functools.partial(self.open_reference, edition=edition)
        scope = SOURCE_NAMES.get(fuente or "")
        await send_answer(
            interaction, result, private=private, search=search, scope=scope, opener=opener
        )

    @app_commands.command(
        name="palabraclave",
        description="Una palabra clave explicada, por su nombre en español o en inglés",
    )
    @app_commands.describe(nombre="Nombre de la palabra clave (cascada, trample…)", privado=PRIVATE)
    async def palabraclave(
        self,
        interaction: discord.Interaction,
        nombre: Range[str, 1, MAX_QUERY],
        privado: bool | None = None,
    ) -> None:
        private, edition = await self._defaults(interaction, privado)
        await interaction.response.defer(ephemeral=private, thinking=True)
        result = await self.service.apalabraclave(nombre)
        opener = functools.partial(self.open_reference, edition=edition)
        await send_answer(interaction, result, private=private, opener=opener)

    @palabraclave.autocomplete("nombre")
    async def _keyword_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[Choice[str]]:
        return _choices(self.keyword_names.suggest(current))

    @app_commands.command(
        name="glosario", description="Una entrada del glosario de las Reglas Completas"
    )
    @app_commands.describe(termino="Término del glosario (trample, permanente…)", privado=PRIVATE)
    async def glosario(
        self,
        interaction: discord.Interaction,
        termino: Range[str, 1, MAX_QUERY],
        privado: bool | None = None,
    ) -> None:
        private, edition = await self._defaults(interaction, privado)
        await interaction.response.defer(ephemeral=private, thinking=True)
        result = await self.service.aglosario(termino)
        opener = functools.partial(self.open_reference, edition=edition)
        await send_answer(interaction, result, private=private, opener=opener)


async def setup(bot: JuezBot) -> None:
    await bot.add_cog(Reglas(bot))
