"""A throwaway PostgreSQL cluster for the tests and the bench: started, used, removed.

    with ThrowawayCluster.start() as cluster:        # or ClusterUnavailable, with the reason
        url = cluster.create_database("juez_test")   # postgresql://juez@127.0.0.1:PORT/juez_test

It uses Debian's ``postgresql`` package (initdb, pg_ctl, postgres from /usr/lib/postgresql/N/bin
or PATH), runs as an unprivileged user (initdb refuses root: as root it runs as ``postgres``,
the package's own user, or ``nobody``), keeps its data and its Unix socket in a temporary
folder, listens on a free loopback port only, and trusts local connections: nothing of it is
reachable from outside the machine, and nothing stays behind after stop().
Not used by the bot itself.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

SUPERUSER = "juez"
START_TIMEOUT_S = 60
# For tests: durability off (a crash loses a throwaway cluster anyway) makes each commit cheap.
FAST = {"fsync": "off", "synchronous_commit": "off", "full_page_writes": "off"}


class ClusterUnavailable(RuntimeError):
    """No PostgreSQL server can be started here; the message says why and what to install."""


def find_bin_dir() -> Path | None:
    """The newest Debian PostgreSQL bin folder with a server, or the one on PATH."""
    candidates = sorted(
        glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(Path(p).parent.name)
    )
    for folder in reversed(candidates):
        if (Path(folder) / "initdb").exists() and (Path(folder) / "postgres").exists():
            return Path(folder)
    initdb = shutil.which("initdb")
    return Path(initdb).resolve().parent if initdb else None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _run_as() -> pwd.struct_passwd | None:
    """The unprivileged user to run the server as when we are root; None: ourselves."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            return pwd.getpwnam(name)
    raise ClusterUnavailable("running as root and no unprivileged user (postgres, nobody)")


@dataclass
class ThrowawayCluster:
    bin_dir: Path
    folder: Path
    port: int
    user: pwd.struct_passwd | None

    @classmethod
    def start(cls, settings: dict[str, str] | None = None) -> ThrowawayCluster:
        bin_dir = find_bin_dir()
        if bin_dir is None:
            raise ClusterUnavailable(
                "PostgreSQL server not installed (no initdb): apt-get install postgresql"
            )
        user = _run_as()
        folder = Path(tempfile.mkdtemp(prefix="juez-pg-"))
        cluster = cls(bin_dir, folder, _free_port(), user)
        try:
            if user is not None:
                os.chown(folder, user.pw_uid, user.pw_gid)
            cluster._run(
                "initdb", "-D", str(cluster.data), "-U", SUPERUSER, "-A", "trust",
                "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions",
            )  # fmt: skip
            options = {
                "listen_addresses": "127.0.0.1",
                "port": str(cluster.port),
                "unix_socket_directories": str(folder),
                "max_connections": "200",
                **(FAST if settings is None else settings),
            }
            flags = " ".join(f"-c {k}={v}" for k, v in options.items())
            cluster._run(
                "pg_ctl", "start", "-w", "-t", str(START_TIMEOUT_S), "-D", str(cluster.data),
                "-l", str(folder / "server.log"), "-o", flags,
            )  # fmt: skip
        except BaseException as err:
            log = cluster.server_log()
            cluster.stop()
            if isinstance(err, subprocess.CalledProcessError):
                raise ClusterUnavailable(
                    f"{Path(str(err.cmd[0])).name} failed: {err.stderr or err.stdout}"
                    f"{' / server log: ' + log if log else ''}".strip()
                ) from err
            raise
        return cluster

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def _run(self, program: str, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(self.bin_dir / program), *args],
            check=True,
            capture_output=True,
            text=True,
            timeout=START_TIMEOUT_S + 30,
            cwd=self.folder,
            user=self.user.pw_uid if self.user else None,
            group=self.user.pw_gid if self.user else None,
            extra_groups=[] if self.user else None,
        )

    def create_database(self, name: str) -> str:
        """A new empty database; its URL."""
        self.psql(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def drop_database(self, name: str) -> None:
        self.psql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def psql(self, sql: str) -> str:
        return self._run(
            "psql", "-X", "-q", "-At", "-h", str(self.folder), "-p", str(self.port),
            "-U", SUPERUSER, "-d", "postgres", "-v", "ON_ERROR_STOP=1", "-c", sql,
        ).stdout  # fmt: skip

    def server_log(self) -> str:
        with contextlib.suppress(OSError):
            return (self.folder / "server.log").read_text(errors="replace")[-2000:]
        return ""

    def restart(self, mode: str = "fast") -> None:
        """Stop the server and start it again with the same options (``mode``: ``fast`` is
        `systemctl restart`, ``immediate`` is a crash: the server recovers from its WAL)."""
        self._run(
            "pg_ctl", "restart", "-m", mode, "-w", "-t", str(START_TIMEOUT_S),
            "-D", str(self.data), "-l", str(self.folder / "server.log"),
        )  # fmt: skip

    def stop(self) -> None:
        """Stop the server (immediately: its data is thrown away) and remove its folder."""
        if (self.data / "postmaster.pid").exists():
            with contextlib.suppress(subprocess.SubprocessError, OSError):
                self._run("pg_ctl", "stop", "-m", "immediate", "-w", "-D", str(self.data))
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> ThrowawayCluster:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
