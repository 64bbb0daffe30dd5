"""Several processes on one store, as shard processes share it: a fresh store opened by all at
the same moment is migrated once, and their concurrent answers all count."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from bot.storage import StoreTarget, open_store
from bot.storage.sqlite.migrations import latest_version
from tests.bot.storage.helpers import one, rows

ROOT = Path(__file__).resolve().parents[3]

WORKER = """
import asyncio, json, logging, sys, time
from pathlib import Path
from bot.storage import Store, is_postgres_url, open_store

logging.basicConfig(level=logging.INFO, format="%(message)s")
target = sys.argv[1] if is_postgres_url(sys.argv[1]) else Path(sys.argv[1])
start_at, worker, answers = float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])

async def main():
    time.sleep(max(0.0, start_at - time.time()))  # every process starts at the same instant
    store = await open_store(target)
    try:
        await asyncio.gather(*(
            store.quiz.record_answer(
                guild_id=1, user_id=i % 10, question_key=f"k:basico:1:{i % 4}",
                topic="reglas", correct=(i % 10) % 2 == 0,
            )
            for i in range(answers)
        ))
    finally:
        await store.close()
    print(json.dumps({"worker": worker}))

asyncio.run(main())
"""


def _run_workers(target: StoreTarget, processes: int, answers: int) -> list[str]:
    start_at = time.time() + 1.5  # after every interpreter has started
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(target), str(start_at), str(n), str(answers)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        for n in range(processes)
    ]
    logs = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert json.loads(out)["worker"] in range(processes)
        logs.append(err)
    return logs


async def test_processes_opening_a_fresh_store_at_once_migrate_it_once(target: StoreTarget):
    logs = _run_workers(target, processes=4, answers=0)
    applied = [line for log in logs for line in log.splitlines() if "aplicada" in line]
    numbers = [str(n) for n in range(1, latest_version() + 1)]
    assert sorted(line.split()[1] for line in applied) == numbers, logs
    store = await open_store(target)
    try:
        assert await store.version() == latest_version()
        if store.kind == "postgresql":
            assert await rows(store, "SELECT number FROM juez_migrations ORDER BY 1") == [
                (n,) for n in range(1, latest_version() + 1)
            ]
    finally:
        await store.close()


async def test_concurrent_answers_from_two_processes_all_count(target: StoreTarget):
    await (await open_store(target)).close()  # migrated first: this test is about the answers
    _run_workers(target, processes=2, answers=200)
    store = await open_store(target)
    try:
        assert await one(store, "SELECT COUNT(*) FROM quiz_answers") == (400,)
        for user in range(10):
            stats = await store.quiz.stats(1, user)
            right = user % 2 == 0  # each player always right or always wrong: exact streaks
            assert (stats.answered, stats.correct) == (40, 40 if right else 0)
            assert (stats.streak, stats.best_streak) == ((40, 40) if right else (0, 0))
        assert await one(store, "SELECT SUM(answers), COUNT(*) FROM quiz_boxes") == (
            400,
            20,
        )  # (user, key) pairs: lcm(10, 4)
        ranking = await store.quiz.ranking(1)
        assert [e.user_id for e in ranking] == [0, 2, 4, 6, 8, 1, 3, 5, 7, 9]
    finally:
        await store.close()
