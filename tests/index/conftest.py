"""The index is tested alone: its card kinds come from its own patterns, whatever reader of
Oracle text the application registered (tests/conftest.py registers the engine's, as
bot.services does; tests/bot/services/test_card_kinds.py tests that route)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from index.cards.kinds import reading


@pytest.fixture(autouse=True)
def _cards_read_by_the_index_alone() -> Iterator[None]:
    previous = reading.current()
    reading.register(None)
    yield
    reading.register(previous)
