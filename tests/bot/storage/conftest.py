"""Every storage test runs on both stores: SQLite in a temporary file, and PostgreSQL in a fresh
database of a throwaway cluster that the session starts (and removes) itself.

Without a PostgreSQL server here the PostgreSQL runs are skipped, with the reason; with
JUEZ_TEST_POSTGRES=required (CI sets it) they fail instead, so CI never skips them silently.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.storage import Store, StoreTarget, open_store
from bot.storage.postgres.throwaway import ClusterUnavailable, ThrowawayCluster

KINDS = ["sqlite", "postgresql"]
_names = itertools.count(1)


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[ThrowawayCluster | str]:
    """The session's cluster, or the reason there is none."""
    try:
        cluster = ThrowawayCluster.start()
    except ClusterUnavailable as err:
        yield f"PostgreSQL unavailable here: {err}"
        return
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def cluster(pg_cluster: ThrowawayCluster | str) -> ThrowawayCluster:
    if isinstance(pg_cluster, str):
        if os.environ.get("JUEZ_TEST_POSTGRES") == "required":
            pytest.fail(f"{pg_cluster} (JUEZ_TEST_POSTGRES=required)")
        pytest.skip(pg_cluster)
    return pg_cluster


@pytest.fixture
def pg_url(cluster: ThrowawayCluster) -> Iterator[str]:
    """A fresh, empty PostgreSQL database for one test."""
    name = f"juez_test_{os.getpid()}_{next(_names)}"
    yield cluster.create_database(name)
    cluster.drop_database(name)


@pytest.fixture(params=KINDS)
def kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def target(kind: str, tmp_path: Path, request: pytest.FixtureRequest) -> StoreTarget:
    """Where a fresh store of this test's kind lives (open it as often as the test needs)."""
    if kind == "sqlite":
        return tmp_path / "juez.sqlite3"
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
def other_target(kind: str, tmp_path: Path, request: pytest.FixtureRequest) -> StoreTarget:
    """A second fresh store of the same kind (an import's destination)."""
    if kind == "sqlite":
        return tmp_path / "other.sqlite3"
    cluster: ThrowawayCluster = request.getfixturevalue("cluster")
    name = f"juez_other_{os.getpid()}_{next(_names)}"
    request.addfinalizer(lambda: cluster.drop_database(name))
    return cluster.create_database(name)


@pytest.fixture
async def store(target: StoreTarget) -> AsyncIterator[Store]:
    opened = await open_store(target)
    yield opened
    await opened.close()
