"""The bot's invite link, worked out offline from its token.

A bot token's first part is its application id in base64 (Discord's token format), so the link
needs no network and no developer portal: `juez bot --invitar` prints it, and the bot's start
log says it too.

The permissions are the least Juez uses. Slash commands, their answers and buttons travel as
interactions, which need no channel permission; only a quiz round edits its own message after
the interaction's token (15 minutes) has expired, through the channel, with its embeds.
"""

from __future__ import annotations

import base64
import binascii

VIEW_CHANNEL = 1 << 10
EMBED_LINKS = 1 << 14
PERMISSIONS = (
    (
        VIEW_CHANNEL,
        "Ver canales",
        "una ronda de /quiz que dura más de 15 minutos cierra y corrige su mensaje desde el "
        "canal; sin este permiso las preguntas de ese canal no se cierran solas",
    ),
    (
        EMBED_LINKS,
        "Insertar enlaces",
        "esas correcciones del mensaje de la ronda llevan sus recuadros (embeds)",
    ),
)
SCOPES = ("bot", "applications.commands")
AUTHORIZE = "https://discord.com/oauth2/authorize"


def permissions_value() -> int:
    value = 0
    for bit, _, _ in PERMISSIONS:
        value |= bit
    return value


def application_id(token: str) -> int | None:
    """The application id a bot token carries; None when the token is not in that format."""
    first = token.strip().split(".", 1)[0]
    try:
        text = base64.urlsafe_b64decode(first + "=" * (-len(first) % 4)).decode("ascii")
    except (binascii.Error, ValueError):
        return None
    return int(text) if text.isdigit() and 15 <= len(text) <= 21 else None


def invite_url(client_id: int) -> str:
    scopes = "+".join(SCOPES)
    return f"{AUTHORIZE}?client_id={client_id}&scope={scopes}&permissions={permissions_value()}"


def invite_text(client_id: int) -> str:
    """What `juez bot --invitar` prints: the link, then each permission and why."""
    lines = [
        "Enlace para añadir el bot a un servidor (ábrelo con una cuenta que pueda gestionarlo):",
        invite_url(client_id),
        "",
        f"Permisos pedidos (valor {permissions_value()}), los mínimos:",
    ]
    lines += [f"- {name}: {why}." for _, name, why in PERMISSIONS]
    lines.append(
        "Los comandos, sus respuestas y los botones no necesitan más: llegan como interacciones."
    )
    return "\n".join(lines)
