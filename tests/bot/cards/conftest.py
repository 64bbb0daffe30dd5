"""The fake Scryfall (scryfall_fake.py) for every card test: one server for the session, its
scripts and records emptied before each test. No test reaches the real network."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.bot.cards.scryfall_fake import FakeScryfall, running


@pytest.fixture(scope="session")
def scryfall_server() -> Iterator[FakeScryfall]:
    with running() as server:
        yield server


@pytest.fixture
def scryfall(scryfall_server: FakeScryfall) -> FakeScryfall:
    scryfall_server.clear()
    return scryfall_server


@pytest.fixture(autouse=True)
def _search_ranks_in_full(monkeypatch: pytest.MonkeyPatch) -> None:
    # These tests compare rankings (a card's rules higher): the search's time bound, which on
    # a busy machine answers with part of a ranking, is tested in tests/index/test_deadlines.py.
    monkeypatch.setattr("bot.services.lookups.SEARCH_BUDGET_S", 60.0)


# The stores of tests/bot/storage (SQLite in a temporary file, PostgreSQL in a throwaway cluster,
# skipped without one unless JUEZ_TEST_POSTGRES=required), for the card cache on both.
from tests.bot.storage.conftest import (  # noqa: E402, F401
    cluster,
    kind,
    pg_cluster,
    pg_url,
    store,
    target,
)
