"""A damaged index (meta.json intact) is found, said, rebuilt once, and answers as before.

Issue 16, fault 1: a truncated or corrupt segment or table of contents gave raw tracebacks
(struct.error, UnpicklingError, UnicodeDecodeError, EOFError, EmptyIndexError) on every run, and
`juez indice estado` still said "al día".
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.faults.helpers import (
    ROOT,
    Ran,
    can_drop_write_permission,
    juez_env,
    run_juez,
    unprivileged,
)

NOTICE = "está dañado"


def _segment(datos: Path) -> Path:
    return next((datos / "index").glob("*.seg"))


def _toc(datos: Path) -> Path:
    return next((datos / "index").glob("*.toc"))


def _truncate(path: Path, size: int | None = 0) -> None:
    os.truncate(path, path.stat().st_size // 2 if size is None else size)


def _overwrite(path: Path, at: float, data: bytes) -> None:
    """Same size, other bytes: only a checksum can tell."""
    with path.open("r+b") as f:
        f.seek(int(path.stat().st_size * at))
        f.write(data)


DAMAGE: dict[str, Callable[[Path], None]] = {
    "segment emptied": lambda d: _truncate(_segment(d)),
    "segment cut in half": lambda d: _truncate(_segment(d), None),
    "segment bytes overwritten": lambda d: _overwrite(_segment(d), 0.5, b"\xff" * 512),
    "segment deleted": lambda d: _segment(d).unlink(),
    "contents emptied": lambda d: _truncate(_toc(d)),
    "contents overwritten": lambda d: _overwrite(_toc(d), 0.3, b"\x14\x9a" * 16),
    "contents deleted": lambda d: _toc(d).unlink(),
}


def _results(ran: Ran) -> list[dict[str, object]]:
    lines = [json.loads(line) for line in ran.stdout.splitlines()]
    assert len(lines) == 1
    results = lines[0]["results"]
    assert isinstance(results, list)
    return results


@pytest.mark.parametrize("damage", DAMAGE)
def test_every_damage_is_found_before_whoosh_reads_the_files(juez, datos: Path, damage: str):
    # What tells damage apart is the manifest check, the same for `estado` and for a search
    # (open_index asks index_status first); one rebuild per kind would only repeat the build.
    DAMAGE[damage](datos)
    ran = juez("indice", "estado", "--json")
    ran.assert_no_crash()
    status = json.loads(ran.stdout)
    assert status["damaged"] and status["up_to_date"] is False
    assert "Traceback" not in ran.stderr


# One damaged file of each kind goes the whole way: found, said once, rebuilt once, answered.
@pytest.mark.slow
@pytest.mark.parametrize("damage", ["segment cut in half", "contents deleted"])
def test_a_damaged_index_is_rebuilt_once_and_answers(juez, datos: Path, damage: str) -> None:
    meta = (datos / "index" / "meta.json").read_bytes()
    DAMAGE[damage](datos)

    ran = juez("buscar", "robar sin cartas", "--json")
    ran.assert_no_crash()
    assert ran.code == 0
    assert _results(ran), "the rebuilt index finds what the intact one did"
    assert NOTICE in ran.stderr and "Se reconstruye" in ran.stderr  # said once, in Spanish
    assert ran.stderr.count(NOTICE) == 1
    assert (datos / "index" / "meta.json").read_bytes() != meta  # a new build, a new manifest

    again = juez("buscar", "robar sin cartas", "--json")
    again.assert_no_crash()
    assert again.code == 0 and _results(again) and NOTICE not in again.stderr
    assert "al día" in juez("indice", "estado").stdout
    log = (datos / "juez.log").read_text(encoding="utf-8")
    assert log.count("índice construido") == 1, log


def test_estado_says_damaged_and_does_not_rebuild(juez, datos: Path) -> None:
    _overwrite(_segment(datos), 0.5, b"\0" * 256)
    before = _segment(datos).stat().st_mtime_ns

    ran = juez("indice", "estado")
    ran.assert_no_crash()
    assert ran.code == 0
    assert "Estado: dañado" in ran.stdout and "al día" not in ran.stdout
    assert _segment(datos).stat().st_mtime_ns == before  # looked at, not repaired

    status = json.loads(juez("indice", "estado", "--json").stdout)
    assert status["damaged"] and status["up_to_date"] is False


@pytest.mark.slow
def test_a_rule_lookup_on_a_truncated_index_is_answered(juez, datos: Path) -> None:
    # The issue's own steps: a lookup, every segment emptied, then a search and a lookup.
    assert juez("regla", "104.3c").code == 0
    for segment in (datos / "index").glob("*.seg"):
        os.truncate(segment, 0)
    ran = juez("regla", "104.3c")
    ran.assert_no_crash()
    assert ran.code == 0 and ran.stdout.startswith("Regla 104.3c")
    found = juez("buscar", "robar")
    found.assert_no_crash()
    assert found.code == 0 and "Regla 121" in found.stdout


@pytest.mark.slow
def test_two_processes_on_one_damaged_index_build_it_once(datos: Path) -> None:
    _truncate(_segment(datos))
    command = [
        sys.executable,
        "-m",
        "bot.terminal.cli",
        "--datos",
        str(datos),
        "buscar",
        "robar",
        "--json",
    ]
    pipes = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE}
    procs = [subprocess.Popen(command, cwd=ROOT, env=juez_env(), **pipes) for _ in range(2)]
    outputs = [p.communicate(timeout=600) for p in procs]
    for proc, (out, err) in zip(procs, outputs, strict=True):
        ran = Ran(proc.returncode, out, err)
        ran.assert_no_crash()
        assert ran.code == 0 and _results(ran)
    log = (datos / "juez.log").read_text(encoding="utf-8")
    assert log.count("índice construido") == 1, log  # the second waited, then used it
    assert not list(datos.glob("index.building*")) and not list(datos.glob("index.old*"))


@pytest.mark.slow
def test_a_build_killed_midway_leaves_a_usable_folder(datos: Path) -> None:
    shutil.rmtree(datos / "index")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot.terminal.cli", "--datos", str(datos), "indice", "construir"],
        cwd=ROOT, env=juez_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    deadline = time.monotonic() + 300
    while not list(datos.glob("index.building*")) and time.monotonic() < deadline:
        assert proc.poll() is None, "the build ended before it could be killed"
        time.sleep(0.05)
    time.sleep(0.5)  # well inside the build: Whoosh is writing its segment
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)

    ran = run_juez(datos, "buscar", "robar", "--json")
    ran.assert_no_crash()
    assert ran.code == 0 and _results(ran)
    assert not list(datos.glob("index.building*"))  # the killed build's folder was cleared


def test_a_damaged_index_in_a_read_only_folder_says_what_to_do(datos: Path) -> None:
    if (why := can_drop_write_permission()) is not None:
        pytest.skip(why)
    _truncate(_segment(datos))
    for path in [datos, datos / "index"]:
        path.chmod(0o555)
    try:
        ran = run_juez(datos, "buscar", "robar", prefix=unprivileged())
    finally:
        for path in [datos, datos / "index"]:
            path.chmod(0o755)
    ran.assert_no_crash()
    assert ran.code == 1
    assert "está dañado y no se pudo reconstruir" in ran.stderr
    assert "juez indice construir" in ran.stderr
