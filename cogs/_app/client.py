"""The Discord bot: startup, extensions, translations, command sync and the one error handler.

The cogs (in cogs/) are thin adapters over bot.services. Startup order matters: the library is
opened (and the index built if needed) off the event loop before any cog loads, so the cogs can
precompute their autocomplete lists. ``run`` is what `juez bot` calls (through bot.launcher).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import sys
from typing import Any

import aiohttp
import discord
from discord.ext import commands

from bot.invite import invite_url
from bot.services import JuezService, threads
from bot.settings import Settings
from bot.storage import open_store
from bot.storage.interface import DatabaseError, Store, UnusableDatabase
from cogs._app.cooldowns import Cooldowns
from cogs._app.extensions import EXTENSIONS
from cogs._app.health import HealthMonitor
from cogs._app.shutdown import SHUTDOWN_LIMIT_S, InFlight, finish_in_flight, serve_until_stopped
from cogs._app.sync import clean_commands, sync_commands
from cogs._app.tree import JuezTranslator, JuezTree
from cogs._ui.timing import Clock, LoopClock

log = logging.getLogger("juez.bot")

# What a restart cannot fix, each with its code, both excluded from the systemd unit's
# restarts (RestartPreventExitStatus=2 3): the token or the developer portal (the same code as
# a bad JUEZ_* value), and a database that cannot be used as it is (damaged, from a newer Juez).
CONFIGURATION_EXIT = 2
UNUSABLE_DATABASE_EXIT = 3
OUTDATED_CONTROL = (
    "Este botón ya no sirve: es de una versión anterior del bot. Vuelve a usar el comando."
)


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
            # Nothing the bot sends pings anyone, whatever text from users it quotes.
            allowed_mentions=discord.AllowedMentions.none(),
            **settings.shard_options,  # JUEZ_SHARDS, JUEZ_SHARD_COUNT; none: every shard
        )
        self.settings = settings
        self.service = service
        self.sync_requested = sync
        self.loaded_extensions: list[str] = []
        # Timers and bounded waits of the cogs; the tests put the fake Discord's clock here.
        self.clock: Clock = LoopClock()
        # Set by close() once the interactions received are answered (or their budget spent):
        # anything that would still start then is refused.
        self.closing = False
        self.shutdown_limit_s = SHUTDOWN_LIMIT_S
        self.in_flight = InFlight()
        # How often a member and a server may use commands (checked by JuezTree).
        self.cooldowns = Cooldowns()
        self._templates: list[re.Pattern[str]] = []  # of the dynamic items registered
        self._closed_cleanly: asyncio.Future[None] | None = None
        # The gateway's changes in the log, systemd's notifications, `juez estado`'s file.
        self.health = HealthMonitor(self, settings.data_dir)

    @property
    def db(self) -> Store | None:
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
        assert self.db is not None  # prepare() opened it
        await sync_commands(self.tree, self.settings, self.db, force=self.sync_requested)
        self.health.start()

    async def on_shard_connect(self, shard_id: int) -> None:
        self.health.gateway("connect", shard_id)

    async def on_shard_disconnect(self, shard_id: int) -> None:
        self.health.gateway("disconnect", shard_id)

    async def on_shard_resumed(self, shard_id: int) -> None:
        self.health.gateway("resumed", shard_id)

    async def on_shard_ready(self, shard_id: int) -> None:
        self.health.gateway("ready", shard_id)

    async def on_ready(self) -> None:
        log.info("conectado como %s en %d servidores", self.user, len(self.guilds))
        if self.application_id is not None:
            log.info("para añadirlo a un servidor: %s", invite_url(self.application_id))

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None:
        super().add_dynamic_items(*items)
        for item in items:
            self._templates.append(item.__discord_ui_compiled_template__)

    def claims(self, custom_id: str) -> bool:
        """Whether a control with this custom_id reaches a callback of this process."""
        if any(template.fullmatch(custom_id) for template in self._templates):
            return True
        return any(
            getattr(item, "custom_id", None) == custom_id
            for view in self.persistent_views
            for item in view.children
        )

    async def on_interaction(self, interaction: discord.Interaction, /) -> None:
        """Every interaction: remembered until answered (a shutdown tells the ones it cuts
        short); a control no template matches (an older version's) gets a private reply
        instead of Discord's "This interaction failed"."""
        self.in_flight.add(interaction, self.clock.monotonic())
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, Any] = dict(interaction.data) if isinstance(interaction.data, dict) else {}
        custom_id = data.get("custom_id")
        if isinstance(custom_id, str) and not self.claims(custom_id):
            log.info("control sin plantilla: %s", custom_id[:60])
            try:
                await interaction.response.send_message(OUTDATED_CONTROL, ephemeral=True)
            except discord.HTTPException:
                log.warning("no se pudo responder al control %s", custom_id[:60])

    async def on_message(self, message: discord.Message, /) -> None:
        """Juez has no text commands. Messages only arrive if someone enables message intents;
        even then a mention is ignored quietly instead of logging CommandNotFound."""
        return

    async def close(self) -> None:
        """Stop cleanly (cogs._app.shutdown): no new interactions, the ones in flight and the
        writes they started finished within ``shutdown_limit_s`` (or their members told), then
        the connections, the thread pool and the store closed. Once, however often called."""
        if self._closed_cleanly is None:
            self._closed_cleanly = asyncio.ensure_future(self._close_cleanly())
        await asyncio.shield(self._closed_cleanly)

    async def _close_cleanly(self) -> None:
        with contextlib.suppress(Exception):  # the status is news, never a reason not to stop
            await self.health.stop()
        try:
            for shard in self.shards.values():  # Discord sends nothing more
                await shard.disconnect()
            # Everything received until now is answered, within the budget: an interaction
            # whose task has not started yet was received all the same (issue 44: 14 of 30
            # /buscar were refused while the shutdown used 2.2 s of its 20).
            cut = await finish_in_flight(self.in_flight, self.shutdown_limit_s)
            log.info("bot cerrado%s", f" ({cut} tareas canceladas)" if cut else "")
        except Exception:
            log.exception("error al esperar a las interacciones en curso; se cierra igualmente")
        finally:
            self.closing = True  # the budget is spent: nothing more is started
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
    token = settings.discord_token.get_secret_value().strip()
    try:
        asyncio.run(_serve(bot, token))
    except KeyboardInterrupt:  # a second Ctrl+C while closing
        return 130
    except discord.LoginFailure:
        print(
            "Discord rechazó DISCORD_TOKEN: el token no es válido o se ha regenerado. "
            "Copia uno nuevo de la sección Bot del portal de desarrolladores.",
            file=sys.stderr,
        )
        return CONFIGURATION_EXIT  # restarting with the same token fails the same way
    except discord.PrivilegedIntentsRequired:
        print(
            "Discord pide activar un intent privilegiado en el portal de desarrolladores.",
            file=sys.stderr,
        )
        return CONFIGURATION_EXIT
    except UnusableDatabase as err:
        print(str(err), file=sys.stderr)  # which database, what is wrong, what to do
        return UNUSABLE_DATABASE_EXIT  # the same file again gives the same error
    except DatabaseError as err:
        print(str(err), file=sys.stderr)  # it already says which database and what to do
        return 1  # a server down or restarting: a restart later may find it
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


async def _serve(bot: JuezBot, token: str) -> None:
    """bot.start until it ends, SIGTERM or SIGINT; then the clean close."""
    async with bot:  # sets up the loop's parts of the client; closes it on the way out
        await serve_until_stopped(bot.start(token), bot.close)


def clean(settings: Settings) -> int:
    """`juez bot --limpiar-comandos`: log in over HTTP only (no gateway), empty the copies of
    the commands outside the configured targets, say where; the exit code."""
    assert settings.discord_token is not None  # the launcher checked it
    token = settings.discord_token.get_secret_value().strip()

    async def work() -> list[int | None]:
        # The store says where the commands were synced; it forgets that once they are emptied.
        store = await open_store(settings.store)
        try:
            client = discord.Client(intents=discord.Intents.none())
            async with client:
                await client.login(token)
                return await clean_commands(client, settings, store)
        finally:
            await store.close()

    try:
        cleared = asyncio.run(work())
    except discord.LoginFailure:
        print(
            "Discord rechazó DISCORD_TOKEN: el token no es válido o se ha regenerado.",
            file=sys.stderr,
        )
        return 1
    except (discord.HTTPException, aiohttp.ClientError, ConnectionError, TimeoutError) as err:
        print(
            f"No se pudieron limpiar los comandos ({err.__class__.__name__}). Comprueba la "
            "conexión y vuelve a intentarlo.",
            file=sys.stderr,
        )
        return 1
    if not cleared:
        print("No había copias de los comandos fuera de donde están configurados.")
    else:
        where = ", ".join("global" if t is None else f"servidor {t}" for t in cleared)
        print(f"Copias de los comandos retiradas de: {where}.")
    print("El próximo arranque de `juez bot` sincroniza los comandos donde están configurados.")
    return 0
