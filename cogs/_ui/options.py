"""Command options shared by several features, and this server's defaults for them."""

from __future__ import annotations

import asyncio
import logging

import discord
from discord.app_commands import Choice

from bot.services.guilds import GuildSettingsService
from bot.storage.guild_settings import GuildSettings

log = logging.getLogger(__name__)

PRIVATE = "Responder solo para ti (por defecto: el ajuste del servidor)"
EDITIONS = [
    Choice(name="Español", value="es"),
    Choice(name="Inglés", value="en"),
    Choice(name="2019", value="2019"),
    Choice(name="2026", value="2026"),
    Choice(name="Vigente", value="actual"),
]
SETTINGS_TIMEOUT_S = 1.0


async def guild_defaults(
    guilds: GuildSettingsService,
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
        guild = await asyncio.wait_for(guilds.get(interaction.guild_id), SETTINGS_TIMEOUT_S)
    except TimeoutError:
        log.warning("ajustes del servidor %s no leídos a tiempo", interaction.guild_id)
        guild = GuildSettings(guild_id=interaction.guild_id)
    private = guild.private_by_default if privado is None else privado
    return private, guild.default_edition
