"""Stores under load from several processes: PostgreSQL shared by 4, SQLite shared by 2.

    python -m bench.store_bench              # this section alone (about a minute)
    python -m bench.store_bench --quick      # one round per store
    python -m bench.store_bench --url postgresql://juez@localhost/juez_bench   # your server

Each process opens the store, waits for a common start instant, then submits all its answers
at once (250 concurrent QuizStore.record_answer calls) and times each call: with more calls in
flight than connections, the time per answer includes waiting for a pool connection (or, in
SQLite, for the file's write lock), as a busy bot's would. Throughput is every answer of every
process over the time from the common start to the last answer.

Then the store is checked against what was sent: every answer counted (0 lost updates), each
player's totals, streaks, topics and Leitner boxes exact, and the ranking exactly the one
computed here. Players are either always right or always wrong, so their streaks do not depend
on the order in which concurrent answers land; every player answers from every process, so
the same rows are updated from all of them at once.

PostgreSQL is a throwaway cluster started here (Debian's postgresql package) with its default,
durable settings (fsync on, synchronous_commit on), unless --url names a server; SQLite is a
WAL file in a temporary folder (synchronous=NORMAL, as the bot opens it).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.stats import percentile

ROOT = Path(__file__).resolve().parents[1]
GUILD = 1
WARM_GUILD = 999  # warm-up writes go here, outside what is checked
PLAYERS = 40
KEYS_PER_PLAYER = 8
TOPICS = ("reglas", "clase", "palabrasclave")
LOADS = {"postgresql": 4, "sqlite": 2}  # processes per store
ANSWERS_PER_PROCESS = 250
# "ráfaga": every answer of a process submitted at the same instant (the load the issue asks
# for; the time per answer is then mostly waiting in line). "sostenida": the same answers spread
# at RATE a second per process, below saturation, so the time per answer is the write itself.
MODES = ("ráfaga", "sostenida")
RATE = 100
START_DELAY_S = 0.2  # from "every worker is ready" to the common start


def _answer(index: int) -> tuple[int, str, str, bool]:
    """(user, question key, topic, correct) of the index-th answer of the whole run."""
    user = index % PLAYERS
    key = f"bench:basico:{user}:{index % KEYS_PER_PLAYER}"
    return user, key, TOPICS[index % len(TOPICS)], user % 3 != 0


# -- one worker process -------------------------------------------------------------------------
async def _work(target: str, worker: int, answers: int, mode: str) -> dict[str, Any]:
    from bot.storage import is_postgres_url, open_store

    store = await open_store(target if is_postgres_url(target) else Path(target))
    try:
        # Warm up outside the timed part: open the pool's connections, prepare statements.
        await asyncio.gather(*(store.quiz.stats(WARM_GUILD, i) for i in range(20)))
        for i in range(5):
            await store.quiz.record_answer(
                guild_id=WARM_GUILD, user_id=worker, question_key=f"w:{i}", topic="w",
                correct=True,
            )  # fmt: skip
        # Ready: the parent answers with the common start once every worker is (a worker that
        # started late would otherwise fire its overdue answers at once).
        print("listo", flush=True)
        start_at = float(await asyncio.to_thread(sys.stdin.readline))
        await asyncio.sleep(max(0.0, start_at - time.time()))
        latencies: list[float] = []

        async def one(index: int, offset: float) -> None:
            await asyncio.sleep(max(0.0, start_at + offset - time.time()))
            user, key, topic, correct = _answer(index)
            started = time.perf_counter()
            await store.quiz.record_answer(
                guild_id=GUILD, user_id=user, question_key=key, topic=topic, correct=correct
            )
            latencies.append(time.perf_counter() - started)

        begun = time.time()
        first = worker * answers
        spread = 1 / RATE if mode == "sostenida" else 0.0
        await asyncio.gather(*(one(first + i, i * spread) for i in range(answers)))
        return {"latencies": latencies, "begun": begun, "finished": time.time()}
    finally:
        await store.close()


# -- the run --------------------------------------------------------------------------------------
@dataclass
class Round:
    store: str
    mode: str
    processes: int
    latencies: list[float]
    seconds: float
    problems: list[str]

    @property
    def throughput(self) -> float:
        return len(self.latencies) / self.seconds


def _spawn(
    target: str, processes: int, answers: int, mode: str
) -> tuple[list[dict[str, Any]], float]:
    command = [sys.executable, "-m", "bench.store_bench", "--worker", target]
    procs = [
        subprocess.Popen(
            [*command, str(n), str(answers), mode],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for n in range(processes)
    ]
    for proc in procs:
        assert proc.stdout is not None
        if proc.stdout.readline().strip() != "listo":
            proc.kill()
            raise RuntimeError(f"a worker failed: {proc.communicate()[1].strip()[-2000:]}")
    start_at = time.time() + START_DELAY_S
    for proc in procs:  # every worker gets the start before any is waited for
        assert proc.stdin is not None
        proc.stdin.write(f"{start_at}\n")
        proc.stdin.flush()  # communicate() closes it
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        if proc.returncode != 0:
            raise RuntimeError(f"a worker failed: {err.strip()[-2000:]}")
        results.append(json.loads(out.strip().splitlines()[-1]))
    return results, start_at


async def _check(target: str, total: int) -> list[str]:
    """Everything the store says against what was sent; the differences (none: exact)."""
    from bot.storage import is_postgres_url, open_store

    expected: dict[int, list[tuple[str, str, bool]]] = {}
    for index in range(total):
        user, key, topic, correct = _answer(index)
        expected.setdefault(user, []).append((key, topic, correct))
    problems: list[str] = []
    store = await open_store(target if is_postgres_url(target) else Path(target))
    try:
        counted = 0
        for user, sent in expected.items():
            stats = await store.quiz.stats(GUILD, user)
            counted += stats.answered
            right = sent[0][2]
            n = len(sent)
            want = (n, n if right else 0, n if right else 0, n if right else 0)
            got = (stats.answered, stats.correct, stats.streak, stats.best_streak)
            if got != want:
                problems.append(f"jugador {user}: {got} en vez de {want}")
            topics = {t.topic: (t.answered, t.correct) for t in stats.by_topic}
            for topic in TOPICS:
                k = sum(1 for _, t, _ in sent if t == topic)
                if topics.get(topic, (0, 0)) != (k, k if right else 0):
                    problems.append(f"jugador {user}, tema {topic}: {topics.get(topic)}")
            for key in {k for k, _, _ in sent}:
                k = sum(1 for q, _, _ in sent if q == key)
                box = await store.quiz.box_of(GUILD, user, key)
                if box != (min(1 + k, 5) if right else 1):
                    problems.append(f"jugador {user}, pregunta {key}: caja {box}")
        if counted != total:
            problems.append(f"respuestas contadas {counted} de {total}: {total - counted} perdidas")
        ranking = await store.quiz.ranking(GUILD, limit=PLAYERS)
        order = sorted(
            expected,
            key=lambda u: (-len(expected[u]) * expected[u][0][2], -expected[u][0][2], u),
        )  # right answers, then accuracy (1 or 0), then best streak (= right answers), then id
        if [e.user_id for e in ranking] != order:
            problems.append("el ranking no es el esperado")
    finally:
        await store.close()
    return problems


def run_round(store: str, target: str, processes: int, answers: int, mode: str) -> Round:
    results, start_at = _spawn(target, processes, answers, mode)
    latencies = [float(v) for r in results for v in r["latencies"]]
    finished = max(float(r["finished"]) for r in results)
    begun = min(float(r["begun"]) for r in results)
    problems = asyncio.run(_check(target, processes * answers))
    return Round(store, mode, processes, latencies, finished - min(begun, start_at), problems)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:8.2f} ms"


def _report(rounds: list[Round]) -> None:
    print(
        f"{'almacén':<11} {'carga':<9} {'proc.':>5} {'n':>5} |"
        f" {'p50':>11} {'p99':>11} {'máx':>11} | {'resp./s':>8} | {'perdidas':>8} {'exacto':>6}"
    )
    for r in rounds:
        lost = next((p for p in r.problems if "perdidas" in p), None)
        print(
            f"{r.store:<11} {r.mode:<9} {r.processes:>5} {len(r.latencies):>5} |"
            f" {_ms(percentile(r.latencies, 50)):>11} {_ms(percentile(r.latencies, 99)):>11}"
            f" {_ms(max(r.latencies)):>11} | {r.throughput:>8.0f} |"
            f" {lost.split()[-2] if lost else 0:>8} {'sí' if not r.problems else 'NO':>6}"
        )
        for problem in r.problems[:5]:
            print(f"    {problem}")


def _postgres_rounds(repeats: int, url: str | None) -> list[Round]:
    from bot.storage.postgres.throwaway import ClusterUnavailable, ThrowawayCluster

    cluster = None
    if url is None:
        try:
            cluster = ThrowawayCluster.start(settings={})  # PostgreSQL's durable defaults
        except ClusterUnavailable as err:
            print(f"  (PostgreSQL no disponible, se omite: {err})")
            return []
    rounds = []
    try:
        for mode in MODES:
            for n in range(repeats):
                if cluster is not None:
                    target = cluster.create_database(f"juez_bench_{MODES.index(mode)}_{n}")
                else:
                    assert url is not None
                    target = url
                    _reset(url)
                processes = LOADS["postgresql"]
                rounds.append(run_round("postgresql", target, processes, ANSWERS_PER_PROCESS, mode))
    finally:
        if cluster is not None:
            cluster.stop()
    return rounds


def _sqlite_rounds(repeats: int) -> list[Round]:
    rounds = []
    for mode in MODES:
        for _ in range(repeats):
            with tempfile.TemporaryDirectory(prefix="juez-store-bench-") as tmp:
                target = str(Path(tmp) / "bench.sqlite3")
                processes = LOADS["sqlite"]
                rounds.append(run_round("sqlite", target, processes, ANSWERS_PER_PROCESS, mode))
    return rounds


def run_section(*, quick: bool = False, url: str | None = None) -> list[Round]:
    """Both stores under load; prints the table and returns the rounds."""
    repeats = 1 if quick else 3
    print(
        f"{LOADS['postgresql']} procesos sobre un PostgreSQL y {LOADS['sqlite']} sobre un"
        f" archivo SQLite; {ANSWERS_PER_PROCESS} respuestas por proceso, {PLAYERS} jugadores"
        " que responden desde todos los procesos:"
    )
    rounds = _postgres_rounds(repeats, url) + _sqlite_rounds(repeats)
    _report(rounds)
    print(
        "(por respuesta: desde la llamada hasta que la escritura terminó, con la espera de"
        " conexión o de bloqueo incluida; resp./s: todas las respuestas de todos los procesos"
        f" entre el arranque común y la última. Ráfaga: las {ANSWERS_PER_PROCESS} de cada"
        f" proceso a la vez; sostenida: {RATE} por segundo y proceso.)"
    )
    return rounds


def _reset(url: str) -> None:
    """Empty the quiz tables of a server given with --url (the bench checks exact totals);
    only in a database whose name says it is for benchmarks."""
    if "bench" not in url.rsplit("/", 1)[-1]:
        raise SystemExit(
            "--url debe nombrar una base de datos de pruebas (con «bench» en el nombre, por "
            "ejemplo postgresql://juez@localhost/juez_bench): el bench la vacía."
        )

    async def run() -> None:
        from bot.storage import open_store
        from bot.storage.postgres.database import PostgresStore
        from bot.storage.tables import USER_TABLES

        store = await open_store(url)
        assert isinstance(store, PostgresStore)
        try:
            await store.pool.execute(f"TRUNCATE {', '.join(USER_TABLES)} RESTART IDENTITY")
        finally:
            await store.close()

    asyncio.run(run())


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--worker"]:
        target, worker, answers, mode = argv[1], int(argv[2]), int(argv[3]), argv[4]
        print(json.dumps(asyncio.run(_work(target, worker, answers, mode))))
        return 0
    parser = argparse.ArgumentParser(
        prog="python -m bench.store_bench",
        description="Respuestas simultáneas desde varios procesos en PostgreSQL y SQLite.",
    )
    parser.add_argument("--quick", action="store_true", help="una ronda por almacén")
    parser.add_argument(
        "--url", help="un PostgreSQL propio (su base de datos se vacía) en vez de uno temporal"
    )
    args = parser.parse_args(argv)
    rounds = run_section(quick=args.quick, url=args.url)
    return 0 if all(not r.problems for r in rounds) else 1


if __name__ == "__main__":
    sys.exit(main())
