"""The Discord bot: startup, extensions, translations, command sync and the one error handler.

This is the only module of bot/ that imports discord; the cogs (in cogs/) are thin adapters over
bot.services. Startup order matters: the library is opened (and the index built if needed) off
the event loop before any cog loads, so the cogs can precompute their autocomplete lists.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sys
from pathlib import Path

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.services import JuezService, UserError
from bot.settings import Settings
from bot.storage.database import Database, DatabaseError
from bot.text.locales import EN

log = logging.getLogger("juez.bot")

EXTENSIONS = ("cogs.reglas", "cogs.config", "cogs.escenario", "cogs.quiz")
TREE_HASH_FILE = "tree.sha256"
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


def configure_logging(level: str = "INFO") -> None:
    """One handler on the root logger (reused if the CLI made it); discord's own kept quiet."""
    root = logging.getLogger()
    if not root.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
    root.setLevel(level)
    for name in ("discord", "discord.http", "discord.gateway"):
        logging.getLogger(name).setLevel(logging.WARNING)
    # Juez has no voice features: the warnings about missing voice libraries are noise.
    voice = logging.getLogger("discord.client")
    if not any(isinstance(f, _NoVoiceWarnings) for f in voice.filters):
        voice.addFilter(_NoVoiceWarnings())


class _NoVoiceWarnings(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return "voice will NOT be supported" not in record.getMessage()


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


async def reply_error(interaction: discord.Interaction, error: BaseException) -> None:
    message = user_message(error)
    if message is None:
        command = interaction.command.qualified_name if interaction.command else "?"
        log.error("error inesperado en /%s", command, exc_info=error)
        message = GENERIC_APOLOGY
    try:
        if interaction.response.is_done():
            await interaction.followup.send(message, ephemeral=True)
        else:
            await interaction.response.send_message(message, ephemeral=True)
    except discord.HTTPException:  # the interaction expired or was deleted
        log.warning("no se pudo enviar el mensaje de error de la interacción %s", interaction.id)


class JuezTree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: Exception) -> None:
        await reply_error(interaction, error)


# -- command sync -----------------------------------------------------------------------------
async def tree_digest(tree: app_commands.CommandTree, guild_ids: list[int]) -> str:
    """Changes whenever what Discord would receive changes (translations and targets included)."""
    translator = tree.translator
    payload = [
        await c.get_translated_payload(tree, translator) if translator else c.to_dict(tree)
        for c in tree.get_commands()
    ]
    text = json.dumps({"commands": payload, "guilds": sorted(guild_ids)}, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


async def sync_commands(
    tree: app_commands.CommandTree, settings: Settings, *, force: bool = False
) -> bool:
    """Sync only when the definition changed since the last sync (or when asked); True if synced.

    Discord rate-limits syncs, and a global sync takes time to spread, so restarting the bot
    with the same commands must not resync.
    """
    path = Path(settings.data_dir) / TREE_HASH_FILE
    digest = await tree_digest(tree, settings.guild_ids)
    stored = path.read_text(encoding="utf-8").strip() if path.exists() else None
    if stored == digest and not force:
        log.info("comandos sin cambios: no se sincronizan")
        return False
    try:
        if settings.guild_ids:
            for guild_id in settings.guild_ids:
                guild = discord.Object(id=guild_id)
                tree.copy_global_to(guild=guild)
                await tree.sync(guild=guild)
        else:
            await tree.sync()
    except discord.HTTPException:
        log.exception(
            "no se pudieron sincronizar los comandos; se intentará en el próximo arranque"
        )
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(digest + "\n", encoding="utf-8")
    where = f"servidores {settings.guild_ids}" if settings.guild_ids else "global"
    log.info("comandos sincronizados (%s)", where)
    return True


# -- the bot ----------------------------------------------------------------------------------
class JuezBot(commands.AutoShardedBot):
    def __init__(self, settings: Settings, service: JuezService, *, sync: bool = False) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            tree_cls=JuezTree,
            **settings.shard_options,  # JUEZ_SHARDS, JUEZ_SHARD_COUNT; none: every shard
        )
        self.settings = settings
        self.service = service
        self.sync_requested = sync
        self.loaded_extensions: list[str] = []

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

    async def close(self) -> None:
        try:
            await super().close()
        finally:  # even when discord.py fails closing a client that never connected
            await self.service.close_database()


def run(settings: Settings, service: JuezService, *, sync: bool = False) -> int:
    """Run the bot until stopped; the exit code for `juez bot`. The token is never printed."""
    configure_logging(settings.log_level)
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
        print(f"No se puede abrir la base de datos: {err}", file=sys.stderr)
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
