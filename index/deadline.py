"""The clock a search deadline is measured on: the CPU time of the thread doing the search.

Wall-clock time would make an answer depend on everything else the machine does: under load,
the same question would be cut short at a different point and answer differently (tests and
recorded examples included). CPU time of this thread counts only the search's own work, so a
deadline cuts only what is really expensive, wherever it runs. The wall-clock bound of an
interaction is the worker pool's (bot/services/threads.py); a search still stops soon after it.
"""

from __future__ import annotations

import time

now = time.thread_time


def after(seconds: float) -> float:
    """A deadline ``seconds`` of this thread's work from now."""
    return now() + seconds
