"""Interaction state (migration 4) on both stores: what a button cannot carry, kept across a
restart, expiring, and safe under concurrent writers (issue 13, finding 1)."""

from __future__ import annotations

import asyncio

from bot.services.interactions import InteractionStateService
from bot.storage import Store, StoreTarget, open_store

NOW = 1_800_000_000.0


async def test_members_survive_a_reopen_until_they_expire(target: StoreTarget):
    store = await open_store(target)
    await store.interactions.add("quiz:a.b:0", "7", NOW + 60)
    await store.interactions.add("quiz:a.b:0", "8", NOW + 5)
    await store.interactions.add("quiz:a.b:1", "9", NOW + 60)  # another question
    await store.close()

    store = await open_store(target)  # a restart
    try:
        assert await store.interactions.members("quiz:a.b:0", NOW) == {"7", "8"}
        assert await store.interactions.members("quiz:a.b:0", NOW + 10) == {"7"}
        assert await store.interactions.members("quiz:x.y:0", NOW) == set()
        assert await store.interactions.purge(NOW + 10) == 1
        assert await store.interactions.members("quiz:a.b:0", NOW) == {"7"}
    finally:
        await store.close()


async def test_adding_again_keeps_the_later_expiry(store: Store):
    await store.interactions.add("s", "1", NOW + 60)
    await store.interactions.add("s", "1", NOW + 5)
    assert await store.interactions.members("s", NOW + 30) == {"1"}


async def test_concurrent_additions_lose_nothing(store: Store):
    members = [str(n) for n in range(200)]
    await asyncio.gather(*(store.interactions.add("busy", m, NOW + 60) for m in members))
    assert await store.interactions.members("busy", NOW) == set(members)


async def test_remembering_forgets_what_expired(store: Store):
    """A long bot life does not grow the table: each write drops the members expired by then."""
    service = InteractionStateService(lambda: store)
    assert await service.remember("page:a", "old", NOW + 5, NOW)
    assert await service.remember("page:b", "kept", NOW + 600, NOW)
    assert await store.interactions.members("page:a", NOW) == {"old"}  # not yet expired
    assert await service.remember("page:c", "new", NOW + 700, NOW + 10)
    assert await store.interactions.members("page:a", NOW) == set()  # gone, not just hidden
    assert await service.recall("page:b", NOW + 10) == {"kept"}
    assert await service.recall("page:c", NOW + 10) == {"new"}
