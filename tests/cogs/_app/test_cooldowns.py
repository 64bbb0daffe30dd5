"""How often a member and a server may use commands (issue 44: one member could send 1,000),
through the real bot and the fake Discord: one check for every command, in the tree."""

from __future__ import annotations

import pytest
from discord_helpers import GUILD_ID

from cogs._app.cooldowns import MEMBER_LIMIT, SERVER_LIMIT, Buckets, Cooldowns, Limit

OTHER_GUILD = GUILD_ID + 1


def _answered(exchange) -> bool:
    return bool(exchange.public()) and not exchange.failed


async def test_a_member_over_the_limit_is_told_privately_how_long_to_wait(bot, fake):
    sent = [await fake.command("regla", {"consulta": "104.3a"}) for _ in range(MEMBER_LIMIT.burst)]
    assert all(_answered(e) for e in sent)
    refused = await fake.command("regla", {"consulta": "104.3a"})
    assert refused.public() == [] and not refused.failed
    [said] = refused.private_texts()
    assert said.startswith("Vas demasiado deprisa: espera 3 s")
    assert fake.tracebacks == []


async def test_every_command_shares_the_members_limit(bot, fake):
    """Not a limit per command: switching commands does not get around it."""
    asked = [
        ("regla", {"consulta": "104.3a"}),
        ("glosario", {"termino": "permanente"}),
        ("palabraclave", {"nombre": "arrollar"}),
        ("carta", {"nombre": "Lightning Bolt"}),
    ]
    for i in range(MEMBER_LIMIT.burst):
        name, options = asked[i % len(asked)]
        assert _answered(await fake.command(name, options))
    refused = await fake.command("mtr", {"consulta": "2.5"})
    assert refused.public() == [] and "demasiado deprisa" in refused.private_texts()[0]


async def test_the_wait_ends_and_other_members_are_not_held_back(bot, fake):
    for _ in range(MEMBER_LIMIT.burst + 1):
        await fake.command("regla", {"consulta": "104.3a"})
    assert _answered(await fake.command("regla", {"consulta": "104.3a"}, user_id=2))
    await fake.clock.advance(MEMBER_LIMIT.every_s)
    assert _answered(await fake.command("regla", {"consulta": "104.3a"}))  # one refilled
    refused = await fake.command("regla", {"consulta": "104.3a"})
    assert refused.public() == []


async def test_a_server_over_its_limit_waits_and_another_server_does_not(bot, fake):
    bot.cooldowns = Cooldowns(server=Limit(burst=3, every_s=2.0))  # a small server limit
    for user in range(1, 4):
        assert _answered(await fake.command("regla", {"consulta": "104.3a"}, user_id=user))
    refused = await fake.command("regla", {"consulta": "104.3a"}, user_id=4)
    assert refused.public() == []
    assert refused.private_texts()[0].startswith("Este servidor está usando el bot")
    elsewhere = await fake.command("regla", {"consulta": "104.3a"}, user_id=4, guild_id=None)
    assert _answered(elsewhere)  # a direct message counts for the member only


async def test_autocomplete_is_not_counted(bot, fake):
    for _ in range(MEMBER_LIMIT.burst * 3):
        typed = await fake.command("palabraclave", {"nombre": "arr"}, focused="nombre")
        assert typed.choices
    assert _answered(await fake.command("regla", {"consulta": "104.3a"}))


@pytest.mark.parametrize("limit", [MEMBER_LIMIT, SERVER_LIMIT])
def test_a_bucket_refills_at_its_pace_and_never_beyond_its_burst(limit):
    buckets = Buckets(limit)
    for _ in range(limit.burst):
        assert buckets.wait(7, 0.0) == 0
        buckets.take(7, 0.0)
    assert buckets.wait(7, 0.0) == pytest.approx(limit.every_s)
    assert buckets.wait(7, limit.every_s) == 0
    for _ in range(limit.burst):  # a long rest gives back the burst, not more
        buckets.take(7, 1e6)
    assert buckets.wait(7, 1e6) > 0


def test_idle_buckets_are_forgotten_when_the_table_grows(monkeypatch):
    from cogs._app import cooldowns

    monkeypatch.setattr(cooldowns, "KEPT_BUCKETS", 100)
    buckets = Buckets(Limit(burst=2, every_s=1.0))
    for key in range(150):
        buckets.take(key, float(key))
    assert len(buckets._left) <= 101  # only the recent ones, still refilling
