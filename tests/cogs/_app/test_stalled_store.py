"""A hung store never leaves a member waiting: with every method of a repository stalled for
good, each interaction that touches it still gets an answer (0 left "thinking…" or failed)."""

from __future__ import annotations

import asyncio
import inspect

import pytest
from discord_fake import MANAGE_GUILD

from bot.storage.bounded import StoreTimeout, bounded
from bot.storage.interface import (
    CardCacheStore,
    GuildSettingsStore,
    InteractionStateStore,
    QuizStore,
)
from cogs._app.cooldowns import Cooldowns, Limit

LIMIT_S = 0.2  # real seconds: the stalls below never end by themselves
REPOSITORIES = {
    "quiz": QuizStore,
    "guilds": GuildSettingsStore,
    "cards": CardCacheStore,
    "interactions": InteractionStateStore,
}


def methods(interface: type) -> list[str]:
    return sorted(
        name
        for name, value in vars(interface).items()
        if inspect.iscoroutinefunction(value) and getattr(value, "__isabstractmethod__", False)
    )


async def hung(*_args, **_kwargs):
    await asyncio.Event().wait()  # a server that accepted the query and never answers


def stall(bot, monkeypatch, names: list[str]) -> list[str]:
    """Every method of those repositories hangs; the bot's store bounded at LIMIT_S."""
    store = bot.service.database
    bot.service.database = bounded(store.inner, limit=LIMIT_S)
    stalled = []
    for name in names:
        repository = getattr(store.inner, name)
        for method in methods(REPOSITORIES[name]):
            monkeypatch.setattr(type(repository), method, hung)
            stalled.append(f"{name}.{method}")
    return stalled


def unanswered(exchange) -> bool:
    """The member saw "This interaction failed", or still sees "thinking…"."""
    return exchange.failed or any(m.thinking for m in exchange.visible())


HANG_S = 20.0  # real seconds: an interaction still running then is a hang, and fails


async def everything(fake) -> list:
    """Every command and control that reads or writes the store, as members use them."""
    return await asyncio.wait_for(_everything(fake), HANG_S)


async def _everything(fake) -> list:
    sent = [
        await fake.command("regla", {"consulta": "104.3a"}),
        await fake.command("buscar", {"consulta": "qué pasa si robo de una biblioteca vacía"}),
        await fake.command("buscar", {"consulta": "arrollar " * 14}),  # kept in the store
        await fake.command("carta", {"nombre": "Lightning Bolt"}),
        await fake.command("carta", {"nombre": "Light"}, focused="nombre"),
        await fake.command("quiz", {"preguntas": 2}, sub="nueva"),
        await fake.command("quiz", {}, sub="repaso"),
        await fake.command("quiz", {}, sub="estadisticas"),
        await fake.command("quiz", {}, sub="ranking"),
        await fake.command("config", {"privado": True}, permissions=MANAGE_GUILD),
        await fake.command("config", {}, permissions=MANAGE_GUILD),
    ]
    # The round's first question is answered with its control: the letter A, or the first
    # option of a select-all question's menu (the round's seed is random).
    round_message = next((m for m in sent[5].public() if m.items()), None)
    if round_message is not None and "A" in round_message.labels():
        sent.append(await fake.click(round_message, "A"))
    elif round_message is not None:
        sent.append(await fake.select(round_message, "0"))
    erase = await fake.command("quiz", {}, sub="borrar-mis-datos")
    sent.append(erase)
    [confirm] = erase.private()
    sent.append(await fake.click(confirm, "Sí, borrar mis datos"))
    return sent


@pytest.mark.parametrize("names", [[n] for n in REPOSITORIES] + [list(REPOSITORIES)])
async def test_no_interaction_waits_on_a_hung_store(bot, fake, monkeypatch, names):
    # One member walks through every command at once: more than a member's burst
    # (cogs/_app/cooldowns.py, tested on its own); here only the store is under test.
    bot.cooldowns = Cooldowns(member=Limit(burst=50, every_s=1.0))
    stalled = stall(bot, monkeypatch, names)
    assert len(stalled) >= 2
    sent = await everything(fake)
    await fake.settle(timeout=5)
    left = [e.id for e in sent if unanswered(e)]
    assert left == [], [e.texts() for e in sent if unanswered(e)]
    # Store failures are logged as such; none reached the "unexpected error" apology.
    assert [r for r in fake.tracebacks if "inesperado" in r.getMessage()] == []
    assert len(sent) == 14, sent[5].texts()  # the round started, its control was used


async def test_a_stalled_call_is_a_spanish_database_error(bot, monkeypatch):
    stall(bot, monkeypatch, ["guilds"])
    with pytest.raises(StoreTimeout, match="La base de datos no respondió en 0.2 s"):
        await bot.service.database.guilds.get(1)
