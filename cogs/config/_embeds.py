"""This server's settings as an embed."""

from __future__ import annotations

import discord

from bot.storage.records import GuildSettings
from cogs._ui.embeds import FIELD_VALUE_MAX
from cogs._ui.text_split import clip


def settings_embed(
    settings: GuildSettings, *, bot_edition: str | None, changed: bool
) -> discord.Embed:
    edition = settings.default_edition or f"la del bot ({bot_edition or 'español si existe'})"
    embed = discord.Embed(
        title="Ajustes guardados" if changed else "Ajustes de este servidor",
        colour=discord.Colour.blurple(),
    )
    embed.add_field(
        name="Respuestas privadas por defecto", value="sí" if settings.private_by_default else "no"
    )
    embed.add_field(name="Edición por defecto", value=clip(edition, FIELD_VALUE_MAX))
    embed.set_footer(text="Cámbialos con /config privado:… edicion:…")
    return embed
