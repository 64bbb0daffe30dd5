"""/config through the real command tree: permission checks, DMs, and settings that persist."""

import pytest
from discord_helpers import EVERYDAY, GUILD_ID, MANAGE_GUILD, Dispatcher, command_payload

from bot.storage.guild_settings import GuildSettingsRepo


@pytest.fixture
def dispatch(bot):
    return Dispatcher(bot)


async def test_a_member_without_manage_server_is_refused(bot, dispatch):
    sent = await dispatch(command_payload("config", {"privado": True}, permissions=EVERYDAY))
    assert sent.response_types == [4]
    assert sent.ephemeral() == [True]
    [text] = sent.texts()
    assert "Gestionar servidor" in text and "No puedes usar este comando" in text
    assert (await bot.service.guilds.get(GUILD_ID)).private_by_default is False


async def test_a_manager_changes_the_settings_and_they_persist(bot, dispatch):
    sent = await dispatch(
        command_payload("config", {"privado": True, "edicion": "2026"}, permissions=MANAGE_GUILD)
    )
    assert sent.ephemeral() == [True]
    assert "Ajustes guardados" in sent.texts()[-1]
    fresh = GuildSettingsRepo(bot.db)  # read back through a new repository, from the database
    stored = await fresh.get(GUILD_ID)
    assert stored.private_by_default is True and stored.default_edition == "2026"

    sent = await dispatch(
        command_payload("config", {"edicion": "predeterminada"}, permissions=MANAGE_GUILD)
    )
    stored = await fresh.get(GUILD_ID)
    assert stored.default_edition is None and stored.private_by_default is True


async def test_no_options_shows_the_current_settings(bot, dispatch):
    await bot.service.guilds.update(GUILD_ID, default_edition="en")
    sent = await dispatch(command_payload("config", {}, permissions=MANAGE_GUILD))
    text = sent.texts()[-1]
    assert "Ajustes de este servidor" in text and "en" in text and "no" in text


async def test_in_direct_messages_it_says_it_only_works_in_servers(dispatch):
    sent = await dispatch(command_payload("config", {"privado": True}, guild_id=None))
    assert sent.texts() == ["Este comando solo funciona en un servidor, no en mensajes directos."]
    assert sent.ephemeral() == [True]


def test_the_command_is_hidden_from_members_without_the_permission(bot):
    command = bot.tree.get_command("config")
    assert command.default_permissions.manage_guild
    assert command.guild_only
