"""Leitner boxes in Python (the SQL twin is checked in tests/bot/storage/test_quiz_store.py)."""

from __future__ import annotations

import datetime as dt

from bot.quiz.leitner import INTERVAL_DAYS, LAST_BOX, due_at, next_box


def test_a_miss_goes_to_box_one_and_a_hit_moves_up_to_five():
    assert next_box(None, False) == 1
    assert next_box(None, True) == 2
    assert next_box(4, False) == 1
    assert next_box(3, True) == 4
    assert next_box(LAST_BOX, True) == LAST_BOX


def test_due_dates_by_box():
    now = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    assert [due_at(b, now) - now for b in range(1, 6)] == [
        dt.timedelta(days=d) for d in (0, 1, 3, 7, 14)
    ]
    assert list(INTERVAL_DAYS) == [1, 2, 3, 4, 5]
