"""Stopping the bot without losing what it was doing (SIGTERM from systemd, Ctrl+C by hand).

The order matters:
1. stop taking interactions: the gateway is closed, so Discord sends no more;
2. let the interactions received (their commands started or not yet) and the background
   writes (tasks named "juez-…": a quiz answer being stored, a long request being kept)
   finish, within ``limit`` seconds;
3. what is still running then is cancelled, and its member told RESTARTING privately, so
   nobody is left with "thinking…"; anything that would start after that is refused with
   RESTARTING too (``refusing``);
4. only then the HTTP session, the thread pool and the store close (JuezBot.close).

systemd waits 90 s (TimeoutStopSec) before killing; the limit stays well inside it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.services import ServiceError
from cogs._app.errors import PUBLIC_PLACEHOLDER, extras, reply_error
from cogs._ui.timing import TOKEN_LIFETIME_S

log = logging.getLogger("juez.bot")

SHUTDOWN_LIMIT_S = 20.0
CANCEL_GRACE_S = 2.0  # for cancelled work to unwind (its finally blocks, the store's rollback)
RESTARTING = (
    "El bot se está reiniciando y no ha podido terminar tu consulta. "
    "Vuelve a intentarlo en un minuto."
)
# Names of the tasks that answer an interaction (discord.py names them so) or write for one
# (Juez's own, "juez-…"): what a shutdown waits for.
IN_FLIGHT_PREFIXES = ("CommandTree", "discord-ui-view-dispatch", "discord-ui-dynamic-item", "juez-")
SIGNALS = (signal.SIGTERM, signal.SIGINT)


class InFlight:
    """The interactions received in the last 15 minutes (their tokens still work), to tell the
    ones a shutdown cut short that it did."""

    def __init__(self) -> None:
        self._seen: OrderedDict[int, tuple[float, discord.Interaction]] = OrderedDict()

    def add(self, interaction: discord.Interaction, now: float) -> None:
        self._seen[interaction.id] = (now, interaction)
        while self._seen:
            first = next(iter(self._seen.values()))
            if now - first[0] < TOKEN_LIFETIME_S:
                break
            self._seen.popitem(last=False)

    def unanswered(self) -> list[discord.Interaction]:
        """Those whose member still waits: no response at all, or a public "thinking…"."""
        waiting = []
        for _, interaction in self._seen.values():
            if interaction.type is discord.InteractionType.autocomplete:
                continue  # an autocomplete left unanswered costs nothing
            if not interaction.response.is_done() or extras(interaction).get(PUBLIC_PLACEHOLDER):
                waiting.append(interaction)
        return waiting


def in_flight_tasks() -> set[asyncio.Task[Any]]:
    current = asyncio.current_task()
    tasks = asyncio.all_tasks() - {current} if current else asyncio.all_tasks()
    return {t for t in tasks if not t.done() and t.get_name().startswith(IN_FLIGHT_PREFIXES)}


async def finish_in_flight(in_flight: InFlight, limit: float) -> int:
    """Wait up to ``limit`` s for the interactions and writes in flight (and the ones they
    start); cancel the rest and tell their members. How many were cut short."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    pending = in_flight_tasks()
    while pending and loop.time() < deadline:
        await asyncio.wait(pending, timeout=deadline - loop.time())
        pending = in_flight_tasks()  # a finished answer may have started a write
    for task in pending:
        task.cancel()
    if pending:
        await asyncio.wait(pending, timeout=CANCEL_GRACE_S)
        log.warning("%d tareas en curso canceladas al cerrar", len(pending))
    for interaction in in_flight.unanswered():
        await reply_error(interaction, ServiceError(RESTARTING))
    return len(pending)


async def refusing(interaction: discord.Interaction) -> bool:
    """True (and the member told RESTARTING) when the bot is closing and takes nothing new."""
    if not getattr(interaction.client, "closing", False):
        return False
    await reply_error(interaction, ServiceError(RESTARTING))
    return True


async def serve_until_stopped(start: Awaitable[None], stop: Callable[[], Awaitable[None]]) -> None:
    """Run ``start`` (the bot's connection) until it ends or SIGTERM/SIGINT arrives; then
    ``stop()`` (the clean close) before returning. An error of ``start`` is raised."""
    loop = asyncio.get_running_loop()
    signalled = asyncio.Event()
    for sig in SIGNALS:
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not on this platform
            loop.add_signal_handler(sig, _on_signal, sig, signalled)
    running = asyncio.ensure_future(start)
    waiting = asyncio.ensure_future(signalled.wait())
    try:
        await asyncio.wait({running, waiting}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        waiting.cancel()
        for sig in SIGNALS:
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.remove_signal_handler(sig)
    try:
        await stop()
    finally:
        if not running.done():
            running.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await running
    if running.done() and not running.cancelled() and running.exception() is not None:
        raise running.exception()  # type: ignore[misc]


def _on_signal(sig: signal.Signals, signalled: asyncio.Event) -> None:
    log.info("señal %s recibida: cerrando el bot", sig.name)
    signalled.set()
