import pytest

from bot.storage.database import Database, DatabaseError
from bot.storage.guild_settings import GuildSettingsRepo
from bot.storage.migrations import latest_version


async def test_empty_database_is_migrated_to_the_latest_version(tmp_path):
    db = await Database.open(tmp_path / "j.sqlite3")
    try:
        assert await db.version() == latest_version()
        async with db.conn.execute("PRAGMA journal_mode") as cur:
            assert (await cur.fetchone())[0] == "wal"
        assert await db.migrate() == []  # idempotent
    finally:
        await db.close()


async def test_settings_survive_a_restart(tmp_path):
    path = tmp_path / "j.sqlite3"
    db = await Database.open(path)
    repo = GuildSettingsRepo(db)
    assert (await repo.get(1)).private_by_default is False
    await repo.update(1, private_by_default=True)
    await repo.update(1, default_edition="en-2026-01-16")
    await db.close()

    db = await Database.open(path)
    try:
        saved = await GuildSettingsRepo(db).get(1)
        assert saved.private_by_default is True and saved.default_edition == "en-2026-01-16"
        assert (await GuildSettingsRepo(db).get(2)).private_by_default is False
    finally:
        await db.close()


async def test_unknown_setting_is_rejected(tmp_path):
    db = await Database.open(tmp_path / "j.sqlite3")
    try:
        with pytest.raises(TypeError):
            await GuildSettingsRepo(db).update(1, colour="red")
    finally:
        await db.close()


async def test_failed_transaction_rolls_back(tmp_path):
    db = await Database.open(tmp_path / "j.sqlite3")
    try:
        with pytest.raises(RuntimeError):
            async with db.transaction() as conn:
                await conn.execute("INSERT INTO guild_settings (guild_id) VALUES (7)")
                raise RuntimeError("boom")
        async with db.conn.execute("SELECT COUNT(*) FROM guild_settings") as cur:
            assert (await cur.fetchone())[0] == 0
    finally:
        await db.close()


async def test_a_newer_database_is_refused_in_spanish(tmp_path):
    path = tmp_path / "j.sqlite3"
    db = await Database.open(path)
    await db.conn.execute(f"PRAGMA user_version = {latest_version() + 1}")
    await db.close()
    with pytest.raises(DatabaseError, match="versión más nueva"):
        await Database.open(path)


async def test_the_wal_is_folded_into_the_database_off_the_write_path(tmp_path, monkeypatch):
    from bot.storage import database

    monkeypatch.setattr(database, "CHECKPOINT_EVERY_S", 3600)  # only the explicit call below
    path = tmp_path / "j.sqlite3"
    db = await Database.open(path)
    try:
        async with db.conn.execute("PRAGMA wal_autocheckpoint") as cur:
            assert (await cur.fetchone())[0] == 0  # commits never checkpoint by themselves
        before = path.stat().st_size
        repo = GuildSettingsRepo(db)
        for guild in range(2000):
            await repo.update(guild, private_by_default=True)
        assert path.stat().st_size == before  # everything is still in the WAL
        await db.checkpoint()  # what the background task does once a second
        assert path.stat().st_size > before
    finally:
        await db.close()
