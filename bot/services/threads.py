"""Blocking work (Whoosh, the question bank, the engine) run off the Discord event loop.

The one place where the services' sync calls become awaitable. The work runs in one dedicated,
bounded pool of threads (not asyncio's default executor, shared with everything else):

- Whoosh is pure Python, so its searches take turns on the GIL. More threads than cores only
  make every search slower at once (a burst of 48 used to time out together); ``WORKERS``
  threads run, the rest wait their turn in order.
- ``timeout`` bounds the work once it runs. Waiting for a free thread is bounded separately
  (``queue_timeout``): in a burst the interaction is already deferred, so waiting a few seconds
  in line is better than failing; a call still waiting when its caller gives up is cancelled
  before it starts, so an abandoned search never runs.
- A call that overruns ``timeout`` is answered with a Spanish message, but its thread runs on
  until the work checks a deadline of its own (Python cannot stop a thread): long work must
  keep one deadline across its stages, or it holds a worker after its answer was given up.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from bot.services.errors import TOO_SLOW, ServiceError

# asyncio and concurrent.futures (about 30 ms) are imported by the functions that use them: a
# one-shot `juez regla` imports this module through bot.services and never runs a thread.
if TYPE_CHECKING:
    import asyncio
    import concurrent.futures

T = TypeVar("T")

LOOKUP_TIMEOUT_S = 2.0  # once running
QUEUE_TIMEOUT_S = 20.0  # waiting for a free thread (the interaction is deferred by then)
WORKERS = max(2, min(4, os.cpu_count() or 2))

BUSY = (
    "Hay muchas consultas a la vez y la tuya no llegó a empezar. Inténtalo de nuevo en unos "
    "segundos."
)

_pool: concurrent.futures.ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()


def pool() -> concurrent.futures.ThreadPoolExecutor:
    """The shared pool, created on first use."""
    global _pool
    import concurrent.futures

    with _pool_lock:
        if _pool is None:
            _pool = concurrent.futures.ThreadPoolExecutor(
                max_workers=WORKERS, thread_name_prefix="juez-worker"
            )
        return _pool


def shutdown() -> None:
    """Stop the pool (the bot calls this on close); calls still queued never start."""
    global _pool
    with _pool_lock:
        if _pool is not None:
            _pool.shutdown(wait=False, cancel_futures=True)
            _pool = None


def queued() -> int:
    """Calls waiting for a thread (for the benchmarks and the logs)."""
    current = _pool
    return current._work_queue.qsize() if current is not None else 0


async def in_thread(
    fn: Callable[..., T],
    *args: object,
    timeout: float = LOOKUP_TIMEOUT_S,
    too_slow: str = TOO_SLOW,
    **kwargs: object,
) -> T:
    """``fn(*args, **kwargs)`` in the pool: at most QUEUE_TIMEOUT_S waiting for a thread, then
    at most ``timeout`` s running. Either limit is a ServiceError with a Spanish message
    (``too_slow`` for the second: the search's by default)."""
    import asyncio

    loop = asyncio.get_running_loop()
    started = asyncio.Event()

    def job() -> T:
        loop.call_soon_threadsafe(started.set)
        return fn(*args, **kwargs)

    future = pool().submit(job)
    result = asyncio.wrap_future(future, loop=loop)
    try:
        waiting: asyncio.Future[Any] = asyncio.ensure_future(started.wait())
        either: set[asyncio.Future[Any]] = {waiting, result}
        done, _ = await asyncio.wait(
            either, timeout=QUEUE_TIMEOUT_S, return_when=asyncio.FIRST_COMPLETED
        )
        waiting.cancel()
        if not done:
            raise ServiceError(BUSY)
        return await asyncio.wait_for(asyncio.shield(result), timeout)
    except TimeoutError as err:
        raise ServiceError(too_slow) from err
    finally:
        # Not started yet (its caller gave up, or was cancelled): it never will. A running call
        # cannot be stopped from here; its result is dropped.
        future.cancel()
        if not result.done():
            result.cancel()
