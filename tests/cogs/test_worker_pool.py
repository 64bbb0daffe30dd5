"""Finding 7: bursts. Blocking work runs in one bounded pool; its time limit counts from when it
starts, so waiting in line is not a timeout; work whose caller gave up never starts."""

import asyncio
import threading
import time

from bot.services import ServiceError, threads
from bot.services.errors import TOO_SLOW


def burn(seconds: float) -> float:
    """``seconds`` of CPU in Python (holding the GIL), like a Whoosh search: threads sharing
    the GIL each take longer, whatever the clock on the wall says."""
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass
    return seconds


async def test_the_pool_is_bounded_and_dedicated():
    names: set[str] = set()

    def where() -> None:
        names.add(threading.current_thread().name)
        burn(0.01)

    await asyncio.gather(*(threads.in_thread(where) for _ in range(40)))
    assert all(n.startswith("juez-worker") for n in names)
    assert 1 <= len(names) <= threads.WORKERS <= 4


async def test_a_burst_of_hard_work_has_no_timeouts():
    """48 calls of 50 ms of GIL-bound work with a 1-second limit: 2.4 s in all, yet each one
    runs in well under its limit, so none times out (the old limit counted the wait too)."""
    results = await asyncio.gather(
        *(threads.in_thread(burn, 0.05, timeout=1.0) for _ in range(48)), return_exceptions=True
    )
    assert [r for r in results if isinstance(r, BaseException)] == []


async def test_work_over_its_limit_is_a_spanish_message():
    try:
        await threads.in_thread(burn, 0.3, timeout=0.05)
    except ServiceError as error:
        assert str(error) == TOO_SLOW
    else:
        raise AssertionError("no timeout")


async def test_work_whose_caller_gave_up_never_starts():
    ran: list[int] = []

    def job(n: int) -> None:
        ran.append(n)

    # Every worker is held until the waiting calls are given up: no sleep decides whether a
    # worker is free at the wrong moment (a loaded machine made this test flaky).
    release = threading.Event()
    holding = threading.Semaphore(0)

    def hold() -> None:
        holding.release()
        release.wait(10)

    blockers = [
        asyncio.ensure_future(threads.in_thread(hold, timeout=15)) for _ in range(threads.WORKERS)
    ]
    for _ in range(threads.WORKERS):  # every worker runs a blocker (after any leftover work)
        assert await asyncio.to_thread(holding.acquire, True, 10)
    waiting = [asyncio.ensure_future(threads.in_thread(job, n)) for n in range(10)]
    await asyncio.sleep(0.02)  # they are submitted and wait in line
    assert threads.queued() == 10
    for task in waiting:
        task.cancel()  # the interaction was abandoned while its search waited in line
    await asyncio.gather(*waiting, return_exceptions=True)
    release.set()
    await asyncio.gather(*blockers)
    await asyncio.sleep(0.1)  # a job still in line would have started by now
    assert ran == []


async def test_a_burst_of_searches_on_the_fake_discord_is_all_answered(bot, fake, monkeypatch):
    def search(query, source=None, *, extra_cards=()):  # the service's signature
        burn(0.06)
        return bot.service.library.glossary("trample")

    monkeypatch.setattr(bot.service.lookups, "search", search)
    sent = await asyncio.gather(
        *(fake.command("buscar", {"consulta": f"palabra{i}"}, user_id=100 + i) for i in range(48))
    )
    assert not any(s.failed for s in sent)
    assert not any("tardó demasiado" in t for s in sent for t in s.texts())
    assert all("Trample" in "\n".join(s.texts()) for s in sent)
