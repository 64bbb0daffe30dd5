"""Command sync: each application (bot token) keeps, in the store (table command_sync), the
hash of what it last synced and where (global, or the guilds of JUEZ_GUILD_IDS). A sync sends
the commands to the targets configured now and empties the targets synced before that are no
longer configured, so commands never show twice. When nothing is known (a first start, a new
store), the first sync asks Discord where copies are (global, every guild the bot is in) and
empties those outside the targets: what `juez bot --limpiar-comandos` does by hand.

The state lives in the store, not in a data folder: every shard and every machine of one bot
share a PostgreSQL store and so know where the commands are. A data folder of an older version
may still hold ``command-sync.json``; it is read once, when the store knows nothing yet.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

import discord
from discord import app_commands

from bot.settings import Settings
from bot.storage import Store
from bot.storage.interface import DatabaseError
from bot.storage.records import CommandSync

log = logging.getLogger("juez.bot")

LEGACY_STATE_FILE = "command-sync.json"  # where versions before the store kept it

Target = int | None  # a guild id, or None for the global commands


async def tree_digest(tree: app_commands.CommandTree, guild_ids: list[int]) -> str:
    """Changes whenever what Discord would receive changes (translations and targets included)."""
    translator = tree.translator
    payload = [
        await c.get_translated_payload(tree, translator) if translator else c.to_dict(tree)
        for c in tree.get_commands()
    ]
    text = json.dumps({"commands": payload, "guilds": sorted(guild_ids)}, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def _legacy_state(settings: Settings, application_id: int) -> CommandSync | None:
    """What an older version wrote in the data folder for this application, if anything."""
    path = Path(settings.data_dir) / LEGACY_STATE_FILE
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
        mine = state[str(application_id)]
        return CommandSync(
            application_id=application_id, digest=mine["digest"], targets=mine["targets"]
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


async def _known(store: Store, settings: Settings, application_id: int) -> CommandSync | None:
    return await store.commands.get(application_id) or _legacy_state(settings, application_id)


def _targets(settings: Settings) -> list[Target]:
    return list(dict.fromkeys(settings.guild_ids)) or [None]


async def _clear(tree: app_commands.CommandTree, application_id: int, target: Target) -> None:
    """Empty one target's commands for this application (Discord's bulk overwrite with [])."""
    await _clear_with(tree.client.http, application_id, target)


async def _clear_with(http: Any, application_id: int, target: Target) -> None:
    if target is None:
        await http.bulk_upsert_global_commands(application_id, payload=[])
    else:
        await http.bulk_upsert_guild_commands(application_id, target, payload=[])


async def sync_commands(
    tree: app_commands.CommandTree, settings: Settings, store: Store, *, force: bool = False
) -> bool:
    """Sync when the definition or the targets changed since this application's last sync (or
    when asked); empty the targets no longer configured. True if anything was synced.

    Discord rate-limits syncs, and a global sync takes time to spread, so restarting the bot
    with the same commands must not resync. The state is kept per application: another bot
    token on the same store has its own.
    """
    application_id = tree.client.application_id
    assert application_id is not None  # login() sets it before setup_hook
    failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
    try:
        mine = await _known(store, settings, application_id)
    except failures:
        log.exception("no se pudo leer dónde están los comandos; se sincronizarán al arrancar")
        return False
    digest = await tree_digest(tree, settings.guild_ids)
    targets = _targets(settings)
    before: list[Target] = list(mine.targets) if mine else []
    stale = [t for t in before if t not in targets]
    if mine is not None and mine.digest == digest and not stale and not force:
        log.info("comandos sin cambios: no se sincronizan")
        return False
    try:
        if mine is None:
            # Nothing known about earlier syncs (first run, a new store, a lost state): copies
            # synced from then in the other scope (global, or guilds the bot is in) would show
            # every command twice. Ask Discord where they are, and empty them below.
            stale = await _copies_elsewhere(tree.client, application_id, targets)
        for target in targets:
            if target is None:
                await tree.sync()
            else:
                guild = discord.Object(id=target)
                tree.copy_global_to(guild=guild)
                await tree.sync(guild=guild)
        for target in stale:
            await _clear(tree, application_id, target)
    except discord.HTTPException:
        log.exception(
            "no se pudieron sincronizar los comandos; se intentará en el próximo arranque"
        )
        return False
    synced = CommandSync(application_id=application_id, digest=digest, targets=targets)
    try:
        await store.commands.put(synced)
    except failures:
        # Synced, but not recorded: the next start syncs again, which is only slower.
        log.exception("comandos sincronizados, pero no se pudo guardar dónde")
    where = f"servidores {settings.guild_ids}" if settings.guild_ids else "global"
    cleared = ", ".join("global" if t is None else str(t) for t in stale)
    log.info("comandos sincronizados (%s)%s", where, f"; vaciados: {cleared}" if stale else "")
    return True


async def clean_commands(client: discord.Client, settings: Settings, store: Store) -> list[Target]:
    """`juez bot --limpiar-comandos`: empty every copy of this application's commands that
    Discord shows anywhere outside the targets configured now (global, every guild the bot is
    in), and forget the sync state, so the next start syncs the configured targets afresh.
    For commands shown twice when the sync state was lost (another store, or a version that
    kept it in each data folder): nothing else can know where older copies are. The targets
    emptied.
    """
    application_id = client.application_id
    assert application_id is not None  # login() sets it
    cleared = await _copies_elsewhere(client, application_id, _targets(settings))
    for target in cleared:
        await _clear_with(client.http, application_id, target)
    await store.commands.forget(application_id)
    _forget_legacy(settings, application_id)
    where = ", ".join("global" if t is None else str(t) for t in cleared) or "ninguno"
    log.info("comandos vaciados en: %s", where)
    return cleared


async def _copies_elsewhere(
    client: discord.Client, application_id: int, keep: list[Target]
) -> list[Target]:
    """The targets outside ``keep`` where Discord shows this application's commands: the
    global scope, and every guild the bot is in (one request each: a first sync only)."""
    http = client.http
    found: list[Target] = []
    if None not in keep and await http.get_global_commands(application_id):
        found.append(None)
    async for guild in client.fetch_guilds(limit=None):
        if guild.id not in keep and await http.get_guild_commands(application_id, guild.id):
            found.append(guild.id)
    return found


def _forget_legacy(settings: Settings, application_id: int) -> None:
    path = Path(settings.data_dir) / LEGACY_STATE_FILE
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(state, dict) and state.pop(str(application_id), None) is not None:
            path.write_text(json.dumps(state, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    except (OSError, ValueError):
        return
