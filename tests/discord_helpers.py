"""Mocked interactions, to call a command's callback directly and assert on what it awaited.

Anything that involves Discord's rules (the 3 seconds, the token, who sees what, buttons after
a restart) goes through the fake Discord instead: tests/discord_fake.py.
"""

from __future__ import annotations

import itertools
from typing import Any
from unittest import mock

import discord
from discord_fake import GUILD_ID

__all__ = ["GUILD_ID", "embed_size", "embed_text", "followup_embeds", "mock_interaction"]

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
