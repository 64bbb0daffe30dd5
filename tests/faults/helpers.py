"""Running `juez` as a child process and reading what it said (tests/faults)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 300  # a rebuild takes seconds; a busy CI machine, many more
# Signs of a crash rather than an answer, in either stream.
CRASH_MARKS = ("Traceback (most recent call last)", "Exception in thread", "Fatal Python error")


@dataclass
class Ran:
    code: int
    out: bytes
    err: bytes

    @property
    def stdout(self) -> str:
        return self.out.decode("utf-8", "replace")

    @property
    def stderr(self) -> str:
        return self.err.decode("utf-8", "replace")

    def assert_no_crash(self) -> None:
        for mark in CRASH_MARKS:
            assert mark not in self.stdout and mark not in self.stderr, self.stderr[-3000:]


def juez_env(**extra: str) -> dict[str, str]:
    """The environment of a child: none of the developer's Juez settings, a UTF-8 locale."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("JUEZ_") and k not in {"DISCORD_TOKEN", "PYTHONIOENCODING"}
    }
    env["LC_ALL"] = "C.UTF-8"
    env["PYTHONPATH"] = str(ROOT)
    env.update(extra)
    return env


def run_juez(
    datos: Path,
    *args: str | bytes,
    stdin: bytes = b"",
    env: dict[str, str] | None = None,
    prefix: Sequence[str] = (),
    cwd: Path = ROOT,
    timeout: float = TIMEOUT_S,
) -> Ran:
    """`juez --datos DATOS ARGS…`; bytes arguments go to the child as they are."""
    command: list[str | bytes] = [
        *prefix,
        sys.executable,
        "-m",
        "bot.terminal.cli",
        "--datos",
        str(datos),
    ]
    command.extend(args)
    proc = subprocess.run(
        command,
        input=stdin,
        capture_output=True,
        env=env or juez_env(),
        cwd=cwd,
        timeout=timeout,
    )
    return Ran(proc.returncode, proc.stdout, proc.stderr)


def can_drop_write_permission() -> str | None:
    """None when a child can be made to respect file permissions, else the reason it cannot.

    As an ordinary user chmod is enough. Root ignores permissions unless the child runs without
    CAP_DAC_OVERRIDE (and its read counterpart): setpriv drops them from its bounding set.
    """
    if os.geteuid() != 0:
        return None
    if shutil.which("setpriv") is None:
        return "running as root without setpriv: permissions cannot be enforced on the child"
    return None


def unprivileged() -> list[str]:
    """The prefix that makes a child respect permissions (empty for an ordinary user)."""
    if os.geteuid() != 0:
        return []
    return ["setpriv", "--bounding-set=-dac_override,-dac_read_search,-fowner"]
