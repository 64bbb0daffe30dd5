"""/cambios: a rule or section in, what changed between 2019 and the rules in force out.

The answer is rebuilt from a Request (cogs/_ui/requests.py) like the other lookups, so its
pages turn after a restart too; the word diff is marked for Discord (~~removed~~ __added__).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice, Range
from discord.ext import commands

from bot.services import in_thread
from bot.services.suggest import ChangeSuggester
from bot.text.changes import discord_change_blocks
from cogs._ui import replies
from cogs._ui.embeds import paged_embeds, plain
from cogs._ui.inputs import clean
from cogs._ui.options import described, description_of, guild_defaults
from cogs._ui.requests import ChangesAsked
from cogs._ui.views import Answer, answers_of, send_answer

if TYPE_CHECKING:
    from cogs._app.client import JuezBot

MAX_QUERY = 40
COLOUR = discord.Colour.from_rgb(120, 81, 169)

# English names and descriptions, merged into bot.text.locales.EN when the cog loads.
ENGLISH = {
    "cambios": "changes",
    "resumen": "summary",
    "Qué cambió en una regla o sección entre 2019 y las reglas vigentes": (
        "What changed in a rule or section between 2019 and the rules in force"
    ),
    "Regla (110.4) o sección (103); vacío: el resumen por secciones": (
        "Rule (110.4) or section (103); empty: the summary by section"
    ),
    "Solo los recuentos": "Counts only",
}


class Cambios(commands.Cog):
    def __init__(self, bot: JuezBot) -> None:
        from bot.text.locales import EN

        for spanish, english in ENGLISH.items():
            EN.setdefault(spanish, english)
        self.bot = bot
        self.service = bot.service
        self.suggester = ChangeSuggester(self.service.library.corpus)
        answers_of(bot).register(ChangesAsked, self._changes)

    async def _changes(self, request: ChangesAsked) -> Answer:
        summary = request.summary
        report = await in_thread(
            self.service.lookups.changes, request.text or None, summary=summary
        )
        # What the member typed comes back in the title and the message: as text, never markdown
        # (a masked link in a public answer would point the channel anywhere).
        report = report.model_copy(
            update={
                "query": plain(report.query),
                "message": plain(report.message) if report.message else report.message,
            }
        )
        title, blocks = discord_change_blocks(report)
        footer = f"{report.old_edition} → {report.new_edition} · juez cambios"
        return Answer(paged_embeds(blocks, title=title, footer=footer, colour=COLOUR))

    @app_commands.command(name="cambios", description=description_of("cambios"))
    @app_commands.describe(**described("cambios"))
    async def cambios(
        self,
        interaction: discord.Interaction,
        consulta: Range[str, 0, MAX_QUERY] | None = None,
        resumen: bool | None = None,
        privado: bool | None = None,
    ) -> None:
        private, _ = await guild_defaults(self.service.guilds, interaction, privado)
        await replies.defer(interaction, private=private)
        request = ChangesAsked(clean(consulta).strip(), summary=bool(resumen))
        await send_answer(interaction, request, private=private)

    @cambios.autocomplete("consulta")
    async def _numbers(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return [Choice(name=s.name, value=s.value) for s in self.suggester.suggest(clean(current))]
