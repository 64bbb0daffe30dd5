"""The Discord bot: startup, extensions, translations, command sync and the one error handler.

This is the only module of bot/ that imports discord; the cogs (in cogs/) are thin adapters over
bot.services. Startup order matters: the library is opened (and the index built if needed) off
the event loop before any cog loads, so the cogs can precompute their autocomplete lists.

What outlives a restart: every button and menu the bot sends is a ``discord.ui.DynamicItem``
whose custom_id says what it does and carries its state; each cog registers its items again in
its ``setup`` (run by ``setup_hook``), so a message sent by an earlier process still answers.

Command sync: each application (bot token) keeps, in ``command-sync.json`` in the data folder,
the hash of what it last synced and where (global, or the guilds of JUEZ_GUILD_IDS). A sync
sends the commands to the targets configured now and empties the targets synced before that
are no longer configured, so commands never show twice.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sys
from pathlib import Path
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.services import JuezService, UserError, threads
from bot.settings import Settings
from bot.storage.database import Database, DatabaseError
from bot.text.locales import EN
from cogs._ui.timing import Clock, LoopClock

log = logging.getLogger("juez.bot")

EXTENSIONS = (
    "cogs.reglas",
    "cogs.config",
    "cogs.escenario",
    "cogs.quiz",
    "cogs.cambios",
    "cogs.carta",
)
SYNC_STATE_FILE = "command-sync.json"
# Set in Interaction.extras while a public "thinking…" placeholder waits for its answer: Discord
# would show the next followup in its place, publicly, whatever its ephemeral flag.
PUBLIC_PLACEHOLDER = "juez:public-placeholder"
MESSAGE_MAX = 2000  # characters of a message's content
ENGLISH = (discord.Locale.american_english, discord.Locale.british_english)

GENERIC_APOLOGY = (
    "Lo siento, algo falló al responder. El error quedó registrado; prueba de nuevo en un rato."
)
PERMISSION_NAMES = {
    "manage_guild": "Gestionar servidor",
    "send_messages": "Enviar mensajes",
    "embed_links": "Insertar enlaces",
    "read_message_history": "Leer el historial de mensajes",
}


# -- translations -----------------------------------------------------------------------------
class JuezTranslator(app_commands.Translator):
    """Spanish is the default; English clients get the names and descriptions of locales.EN."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if locale in ENGLISH:
            return EN.get(string.message)
        return None


# -- errors -----------------------------------------------------------------------------------
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


async def reply_error(interaction: discord.Interaction, error: BaseException) -> None:
    """The error as a private Spanish message, however far the interaction had got."""
    message = user_message(error)
    if message is None:
        command = interaction.command.qualified_name if interaction.command else "?"
        log.error("error inesperado en /%s", command, exc_info=error)
        message = GENERIC_APOLOGY
    message = sendable(message)
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


class JuezTree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: Exception) -> None:
        await reply_error(interaction, error)


# -- command sync -----------------------------------------------------------------------------
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


def _read_sync_state(path: Path) -> dict[str, Any]:
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return state if isinstance(state, dict) else {}


def _targets(settings: Settings) -> list[Target]:
    return list(dict.fromkeys(settings.guild_ids)) or [None]


async def _clear(tree: app_commands.CommandTree, application_id: int, target: Target) -> None:
    """Empty one target's commands for this application (Discord's bulk overwrite with [])."""
    http = tree.client.http
    if target is None:
        await http.bulk_upsert_global_commands(application_id, payload=[])
    else:
        await http.bulk_upsert_guild_commands(application_id, target, payload=[])


async def sync_commands(
    tree: app_commands.CommandTree, settings: Settings, *, force: bool = False
) -> bool:
    """Sync when the definition or the targets changed since this application's last sync (or
    when asked); empty the targets no longer configured. True if anything was synced.

    Discord rate-limits syncs, and a global sync takes time to spread, so restarting the bot
    with the same commands must not resync. The state is kept per application: another bot
    token on the same data folder has its own.
    """
    application_id = tree.client.application_id
    path = Path(settings.data_dir) / SYNC_STATE_FILE
    state = _read_sync_state(path)
    key = str(application_id)
    mine = state.get(key) if isinstance(state.get(key), dict) else None
    digest = await tree_digest(tree, settings.guild_ids)
    targets = _targets(settings)
    before: list[Target] = list(mine.get("targets", [])) if mine else []
    stale = [t for t in before if t not in targets]
    if mine is None and None not in targets:
        # Nothing known about earlier syncs (first run, or a version that kept no targets):
        # a global sync from then would show every command twice in these guilds.
        stale.append(None)
    if mine is not None and mine.get("digest") == digest and not stale and not force:
        log.info("comandos sin cambios: no se sincronizan")
        return False
    try:
        for target in targets:
            if target is None:
                await tree.sync()
            else:
                guild = discord.Object(id=target)
                tree.copy_global_to(guild=guild)
                await tree.sync(guild=guild)
        if stale:
            assert application_id is not None  # tree.sync above would have refused
            for target in stale:
                await _clear(tree, application_id, target)
    except discord.HTTPException:
        log.exception(
            "no se pudieron sincronizar los comandos; se intentará en el próximo arranque"
        )
        return False
    state[key] = {"digest": digest, "targets": targets}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(state, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    where = f"servidores {settings.guild_ids}" if settings.guild_ids else "global"
    cleared = ", ".join("global" if t is None else str(t) for t in stale)
    log.info("comandos sincronizados (%s)%s", where, f"; vaciados: {cleared}" if stale else "")
    return True


def needed_intents() -> discord.Intents:
    """Only what Juez uses: guild events (the guild list). Slash commands and buttons arrive as
    interactions, which need no intent; without message intents no message (a mention) reaches
    the bot at all."""
    return discord.Intents(guilds=True)


# -- the bot ----------------------------------------------------------------------------------
class JuezBot(commands.AutoShardedBot):
    def __init__(self, settings: Settings, service: JuezService, *, sync: bool = False) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=needed_intents(),
            help_command=None,
            tree_cls=JuezTree,
            **settings.shard_options,  # JUEZ_SHARDS, JUEZ_SHARD_COUNT; none: every shard
        )
        self.settings = settings
        self.service = service
        self.sync_requested = sync
        self.loaded_extensions: list[str] = []
        # Timers and bounded waits of the cogs; the tests put the fake Discord's clock here.
        self.clock: Clock = LoopClock()

    @property
    def db(self) -> Database | None:
        """The one shared connection, owned by the service (quizzes and settings use it)."""
        return self.service.database

    async def prepare(self) -> None:
        """Everything setup_hook does except talking to Discord (the tests call this)."""
        await self.service.open()
        await self.service.open_database(self.settings.database)
        await self.tree.set_translator(JuezTranslator())
        for name in EXTENSIONS:
            try:
                await self.load_extension(name)
            except commands.ExtensionNotFound:
                log.info("extensión %s no instalada", name)
            except Exception:
                log.exception("la extensión %s no se pudo cargar; el resto sigue", name)
            else:
                self.loaded_extensions.append(name)

    async def setup_hook(self) -> None:
        await self.prepare()
        await sync_commands(self.tree, self.settings, force=self.sync_requested)

    async def on_ready(self) -> None:
        log.info("conectado como %s en %d servidores", self.user, len(self.guilds))

    async def on_message(self, message: discord.Message, /) -> None:
        """Juez has no text commands. Messages only arrive if someone enables message intents;
        even then a mention is ignored quietly instead of logging CommandNotFound."""
        return

    async def close(self) -> None:
        try:
            await super().close()
        finally:  # even when discord.py fails closing a client that never connected
            threads.shutdown()
            await self.service.close_database()


def run(settings: Settings, service: JuezService, *, sync: bool = False) -> int:
    """Run the bot until stopped; the exit code for `juez bot`. The token is never printed.

    Logging is the process's own, set up once at start (bot.logs.configure, called by `juez`).
    """
    assert settings.discord_token is not None  # the launcher checked it
    bot = JuezBot(settings, service, sync=sync)
    try:
        bot.run(settings.discord_token.get_secret_value().strip(), log_handler=None)
    except discord.LoginFailure:
        print(
            "Discord rechazó DISCORD_TOKEN: el token no es válido o se ha regenerado. "
            "Copia uno nuevo de la sección Bot del portal de desarrolladores.",
            file=sys.stderr,
        )
        return 1
    except discord.PrivilegedIntentsRequired:
        print(
            "Discord pide activar un intent privilegiado en el portal de desarrolladores.",
            file=sys.stderr,
        )
        return 1
    except DatabaseError as err:
        print(str(err), file=sys.stderr)  # it already says which database and what to do
        return 1
    except discord.HTTPException as err:
        # Discord answered, but with an error while logging in or syncing (5xx, rate limit,
        # a refused request): its status says which, and trying again later is the remedy.
        print(
            f"Discord respondió con un error (HTTP {err.status}) al conectar el bot. "
            "Inténtalo de nuevo en unos minutos; mientras tanto, usa la consola: juez consola",
            file=sys.stderr,
        )
        return 1
    except (aiohttp.ClientError, ConnectionError, TimeoutError) as err:
        # No network, DNS failure, Discord down: say so instead of a traceback. The error text
        # names the host, never the token.
        print(
            f"No se puede conectar con Discord ({err.__class__.__name__}). Comprueba la "
            "conexión a internet; sin conexión, usa la consola: juez consola",
            file=sys.stderr,
        )
        return 1
    return 0
