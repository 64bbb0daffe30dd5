"""/config through the fake Discord: permission checks, DMs, validated settings that persist,
and a database that stalls."""

import pytest
from discord_fake import EVERYDAY, GUILD_ID, MANAGE_GUILD

from bot.storage.sqlite.guilds import GuildSettingsRepo
from cogs._ui.replies import DATABASE_SLOW
from cogs.config._cog import NOT_SAVED


async def config(fake, options, **who):
    who.setdefault("permissions", MANAGE_GUILD)
    return await fake.command("config", options, **who)


async def test_a_member_without_manage_server_is_refused(bot, fake):
    sent = await config(fake, {"privado": True}, permissions=EVERYDAY)
    assert sent.response_types == [4]
    [text] = sent.private_texts()
    assert "Gestionar servidor" in text and "No puedes usar este comando" in text
    assert (await bot.service.guilds.get(GUILD_ID)).private_by_default is False


async def test_a_manager_changes_the_settings_and_they_persist(bot, fake):
    sent = await config(fake, {"privado": True, "edicion": "2026"})
    assert sent.response_types == [5] and sent.public() == []  # deferred privately first
    assert "Ajustes guardados" in sent.private_texts()[-1]
    fresh = GuildSettingsRepo(bot.db)  # read back through a new repository, from the database
    stored = await fresh.get(GUILD_ID)
    assert stored.private_by_default is True and stored.default_edition == "2026"

    await config(fake, {"edicion": "predeterminada"})
    stored = await fresh.get(GUILD_ID)
    assert stored.default_edition is None and stored.private_by_default is True


async def test_a_change_applies_at_once_to_the_next_command(fake):
    await config(fake, {"privado": True})
    sent = await fake.command("regla", {"consulta": "104.3a"})
    assert sent.public() == [] and "104.3a" in sent.private_texts()[0]


async def test_no_options_shows_the_current_settings(bot, fake):
    await bot.service.guilds.update(GUILD_ID, default_edition="en")
    sent = await config(fake, {})
    text = sent.private_texts()[-1]
    assert "Ajustes de este servidor" in text and "en" in text and "no" in text


async def test_in_direct_messages_it_says_it_only_works_in_servers(fake):
    sent = await fake.command("config", {"privado": True}, guild_id=None)
    assert sent.private_texts() == [
        "Este comando solo funciona en un servidor, no en mensajes directos."
    ]


def test_the_command_is_hidden_from_members_without_the_permission(bot):
    command = bot.tree.get_command("config")
    assert command.default_permissions.manage_guild
    assert command.guild_only


@pytest.mark.parametrize(
    "edition",
    ["../../etc/passwd", "\ud800", "es\x00", "x" * 5000, "", "ES", "en-2026-01-16 ; DROP"],
)
async def test_only_a_known_edition_is_stored(bot, fake, edition):
    """Finding 8: the edition is checked at the boundary; nothing else reaches the store."""
    sent = await config(fake, {"edicion": edition})
    assert sent.response_types == [4] and sent.public() == []
    [text] = sent.private_texts()
    assert "Edición desconocida" in text and "\ud800" not in text and len(text) < 300
    assert (await bot.service.guilds.get(GUILD_ID)).default_edition is None
    assert fake.tracebacks == []


async def test_a_slow_database_is_acknowledged_in_time_and_answered(bot, fake, monkeypatch):
    """Finding 3: with a 2-second stall the answer still comes (the defer came first)."""
    update = bot.service.guilds.update

    async def stalled(*args, **kwargs):
        await fake.clock.sleep(2)
        return await update(*args, **kwargs)

    monkeypatch.setattr(bot.service.guilds, "update", stalled)
    sent = await config(fake, {"privado": True})
    assert not sent.failed and sent.response_types == [5]
    assert "Ajustes guardados" in sent.private_texts()[-1]


@pytest.mark.parametrize("stall", [4.0, 3600.0])
async def test_a_stalled_database_is_a_spanish_try_again(bot, fake, monkeypatch, stall):
    """Finding 3: a 4-second (or endless) stall: acknowledged at once, then "inténtalo de
    nuevo" in Spanish, never silence; before, the first response came after the 3 seconds."""

    async def stalled(*_args, **_kwargs):
        await fake.clock.sleep(stall)

    monkeypatch.setattr(bot.service.guilds, "update", stalled)
    monkeypatch.setattr(bot.service.guilds, "get", stalled)
    sent = await config(fake, {"privado": True})
    assert not sent.failed and sent.calls[0] == ("callback 5", 0.0)
    assert sent.private_texts() == [NOT_SAVED]
    shown = await config(fake, {})
    assert shown.private_texts() == [DATABASE_SLOW]
