"""Time as the bot's interactions see it: timers, bounded waits, and how old a token is.

Every timer of the cogs (a quiz question closing, a round left without "Siguiente", a
confirmation expiring) and every bounded wait on the database goes through one ``Clock``, the
bot's (``JuezBot.clock``). In production it is the event loop's; the tests give the bot the fake
Discord's clock (tests/discord_fake.py), so a test can let ten virtual minutes pass in no time
and Discord's own rules (3 s to answer, 15 minutes of token) are judged on the same clock.

Nothing here imports discord.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Protocol, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")

# Discord: an interaction token can send followups and edit its messages for 15 minutes. The
# margin covers the clock difference and the time an edit takes to travel.
TOKEN_LIFETIME_S = 15 * 60.0
TOKEN_MARGIN_S = 30.0
# Discord: the first response to an interaction must arrive within 3 seconds.
FIRST_RESPONSE_S = 3.0

TimerCallback = Callable[[], Coroutine[Any, Any, None]]


class Timer(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    """What the cogs need of time; LoopClock in production, the fake's clock in tests."""

    def monotonic(self) -> float:
        """Seconds on a clock that only moves forward (deadlines, token ages)."""

    def time(self) -> float:
        """Unix time (what Discord shows as <t:…:R>, and what a custom_id can carry)."""

    def call_later(self, delay: float, callback: TimerCallback) -> Timer:
        """Run ``callback()`` (a coroutine function) after ``delay`` seconds, once."""

    async def wait_for(self, awaitable: Awaitable[T], timeout: float) -> T:
        """``awaitable``'s result, or TimeoutError (and the awaitable cancelled) at ``timeout``."""


class LoopClock:
    """The event loop's clock. Timer callbacks run as tasks that are kept until they finish."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def monotonic(self) -> float:
        return time.monotonic()

    def time(self) -> float:
        return time.time()

    def call_later(self, delay: float, callback: TimerCallback) -> Timer:
        loop = asyncio.get_running_loop()
        return loop.call_later(max(0.0, delay), self._spawn, callback)

    def _spawn(self, callback: TimerCallback) -> None:
        task = asyncio.get_running_loop().create_task(_logged(callback), name="juez-timer")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def wait_for(self, awaitable: Awaitable[T], timeout: float) -> T:
        return await asyncio.wait_for(awaitable, max(0.0, timeout))


async def _logged(callback: TimerCallback) -> None:
    try:
        await callback()
    except Exception:  # a timer has nobody to answer to: the log is where its errors go
        log.exception("error en un temporizador")


class Token:
    """An interaction token's editor and when it was issued, to know whether it still works."""

    def __init__(self, edit: Callable[..., Awaitable[Any]], issued_at: float) -> None:
        self.edit = edit
        self.issued_at = issued_at

    def usable(self, clock: Clock) -> bool:
        return clock.monotonic() - self.issued_at < TOKEN_LIFETIME_S - TOKEN_MARGIN_S
