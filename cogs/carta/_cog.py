"""/carta nombre [reglas] [privado]: a card from Scryfall (saved in the store), in both languages.

The name is checked first (an empty or overlong one is a private message at once), then the
command defers, because the card may come from the network. The answer is rebuilt from a
Request (cogs/_ui/requests.py): the name as typed and whether rulings were asked, so the pages
turn after a restart too. The menu under a card opens the rules of its keywords.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice, Range
from discord.ext import commands

from bot.cards.errors import MAX_NAME
from bot.cards.finder import checked_name
from bot.services import in_thread
from cogs._ui import replies
from cogs._ui.answers import answer_pages, references
from cogs._ui.inputs import clean
from cogs._ui.options import described, description_of, guild_defaults
from cogs._ui.requests import CardAsked, CardRule
from cogs._ui.views import Answer, answers_of, send_answer
from cogs.carta._embeds import card_pages, keyword_references

if TYPE_CHECKING:
    from cogs._app.client import JuezBot


# English names and descriptions, merged into bot.text.locales.EN when the cog loads.
ENGLISH = {
    "carta": "card",
    "reglas": "rulings",
    "Una carta por su nombre en español o en inglés (datos de Scryfall)": (
        "A card by its Spanish or English name (Scryfall data)"
    ),
    "Nombre de la carta, en español o en inglés (Llanowar Elves, Elfos de Llanowar)": (
        "Card name, in Spanish or English (Llanowar Elves, Elfos de Llanowar)"
    ),
    "Mostrar también sus fallos oficiales y en qué formatos es legal": (
        "Also show its official rulings and the formats where it is legal"
    ),
}


class Carta(commands.Cog):
    def __init__(self, bot: JuezBot) -> None:
        from bot.text.locales import EN

        for spanish, english in ENGLISH.items():
            EN.setdefault(spanish, english)
        self.bot = bot
        self.service = bot.service
        answers = answers_of(bot)
        answers.register(CardAsked, self._card)  # a card
        answers.register(CardRule, self._rule)  # a rule opened from its menu

    async def cog_unload(self) -> None:
        # The bot unloads its extensions when it closes: the HTTP session goes with them.
        await self.service.cards.aclose()

    async def _card(self, request: CardAsked) -> Answer:
        answer = await self.service.cards.card(request.text, rulings=request.rulings)
        refs = keyword_references(answer)
        return Answer(card_pages(answer), refs, opens=CardRule() if refs else None)

    async def _rule(self, request: CardRule) -> Answer:
        result = await in_thread(self.service.lookups.rule, request.text)
        return Answer(answer_pages(result), references(result), opens=CardRule())

    @app_commands.command(name="carta", description=description_of("carta"))
    @app_commands.describe(**described("carta"))
    async def carta(
        self,
        interaction: discord.Interaction,
        nombre: Range[str, 1, MAX_NAME],
        reglas: bool | None = None,
        privado: bool | None = None,
    ) -> None:
        name = checked_name(clean(nombre))  # a UserError goes to on_error, privately, at once
        private, _ = await guild_defaults(self.service.guilds, interaction, privado)
        await replies.defer(interaction, private=private)
        await send_answer(interaction, CardAsked(name, rulings=bool(reglas)), private=private)

    @carta.autocomplete("nombre")
    async def _names(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        found = await self.service.cards.suggest(clean(current))
        return [Choice(name=c.name, value=c.value) for c in found]
