"""The card cache in both stores: one atomic UPSERT per write where the freshest entry wins,
reads by key and by kind, purge by age, export and import with the other tables."""

from __future__ import annotations

import asyncio
import io
import random

from bot.storage import Store, StoreTarget, open_store
from bot.storage.records import CachedEntry
from bot.storage.tables import TABLES
from bot.storage.transfer import export_records, import_records


def entry(key: str, at: float, body: str = "{}", kind: str = "card") -> CachedEntry:
    return CachedEntry(key=key, kind=kind, body=body, fetched_at=at)


async def test_the_table_is_created_by_the_migration(store: Store):
    assert "card_cache" in TABLES
    assert await store.cards.get(["card:nada"]) == {}


async def test_put_and_get_by_key_and_kind(store: Store):
    await store.cards.put([
        entry("card:a", 10.0, '{"x": "ñandú"}'), entry("name:a", 10.0, kind="name"),
        entry("name:b", 11.0, kind="name"),
    ])  # fmt: skip
    found = await store.cards.get(["card:a", "name:b", "card:z"])
    assert set(found) == {"card:a", "name:b"}
    assert found["card:a"].body == '{"x": "ñandú"}' and found["card:a"].fetched_at == 10.0
    assert [e.key for e in await store.cards.of_kind("name")] == ["name:a", "name:b"]


async def test_an_older_entry_never_replaces_a_fresher_one(store: Store):
    await store.cards.put([entry("card:a", 20.0, "nuevo")])
    await store.cards.put([entry("card:a", 10.0, "viejo")])
    assert (await store.cards.get(["card:a"]))["card:a"].body == "nuevo"
    await store.cards.put([entry("card:a", 30.0, "más nuevo"), entry("card:a", 5.0, "antiguo")])
    assert (await store.cards.get(["card:a"]))["card:a"].body == "más nuevo"


async def test_concurrent_writes_keep_the_freshest(store: Store):
    times = [float(t) for t in range(1, 101)]
    random.Random(7).shuffle(times)
    await asyncio.gather(*(store.cards.put([entry("card:a", t, str(t))]) for t in times))
    assert (await store.cards.get(["card:a"]))["card:a"].body == "100.0"


async def test_purge_forgets_old_entries(store: Store):
    await store.cards.put([entry("card:viejo", 10.0), entry("card:nuevo", 100.0)])
    assert await store.cards.purge(50.0) == 1
    assert set(await store.cards.get(["card:viejo", "card:nuevo"])) == {"card:nuevo"}


async def test_many_keys_at_once(store: Store):
    await store.cards.put([entry(f"name:{i}", 1.0, kind="name") for i in range(500)])
    assert len(await store.cards.get([f"name:{i}" for i in range(0, 1000, 2)])) == 250


async def test_the_cache_travels_with_an_export(store: Store, target: StoreTarget, tmp_path):
    await store.cards.put([entry("card:a", 12.5, '{"name": "Ángel de Serra"}')])
    out = io.StringIO()
    counts = await export_records(store, out)
    assert counts["card_cache"] == 1
    other = await open_store(tmp_path / "otra.sqlite3")
    try:
        await import_records(other, io.StringIO(out.getvalue()))
        assert (await other.cards.get(["card:a"]))["card:a"].body == '{"name": "Ángel de Serra"}'
    finally:
        await other.close()
