"""When a search must stop: after so much of its own work, or so much time, whichever first.

Its own work is the CPU time of the thread doing it. Wall-clock time alone would make an answer
depend on everything else the machine does: under load, the same question would be cut short
at a different point and answer differently (tests and recorded examples included). CPU time
counts only what the search itself costs, so the work limit cuts only what is really
expensive, wherever it runs. The wall-clock limit is for whoever waits (Discord's window): on a
machine too busy to give the search its CPU, it still stops in time.
"""

from __future__ import annotations

import math
import time
from typing import NamedTuple


class Deadline(NamedTuple):
    work: float  # a time.thread_time() value (of the thread that made it)
    wall: float  # a time.monotonic() value

    def left(self) -> float:
        """Seconds before the first limit passes (negative once it has)."""
        return min(self.work - time.thread_time(), self.wall - time.monotonic())

    def passed(self) -> bool:
        return self.left() <= 0


def after(work_s: float, wall_s: float = math.inf) -> Deadline:
    """A deadline ``work_s`` seconds of this thread's work from now, or ``wall_s`` seconds of
    time, whichever comes first."""
    return Deadline(time.thread_time() + work_s, time.monotonic() + wall_s)
