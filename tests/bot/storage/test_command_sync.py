"""Command sync state (migration 6) on both stores: where each application last synced its
slash commands, shared by every process that opens the store (issue 27, item 3)."""

from __future__ import annotations

from bot.storage import Store, StoreTarget, open_store
from bot.storage.records import CommandSync


async def test_each_application_keeps_its_own_state_across_a_reopen(target: StoreTarget):
    store = await open_store(target)
    await store.commands.put(CommandSync(application_id=1, digest="a", targets=[11, 22]))
    await store.commands.put(CommandSync(application_id=2, digest="b", targets=[None]))
    await store.close()

    store = await open_store(target)  # another process, another machine
    try:
        first = await store.commands.get(1)
        assert first is not None and (first.digest, first.targets) == ("a", [11, 22])
        second = await store.commands.get(2)
        assert second is not None and second.targets == [None]
        assert await store.commands.get(3) is None
    finally:
        await store.close()


async def test_a_new_sync_replaces_the_last_and_forget_drops_it(store: Store):
    await store.commands.put(CommandSync(application_id=1, digest="a", targets=[11]))
    await store.commands.put(CommandSync(application_id=1, digest="b", targets=[None]))
    again = await store.commands.get(1)
    assert again is not None and (again.digest, again.targets) == ("b", [None])
    assert await store.commands.forget(1) is True
    assert await store.commands.get(1) is None
    assert await store.commands.forget(1) is False


async def test_the_state_travels_with_an_export(store: Store):
    await store.commands.put(CommandSync(application_id=9, digest="d", targets=[5]))
    rows = [row async for table, row in store.export_rows() if table == "command_sync"]
    assert rows == [(9, "d", "[5]")]
