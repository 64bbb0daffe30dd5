"""The command tree (errors go to the one handler) and the translator for English clients."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.text.locales import EN
from cogs._app.cooldowns import over_the_limit
from cogs._app.errors import reply_error
from cogs._app.shutdown import refusing

ENGLISH = (discord.Locale.american_english, discord.Locale.british_english)


class JuezTranslator(app_commands.Translator):
    """Spanish is the default; English clients get the names and descriptions of locales.EN."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if locale in ENGLISH:
            return EN.get(string.message)
        return None


class JuezTree(app_commands.CommandTree):
    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """Every command passes here first: nothing new while closing, and no member or
        server over its share (cogs._app.cooldowns)."""
        if await refusing(interaction):  # closing: nothing new is started
            return False
        return not await over_the_limit(interaction)

    async def on_error(self, interaction: discord.Interaction, error: Exception) -> None:
        await reply_error(interaction, error)
