"""Leitner boxes: a missed question goes back to box 1, a right one moves up a box.

Box n is due again ``INTERVAL_DAYS[n]`` days after the last answer. Box 1 is due at once, so
a review round starts with what was just missed. The database applies the same table in SQL
(migration 2 stores it in ``quiz_leitner_intervals``); a test keeps both in step.
"""

from __future__ import annotations

import datetime as dt

FIRST_BOX = 1
LAST_BOX = 5
INTERVAL_DAYS: dict[int, float] = {1: 0, 2: 1, 3: 3, 4: 7, 5: 14}


def next_box(box: int | None, correct: bool) -> int:
    """The box after an answer; ``None`` is a question never answered before (as box 1)."""
    if not correct:
        return FIRST_BOX
    return min(LAST_BOX, (box or FIRST_BOX) + 1)


def due_at(box: int, answered_at: dt.datetime) -> dt.datetime:
    return answered_at + dt.timedelta(days=INTERVAL_DAYS[box])
