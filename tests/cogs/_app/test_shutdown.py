"""Stopping the bot: SIGTERM on a real process, and the limit on what is still in flight."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

from cogs._app.shutdown import RESTARTING

CHILD = Path(__file__).with_name("shutdown_child.py")
ROOT = Path(__file__).resolve().parents[3]


def test_sigterm_finishes_the_answer_in_flight_and_the_write_then_exits(library, tmp_path):
    """systemctl restart sends SIGTERM: the member still gets the answer being searched, the
    quiz answer being written is in the store, the store is closed, and the exit is clean."""
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(library.data_dir), str(tmp_path)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={k: v for k, v in os.environ.items() if k != "JUEZ_DATABASE_URL"},
    )
    try:
        assert child.stdout is not None
        first = child.stdout.readline()
        assert first.strip() == "IN-FLIGHT", child.stderr.read() if child.stderr else ""
        child.send_signal(signal.SIGTERM)
        out, err = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == 0, err
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen["failed"] is False and seen["tracebacks"] == 0
    assert len(seen["public"]) == 1 and seen["private"] == []  # the answer, not an apology
    assert seen["store_closed"] is True
    with sqlite3.connect(tmp_path / "juez.sqlite3") as db:
        rows = db.execute("SELECT count(*) FROM quiz_answers WHERE question_key = 'q-apagado'")
        assert rows.fetchone()[0] == 1  # the write in flight was not lost
    assert "<6>juez.bot: señal SIGTERM recibida: cerrando el bot" in err.splitlines()


async def test_what_outlives_the_limit_is_cancelled_and_its_member_told(bot, fake, monkeypatch):
    import asyncio

    started = asyncio.Event()

    async def stuck(*_args, **_kwargs):
        started.set()
        await asyncio.Event().wait()  # never answers

    monkeypatch.setattr(bot.service.cards, "search", stuck)
    bot.shutdown_limit_s = 0.2
    asked = asyncio.create_task(fake.command("buscar", {"consulta": "arrollar"}))
    await started.wait()
    await bot.close()
    sent = await asked
    assert sent.response_types == [5]  # it had been deferred publicly…
    assert sent.private_texts() == [RESTARTING] and sent.public() == []  # …and is not left so
    assert bot.service.database is None


async def test_nothing_new_is_taken_while_closing(bot, fake):
    bot.closing = True
    sent = await fake.command("regla", {"consulta": "104.3a"})
    assert sent.response_types == [4] and sent.private_texts() == [RESTARTING]


async def test_commands_received_before_the_close_are_all_answered(bot, fake, monkeypatch):
    """Issue 44: of 30 /buscar received as SIGTERM came, 14 were told RESTARTING while the
    shutdown used 2.2 s of its 20. The gateway delivers until its close completes: here the
    30 reach the bot while the shard disconnects, and all 30 are answered."""
    import asyncio

    from cogs._app.client import JuezBot

    asked: list[asyncio.Task] = []

    class ClosingShard:
        async def disconnect(self) -> None:
            for i in range(30):  # still read from the socket while the close handshake runs
                asked.append(  # thirty members (one member alone waits its turn: cooldowns)
                    asyncio.create_task(
                        fake.command("buscar", {"consulta": f"a {i}"}, user_id=100 + i)
                    )
                )
            await asyncio.sleep(0.01)

    monkeypatch.setattr(JuezBot, "shards", property(lambda self: {0: ClosingShard()}))
    await bot.close()
    sent = await asyncio.gather(*asked)
    assert len(sent) == 30 and [e for e in sent if e.failed] == []
    assert [t for e in sent for t in e.private_texts() if t == RESTARTING] == []
    assert all(e.public() for e in sent), [e.texts() for e in sent if not e.public()]
    assert bot.closing and bot.service.database is None
