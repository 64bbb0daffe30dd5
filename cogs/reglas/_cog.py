"""/regla, /buscar, /palabraclave and /glosario: options in, the service, embeds out.

Every command defers first (privately when the answer will be private), because a lookup runs
in a worker thread and Discord wants a reply within 3 seconds.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice, Range
from discord.ext import commands

from bot.services import in_thread
from cogs._ui.options import EDITIONS, PRIVATE, guild_defaults
from cogs._ui.suggest import KeywordSuggester, RuleSuggester, Suggestion
from cogs._ui.views import send_answer

if TYPE_CHECKING:
    from bot.client import JuezBot

MAX_QUERY = 200  # the service refuses longer queries; this is only what Discord announces

SOURCES = [
    Choice(name="Reglas", value="reglas"),
    Choice(name="Palabras clave", value="palabrasclave"),
    Choice(name="Glosario", value="glosario"),
    Choice(name="Clases para jueces", value="clase"),
    Choice(name="Todo en español", value="es"),
    Choice(name="Todo en inglés", value="en"),
]
SOURCE_NAMES = {c.value: c.name.lower() for c in SOURCES}


def _choices(found: list[Suggestion]) -> list[Choice[str]]:
    return [Choice(name=s.name, value=s.value) for s in found]


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
        return await guild_defaults(self.service.guilds, interaction, privado)

    async def open_reference(
        self, interaction: discord.Interaction, rule_id: str, *, edition: str | None
    ) -> None:
        """A rule picked from an answer's menu, preferably in the edition of that answer."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = await in_thread(self.service.lookups.rule, rule_id, preferred=edition)
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
        result = await in_thread(self.service.lookups.rule, consulta, edicion, preferred=preferred)
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
        result = await in_thread(self.service.lookups.search, consulta, fuente)
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
        result = await in_thread(self.service.lookups.keyword, nombre)
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
        result = await in_thread(self.service.lookups.glossary, termino)
        opener = functools.partial(self.open_reference, edition=edition)
        await send_answer(interaction, result, private=private, opener=opener)
