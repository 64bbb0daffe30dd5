"""What only the SQLite store has: WAL, checkpoints off the write path, the shared connection's
lock and transactions, PRAGMA user_version, and upgrades of files an earlier release wrote."""

from __future__ import annotations

import asyncio
import datetime as dt

import aiosqlite
import pytest

from bot.storage import open_store
from bot.storage.interface import UnusableDatabase
from bot.storage.sqlite import database
from bot.storage.sqlite.database import SqliteStore, _statements
from bot.storage.sqlite.migrations import MIGRATIONS, latest_version
from tests.bot.storage.helpers import tables
from tests.bot.storage.test_store import QUIZ_TABLES

T0 = dt.datetime(2026, 3, 1, 12, 0, tzinfo=dt.UTC)


@pytest.fixture
async def db(tmp_path):
    opened = await open_store(tmp_path / "j.sqlite3")
    assert isinstance(opened, SqliteStore)
    yield opened
    await opened.close()


async def test_the_file_is_in_wal_mode(db: SqliteStore):
    async with db.conn.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"
    assert await db.version() == latest_version()


async def test_failed_transaction_rolls_back(db: SqliteStore):
    with pytest.raises(RuntimeError):
        async with db.transaction() as conn:
            await conn.execute("INSERT INTO guild_settings (guild_id) VALUES (7)")
            raise RuntimeError("boom")
    async with db.conn.execute("SELECT COUNT(*) FROM guild_settings") as cur:
        assert (await cur.fetchone())[0] == 0


async def test_an_answer_waits_for_an_open_transaction_and_survives_its_rollback(db: SqliteStore):
    # Without db.lock the INSERT would run inside this BEGIN … ROLLBACK and be lost with it.
    answer = None
    with pytest.raises(RuntimeError, match="rolled back"):
        async with db.transaction() as conn:
            await conn.execute("DELETE FROM quiz_answers WHERE user_id = ?", (99,))
            answer = asyncio.create_task(
                db.quiz.record_answer(
                    guild_id=1, user_id=2, question_key="k:basico:1:0", topic="reglas",
                    correct=True, answered_at=T0,
                )
            )  # fmt: skip
            await asyncio.sleep(0.05)  # time enough for the INSERT, were it not waiting
            assert not answer.done()
            raise RuntimeError("rolled back")
    assert answer is not None
    await answer
    assert (await db.quiz.stats(1, 2)).answered == 1


async def test_a_newer_database_is_refused_in_spanish(tmp_path):
    path = tmp_path / "j.sqlite3"
    db = await open_store(path)
    assert isinstance(db, SqliteStore)
    await db.conn.execute(f"PRAGMA user_version = {latest_version() + 1}")
    await db.close()
    with pytest.raises(UnusableDatabase, match="versión más nueva"):  # `juez bot` exits 3
        await open_store(path)


async def test_a_file_that_is_not_a_database_is_refused_in_spanish(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("esto no es una base de datos\n" * 100)
    with pytest.raises(UnusableDatabase, match="JUEZ_DB_PATH"):  # a restart reads the same
        await open_store(path)


async def test_a_new_database_and_its_wal_are_private_whatever_the_umask(tmp_path):
    """Issue 44: juez.sqlite3 was created world-readable (SQLite's 0644)."""
    import os
    import stat

    old = os.umask(0o022)
    try:
        db = await open_store(tmp_path / "j.sqlite3")
        await db.guilds.update(7, private_by_default=True)  # a write: the -wal exists now
        modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in tmp_path.iterdir()}
        await db.close()
    finally:
        os.umask(old)
    assert modes["j.sqlite3"] == database.FILE_MODE == 0o600
    assert modes["j.sqlite3-wal"] == 0o600, modes


async def test_the_wal_is_folded_into_the_database_off_the_write_path(tmp_path, monkeypatch):
    monkeypatch.setattr(database, "CHECKPOINT_EVERY_S", 3600)  # only the explicit call below
    path = tmp_path / "j.sqlite3"
    db = await open_store(path)
    assert isinstance(db, SqliteStore)
    try:
        async with db.conn.execute("PRAGMA wal_autocheckpoint") as cur:
            assert (await cur.fetchone())[0] == 0  # commits never checkpoint by themselves
        before = path.stat().st_size
        for guild in range(2000):
            await db.guilds.update(guild, private_by_default=True)
        assert path.stat().st_size == before  # everything is still in the WAL
        await db.checkpoint()  # what the background task does once a second
        assert path.stat().st_size > before
    finally:
        await db.close()


async def test_a_version_1_database_keeps_its_rows_and_gains_the_quiz_tables(tmp_path):
    path = tmp_path / "old.sqlite3"
    (number, _, sql) = MIGRATIONS[0]
    assert number == 1
    async with aiosqlite.connect(path) as conn:  # the schema as the previous release left it
        for statement in _statements(sql):
            await conn.execute(statement)
        await conn.execute("PRAGMA user_version = 1")
        await conn.execute(
            "INSERT INTO guild_settings (guild_id, private_by_default, default_edition)"
            " VALUES (42, 1, 'es-2019-10-04')"
        )
        await conn.commit()
    db = await open_store(path)
    try:
        assert await db.version() == latest_version()
        assert await tables(db) >= QUIZ_TABLES
        kept = await db.guilds.get(42)
        assert kept.private_by_default and kept.default_edition == "es-2019-10-04"
        await db.quiz.record_answer(
            guild_id=42, user_id=1, question_key="k:basico:1:0", topic="reglas",
            correct=False, answered_at=T0,
        )  # fmt: skip
        assert (await db.quiz.stats(42, 1)).answered == 1
    finally:
        await db.close()


async def test_an_in_memory_store_works_without_checkpoints():
    db = await open_store(":memory:")
    try:
        await db.guilds.update(1, private_by_default=True)
        assert (await db.guilds.get(1)).private_by_default
    finally:
        await db.close()


def test_statement_splitter_keeps_trigger_bodies_whole():
    sql = "CREATE TABLE a (x);\nCREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; SELECT 2; END;\n"
    assert _statements(sql) == [
        "CREATE TABLE a (x);",
        "CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; SELECT 2; END;",
    ]


async def test_the_real_modules_replace_the_old_names(tmp_path):
    """The compatibility modules are gone: code imports the interface, the records and the
    SQLite implementation where they live, and open_store picks the backend."""
    import importlib.util

    from bot.storage.records import LOCAL_GUILD
    from bot.storage.sqlite.guilds import GuildSettingsRepo
    from bot.storage.sqlite.quiz import QuizRepo

    for gone in ("bot.storage.database", "bot.storage.guild_settings", "bot.storage.quiz_repo"):
        assert importlib.util.find_spec(gone) is None, gone
    assert LOCAL_GUILD == 0
    db = await open_store(tmp_path / "j.sqlite3")
    try:
        assert isinstance(db.quiz, QuizRepo) and isinstance(db.guilds, GuildSettingsRepo)
    finally:
        await db.close()
