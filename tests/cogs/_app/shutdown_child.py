"""A bot process for the SIGTERM test: the real JuezBot and its real shutdown path
(cogs._app.shutdown.serve_until_stopped, JuezBot.close), with the fake Discord standing in for
the gateway and the HTTP API (no network here).

    python shutdown_child.py <index data folder> <own data folder>

It sends one /buscar whose search takes SEARCH_S seconds and starts one quiz answer write that
lands WRITE_S seconds later, prints "IN-FLIGHT" once both are under way, and waits for a signal.
When it returns it prints one JSON line: what the member saw, and whether the store closed.
"""

from __future__ import annotations

import asyncio
import json
import sys
import threading
import time
from pathlib import Path

# The project first (tests/bot must not hide the bot package), then tests/ for discord_fake.
sys.path[:1] = [str(Path(__file__).resolve().parents[3]), str(Path(__file__).resolve().parents[2])]

from discord_fake import GUILD_ID, FakeDiscord  # noqa: E402

from bot import logs  # noqa: E402
from bot.services import JuezService  # noqa: E402
from bot.settings import Settings  # noqa: E402
from cogs._app.client import JuezBot  # noqa: E402
from cogs._app.shutdown import serve_until_stopped  # noqa: E402

SEARCH_S = 1.5
WRITE_S = 1.0


async def main(index_dir: Path, own_dir: Path) -> None:
    logs.configure(own_dir, verbose=False, level="INFO", journal=True)
    settings = Settings(_env_file=None, JUEZ_DATA_DIR=own_dir, DISCORD_TOKEN=None)
    service = JuezService(index_dir)
    bot = JuezBot(settings, service)
    await bot.prepare()
    searching = threading.Event()
    original = service.lookups.search

    def slow_search(*args, **kwargs):
        searching.set()
        time.sleep(SEARCH_S)
        return original(*args, **kwargs)

    service.lookups.search = slow_search  # type: ignore[method-assign]
    fake = FakeDiscord()
    result: dict[str, object] = {}
    with fake.installed():
        await fake.attach(bot)
        store = bot.service.database
        assert store is not None

        async def late_write() -> None:
            await asyncio.sleep(WRITE_S)
            await store.quiz.record_answer(
                guild_id=GUILD_ID, user_id=9, question_key="q-apagado", topic="t", correct=True
            )

        async def gateway() -> None:
            asked = asyncio.create_task(fake.command("buscar", {"consulta": "arrollar"}))
            asyncio.get_running_loop().create_task(late_write(), name="juez-write-answer")
            while not searching.is_set():
                await asyncio.sleep(0.01)
            print("IN-FLIGHT", flush=True)
            await asyncio.Event().wait()  # a gateway that never ends by itself
            await asked

        await serve_until_stopped(gateway(), bot.close)
        [exchange] = fake.exchanges.values()
        result = {
            "failed": exchange.failed,
            "public": exchange.public_texts(),
            "private": exchange.private_texts(),
            "store_closed": bot.service.database is None,
            "tracebacks": len(fake.tracebacks),
        }
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), Path(sys.argv[2])))
