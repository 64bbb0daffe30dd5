"""The order that keeps the run short: each xdist worker's share starts with its slow cases.

pytest-xdist's worksteal scheduler hands each worker a contiguous share of the collected tests,
then lets an idle worker take the last tests of a busy one. A slow end-to-end case (marked
``slow``: tens of seconds, a rebuilt index, 10,000 interactions) left near the end of a share
runs alone while the other workers have finished: measured, the last 2 % of the run took two
minutes. Started first, the slow cases overlap each other and the quick tests fill the gaps.
"""

from __future__ import annotations

import os

import pytest


def slow_first_in_each_share(items: list[pytest.Item]) -> None:
    """Reorder ``items`` in place: the slow ones dealt in turn to the front of each worker's
    share, every other test in its collected order (so module fixtures stay together)."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    slow = [item for item in items if item.get_closest_marker("slow")]
    if not slow:
        return
    rest = [item for item in items if not item.get_closest_marker("slow")]
    size = -(-len(rest) // workers)  # ceiling: the scheduler's shares are equal thirds
    ordered: list[pytest.Item] = []
    for share in range(workers):
        ordered += slow[share::workers] + rest[share * size : (share + 1) * size]
    items[:] = ordered
