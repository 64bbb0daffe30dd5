"""Offline Discord for the tests: mocked interactions, and full dispatch through the real tree.

Mocked interactions (``mock_interaction``) are enough to call a command's callback or a view's
button. Full dispatch (``Dispatcher``) builds a real ``discord.Interaction`` from a gateway
payload and runs ``bot.tree._call`` with the two HTTP calls an interaction makes patched, so
option parsing, checks, autocomplete routing and the error handler all run for real. That part
uses discord.py's private API (``tree._call``, ``bot._connection``, the webhook adapter) and is
kept in this one module.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any
from unittest import mock

import discord
from discord.webhook.async_ import AsyncWebhookAdapter

MANAGE_GUILD = discord.Permissions(manage_guild=True).value
EVERYDAY = discord.Permissions(send_messages=True, read_message_history=True).value
GUILD_ID = 4242
CHANNEL_ID = 5151
APPLICATION_ID = 777

_ids = itertools.count(10_000)


# -- mocked interactions ------------------------------------------------------------------------
def mock_interaction(
    *, user_id: int = 1, guild_id: int | None = GUILD_ID, client: Any = None
) -> mock.MagicMock:
    """An Interaction whose response/followup calls are AsyncMocks to assert on."""
    inter = mock.MagicMock(spec=discord.Interaction)
    inter.id = next(_ids)
    inter.user = mock.MagicMock(spec=discord.Member)
    inter.user.id = user_id
    inter.guild_id = guild_id
    inter.client = client
    inter.command = None
    # `response` is a cached slot that the Interaction spec does not reach: set it explicitly.
    inter.response = mock.MagicMock(spec=discord.InteractionResponse)
    inter.response.is_done.return_value = False
    inter.followup = mock.MagicMock(spec=discord.Webhook)
    inter.followup.send.return_value = mock.MagicMock(spec=discord.WebhookMessage)
    return inter


def followup_embeds(inter: mock.MagicMock) -> list[discord.Embed]:
    return [c.kwargs["embed"] for c in inter.followup.send.await_args_list if "embed" in c.kwargs]


def embed_text(embed: discord.Embed) -> str:
    """Everything a user can read in an embed."""
    parts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    for f in embed.fields:
        parts += [f.name or "", f.value or ""]
    return "\n".join(parts)


def embed_size(embed: discord.Embed) -> int:
    return len(embed)


# -- full dispatch ------------------------------------------------------------------------------
def _user(user_id: int) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": f"usuario{user_id}",
        "discriminator": "0",
        "global_name": f"Usuario {user_id}",
        "avatar": None,
    }


def command_payload(
    name: str,
    options: dict[str, Any] | None = None,
    *,
    user_id: int = 1,
    guild_id: int | None = GUILD_ID,
    permissions: int = EVERYDAY,
    focused: str | None = None,
    locale: str = "es-ES",
) -> dict[str, Any]:
    """A slash-command interaction (type 2), or an autocomplete one (type 4) when ``focused``."""
    kinds = {bool: 5, int: 4}
    opts = []
    for key, value in (options or {}).items():
        opt: dict[str, Any] = {"name": key, "type": kinds.get(type(value), 3), "value": value}
        if key == focused:
            opt["focused"] = True
        opts.append(opt)
    payload: dict[str, Any] = {
        "id": str(next(_ids)),
        "application_id": str(APPLICATION_ID),
        "type": 4 if focused else 2,
        "token": "token-de-prueba",
        "version": 1,
        "attachment_size_limit": 8 * 1024 * 1024,
        "locale": locale,
        "channel_id": str(CHANNEL_ID),
        "app_permissions": str(discord.Permissions.all().value),
        "entitlements": [],
        "authorizing_integration_owners": {},
        "data": {"id": str(next(_ids)), "name": name, "type": 1, "options": opts},
    }
    if guild_id is not None:
        payload["guild_id"] = str(guild_id)
        payload["guild_locale"] = locale
        payload["context"] = 0
        payload["member"] = {
            "user": _user(user_id),
            "roles": [],
            "joined_at": "2024-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
            "permissions": str(permissions),
        }
    else:
        payload["context"] = 1
        payload["user"] = _user(user_id)
    return payload


@dataclass
class Sent:
    """What the bot sent to Discord for one interaction, in order."""

    responses: list[dict[str, Any]] = field(default_factory=list)  # interaction callbacks
    followups: list[dict[str, Any]] = field(default_factory=list)  # webhook messages

    @property
    def response_types(self) -> list[int]:
        return [r["type"] for r in self.responses]

    def messages(self) -> list[dict[str, Any]]:
        """Every message body, from callbacks and followups alike."""
        bodies = [r.get("data") or {} for r in self.responses if r["type"] in (4, 7)]
        return bodies + self.followups

    def texts(self) -> list[str]:
        out = []
        for body in self.messages():
            out.append(body.get("content") or "")
            for e in body.get("embeds") or []:
                out.append(embed_text(discord.Embed.from_dict(e)))
        return out

    def ephemeral(self) -> list[bool]:
        flags = [
            (r.get("data") or {}).get("flags", 0) for r in self.responses if r["type"] in (4, 5)
        ]
        flags += [f.get("flags", 0) for f in self.followups]
        return [bool(f & 64) for f in flags]


class Dispatcher:
    """Runs payloads through ``bot.tree._call`` with Discord's HTTP side recorded, not sent."""

    def __init__(self, bot: discord.Client) -> None:
        self.bot = bot
        self.sent = Sent()
        state = bot._connection
        if state.user is None:  # as if logged in: guilds look up the bot's own member
            state.user = discord.ClientUser(state=state, data=_user(APPLICATION_ID) | {"bot": True})
            state.application_id = APPLICATION_ID

    async def __call__(self, payload: dict[str, Any]) -> Sent:
        self.sent = Sent()
        inter = discord.Interaction(data=payload, state=self.bot._connection)
        sent = self.sent

        async def respond(_adapter, interaction_id, token, *, params, **_):
            sent.responses.append(params.payload or {})
            kind = (params.payload or {}).get("type")
            return {"interaction": {"id": str(interaction_id), "type": kind}}

        async def execute(_adapter, webhook_id, token, *, payload=None, multipart=None, **_):
            body = dict(payload or {})
            sent.followups.append(body)
            return _message(body)

        with (
            mock.patch.object(AsyncWebhookAdapter, "create_interaction_response", respond),
            mock.patch.object(AsyncWebhookAdapter, "execute_webhook", execute),
        ):
            try:
                await self.bot.tree._call(inter)
            except discord.app_commands.AppCommandError as error:
                # What CommandTree._from_interaction does with errors raised before the command.
                await self.bot.tree._dispatch_error(inter, error)
        return sent


def _message(body: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": str(next(_ids)),
        "channel_id": str(CHANNEL_ID),
        "type": 0,
        "content": body.get("content") or "",
        "author": _user(APPLICATION_ID) | {"bot": True},
        "embeds": body.get("embeds") or [],
        "components": body.get("components") or [],
        "attachments": [],
        "mentions": [],
        "mention_roles": [],
        "mention_everyone": False,
        "pinned": False,
        "tts": False,
        "timestamp": "2026-01-01T00:00:00+00:00",
        "edited_timestamp": None,
        "flags": body.get("flags", 0),
        "webhook_id": str(APPLICATION_ID),
    }


def choose(select: discord.ui.Select, value: str) -> None:
    """Select ``value`` in a menu as if a user had picked it (discord.py's private state)."""
    select._values = [value]
