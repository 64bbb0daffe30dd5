"""Blocking work (Whoosh, the question bank, the engine) run off the Discord event loop.

The one place where the services' sync calls become awaitable: Discord wants an answer or a
defer within 3 seconds, so every call is bounded and a slow one becomes a Spanish message.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

from bot.services.errors import TOO_SLOW, ServiceError

T = TypeVar("T")

LOOKUP_TIMEOUT_S = 2.0


async def in_thread(
    fn: Callable[..., T], *args: object, timeout: float = LOOKUP_TIMEOUT_S, **kwargs: object
) -> T:
    """``fn(*args, **kwargs)`` in a worker thread, cut off after ``timeout`` seconds."""
    try:
        return await asyncio.wait_for(asyncio.to_thread(fn, *args, **kwargs), timeout)
    except TimeoutError as err:
        raise ServiceError(TOO_SLOW) from err
