"""The running bot's health, as the bot writes it and `juez estado` reads it; and systemd's
notifications (READY, WATCHDOG, STATUS).

    health = Health(connected=True, latency_ms=41.0, store="sí", ...)
    write_status(data_dir, health)        # data_dir/estado.json, 0600, replaced atomically
    read_status(data_dir)                 # what the bot wrote last, or None
    notify("READY=1", "STATUS=Conectado")  # a no-op outside systemd (no $NOTIFY_SOCKET)

A small file rather than a socket or an HTTP endpoint: the bot may be one of several shard
processes, `juez estado` needs no port, and a file the bot stopped updating says so itself
(``updated_at``: a bot that died or hangs writes nothing more). No discord here: the cogs fill
it in (cogs/_app/health.py).
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

STATUS_FILE = "estado.json"
# The bot rewrites the file at least this often; older than STALE_AFTER_S, the bot is not
# running (or hangs).
HEARTBEAT_S = 30.0
STALE_AFTER_S = 3 * HEARTBEAT_S


@dataclass
class Health:
    pid: int = field(default_factory=os.getpid)
    started_at: float = field(default_factory=time.time)
    updated_at: float = field(default_factory=time.time)
    connected: bool = False  # every shard of this process connected to the gateway
    latency_ms: float | None = None  # the gateway's heartbeat round trip
    guilds: int = 0
    store: str = "?"  # "sí", "no" (with last_error) or "?" (not probed yet)
    store_kind: str = ""
    last_error: str | None = None  # the last failure worth an administrator's look
    last_error_at: float | None = None
    gateway_changes: int = 0  # connects, disconnects and resumes since start
    stopping: bool = False

    def failed(self, what: str, now: float | None = None) -> None:
        self.last_error = what[:300]
        self.last_error_at = time.time() if now is None else now

    def summary(self) -> str:
        """One line for systemd's STATUS (what `systemctl status` shows)."""
        gateway = "conectado" if self.connected else "sin conexión con Discord"
        latency = f", latencia {self.latency_ms:.0f} ms" if self.latency_ms is not None else ""
        return f"{gateway}{latency}; base de datos: {self.store}"


def write_status(data_dir: Path, health: Health) -> None:
    """Replace data_dir/estado.json (created 0600: it names servers' counts and errors)."""
    path = Path(data_dir) / STATUS_FILE
    temp = path.with_name(f".{STATUS_FILE}.{os.getpid()}")
    health.updated_at = time.time()
    data = json.dumps(asdict(health), ensure_ascii=False, indent=1).encode()
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(temp, path)
    except OSError:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise


def read_status(data_dir: Path) -> dict[str, object] | None:
    """What the bot wrote last; None when it never ran with this data folder."""
    try:
        value = json.loads((Path(data_dir) / STATUS_FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def notify(*lines: str) -> bool:
    """Send lines to systemd's notification socket (sd_notify(3)); False when there is none.
    A datagram on a Unix socket: no library needed, and outside systemd nothing happens."""
    address = os.environ.get("NOTIFY_SOCKET")
    if not address:
        return False
    if address.startswith("@"):  # an abstract socket
        address = "\0" + address[1:]
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
            sock.connect(address)
            sock.sendall("\n".join(lines).encode())
    except OSError:
        return False
    return True


def watchdog_interval() -> float | None:
    """Half systemd's WatchdogSec for this process (how often to send WATCHDOG=1), or None."""
    usec = os.environ.get("WATCHDOG_USEC")
    pid = os.environ.get("WATCHDOG_PID")
    if not usec or (pid and pid != str(os.getpid())):
        return None
    try:
        return int(usec) / 2_000_000
    except ValueError:
        return None
