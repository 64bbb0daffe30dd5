"""/config: this server's defaults (private answers, edition), for members who manage the server.

Discord hides the command from other members (default_permissions), but server admins can
override that in the integration settings, so the permission is also checked when it runs;
the error handler turns a refusal into a Spanish message. The edition must be one the edition
catalog offers (autocomplete suggests them, but anything can be typed or sent); the answer is
deferred before the database is touched, and a database that does not answer in time is a
Spanish "inténtalo de nuevo".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice, locale_str
from discord.ext import commands

from cogs._ui import replies
from cogs._ui.options import checked_choice, edition_choices, edition_values, remember
from cogs.config._embeds import settings_embed

if TYPE_CHECKING:
    from cogs._app.client import JuezBot

CLEAR = "predeterminada"
CLEAR_CHOICE = Choice(name=locale_str("La del bot (quitar el ajuste)"), value=CLEAR)
NOT_SAVED = (
    "La base de datos no respondió a tiempo y no sé si el ajuste se guardó. Inténtalo de nuevo "
    "en unos segundos (/config sin opciones muestra lo guardado)."
)
NOT_CHANGED = (
    "No se ha cambiado ningún ajuste: la base de datos no está disponible ({reason}). "
    "Inténtalo de nuevo en unos segundos."
)


def _in_a_server(interaction: discord.Interaction) -> bool:
    if interaction.guild_id is None:
        raise app_commands.NoPrivateMessage()
    return True


class Config(commands.Cog):
    def __init__(self, bot: JuezBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="config",
        description="Ajustes de Juez en este servidor (sin opciones: ver los actuales)",
    )
    @app_commands.describe(
        privado="Responder en privado por defecto en este servidor",
        edicion="Edición por defecto de las reglas en este servidor",
    )
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    @app_commands.checks.has_permissions(manage_guild=True)
    @app_commands.check(_in_a_server)  # runs first: in a DM there are no server permissions
    async def config(
        self,
        interaction: discord.Interaction,
        privado: bool | None = None,
        edicion: str | None = None,
    ) -> None:
        assert interaction.guild_id is not None  # _in_a_server
        allowed = (*edition_values(self.bot.service.catalog), CLEAR)
        edition = checked_choice(edicion, allowed, "Edición desconocida")
        changes: dict[str, object] = {}
        if privado is not None:
            changes["private_by_default"] = privado
        if edition is not None:
            changes["default_edition"] = None if edition == CLEAR else edition
        await replies.defer(interaction, private=True)
        guilds = self.bot.service.guilds
        if changes:
            work = guilds.update(interaction.guild_id, **changes)
            current = await replies.bounded(
                interaction, work, message=NOT_SAVED, not_applied=NOT_CHANGED
            )
            remember(guilds, current, replies.clock_of(interaction).monotonic())
        else:
            current = await replies.bounded(interaction, guilds.get(interaction.guild_id))
        embed = settings_embed(
            current, bot_edition=self.bot.settings.default_edition, changed=bool(changes)
        )
        await replies.send(interaction, embed=embed, ephemeral=True)

    @config.autocomplete("edicion")
    async def _editions(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        # From the editions in use: one added since the bot started is offered too.
        return edition_choices(self.bot.service.catalog, current[:40], [CLEAR_CHOICE])
