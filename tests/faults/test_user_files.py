"""Every file a user hands Juez is read with a limit (issue 27, "Faults left"): /dev/zero, a
FIFO and a sparse file past the limit are refused at once with a Spanish sentence and the exit
code of a bad request, and a write past a file-size limit (EFBIG) is a sentence too.

Each run is the real command in a child process with a timeout: a read that hangs on the FIFO
or never ends on /dev/zero fails the test instead of stalling it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.engine.scenario import MAX_SCENARIO_BYTES
from bot.storage.transfer import MAX_LINE_CHARS
from index.edition_reader import MAX_BYTES
from tests.faults.helpers import ROOT, Ran, juez_env, run_juez

QUICK_S = 60  # a refusal takes well under a second; this only stops a hang


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    path = tmp_path / "reglas.txt"
    os.mkfifo(path)  # opening it to read would wait for a writer forever
    return path


def _sparse(tmp_path: Path, name: str, size: int) -> Path:
    path = tmp_path / name
    with path.open("wb") as out:
        out.truncate(size)  # a hole: no disk is used
    return path


def _refused(ran: Ran, code: int = 2) -> str:
    ran.assert_no_crash()
    assert ran.code == code, ran.stderr
    return ran.stderr


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_indice_anadir_dev_zero_is_refused_at_once(tmp_path: Path) -> None:
    err = _refused(run_juez(tmp_path, "indice", "añadir", "/dev/zero", timeout=QUICK_S))
    assert "/dev/zero no es un archivo normal" in err
    assert "Ejemplo: juez indice añadir MagicCompRules-2026-01-16.txt" in err


def test_indice_anadir_a_fifo_is_refused_without_waiting(tmp_path: Path, fifo: Path) -> None:
    err = _refused(run_juez(tmp_path, "indice", "añadir", str(fifo), timeout=QUICK_S))
    assert "no es un archivo normal (¿una tubería o un dispositivo?)" in err
    assert "Ejemplo: juez indice añadir" in err


def test_indice_anadir_a_file_past_the_limit_is_refused(tmp_path: Path) -> None:
    big = _sparse(tmp_path, "MagicCompRules 20990101.txt", MAX_BYTES + 1)
    err = _refused(run_juez(tmp_path / "datos", "indice", "añadir", str(big), timeout=QUICK_S))
    assert f"ocupa más de {MAX_BYTES >> 20} MB: no son unas reglas" in err
    assert "Ejemplo: juez indice añadir" in err
    assert not (tmp_path / "datos" / "editions").exists()  # nothing was kept


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_escenario_archivo_dev_zero_and_a_fifo_are_refused(tmp_path: Path, fifo: Path) -> None:
    for path in ("/dev/zero", str(fifo)):
        ran = run_juez(tmp_path, "escenario", "--archivo", path, timeout=QUICK_S)
        err = _refused(ran)
        assert "no es un archivo normal" in err and "Ejemplo" in err


def test_escenario_archivo_past_the_limit_is_refused(tmp_path: Path) -> None:
    big = _sparse(tmp_path, "combate.yaml", MAX_SCENARIO_BYTES + 1)
    err = _refused(run_juez(tmp_path, "escenario", "--archivo", str(big), timeout=QUICK_S))
    assert f"ocupa más de {MAX_SCENARIO_BYTES // 1024} KiB" in err and "Ejemplo" in err


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_datos_importar_from_dev_zero_stops_at_the_line_limit(tmp_path: Path) -> None:
    base = tmp_path / "nueva.sqlite3"
    command = [sys.executable, "-m", "bot.terminal.cli", "--datos", str(tmp_path / "datos")]
    with open("/dev/zero", "rb") as zero:
        proc = subprocess.run(
            [*command, "datos", "importar", "--base", str(base)],
            stdin=zero,
            capture_output=True,
            env=juez_env(),
            cwd=ROOT,
            timeout=QUICK_S,
        )
    err = _refused(Ran(proc.returncode, proc.stdout, proc.stderr), code=1)  # as every bad file
    assert f"Línea 1: pasa de {MAX_LINE_CHARS >> 20} MB sin terminar" in err
    assert "No se importó nada" in err and "juez datos importar --base" in err
    assert len(err) < 1000  # the line is not echoed


@pytest.mark.skipif(sys.platform == "win32", reason="ulimit is POSIX")
def test_a_file_size_limit_while_building_is_a_spanish_sentence(tmp_path: Path) -> None:
    # `ulimit -f 100`: no file of the index may pass 100 blocks; Python ignores SIGXFSZ, so
    # the write fails with EFBIG, whose C library text is English ("File too large").
    limited = ("sh", "-c", 'ulimit -f 100 && exec "$@"', "sh")
    ran = run_juez(tmp_path, "indice", "construir", prefix=limited)
    err = _refused(ran, code=1)
    assert "el archivo llegó al tamaño máximo que permite el sistema" in err
    assert "File too large" not in err
