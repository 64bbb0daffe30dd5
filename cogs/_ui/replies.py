"""How the cogs acknowledge an interaction and answer it, the same way everywhere.

- Acknowledge first, then work: Discord gives 3 seconds for the first response, and a database
  or an index can take longer. ``defer`` before any such work.
- After a public defer the first followup takes the place of the "thinking…" message, public
  whatever its ephemeral flag (discord-api-docs#2860). ``defer`` marks that placeholder and
  ``send`` clears the mark once the answer replaced it; the one error handler
  (cogs._app.errors.reply_error) sees the mark and removes the placeholder before answering an error
  privately.
- Database work after the acknowledgement is bounded (``bounded``): a stalled database becomes a
  Spanish "inténtalo de nuevo", never silence. A write says what is known of its fate: a store
  failure that certainly applied nothing (StoreUnavailable.maybe_applied false: refused, locked,
  rolled back) is "nothing was changed"; a late or cut-off one is "I do not know".
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any, TypeVar

import discord

from bot.services import ServiceError
from bot.storage.interface import StoreUnavailable
from cogs._app.errors import PUBLIC_PLACEHOLDER, extras
from cogs._ui.timing import Clock

T = TypeVar("T")

# Shorter than SQLite's busy wait and than any patience a member has for a button; the
# interaction is acknowledged before, so this is a limit for the member, not for Discord.
DATABASE_TIMEOUT_S = 2.5
DATABASE_SLOW = "La base de datos no respondió a tiempo. Inténtalo de nuevo en unos segundos."


def clock_of(interaction: discord.Interaction) -> Clock:
    clock = getattr(interaction.client, "clock", None)
    if clock is None:  # a client that is not the JuezBot (never in production)
        from cogs._ui.timing import LoopClock

        return LoopClock()
    return clock  # type: ignore[no-any-return]


async def defer(interaction: discord.Interaction, *, private: bool) -> None:
    """Acknowledge a command with "thinking…", private or public as the answer will be."""
    await interaction.response.defer(ephemeral=private, thinking=True)
    if not private:
        extras(interaction)[PUBLIC_PLACEHOLDER] = True


async def send(interaction: discord.Interaction, **message: Any) -> discord.WebhookMessage:
    """The answer to a deferred command (the first one replaces "thinking…")."""
    sent = await interaction.followup.send(wait=True, **message)
    extras(interaction).pop(PUBLIC_PLACEHOLDER, None)
    return sent


async def bounded(
    interaction: discord.Interaction,
    work: Awaitable[T],
    *,
    timeout: float = DATABASE_TIMEOUT_S,
    message: str = DATABASE_SLOW,
    not_applied: str | None = None,
) -> T:
    """``work`` (database calls) within ``timeout`` s on the bot's clock, else a ServiceError
    with ``message``. For a write, ``not_applied`` ("nothing was changed: {reason}…") is what a
    store failure that certainly changed nothing says; one that may have changed something
    says ``message``. Without it, a store failure speaks for itself (its Spanish reason)."""
    try:
        return await clock_of(interaction).wait_for(work, timeout)
    except TimeoutError as err:
        raise ServiceError(message) from err
    except StoreUnavailable as err:
        if not_applied is None:
            raise
        told = message if err.maybe_applied else not_applied.format(reason=err.reason)
        raise ServiceError(told) from err
