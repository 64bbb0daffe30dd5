"""What the running bot tells its administrator: gateway changes in the log (INFO), systemd's
READY / WATCHDOG / STATUS, and the status file `juez estado` reads (bot/health.py).

discord.py logs a lost gateway at WARNING only when it gives up, and Juez keeps its loggers at
WARNING: a 62-second outage left no line. Each connect, disconnect, resume and ready of a shard
is one INFO line here, and the status file says it at once. A heartbeat (every HEARTBEAT_S, or
half systemd's WatchdogSec) probes the store, refreshes the latency, rewrites the file and
sends WATCHDOG=1: a loop that hangs stops sending it, and systemd restarts the process.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
from pathlib import Path
from typing import Any

from bot.health import HEARTBEAT_S, Health, notify, watchdog_interval, write_status
from bot.storage.interface import DatabaseError

log = logging.getLogger("juez.bot")


class _LastError(logging.Handler):
    """Keeps the last warning or error of Juez's own loggers as the status's last error."""

    def __init__(self, health: Health) -> None:
        super().__init__(logging.WARNING)
        self.health = health

    def emit(self, record: logging.LogRecord) -> None:
        if record.name.startswith(("juez", "bot", "cogs")):
            incident = getattr(record, "incident", None)
            text = record.getMessage()
            self.health.failed(f"{text} (incidente {incident})" if incident else text)


class HealthMonitor:
    def __init__(self, bot: Any, data_dir: Path) -> None:
        self.bot = bot
        self.data_dir = Path(data_dir)
        self.health = Health()
        self._up: set[int] = set()
        self._ready = False
        self._beat: asyncio.Task[None] | None = None
        self._errors = _LastError(self.health)

    # -- gateway events (JuezBot's listeners call these) --------------------------------------
    def gateway(self, event: str, shard_id: int | None) -> None:
        shard = 0 if shard_id is None else shard_id
        if event == "disconnect":
            self._up.discard(shard)
        else:
            self._up.add(shard)
        self.health.gateway_changes += 1
        self.health.connected = bool(self._up) and not self._missing()
        self.health.latency_ms = self._latency()
        log.info(
            "gateway: %s (shard %s); %s", WORDS.get(event, event), shard, self.health.summary()
        )
        if event == "disconnect":
            self.health.failed(f"gateway desconectado (shard {shard})")
        if event == "ready" and not self._ready and not self._missing():
            self._ready = True
            notify("READY=1", f"STATUS={self.health.summary()}")
        self.save()

    def _missing(self) -> bool:
        count = getattr(self.bot, "shard_count", None) or 1
        wanted = getattr(self.bot, "shard_ids", None) or range(count)
        return any(s not in self._up for s in wanted)

    def _latency(self) -> float | None:
        try:
            latency = float(self.bot.latency)
        except (AttributeError, TypeError, ValueError):  # not connected yet (no shard queue)
            return None
        return None if not math.isfinite(latency) else round(latency * 1000, 1)

    # -- the heartbeat ------------------------------------------------------------------------
    def start(self) -> None:
        logging.getLogger().addHandler(self._errors)
        if self._beat is None:
            self._beat = asyncio.get_running_loop().create_task(self._beating(), name="health")

    async def stop(self) -> None:
        self.health.stopping = True
        self.health.connected = False
        notify("STOPPING=1", "STATUS=cerrando")
        self.save()
        logging.getLogger().removeHandler(self._errors)
        if self._beat is not None:
            self._beat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._beat
            self._beat = None

    async def _beating(self) -> None:
        every = min(HEARTBEAT_S, watchdog_interval() or HEARTBEAT_S)
        while True:
            await self.beat()
            await asyncio.sleep(every)

    async def beat(self) -> None:
        """Probe the store, refresh the latency, rewrite the file, tell systemd."""
        store = self.bot.service.database
        if store is not None:
            self.health.store_kind = store.kind
            try:
                await store.version()
            except (DatabaseError, *store.errors) as err:
                if self.health.store != "no":
                    log.warning("la base de datos no responde: %s", err)
                self.health.store = "no"
            else:
                if self.health.store == "no":
                    log.info("la base de datos responde de nuevo")
                self.health.store = "sí"
        self.health.latency_ms = self._latency()
        self.health.guilds = len(getattr(self.bot, "guilds", ()))
        self.save()
        notify("WATCHDOG=1", f"STATUS={self.health.summary()}")

    def save(self) -> None:
        try:
            write_status(self.data_dir, self.health)
        except OSError as err:  # a full disk must not stop the bot; say it once in a while
            log.debug("no se pudo escribir el estado: %s", err)


WORDS = {
    "connect": "conectado",
    "disconnect": "desconectado",
    "resumed": "sesión reanudada",
    "ready": "listo",
}
