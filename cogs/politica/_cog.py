"""/mtr, /ipg, /jar and /infraccion: options in, the service, the shared answer pages out.

The answers are LookupResults of policy sections (index.lookups.policy), paged and split to
Discord's limits by cogs/_ui/answers.py as the rules are. Each command defers first: a lookup
runs in a worker thread. Requests (cogs/_ui/requests.py) rebuild any page from a button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice, Range
from discord.ext import commands

from bot.services import in_thread
from bot.site.addresses import answer_link
from cogs._ui import replies
from cogs._ui.answers import answer_pages, references
from cogs._ui.inputs import clean
from cogs._ui.options import choices_of, described, description_of, guild_defaults
from cogs._ui.requests import (
    InfractionAsked,
    IpgSection,
    JarSection,
    MtrSection,
    PolicySection,
)
from cogs._ui.views import Answer, answers_of, send_answer
from index.search.query import MAX_QUERY_CHARS

if TYPE_CHECKING:
    from cogs._app.client import JuezBot
    from index.lookups.answers import LookupResult

MAX_AUTOCOMPLETE = 25
REL_CHOICES = choices_of("infraccion", "rel")


class Politica(commands.Cog):
    def __init__(self, bot: JuezBot) -> None:
        self.bot = bot
        self.service = bot.service
        answers = answers_of(bot)
        for kind in (MtrSection, IpgSection, JarSection):
            answers.register(kind, self._section)
        answers.register(InfractionAsked, self._infraction)

    # -- answers, rebuilt from their requests ----------------------------------------------------
    def _answer(self, result: LookupResult) -> Answer:
        return Answer(
            answer_pages(result, search=result.search, scope="las normas de torneo"),
            references(result, search=result.search),
            # The section's page on the rules site (JUEZ_SITIO_URL), as rule answers link.
            link=answer_link(result, self.bot.settings.site_url),
        )

    async def _section(self, request: PolicySection) -> Answer:
        document = request.DOCUMENT
        result = await in_thread(self.service.lookups.policy, document, request.text)
        return self._answer(result)

    async def _infraction(self, request: InfractionAsked) -> Answer:
        rel = request.rel
        return self._answer(await in_thread(self.service.lookups.infraction, request.text, rel))

    async def _reply(
        self, interaction: discord.Interaction, request: PolicySection, privado: bool | None
    ) -> None:
        private, _ = await guild_defaults(self.service.guilds, interaction, privado)
        await replies.defer(interaction, private=private)
        await send_answer(interaction, request, private=private)

    async def _sections(self, document: str, current: str) -> list[Choice[str]]:
        """Sections of ``document`` whose number or title starts with or holds what is typed."""
        typed = clean(current[:MAX_QUERY_CHARS]).casefold()
        sections = self.service.library.policy.sections
        found = [
            s
            for s in sections
            if s.document == document
            and s.number
            and (s.number.startswith(typed) or typed in s.title.casefold())
        ]
        return [
            Choice(name=f"{s.number} · {s.title}"[:100], value=s.number)
            for s in found[:MAX_AUTOCOMPLETE]
        ]

    # -- the commands ----------------------------------------------------------------------------
    @app_commands.command(name="mtr", description=description_of("mtr"))
    @app_commands.describe(**described("mtr"))
    async def mtr(
        self,
        interaction: discord.Interaction,
        consulta: Range[str, 1, MAX_QUERY_CHARS],
        privado: bool | None = None,
    ) -> None:
        await self._reply(interaction, MtrSection(clean(consulta)), privado)

    @mtr.autocomplete("consulta")
    async def _mtr_sections(self, _: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._sections("MTR", current)

    @app_commands.command(name="ipg", description=description_of("ipg"))
    @app_commands.describe(**described("ipg"))
    async def ipg(
        self,
        interaction: discord.Interaction,
        consulta: Range[str, 1, MAX_QUERY_CHARS],
        privado: bool | None = None,
    ) -> None:
        await self._reply(interaction, IpgSection(clean(consulta)), privado)

    @ipg.autocomplete("consulta")
    async def _ipg_sections(self, _: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._sections("IPG", current)

    @app_commands.command(name="jar", description=description_of("jar"))
    @app_commands.describe(**described("jar"))
    async def jar(
        self,
        interaction: discord.Interaction,
        consulta: Range[str, 1, MAX_QUERY_CHARS],
        privado: bool | None = None,
    ) -> None:
        await self._reply(interaction, JarSection(clean(consulta)), privado)

    @jar.autocomplete("consulta")
    async def _jar_sections(self, _: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._sections("JAR", current)

    @app_commands.command(name="infraccion", description=description_of("infraccion"))
    @app_commands.describe(**described("infraccion"))
    @app_commands.choices(rel=REL_CHOICES)
    async def infraccion(
        self,
        interaction: discord.Interaction,
        situacion: Range[str, 1, MAX_QUERY_CHARS],
        rel: Choice[str] | None = None,
        privado: bool | None = None,
    ) -> None:
        private, _ = await guild_defaults(self.service.guilds, interaction, privado)
        await replies.defer(interaction, private=private)
        request = InfractionAsked(clean(situacion), rel.value if rel is not None else None)
        await send_answer(interaction, request, private=private)
