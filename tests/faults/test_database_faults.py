"""Database failures end in a Spanish sentence and exit code 1, and lose nothing committed.

Issue 16, fault 3: a database path that is a folder, or an empty read-only data folder, ended in
sqlite3.OperationalError; damaged pages raised UnicodeDecodeError or "malformed"; with a
read-only folder or a full disk every answer printed a traceback beside the Spanish warning.
Fault 2 (the migration race) was fixed in the store: checked here with real `juez quiz` runs.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
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

ROUND = ("quiz", "--preguntas", "2", "--semilla", "1", "--jugador", "ana")
NOT_SAVED = "No se pudo guardar tu respuesta"


def _answers(db: Path) -> list[tuple[str, int]]:
    with contextlib.closing(sqlite3.connect(db)) as conn:
        return conn.execute("SELECT question_key, correct FROM quiz_answers ORDER BY id").fetchall()


def _play(datos: Path, *, prefix: list[str] | None = None, args: tuple[str, ...] = ROUND) -> Ran:
    return run_juez(datos, *args, stdin=b"a\nb\n", prefix=prefix or [])


@pytest.fixture
def played(datos: Path) -> Path:
    """A data folder whose database holds one committed round (2 answers)."""
    ran = _play(datos)
    assert ran.code == 0, ran.stderr
    assert len(_answers(datos / "juez.sqlite3")) == 2
    return datos


def test_a_database_path_that_is_a_folder(juez, datos: Path) -> None:
    (datos / "juez.sqlite3").mkdir()
    ran = _play(datos)
    ran.assert_no_crash()
    assert ran.code == 1
    assert "es una carpeta, no un archivo" in ran.stderr and "JUEZ_DB_PATH" in ran.stderr


@contextlib.contextmanager
def _read_only(*paths: Path) -> Iterator[None]:
    modes = {p: p.stat().st_mode for p in paths}
    for p in paths:
        p.chmod(0o555 if p.is_dir() else 0o444)
    try:
        yield
    finally:
        for p, mode in modes.items():
            p.chmod(mode)


def _need_permissions() -> None:
    if (why := can_drop_write_permission()) is not None:
        pytest.skip(why)


def test_an_empty_read_only_data_folder(tmp_path: Path) -> None:
    _need_permissions()
    empty = tmp_path / "vacia"
    empty.mkdir()
    with _read_only(empty):
        quiz = _play(empty, prefix=unprivileged())
        search = run_juez(empty, "buscar", "robar sin cartas", prefix=unprivileged())
        number = run_juez(empty, "regla", "104.3c", prefix=unprivileged())
    for ran in (quiz, search, number):
        ran.assert_no_crash()
    assert quiz.code == 1 and search.code == 1
    assert "no se puede escribir" in quiz.stderr and "solo lectura" in quiz.stderr
    assert "no se pudo construir" in search.stderr and "permiso denegado" in search.stderr
    # A rule by number needs no index: it is answered all the same.
    assert number.code == 0 and "104.3c" in number.stdout


@pytest.mark.parametrize("held_open", [False, True], ids=["closed", "held-open"])
def test_a_read_only_folder_keeps_what_was_saved(played: Path, held_open: bool) -> None:
    """Closed, the WAL database cannot even be opened read-only; held open by another process
    (its -wal and -shm files present), it opens, reads, and every write fails."""
    _need_permissions()
    db = played / "juez.sqlite3"
    before = _answers(db)
    (played / "juez.log").unlink()  # no log file either: warnings fall back to stderr
    with contextlib.ExitStack() as stack:
        if held_open:
            conn = stack.enter_context(contextlib.closing(sqlite3.connect(db)))
            conn.execute("SELECT COUNT(*) FROM quiz_answers").fetchone()
        files = [p for p in played.iterdir() if p.name.startswith("juez.sqlite3")]
        with _read_only(played, *files):
            ran = _play(played, prefix=unprivileged(), args=(*ROUND[:-2], "--jugador", "eva"))
    ran.assert_no_crash()
    assert ran.code == 1
    assert "solo lectura" in ran.stderr
    if held_open:  # the round was played; the answers were judged, not kept, and it says so
        assert ran.stdout.count(NOT_SAVED) == 2 and "Puntuación: " in ran.stdout
        assert "2 respuesta(s) de esta ronda no se guardaron" in ran.stderr
    else:
        assert "no se puede escribir" in ran.stderr
    assert _answers(db) == before


def _damage_text(db: Path, text: bytes) -> None:
    """Bytes that are not UTF-8 inside stored text: what a damaged page reads as."""
    data = bytearray(db.read_bytes())
    at = data.find(text)
    assert at > 0
    while at > 0:
        data[at + 1] = 0xFF
        at = data.find(text, at + 1)
    db.write_bytes(bytes(data))


def test_damaged_text_in_a_page(played: Path) -> None:
    db = played / "juez.sqlite3"
    # A missed question's key: the review reads it (a question answered right is not due).
    key = next(k for k, correct in _answers(db) if not correct).encode()
    _damage_text(db, key)
    ran = run_juez(played, "quiz", "--repaso", "--jugador", "ana", stdin=b"a\n")
    ran.assert_no_crash()
    assert ran.code == 1
    assert "está dañada" in ran.stderr and ".recover" in ran.stderr


def test_a_damaged_page(played: Path) -> None:
    db = played / "juez.sqlite3"
    with contextlib.closing(sqlite3.connect(db)) as conn:  # fold the WAL into the file
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = conn.execute("PRAGMA page_size").fetchone()[0]
        root = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'quiz_players'"
        ).fetchone()[0]
    with db.open("r+b") as f:
        f.seek((root - 1) * page)
        f.write(b"\xa5" * page)
    ran = _play(played)
    ran.assert_no_crash()
    assert ran.code == 1
    assert "está dañada" in ran.stderr


# -- a full disk ------------------------------------------------------------------------------
def _inject(datos: Path, fault: str, *args: str, stdin: bytes = b"") -> Ran:
    """`juez` with a fault injected in the child by tests/faults/inject.py."""
    inject = [sys.executable, str(ROOT / "tests" / "faults" / "inject.py"), fault, "--"]
    return run_juez(datos, *args, stdin=stdin, prefix=inject)


def test_a_full_disk_injected(played: Path) -> None:
    before = _answers(played / "juez.sqlite3")
    ran = _inject(played, "disk-full", *ROUND[:-2], "--jugador", "eva", stdin=b"a\nb\n")
    ran.assert_no_crash()
    assert ran.code == 1
    assert ran.stdout.count(NOT_SAVED) == 2
    assert "no queda espacio en el disco" in ran.stderr
    assert _answers(played / "juez.sqlite3") == before


def test_an_index_build_on_a_full_disk_injected(datos: Path) -> None:
    shutil.rmtree(datos / "index")
    ran = _inject(datos, "disk-full", "buscar", "robar")
    ran.assert_no_crash()
    assert ran.code == 1
    assert "no se pudo construir" in ran.stderr and "no queda espacio" in ran.stderr


@pytest.fixture
def small_disk(built_data: Path) -> Iterator[Path]:
    """A real tmpfs just larger than the data folder without its card catalog (root only;
    skipped elsewhere)."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("a real full disk needs root to mount a small tmpfs")
    mount = Path(f"/tmp/juez-full-{uuid.uuid4().hex[:8]}")
    mount.mkdir()
    proc = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=10m", "tmpfs", str(mount)], capture_output=True
    )
    if proc.returncode != 0:
        mount.rmdir()
        pytest.skip(f"cannot mount a tmpfs here: {proc.stderr.decode(errors='replace').strip()}")
    try:
        skip = shutil.ignore_patterns("juez.*", "cards")  # the card catalog alone is 21 MB
        shutil.copytree(built_data, mount, dirs_exist_ok=True, ignore=skip)
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], check=False)
        mount.rmdir()


def _fill(folder: Path, leave: int) -> None:
    free = shutil.disk_usage(folder).free
    with (folder / "relleno").open("wb") as f:
        f.write(b"\0" * max(0, free - leave))


def test_a_full_disk_for_real(small_disk: Path) -> None:
    first = _play(small_disk)
    assert first.code == 0, first.stderr
    before = _answers(small_disk / "juez.sqlite3")
    _fill(small_disk, leave=0)
    ran = _play(small_disk, args=(*ROUND[:-2], "--jugador", "eva"))
    ran.assert_no_crash()
    assert ran.code == 1
    assert "no queda espacio en el disco" in ran.stderr
    (small_disk / "relleno").unlink()
    assert _answers(small_disk / "juez.sqlite3") == before
    with contextlib.closing(sqlite3.connect(small_disk / "juez.sqlite3")) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


# -- kill -9 mid-write, and many processes opening a new database at once ----------------------
def test_kill_9_mid_round_loses_no_committed_answer(datos: Path) -> None:
    db = datos / "juez.sqlite3"
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot.terminal.cli", "--datos", str(datos),
         "quiz", "--preguntas", "10", "--semilla", "4", "--jugador", "ana"],
        cwd=ROOT, env=juez_env(), stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    assert proc.stdin is not None
    deadline = time.monotonic() + 120
    for answered in range(1, 6):
        proc.stdin.write(b"a\n")
        proc.stdin.flush()
        while time.monotonic() < deadline:
            with contextlib.suppress(sqlite3.Error):
                if db.exists() and len(_answers(db)) >= answered:
                    break
            time.sleep(0.02)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    assert len(_answers(db)) == 5
    after = _play(datos, args=(*ROUND[:-2], "--jugador", "eva"))
    after.assert_no_crash()
    assert after.code == 0 and len(_answers(db)) == 7


@pytest.mark.slow
@pytest.mark.parametrize("processes", [2, 8])
def test_processes_opening_a_new_database_at_once(datos: Path, processes: int) -> None:
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "bot.terminal.cli",
                "--datos",
                str(datos),
                "quiz",
                "--preguntas",
                "2",
                "--semilla",
                str(n),
                "--jugador",
                f"p{n}",
            ],
            cwd=ROOT,
            env=juez_env(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )  # fmt: skip
        for n in range(processes)
    ]
    for proc in procs:
        out, err = proc.communicate(b"a\nb\n", timeout=300)
        ran = Ran(proc.returncode, out, err)
        ran.assert_no_crash()
        assert ran.code == 0, ran.stderr
        assert NOT_SAVED not in ran.stdout
    db = datos / "juez.sqlite3"
    assert len(_answers(db)) == 2 * processes
    with contextlib.closing(sqlite3.connect(db)) as conn:  # migrated once, by one of them
        assert conn.execute("PRAGMA user_version").fetchone()[0] >= 2
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


# -- damaged pages, a failing disk and a file-size limit each say their own cause ---------------
def _damage_page_of(db: Path, table: str) -> None:
    """Overwrite the root page of ``table`` in the database file itself (the WAL folded in)."""
    with contextlib.closing(sqlite3.connect(db)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = conn.execute("PRAGMA page_size").fetchone()[0]
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,))
        number = root.fetchone()[0]
    with db.open("r+b") as f:
        f.seek((number - 1) * page)
        f.write(b"\xa5" * page)


def test_damaged_pages_met_mid_round_are_damage_not_a_disk_error(played: Path) -> None:
    """The round reads what it needs; each answer's write meets the damaged page of the
    Leitner boxes. It used to end with "error del disco", a guess from the disk alone."""
    _damage_page_of(played / "juez.sqlite3", "quiz_boxes")
    ran = _play(played, args=(*ROUND[:-2], "--jugador", "eva"))
    ran.assert_no_crash()
    assert ran.code == 1 and ran.stdout.count(NOT_SAVED) == 2
    assert "está dañada" in ran.stderr and ".recover" in ran.stderr
    assert "error del disco" not in ran.stderr


def test_a_failing_disk_is_a_disk_error_not_damage(played: Path) -> None:
    before = _answers(played / "juez.sqlite3")
    ran = _inject(played, "disk-io", *ROUND[:-2], "--jugador", "eva", stdin=b"a\nb\n")
    ran.assert_no_crash()
    assert ran.code == 1 and ran.stdout.count(NOT_SAVED) == 2
    assert "error del disco" in ran.stderr and "dañada" not in ran.stderr
    assert _answers(played / "juez.sqlite3") == before


@pytest.mark.skipif(sys.platform == "win32", reason="ulimit is POSIX")
@pytest.mark.parametrize("blocks", [16, 64])
def test_a_file_size_limit_on_the_database_is_said_in_spanish(datos: Path, blocks: int) -> None:
    """`ulimit -f` (systemd's LimitFSIZE=): SQLite calls a write past it "disk I/O error", which
    read as a failing disk (both limits stop a new file's migrations)."""
    limited = ("sh", "-c", f'ulimit -f {blocks} && exec "$@"', "sh")
    ran = run_juez(datos, *ROUND, stdin=b"a\nb\n", prefix=limited)
    ran.assert_no_crash()
    assert ran.code == 1, ran.stderr
    assert "tamaño máximo que permite el sistema" in ran.stderr and "ulimit -f" in ran.stderr
    assert "error del disco" not in ran.stderr and "File too large" not in ran.stderr
