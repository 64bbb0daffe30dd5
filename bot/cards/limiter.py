"""Spacing of requests to Scryfall, as its API documentation asks.

Scryfall asks for at most 10 requests a second overall (one every 100 ms), and at most 2 a
second (500 ms) to ``/cards/search`` and ``/cards/named``; after a 429 it limits the client for
a while, and a client must stop asking until then (https://scryfall.com/docs/api/rate-limits).

Each request reserves the first moment free for it, overall and on its endpoint, then sleeps
until then. A reservation is made without awaiting anything, so coroutines of one event loop
never race for a slot and no lock (bound to one loop) is needed; a caller whose slot would come
after its deadline gets ``False`` and reserves nothing.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

GLOBAL_INTERVAL_S = 0.1  # 10 requests a second
SLOW_ENDPOINTS = {"named": 0.5, "search": 0.5}  # 2 a second


class RateLimiter:
    def __init__(
        self,
        interval: float = GLOBAL_INTERVAL_S,
        buckets: dict[str, float] | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.interval = interval
        self.buckets = dict(SLOW_ENDPOINTS if buckets is None else buckets)
        self.clock = clock
        self.sleep = sleep
        self._next = 0.0
        self._next_in: dict[str, float] = {}
        self.blocked_until = 0.0  # after a 429: nothing is sent before this moment

    def first_free(self, bucket: str | None = None) -> float:
        """The earliest moment a request to ``bucket`` may start."""
        start = max(self.clock(), self._next, self.blocked_until)
        if bucket in self.buckets:
            start = max(start, self._next_in.get(bucket, 0.0))
        return start

    async def acquire(self, bucket: str | None = None, *, deadline: float = float("inf")) -> bool:
        """Wait for a slot; False (and nothing reserved) if it would come after ``deadline``."""
        start = self.first_free(bucket)
        if start > deadline:
            return False
        self._next = start + self.interval
        if bucket in self.buckets:
            self._next_in[bucket] = start + self.buckets[bucket]
        delay = start - self.clock()
        if delay > 0:
            await self.sleep(delay)
        return True

    def block(self, seconds: float) -> None:
        """Send nothing for ``seconds`` (Scryfall answered 429)."""
        self.blocked_until = max(self.blocked_until, self.clock() + seconds)

    @property
    def blocked_for(self) -> float:
        return max(0.0, self.blocked_until - self.clock())
