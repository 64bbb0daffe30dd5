"""What only the PostgreSQL store has: its migrations table, connection errors, the pool
surviving a lost connection, and a database that an earlier release (or a newer one) left."""

from __future__ import annotations

import contextlib

import asyncpg
import pytest

from bot.storage import DatabaseError, open_store
from bot.storage.postgres.database import _BOOKKEEPING, PostgresStore, redacted
from bot.storage.postgres.migrations import MIGRATIONS, latest_version
from bot.storage.postgres.throwaway import ThrowawayCluster


@pytest.fixture
async def pg(pg_url: str):
    store = await open_store(pg_url)
    assert isinstance(store, PostgresStore)
    yield store
    await store.close()


async def test_applied_migrations_are_recorded_with_their_names(pg: PostgresStore):
    recorded = await pg.pool.fetch("SELECT number, name FROM juez_migrations ORDER BY number")
    assert [(r["number"], r["name"]) for r in recorded] == [(n, name) for n, name, _ in MIGRATIONS]


async def test_a_newer_database_is_refused_in_spanish(pg_url: str):
    store = await open_store(pg_url)
    assert isinstance(store, PostgresStore)
    await store.pool.execute(
        "INSERT INTO juez_migrations (number, name) VALUES ($1, 'del futuro')", latest_version() + 1
    )
    await store.close()
    with pytest.raises(DatabaseError, match="versión más nueva"):
        await open_store(pg_url)


async def test_a_version_1_database_keeps_its_rows_and_gains_the_quiz_tables(pg_url: str):
    conn = await asyncpg.connect(pg_url)  # the schema as a release with one migration left it
    try:
        await conn.execute(_BOOKKEEPING)
        await conn.execute(MIGRATIONS[0][2])
        await conn.execute("INSERT INTO juez_migrations (number, name) VALUES (1, 'x')")
        await conn.execute("INSERT INTO guild_settings VALUES (42, TRUE, 'es-2019-10-04')")
    finally:
        await conn.close()
    store = await open_store(pg_url)
    try:
        assert await store.version() == latest_version()  # every later migration applied
        kept = await store.guilds.get(42)
        assert kept.private_by_default and kept.default_edition == "es-2019-10-04"
        await store.quiz.record_answer(
            guild_id=42, user_id=1, question_key="k:basico:1:0", topic="reglas", correct=False
        )
        assert (await store.quiz.stats(42, 1)).answered == 1
    finally:
        await store.close()


async def test_an_unreachable_server_is_explained_in_spanish_without_the_password(
    cluster: ThrowawayCluster,
):
    url = f"postgresql://juez:s3creto@127.0.0.1:{cluster.port}/no_existe"
    with pytest.raises(DatabaseError, match="JUEZ_DATABASE_URL") as caught:
        await open_store(url)
    assert "s3creto" not in str(caught.value) and "no_existe" in str(caught.value)


def test_urls_are_shown_without_their_password():
    assert redacted("postgresql://juez:clave@db:5432/juez") == "postgresql://juez@db:5432/juez"
    assert redacted("postgresql://db/juez") == "postgresql://db/juez"
    assert redacted("postgres://:clave@db/juez") == "postgres://db/juez"


async def test_a_lost_connection_fails_one_call_with_a_declared_error_then_the_pool_recovers(
    pg: PostgresStore, cluster: ThrowawayCluster
):
    await pg.quiz.record_answer(guild_id=1, user_id=1, question_key="k", topic="t", correct=True)
    database = pg.url.rsplit("/", 1)[-1]
    cluster.psql(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
        f" WHERE datname = '{database}' AND pid <> pg_backend_pid()"
    )
    # The quiz service turns a declared error into "your answer was not saved".
    with contextlib.suppress(pg.errors):
        await pg.quiz.record_answer(
            guild_id=1, user_id=1, question_key="k", topic="t", correct=True
        )
    await pg.quiz.record_answer(guild_id=1, user_id=1, question_key="k", topic="t", correct=True)
    assert (await pg.quiz.stats(1, 1)).answered in (2, 3)


async def test_a_stalled_server_gives_up_in_time_and_the_pool_recovers(pg: PostgresStore, pg_url):
    """A statement blocked behind another session's lock ends by itself with one of the
    store's errors (the bot answers "inténtalo de nuevo"), instead of waiting forever."""
    import asyncio

    blocker = await asyncpg.connect(pg_url)
    try:
        stall = blocker.transaction()
        await stall.start()
        await blocker.execute("LOCK TABLE guild_settings IN ACCESS EXCLUSIVE MODE")
        work = asyncio.ensure_future(pg.guilds.update(1, private_by_default=True))
        done, _ = await asyncio.wait({work}, timeout=60)  # a hang detector, not a timing
        assert work in done, "the statement waited for the lock with no limit"
        assert isinstance(work.exception(), PostgresStore.errors)
        await stall.rollback()
    finally:
        await blocker.close()
    assert (await pg.guilds.update(1, private_by_default=True)).private_by_default is True
