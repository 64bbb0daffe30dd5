"""The fault probes of issue 27, counted: tracebacks, hangs and lost acknowledged answers, on
SQLite and PostgreSQL. Every count must be 0.

    python -m bench.fault_bench            # every probe (about two minutes)
    python -m bench.fault_bench --quick    # one PostgreSQL restart instead of two

SQLite probes run the real command (`python -m bot.terminal.cli`) in a child process over a
copy of one data folder built here: a quiz round on a full disk and on a failing disk (both
injected by tests/faults/inject.py), with a damaged page, under `ulimit -f`, killed with
SIGKILL mid-round, 8 processes opening a new database at once, and `/dev/zero` given to
`indice añadir` and to `datos importar`. PostgreSQL probes run in this process against a
throwaway cluster with commits that wait for the WAL (as the bot's do): restarts (`fast`, as
`systemctl restart`; `immediate`, a crash) and every connection killed under 4 writers.

A traceback is one in the child's output (or an exception a store call did not declare); a
hang, a child or a probe that outlived its time; a lost answer, one the player was told was
saved that the database does not hold. tests/faults/ asserts each probe; this prints them all.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
INJECT = ROOT / "tests" / "faults" / "inject.py"
CRASH_MARKS = ("Traceback (most recent call last)", "Exception in thread", "Fatal Python error")
HANG_S = 120.0  # a child or a probe that runs longer hangs
ROUND = ("quiz", "--preguntas", "2", "--semilla", "1", "--jugador")
NOT_SAVED = "No se pudo guardar tu respuesta"


@dataclass
class Probe:
    store: str
    name: str
    tracebacks: int = 0
    hangs: int = 0
    lost: int = 0
    acknowledged: int = 0
    refused: int = 0
    said: str = ""  # the first line the person read, cut

    @property
    def clean(self) -> bool:
        return self.tracebacks == self.hangs == self.lost == 0


# -- SQLite, through the real command ---------------------------------------------------------
def _env() -> dict[str, str]:
    import os

    env = {k: v for k, v in os.environ.items() if not k.startswith("JUEZ_")}
    env.pop("DISCORD_TOKEN", None)
    env.update(LC_ALL="C.UTF-8", PYTHONPATH=str(ROOT))
    return env


@dataclass
class _Ran:
    code: int
    out: str
    err: str
    hung: bool = False

    @property
    def crashed(self) -> int:
        return sum(mark in self.out or mark in self.err for mark in CRASH_MARKS)


def _juez(
    datos: Path, *args: str, stdin: Any = b"", prefix: Sequence[str] = (), timeout: float = HANG_S
) -> _Ran:
    command = [*prefix, sys.executable, "-m", "bot.terminal.cli", "--datos", str(datos), *args]
    try:
        proc = subprocess.run(
            command,
            input=stdin if isinstance(stdin, bytes) else None,
            stdin=None if isinstance(stdin, bytes) else stdin,
            capture_output=True,
            env=_env(),
            cwd=ROOT,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return _Ran(-1, "", "", hung=True)
    return _Ran(
        proc.returncode, proc.stdout.decode(errors="replace"), proc.stderr.decode(errors="replace")
    )


def _answers(db: Path) -> int:
    if not db.exists():
        return 0
    with contextlib.closing(sqlite3.connect(db)) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM quiz_answers").fetchone()[0])


def _first_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1][:90] if lines else ""


def _round_probe(name: str, datos: Path, prefix: Sequence[str] = ()) -> Probe:
    """A two-answer round under a fault: the answers it did not call unsaved must be stored."""
    db = datos / "juez.sqlite3"
    before = _answers(db)
    ran = _juez(datos, *ROUND, "eva", stdin=b"a\nb\n", prefix=prefix)
    probe = Probe("sqlite", name, ran.crashed, int(ran.hung), said=_first_line(ran.err))
    played = "Jugador:" in ran.out
    probe.refused = ran.out.count(NOT_SAVED)
    probe.acknowledged = (2 - probe.refused) if played else 0
    with contextlib.suppress(sqlite3.Error):  # a damaged file: nothing was acknowledged either
        probe.lost = max(0, probe.acknowledged - (_answers(db) - before))
    return probe


def _damage_boxes(datos: Path) -> None:
    db = datos / "juez.sqlite3"
    with contextlib.closing(sqlite3.connect(db)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = conn.execute("PRAGMA page_size").fetchone()[0]
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'quiz_boxes'")
        number = root.fetchone()[0]
    with db.open("r+b") as f:
        f.seek((number - 1) * page)
        f.write(b"\xa5" * page)


def _kill_9_probe(datos: Path) -> Probe:
    """SIGKILL after 5 answers of 10 the store committed: all 5 are there afterwards."""
    db = datos / "juez.sqlite3"
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot.terminal.cli", "--datos", str(datos), "quiz", "--preguntas",
         "10", "--semilla", "4", "--jugador", "ana"],
        cwd=ROOT, env=_env(), stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    assert proc.stdin is not None
    probe = Probe("sqlite", "kill -9 a mitad de ronda")
    deadline = time.monotonic() + HANG_S
    seen = 0
    for answered in range(1, 6):
        proc.stdin.write(b"a\n")
        proc.stdin.flush()
        while time.monotonic() < deadline and seen < answered:
            with contextlib.suppress(sqlite3.Error):
                seen = _answers(db)
            time.sleep(0.02)
    probe.hangs = int(seen < 5)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    probe.acknowledged = seen
    probe.lost = max(0, seen - _answers(db))
    return probe


def _processes_probe(datos: Path, count: int = 8) -> Probe:
    """``count`` processes open a brand-new database at once and play a round each."""
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "bot.terminal.cli",
                "--datos",
                str(datos),
                *ROUND[:-1],
                "--semilla",
                str(n),
                "--jugador",
                f"p{n}",
            ],
            cwd=ROOT,
            env=_env(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )  # fmt: skip
        for n in range(count)
    ]
    probe = Probe("sqlite", f"{count} procesos abren una base nueva")
    for proc in procs:
        try:
            out, err = proc.communicate(b"a\nb\n", timeout=HANG_S)
        except subprocess.TimeoutExpired:
            proc.kill()
            probe.hangs += 1
            continue
        ran = _Ran(proc.returncode, out.decode(errors="replace"), err.decode(errors="replace"))
        probe.tracebacks += ran.crashed
        probe.refused += ran.out.count(NOT_SAVED)
        probe.acknowledged += 2 - ran.out.count(NOT_SAVED) if "Jugador:" in ran.out else 0
    probe.lost = max(0, probe.acknowledged - _answers(datos / "juez.sqlite3"))
    return probe


def _dev_zero_probe(datos: Path, *args: str) -> Probe:
    probe = Probe("sqlite", f"/dev/zero a {' '.join(args[:2])}")
    if not Path("/dev/zero").exists():
        probe.said = "(sin /dev/zero)"
        return probe
    with open("/dev/zero", "rb") as zero:
        ran = _juez(datos, *args, stdin=zero, timeout=60)
    probe.tracebacks, probe.hangs, probe.said = ran.crashed, int(ran.hung), _first_line(ran.err)
    return probe


def sqlite_probes(built: Path, work: Path) -> list[Probe]:
    inject = [sys.executable, str(INJECT)]
    counter = iter(range(1_000))

    def folder(played: bool = True) -> Path:
        datos = work / f"datos{next(counter)}"
        shutil.copytree(built, datos, ignore=shutil.ignore_patterns("juez.log*", "juez.sqlite3*"))
        if played:
            _juez(datos, *ROUND, "ana", stdin=b"a\nb\n")
        return datos

    probes = [
        _round_probe("disco lleno (inyectado)", folder(), [*inject, "disk-full", "--"]),
        _round_probe("disco que falla (inyectado)", folder(), [*inject, "disk-io", "--"]),
    ]
    damaged = folder()
    _damage_boxes(damaged)
    probes.append(_round_probe("página dañada", damaged))
    limited = ("sh", "-c", 'ulimit -f 64 && exec "$@"', "sh")
    if sys.platform != "win32":
        probes.append(_round_probe("ulimit -f 64 (base nueva)", folder(played=False), limited))
    probes.append(_kill_9_probe(folder(played=False)))
    probes.append(_processes_probe(folder(played=False)))
    fresh = folder(played=False)
    probes.append(_dev_zero_probe(fresh, "indice", "añadir", "/dev/zero"))
    probes.append(_dev_zero_probe(fresh, "datos", "importar", "--base", str(work / "z.sqlite3")))
    return probes


# -- PostgreSQL, in this process ----------------------------------------------------------------
WRITERS = 4  # coroutines writing at once, like members answering the same round
BEFORE = 40  # answers acknowledged before the fault
AFTER = 40  # answers acknowledged after it


@dataclass
class Tally:
    acknowledged: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    crashed: list[str] = field(default_factory=list)


async def write_through(url: str, fault: Callable[[], Any], *, user_id: int = 7) -> Tally:
    """WRITERS coroutines record answers through the bot's bounded store while ``fault`` runs
    in a thread, once BEFORE answers are acknowledged; they stop AFTER answers later."""
    from bot.storage import open_store
    from bot.storage.bounded import bounded

    store = bounded(await open_store(url))
    tally = Tally()
    numbers = iter(range(1_000_000))
    over = asyncio.Event()

    async def write() -> None:
        key = f"q{next(numbers)}"
        try:
            await store.quiz.record_answer(
                guild_id=1, user_id=user_id, question_key=key, topic="t", correct=True
            )
            tally.acknowledged.append(key)
        except store.errors:
            tally.refused.append(key)
        except Exception as err:  # what would reach "Error inesperado"
            tally.crashed.append(f"{type(err).__name__}: {err}")

    async def writer() -> None:
        while len(tally.acknowledged) < BEFORE:
            await write()
        while not over.is_set():
            await write()
        after = len(tally.acknowledged)
        while len(tally.acknowledged) < after + AFTER:
            await write()

    async def inject() -> None:
        while len(tally.acknowledged) < BEFORE:
            await asyncio.sleep(0.01)
        await asyncio.to_thread(fault)
        over.set()

    try:
        await asyncio.wait_for(
            asyncio.gather(inject(), *(writer() for _ in range(WRITERS))), timeout=HANG_S
        )
    finally:
        await store.close()
    return tally


async def stored_keys(url: str, user_id: int = 7) -> set[str]:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT question_key FROM quiz_answers WHERE user_id = $1", user_id)
    finally:
        await conn.close()
    return {row["question_key"] for row in rows}


async def _pg_probe(name: str, url: str, fault: Callable[[], Any]) -> Probe:
    probe = Probe("postgresql", name)
    try:
        tally = await write_through(url, fault)
    except TimeoutError:
        probe.hangs = 1
        return probe
    probe.acknowledged, probe.refused = len(tally.acknowledged), len(tally.refused)
    probe.tracebacks = len(tally.crashed)
    probe.lost = len(set(tally.acknowledged) - await stored_keys(url))
    probe.said = tally.crashed[0][:90] if tally.crashed else ""
    return probe


def postgres_probes(quick: bool) -> list[Probe]:
    from bot.storage.postgres.throwaway import ClusterUnavailable, ThrowawayCluster

    try:
        cluster = ThrowawayCluster.start(settings={"fsync": "off"})
    except ClusterUnavailable as err:
        print(f"PostgreSQL: no se pudo arrancar un servidor de prueba ({err}).")
        return []
    try:
        probes = []
        modes = ["immediate"] if quick else ["fast", "immediate"]
        for mode in modes:
            url = cluster.create_database(f"probe_{mode}")
            probes.append(
                asyncio.run(_pg_probe(f"reinicio ({mode})", url, lambda m=mode: cluster.restart(m)))
            )
        url = cluster.create_database("probe_terminate")
        kill_all = (
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = 'probe_terminate' AND pid <> pg_backend_pid()"
        )
        probes.append(
            asyncio.run(_pg_probe("conexiones cortadas", url, lambda: cluster.psql(kill_all)))
        )
        return probes
    finally:
        cluster.stop()


# -- the report ---------------------------------------------------------------------------------
def report(probes: list[Probe]) -> None:
    print(
        f"{'almacén':<11} {'fallo':<34} {'trazas':>6} {'cuelgues':>8} {'perdidas':>8}"
        f" {'guardadas':>9} {'rechazadas':>10}  lo que se leyó"
    )
    for p in probes:
        print(
            f"{p.store:<11} {p.name:<34} {p.tracebacks:>6} {p.hangs:>8} {p.lost:>8}"
            f" {p.acknowledged:>9} {p.refused:>10}  {p.said}"
        )
    totals = [sum(getattr(p, k) for p in probes) for k in ("tracebacks", "hangs", "lost")]
    print(
        f"total: {totals[0]} trazas, {totals[1]} cuelgues, {totals[2]} respuestas perdidas de"
        f" {sum(p.acknowledged for p in probes)} dadas por guardadas (objetivo: 0, 0, 0)."
        " Rechazadas: el jugador leyó que no se guardó."
    )


def run_section(quick: bool = False) -> list[Probe]:
    import logging

    # asyncpg logs a traceback each time it cannot reopen a connection while the server
    # restarts ("Failed to restore the pool connection floor"): expected here, not counted.
    logging.getLogger("asyncpg.pool").setLevel(logging.CRITICAL)
    with tempfile.TemporaryDirectory(prefix="juez-faults-") as tmp:
        work = Path(tmp)
        built = work / "built"
        ran = _juez(built, "indice", "construir", timeout=600)
        if ran.code != 0:
            print(f"No se pudo construir la carpeta de datos: {_first_line(ran.err)}")
            return []
        probes = sqlite_probes(built, work)
    probes += postgres_probes(quick)
    report(probes)
    return probes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.fault_bench")
    parser.add_argument("--quick", action="store_true", help="un solo reinicio de PostgreSQL")
    args = parser.parse_args(argv)
    probes = run_section(args.quick)
    return 0 if probes and all(p.clean for p in probes) else 1


if __name__ == "__main__":
    sys.exit(main())
