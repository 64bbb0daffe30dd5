"""Command options shared by several features, their checks, and this server's defaults.

Options arrive as the client sent them: Discord shows the choices but a crafted request can
carry anything, so every choice is checked here, before deferring, and refused in Spanish.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord
from discord.app_commands import Choice, locale_str

from bot.commands import COMMANDS, Front
from bot.commands.table import PRIVATE as PRIVATE  # the table's, for the cogs
from bot.services import UserError
from bot.services.guilds import GuildSettingsService
from bot.storage.interface import DatabaseError
from bot.storage.records import GuildSettings
from bot.text.base36 import DIGITS
from cogs._ui.inputs import clean
from cogs._ui.replies import clock_of
from cogs._ui.requests import EDITION_VALUES, code
from cogs._ui.text_split import clip

if TYPE_CHECKING:
    from index.editions.edition_catalog import EditionCatalog

log = logging.getLogger(__name__)

MAX_CHOICES = 25  # Discord's limit for an autocomplete answer
# Read before deferring (the defer fixes whether the answer is private), so bounded well
# under Discord's 3 seconds, and kept a minute: most commands read nothing before the defer.
SETTINGS_TIMEOUT_S = 1.0
SETTINGS_TTL_S = 60.0

_settings: weakref.WeakKeyDictionary[
    GuildSettingsService, dict[int, tuple[float, GuildSettings]]
] = weakref.WeakKeyDictionary()


def shown(value: str, limit: int = 40) -> str:
    """A value a user sent, safe to quote in a message."""
    return clip(clean(value), limit) or "(vacío)"


def checked_choice(value: str | None, allowed: tuple[str, ...], unknown: str) -> str | None:
    """``value`` if it is one of ``allowed`` (or None); otherwise a UserError in Spanish that
    starts with ``unknown`` ("Edición desconocida")."""
    if value is None or value in allowed:
        return value
    raise UserError(f"{unknown}: «{shown(value)}». Usa una de: {', '.join(allowed)}.")


# -- the command table's options, as discord.py takes them (bot/commands/table.py) -------------
def description_of(command: str) -> str:
    """A slash command's description, from the command table."""
    return COMMANDS[command].description


def described(command: str) -> dict[str, str]:
    """``@app_commands.describe(**described("regla"))``: each Discord option's description."""
    return {o.name: o.help for o in COMMANDS[command].on(Front.DISCORD)}


def choices_of(command: str, option: str) -> list[Choice[str]]:
    """The choices Discord shows for an option (labels translated by bot.text.locales)."""
    return [Choice(name=c.label, value=c.value) for c in COMMANDS[command].option(option).choices]


def checked_option(command: str, option: str, value: str | None) -> str | None:
    """``value`` if the table's option takes it (or None); else a Spanish UserError. Discord
    shows the choices, but a crafted request can carry anything."""
    row = COMMANDS[command].option(option)
    return checked_choice(value, row.values, row.unknown)


def edition_values(catalog: EditionCatalog) -> tuple[str, ...]:
    """The edition words of the catalog a request can carry (requests.EDITION_VALUES)."""
    return tuple(word for word in catalog.words() if word in EDITION_VALUES)


def edition_choices(
    catalog: EditionCatalog, typed: str, extra: Sequence[Choice[str]] = ()
) -> list[Choice[str]]:
    """The edition option's autocomplete: the catalog's editions (an edition added at run time
    included) whose word or name holds what was typed, then ``extra``. Names are Spanish;
    English clients read them through the tree's translator (bot.text.locales)."""
    want = clean(typed).lower()
    offered = [
        Choice(name=locale_str(name), value=word)
        for name, word in catalog.choices()
        if word in EDITION_VALUES
    ]
    found = [c for c in [*offered, *extra] if want in c.value or want in c.name.lower()]
    return found[:MAX_CHOICES]


def checked_edition(value: str | None, catalog: EditionCatalog) -> str | None:
    return checked_choice(value, edition_values(catalog), "Edición desconocida")


def edition_code(value: str | None) -> str:
    """The code of an edition preference; one the bot no longer offers counts as none (it is
    only a preference: another edition answers anyway)."""
    return code(value, EDITION_VALUES) or DIGITS[0]


def remember(guilds: GuildSettingsService, settings: GuildSettings, now: float) -> None:
    """What /config just stored, so this process uses it at once."""
    _settings.setdefault(guilds, {})[settings.guild_id] = (now, settings)


async def server_settings(
    guilds: GuildSettingsService, interaction: discord.Interaction
) -> GuildSettings:
    """This server's settings: from the last minute, or read within SETTINGS_TIMEOUT_S (a
    busy database gives the defaults rather than cost the 3 seconds Discord allows)."""
    assert interaction.guild_id is not None
    clock = clock_of(interaction)
    known = _settings.setdefault(guilds, {})
    hit = known.get(interaction.guild_id)
    if hit is not None and clock.monotonic() - hit[0] < SETTINGS_TTL_S:
        return hit[1]
    try:
        settings = await clock.wait_for(guilds.get(interaction.guild_id), SETTINGS_TIMEOUT_S)
    except (TimeoutError, DatabaseError):  # late or failing: the answer matters more
        log.warning("ajustes del servidor %s no leídos a tiempo", interaction.guild_id)
        if hit is not None:  # older than a minute, but this server's own
            return hit[1]
        # Unknown: private, so a server that asked for private answers never gets a public
        # one (a private answer in a public server costs nothing).
        return GuildSettings(guild_id=interaction.guild_id, private_by_default=True)
    known[interaction.guild_id] = (clock.monotonic(), settings)
    return settings


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
    guild = await server_settings(guilds, interaction)
    private = guild.private_by_default if privado is None else privado
    return private, guild.default_edition
