"""A one-shot lookup ends its process once the answer is out (bot.terminal.quick_exit)."""

import io
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bot.terminal import cli, quick_exit

ROOT = str(Path(__file__).resolve().parents[3])


class _Left(Exception):
    """Raised by the fake os._exit, with the code it was given."""


@pytest.fixture
def exits_seen(monkeypatch):
    """os._exit and logging.shutdown recorded instead of run: the calls in order."""
    seen: list[object] = []

    def fake_exit(code):
        seen.append(("exit", code))
        raise _Left(code)

    monkeypatch.setattr(os, "_exit", fake_exit)
    monkeypatch.setattr(logging, "shutdown", lambda: seen.append("logging"))
    return seen


class _Stream(io.StringIO):
    def __init__(self, seen, name, fails=False):
        super().__init__()
        self.seen, self.name, self.fails = seen, name, fails

    def flush(self):
        if self.fails:
            raise BrokenPipeError(32, "Broken pipe")
        self.seen.append(self.name)


def test_leave_flushes_the_streams_and_the_log_then_exits_with_the_code(exits_seen, monkeypatch):
    monkeypatch.setattr(sys, "stdout", _Stream(exits_seen, "stdout"))
    monkeypatch.setattr(sys, "stderr", _Stream(exits_seen, "stderr"))
    with pytest.raises(_Left):
        quick_exit.leave(1)
    assert exits_seen == ["stdout", "stderr", "logging", ("exit", 1)]


def test_a_stream_that_cannot_be_flushed_leaves_the_exit_to_python(exits_seen, monkeypatch):
    monkeypatch.setattr(sys, "stdout", _Stream(exits_seen, "stdout", fails=True))
    assert quick_exit.leave(0) == 0
    assert exits_seen == []  # neither the log shut nor the process ended here


def test_only_the_lookups_leave_at_once():
    assert {"regla", "buscar", "palabraclave", "glosario"} <= cli._LEAVES_AT_ONCE
    # The console, the bot and every command that writes (index, data, editions) end as
    # Python ends them.
    assert not cli._LEAVES_AT_ONCE & {None, "consola", "bot", "sitio", "indice", "datos"}


def _run(script, *, cwd=ROOT):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONPATH"] = ROOT
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True,
        stdin=subprocess.DEVNULL, cwd=cwd, env=env, timeout=120,
    )  # fmt: skip


def _entry(data_dir, *args, before=""):
    """The `juez` script's own call (cli.entry) in a new process, ``before`` run first."""
    argv = ["juez", "--datos", str(data_dir), *args]
    return _run(
        f"import sys\n{before}\nsys.argv = {argv!r}\n"
        "from bot.terminal.cli import entry\nsys.exit(entry())\n"
    )


@pytest.mark.parametrize(("args", "code"), [(["regla", "104.3c"], 0), (["regla", "999.9z"], 1)])
def test_a_lookup_process_prints_the_whole_answer_and_its_exit_code(
    data_dir, library, capsys, monkeypatch, args, code
):
    """Into a pipe (block-buffered), the answer is the one main() prints in-process, whole,
    and the exit code is the lookup's (1: nothing found)."""
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert cli.main(["--datos", str(data_dir), *args]) == code
    expected = capsys.readouterr().out
    proc = _entry(data_dir, *args)
    assert proc.returncode == code, proc.stderr
    assert proc.stdout == expected
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize(
    ("args", "torn_down"), [(["regla", "104.3c"], False), (["indice", "estado"], True)]
)
def test_only_a_lookup_skips_the_interpreter_teardown(data_dir, library, args, torn_down):
    """The exit handlers Python runs before tearing down never run after a lookup; after
    any other command they do, as before."""
    proc = _entry(data_dir, *args, before="import atexit; atexit.register(print, 'torn down')")
    assert proc.returncode == 0, proc.stderr
    assert ("torn down" in proc.stdout) is torn_down


def test_a_lookup_process_closes_its_log(data_dir, library, tmp_path):
    """What the lookup logged is in the log file although the process ended at once: here,
    that its corpus cache was unusable (a damaged copy), read again from the sources."""
    copy = tmp_path / "datos"
    shutil.copytree(data_dir, copy, ignore=shutil.ignore_patterns("juez.log"))
    (copy / "corpus.cache").write_bytes(b"not a cache")
    proc = _entry(copy, "regla", "104.3c")
    assert proc.returncode == 0, proc.stderr
    assert "caché del corpus no utilizable" in (copy / "juez.log").read_text(encoding="utf-8")
