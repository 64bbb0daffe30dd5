"""The one error handler: every error of a command or a control becomes a private Spanish reply.

What the member typed and the reply quotes is escaped (no markdown, no mention drawn).

A domain error (a UserError) says what went wrong in its own words; discord.py's check errors
are worded here; anything else is a bug, logged with its traceback, and the user reads an
apology. A traceback never reaches a user.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.logs import new_incident
from bot.services import UserError
from cogs._ui.typed import escape_typed, typed_values

log = logging.getLogger("juez.bot")

# Set in Interaction.extras while a public "thinking…" placeholder waits for its answer: Discord
# would show the next followup in its place, publicly, whatever its ephemeral flag.
PUBLIC_PLACEHOLDER = "juez:public-placeholder"
MESSAGE_MAX = 2000  # characters of a message's content

GENERIC_APOLOGY = (
    "Lo siento, algo falló al responder. El error quedó registrado con el código «{incident}»; "
    "prueba de nuevo en un rato y, si se repite, da ese código a quien administra el bot."
)
WHAT_CHARS = 60  # of a control's custom_id named in a log line
PERMISSION_NAMES = {
    "manage_guild": "Gestionar servidor",
    "send_messages": "Enviar mensajes",
    "embed_links": "Insertar enlaces",
    "read_message_history": "Leer el historial de mensajes",
}


def _permissions(names: list[str]) -> str:
    return ", ".join(f"«{PERMISSION_NAMES.get(n, n.replace('_', ' '))}»" for n in names)


def user_message(error: BaseException) -> str | None:
    """The Spanish reply for an error the user can act on; None for a bug."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, UserError):  # every domain error a user may read
        return str(error)
    if isinstance(error, app_commands.NoPrivateMessage):
        return "Este comando solo funciona en un servidor, no en mensajes directos."
    if isinstance(error, app_commands.MissingPermissions):
        return (
            f"No puedes usar este comando: hace falta el permiso "
            f"{_permissions(error.missing_permissions)} en este servidor."
        )
    if isinstance(error, app_commands.BotMissingPermissions):
        return f"Me falta el permiso {_permissions(error.missing_permissions)} en este canal."
    if isinstance(error, app_commands.CommandOnCooldown):
        return f"Espera {error.retry_after:.0f} s antes de volver a usar este comando."
    if isinstance(error, app_commands.CheckFailure):
        return "No puedes usar este comando aquí."
    if isinstance(error, app_commands.TransformerError):
        return f"No entiendo el valor «{str(error.value)[:60]}» de esa opción."
    if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        return (
            "Este comando cambió y Discord aún no se ha enterado; prueba de nuevo en unos minutos."
        )
    return None


def sendable(message: str) -> str:
    """A message Discord accepts whatever it quotes: valid Unicode, within 2,000 characters."""
    message = message.encode("utf-8", "replace").decode("utf-8")
    return message if len(message) <= MESSAGE_MAX else message[: MESSAGE_MAX - 1] + "…"


def extras(interaction: discord.Interaction) -> dict[Any, Any]:
    """The interaction's scratch space (a plain dict even for a test's mocked interaction)."""
    value = getattr(interaction, "extras", None)
    return value if isinstance(value, dict) else {}


def what_was_asked(interaction: discord.Interaction) -> str:
    """The command (``/quiz nueva``) or the control (its custom_id, cut) an interaction used."""
    if interaction.command is not None:
        return "/" + interaction.command.qualified_name
    data: dict[str, Any] = dict(interaction.data) if isinstance(interaction.data, dict) else {}
    custom_id = data.get("custom_id")
    if isinstance(custom_id, str):
        return "control " + custom_id[:WHAT_CHARS]
    return "?"


def log_incident(interaction: discord.Interaction, error: BaseException) -> str:
    """Log an unexpected error with its traceback and who met it; the incident id."""
    incident = new_incident()
    command = what_was_asked(interaction)
    log.error(
        "error inesperado en %s",
        command,
        exc_info=error,
        extra={
            "incident": incident,
            "command": command,
            "interaction": interaction.id,
            "guild": interaction.guild_id,
            "user": interaction.user.id if interaction.user is not None else None,
        },
    )
    return incident


async def reply_error(interaction: discord.Interaction, error: BaseException) -> None:
    """The error as a private Spanish message, however far the interaction had got."""
    message = user_message(error)
    if message is None:
        incident = log_incident(interaction, error)
        message = GENERIC_APOLOGY.format(incident=incident)
    # Whatever of the member's text the message quotes reads as typed (cogs/_ui/typed.py).
    message = sendable(escape_typed(message, typed_values(interaction)))
    try:
        if not interaction.response.is_done():
            await interaction.response.send_message(message, ephemeral=True)
            return
        if extras(interaction).pop(PUBLIC_PLACEHOLDER, False):
            # After a public defer the first followup takes the placeholder's place, public
            # whatever its flag (discord-api-docs#2860): remove the placeholder, then answer.
            try:
                await interaction.delete_original_response()
            except discord.NotFound:
                pass
            except discord.HTTPException:
                log.warning("no se pudo retirar el aviso público de %s", interaction.id)
                return  # sending now would show the error to the whole channel
        await interaction.followup.send(message, ephemeral=True)
    except discord.HTTPException:  # the interaction expired or was deleted
        log.warning("no se pudo enviar el mensaje de error de la interacción %s", interaction.id)
