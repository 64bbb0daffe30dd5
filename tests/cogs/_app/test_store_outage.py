"""A store that is down or locked degrades the bot instead of stopping it (issue 44).

The real bot against the fake Discord, on real stores: a PostgreSQL cluster of this module's
own, stopped under the running bot (connections refused: the port is closed), and a SQLite file
locked by another connection (BEGIN EXCLUSIVE). What must hold:
- every command that does not need the store answers (rules, keywords, glossary, cards,
  scenarios, policy, search), with the last known or default settings;
- a command that needs it says so, in Spanish, privately, with no incident and no traceback;
- a write that certainly changed nothing says so ("no se ha cambiado / borrado nada").
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import Iterator

import pytest
from discord_fake import MANAGE_GUILD, FakeDiscord

from bot.services import JuezService
from bot.storage.postgres.throwaway import ClusterUnavailable, ThrowawayCluster
from cogs._app.client import JuezBot

TRAMPLE = 'atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"'
# Every command that reads nothing but the bundled data (and this server's settings).
WITHOUT_STORE = [
    ("regla", {"consulta": "104.3c"}, None),
    ("buscar", {"consulta": "qué pasa si robo de una biblioteca vacía"}, None),
    ("palabraclave", {"nombre": "arrollar"}, None),
    ("glosario", {"termino": "permanente"}, None),
    ("carta", {"nombre": "Lightning Bolt"}, None),
    ("escenario", {"tipo": "combate", "situacion": TRAMPLE}, None),
    ("mtr", {"consulta": "2.5"}, None),
    ("ipg", {"consulta": "2.1"}, None),
    ("infraccion", {"situacion": "robó una carta de más"}, None),
]
# The commands whose answer is stored data.
WITH_STORE = [
    ("quiz", {}, "estadisticas"),
    ("quiz", {}, "ranking"),
    ("quiz", {}, "repaso"),
]
INCIDENT = "algo falló"


@pytest.fixture
def pg() -> Iterator[ThrowawayCluster]:
    """A cluster this test may stop."""
    try:
        cluster = ThrowawayCluster.start()
    except ClusterUnavailable as err:
        if os.environ.get("JUEZ_TEST_POSTGRES") == "required":
            pytest.fail(f"PostgreSQL unavailable here: {err} (JUEZ_TEST_POSTGRES=required)")
        pytest.skip(f"PostgreSQL unavailable here: {err}")
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
async def pg_bot(pg, settings, library, data_dir, question_bank):
    service = JuezService(data_dir, database_url=pg.create_database("outage"))
    service._library.replace(library)
    service._bank.replace(question_bank)
    bot = JuezBot(settings, service)
    await bot.prepare()
    yield bot
    await bot.service.close_database()


@pytest.fixture
async def pg_fake(pg_bot):
    discord = FakeDiscord()
    with discord.installed():
        await discord.attach(pg_bot)
        yield discord


async def stop(cluster: ThrowawayCluster) -> None:
    """The server stops (its port closes), and the bot's loop sees its connections end."""
    cluster.stop()
    await asyncio.sleep(0.2)


def answered(exchange) -> bool:
    return not exchange.failed and bool(exchange.texts())


def incidents(fake) -> list[str]:
    return [r.getMessage() for r in fake.tracebacks]


async def test_postgresql_stopped_every_command_without_the_store_answers(pg, pg_fake, caplog):
    await stop(pg)  # the port closes: every new connection is refused
    caplog.set_level("WARNING")
    for name, options, sub in WITHOUT_STORE:
        sent = await pg_fake.command(name, options, sub=sub)
        await pg_fake.settle(timeout=10)
        text = "\n".join(sent.texts())
        assert answered(sent), (name, sent.texts())
        assert INCIDENT not in text, (name, text)
    assert incidents(pg_fake) == []
    # The settings could not be read: the default is private (never public by mistake).
    assert "no leídos" in caplog.text


async def test_postgresql_stopped_stored_answers_say_so_privately(pg, pg_fake):
    await stop(pg)
    for name, options, sub in WITH_STORE:
        sent = await pg_fake.command(name, options, sub=sub)
        await pg_fake.settle(timeout=10)
        assert answered(sent), (sub, sent.texts())
        assert sent.public() == [], (sub, sent.public_texts())
        text = "\n".join(sent.private_texts())
        assert "La base de datos no está disponible" in text, (sub, text)
        assert "no acepta conexiones" in text
        assert INCIDENT not in text
    assert incidents(pg_fake) == []


async def test_postgresql_stopped_config_says_nothing_changed(pg, pg_fake):
    await stop(pg)
    sent = await pg_fake.command("config", {"privado": True}, permissions=MANAGE_GUILD)
    await pg_fake.settle(timeout=10)
    [text] = sent.private_texts()
    assert text.startswith("No se ha cambiado ningún ajuste"), text
    assert incidents(pg_fake) == []


async def test_the_last_known_settings_answer_during_an_outage(pg, pg_fake):
    """A server that chose public answers keeps them while the store is down."""
    set_public = await pg_fake.command("config", {"privado": False}, permissions=MANAGE_GUILD)
    assert set_public.private_texts()
    await pg_fake.clock.advance(120)  # older than the settings' minute: they are read again
    await stop(pg)
    sent = await pg_fake.command("regla", {"consulta": "104.3c"})
    await pg_fake.settle(timeout=10)
    assert sent.public() and not sent.private(), sent.texts()
    assert incidents(pg_fake) == []


# -- SQLite locked by another process ------------------------------------------------------------
async def test_sqlite_locked_config_says_nothing_changed(bot, fake):
    sent = await fake.command("config", {"privado": False}, permissions=MANAGE_GUILD)
    assert sent.private_texts()
    other = sqlite3.connect(bot.service.database.where, isolation_level=None, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    try:
        sent = await fake.command("config", {"privado": True}, permissions=MANAGE_GUILD)
        await fake.settle(timeout=10)
    finally:
        other.rollback()
        other.close()
    [text] = sent.private_texts()
    assert text.startswith("No se ha cambiado ningún ajuste"), text
    assert "otro proceso la tiene bloqueada" in text
    assert incidents(fake) == []
    settings = await bot.service.guilds.get(sent.fake.guilds[0])
    assert settings.private_by_default is False  # indeed unchanged


async def test_sqlite_locked_erase_says_nothing_deleted(bot, fake):
    session = bot.service.quiz.start(count=1, seed=1, owner_id=1, guild_id=fake.guilds[0])
    await bot.service.quiz.answer(session, 1, 0)
    erase = await fake.command("quiz", {}, sub="borrar-mis-datos")
    [confirm] = erase.private()
    other = sqlite3.connect(bot.service.database.where, isolation_level=None, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    try:
        pressed = await fake.click(confirm, "Sí, borrar mis datos")
        await fake.settle(timeout=10)
    finally:
        other.rollback()
        other.close()
    text = "\n".join(pressed.texts())
    assert "No se ha borrado nada" in text, text
    assert incidents(fake) == []
    stats = await bot.service.quiz.stats(fake.guilds[0], 1)
    assert stats.answered == 1  # still there


async def test_juez_estado_says_the_store_does_not_answer(pg, pg_bot, settings, capsys):
    import argparse

    from bot.terminal.status import run_status

    pg_bot.health.gateway("ready", 0)
    pg_bot.health.start()  # the heartbeat's first probe, and the last-error watch
    try:
        await asyncio.sleep(0.1)
        assert pg_bot.health.health.store == "sí"
        await stop(pg)
        await pg_bot.health.beat()
    finally:
        await pg_bot.health.stop()
    code = run_status(argparse.Namespace(json=False), settings.data_dir)
    out = capsys.readouterr().out
    assert code == 1  # stopped, and the store did not answer
    assert "Base de datos (postgresql): NO RESPONDE" in out
    assert "no acepta conexiones" in out  # the last error, in one line
