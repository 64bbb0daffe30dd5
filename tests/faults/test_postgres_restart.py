"""PostgreSQL restarted under a running bot (issue 27, item 7): every answer the store
acknowledged is in the database afterwards, and a write the restart refused is one of the
store's declared errors (the player reads "No se pudo guardar tu respuesta"), never a silent
loss nor a traceback.

A cluster of its own: the storage tests' cluster runs with commits that wait for nothing
(``FAST``), which a crash may undo by design. Here a commit reaches the operating system before
it is acknowledged (``fsync`` stays off: a process crash keeps what the kernel holds).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator
from dataclasses import dataclass, field

import asyncpg
import pytest

from bot.storage import open_store
from bot.storage.bounded import bounded
from bot.storage.postgres.throwaway import ClusterUnavailable, ThrowawayCluster

WRITERS = 4  # coroutines writing at once, like members answering the same round
BEFORE = 40  # answers acknowledged before the restart starts
AFTER = 40  # answers acknowledged after the server is back


@pytest.fixture(scope="module")
def durable() -> Iterator[ThrowawayCluster]:
    try:
        cluster = ThrowawayCluster.start(settings={"fsync": "off"})
    except ClusterUnavailable as err:
        if os.environ.get("JUEZ_TEST_POSTGRES") == "required":
            pytest.fail(f"PostgreSQL unavailable here: {err} (JUEZ_TEST_POSTGRES=required)")
        pytest.skip(f"PostgreSQL unavailable here: {err}")
    try:
        yield cluster
    finally:
        cluster.stop()


@dataclass
class Tally:
    acknowledged: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    crashed: list[str] = field(default_factory=list)


async def run_through_restart(cluster: ThrowawayCluster, url: str, mode: str) -> Tally:
    """WRITERS coroutines record answers while the server restarts in ``mode``."""
    store = bounded(await open_store(url))
    tally = Tally()
    numbers = iter(range(1_000_000))
    restarted = asyncio.Event()

    async def write() -> None:
        key = f"q{next(numbers)}"
        try:
            await store.quiz.record_answer(
                guild_id=1, user_id=7, question_key=key, topic="t", correct=True
            )
            tally.acknowledged.append(key)
        except store.errors:
            tally.refused.append(key)
        except Exception as err:  # what would reach "Error inesperado"
            tally.crashed.append(f"{type(err).__name__}: {err}")

    async def writer() -> None:
        while len(tally.acknowledged) < BEFORE:
            await write()
        while not restarted.is_set():
            await write()
        after = len(tally.acknowledged)
        while len(tally.acknowledged) < after + AFTER:
            await write()

    async def restart() -> None:
        while len(tally.acknowledged) < BEFORE:
            await asyncio.sleep(0.01)
        await asyncio.to_thread(cluster.restart, mode)
        restarted.set()

    try:
        await asyncio.wait_for(
            asyncio.gather(restart(), *(writer() for _ in range(WRITERS))), timeout=240
        )
    finally:
        await store.close()
    return tally


async def stored_keys(url: str) -> set[str]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT question_key FROM quiz_answers WHERE user_id = 7")
    finally:
        await conn.close()
    return {row["question_key"] for row in rows}


@pytest.mark.parametrize("mode", ["fast", "immediate"])
async def test_a_restart_mid_run_loses_no_acknowledged_answer(
    durable: ThrowawayCluster, mode: str
) -> None:
    url = durable.create_database(f"restart_{mode}")
    tally = await run_through_restart(durable, url, mode)
    lost = set(tally.acknowledged) - await stored_keys(url)
    print(
        f"{mode}: {len(tally.acknowledged)} acknowledged, {len(tally.refused)} refused, "
        f"{len(lost)} lost, {len(tally.crashed)} undeclared"
    )
    assert tally.crashed == []
    assert lost == set()
