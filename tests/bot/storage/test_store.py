"""What every store does the same way: migrations on open, settings, refusals, the errors."""

from __future__ import annotations

import asyncio

import pytest
from pydantic import ValidationError

from bot.storage import Store, StoreTarget, open_store
from bot.storage.interface import is_postgres_url
from bot.storage.sqlite.migrations import latest_version  # noqa: E402
from bot.storage.tables import TABLES
from tests.bot.storage.helpers import tables

LATEST = latest_version()  # both stores number their migrations alike
QUIZ_TABLES = {
    "quiz_answers", "quiz_players", "quiz_topic_totals", "quiz_boxes", "quiz_leitner_intervals",
}  # fmt: skip


async def test_an_empty_store_is_migrated_to_the_latest_version(store: Store, kind: str):
    assert store.kind == kind
    assert await store.version() == LATEST
    assert await tables(store) >= QUIZ_TABLES | {"guild_settings"} | set(TABLES)
    assert await store.migrate() == []  # idempotent


async def test_settings_survive_a_restart(target: StoreTarget):
    store = await open_store(target)
    assert (await store.guilds.get(1)).private_by_default is False
    await store.guilds.update(1, private_by_default=True)
    changed = await store.guilds.update(1, default_edition="en-2026-01-16")
    assert changed.private_by_default is True  # the returned row is the whole stored row
    await store.close()

    store = await open_store(target)
    try:
        saved = await store.guilds.get(1)
        assert saved.private_by_default is True and saved.default_edition == "en-2026-01-16"
        assert (await store.guilds.get(2)).private_by_default is False
    finally:
        await store.close()


async def test_an_update_without_changes_stores_the_defaults(store: Store):
    assert (await store.guilds.update(3)).model_dump() == {
        "guild_id": 3, "private_by_default": False, "default_edition": None,
    }  # fmt: skip
    assert (await store.guilds.update(3, default_edition=None)).default_edition is None


async def test_concurrent_changes_to_different_settings_are_all_kept(store: Store):
    # Never read-then-write: each UPSERT touches only its own column.
    for guild in range(20):
        await asyncio.gather(
            store.guilds.update(guild, private_by_default=True),
            store.guilds.update(guild, default_edition="es"),
        )
    for guild in range(20):
        saved = await store.guilds.get(guild)
        assert saved.private_by_default is True and saved.default_edition == "es"


async def test_unknown_or_bad_settings_are_rejected(store: Store):
    with pytest.raises(TypeError):
        await store.guilds.update(1, colour="red")
    with pytest.raises(ValidationError):
        await store.guilds.update(1, private_by_default="quizás")
    assert (await store.guilds.get(1)).private_by_default is False


async def test_the_store_says_where_it_is(store: Store, target: StoreTarget):
    assert store.where == str(target)  # the test cluster has no password to hide
    assert is_postgres_url(target) == (store.kind == "postgresql")
