"""The bot's plumbing: command sync by hash, translations, extensions, logging, startup errors."""

import logging
from unittest import mock

import aiohttp
import discord
import pytest
from discord import app_commands
from discord_helpers import GUILD_ID
from pydantic import SecretStr

from bot import logs
from bot.services import UserError
from bot.storage.sqlite.guilds import GuildSettingsRepo
from bot.text.locales import EN
from cogs._app import client
from cogs._app.client import JuezBot
from cogs._app.errors import user_message
from cogs._app.sync import LEGACY_STATE_FILE, sync_commands
from cogs._app.tree import JuezTranslator


def commands_of(bot) -> list[str]:
    return sorted(c.name for c in bot.tree.get_commands())


async def test_sync_only_when_the_tree_changed(bot, settings, fake):
    assert await sync_commands(bot.tree, settings, bot.db) is True
    assert await bot.db.commands.get(fake.application_id) is not None  # kept in the store
    assert not (settings.data_dir / LEGACY_STATE_FILE).exists()  # not in the data folder
    assert fake.visible_commands(GUILD_ID) == commands_of(bot)
    assert await sync_commands(bot.tree, settings, bot.db) is False  # same definition: no sync
    assert len(fake.command_puts) == 1

    @app_commands.command(name="nuevo", description="Un comando más")
    async def nuevo(interaction: discord.Interaction) -> None: ...

    bot.tree.add_command(nuevo)
    assert await sync_commands(bot.tree, settings, bot.db) is True
    assert "nuevo" in fake.visible_commands(GUILD_ID)


async def test_a_changed_translation_also_resyncs(bot, settings, fake, monkeypatch):
    await sync_commands(bot.tree, settings, bot.db)
    monkeypatch.setitem(EN, "regla", "rules")
    assert await sync_commands(bot.tree, settings, bot.db) is True


async def test_sync_when_asked_even_if_unchanged(bot, settings, fake):
    await sync_commands(bot.tree, settings, bot.db)
    assert await sync_commands(bot.tree, settings, bot.db, force=True) is True
    assert len(fake.command_puts) == 2


async def test_guild_ids_sync_to_those_guilds(bot, settings, fake):
    settings.guild_ids = [11, 22]
    await sync_commands(bot.tree, settings, bot.db)
    assert fake.visible_commands(11) == fake.visible_commands(22) == commands_of(bot)
    assert fake.visible_commands(None) == []  # nothing global to show twice


async def test_moving_between_targets_never_shows_a_command_twice(bot, settings, fake):
    """Finding 2: global → JUEZ_GUILD_IDS=111 → global used to leave guild 111 with copies."""
    expected = commands_of(bot)
    await sync_commands(bot.tree, settings, bot.db)
    settings.guild_ids = [111]
    await sync_commands(bot.tree, settings, bot.db)
    assert fake.visible_commands(111) == expected and fake.visible_commands(None) == []
    settings.guild_ids = []
    await sync_commands(bot.tree, settings, bot.db)
    assert fake.visible_commands(111) == expected  # once: global only
    assert fake.commands[(fake.application_id, 111)] == []

    settings.guild_ids = [11, 22]
    await sync_commands(bot.tree, settings, bot.db)
    settings.guild_ids = [22, 33]
    await sync_commands(bot.tree, settings, bot.db)
    assert fake.commands[(fake.application_id, 11)] == []
    assert fake.visible_commands(22) == fake.visible_commands(33) == expected


async def test_each_application_keeps_its_own_sync_state(bot, settings, fake):
    """Finding 2: a second bot token on the same data folder syncs its own commands."""
    await sync_commands(bot.tree, settings, bot.db)
    await fake.attach(bot, application_id=888)
    assert await sync_commands(bot.tree, settings, bot.db) is True
    assert fake.visible_commands(GUILD_ID, application_id=888) == commands_of(bot)
    assert await sync_commands(bot.tree, settings, bot.db) is False
    await fake.attach(bot, application_id=fake.application_id)
    assert await sync_commands(bot.tree, settings, bot.db) is False


async def test_a_failed_sync_is_retried_next_time(bot, settings, fake, monkeypatch):
    from discord_fake import DiscordError, FakeDiscord

    def down(*_args, **_kwargs):
        raise DiscordError(500, 0, "caído")

    with monkeypatch.context() as patch:
        patch.setattr(FakeDiscord, "_commands", down)
        assert await sync_commands(bot.tree, settings, bot.db) is False
    assert await bot.db.commands.get(fake.application_id) is None
    assert await sync_commands(bot.tree, settings, bot.db) is True


async def test_setup_hook_syncs_on_request(settings, service):
    from discord_fake import FakeDiscord

    bot = JuezBot(settings, service, sync=True)
    fake = FakeDiscord()
    with fake.installed():
        await fake.attach(bot)
        await bot.setup_hook()
        assert fake.visible_commands(GUILD_ID) == commands_of(bot)
    await bot.service.close_database()


def test_only_the_intents_juez_uses():
    """Finding 6: no message events (nor their volume): interactions need no intent."""
    intents = client.needed_intents()
    assert intents.guilds
    assert not (intents.messages or intents.message_content or intents.members)
    assert not (intents.presences or intents.typing or intents.reactions or intents.voice_states)


async def test_a_mention_is_ignored_quietly(bot, fake, caplog):
    """Finding 6: a mention used to reach the prefix commands and log CommandNotFound."""
    with caplog.at_level(logging.DEBUG):
        await fake.mention("hola, ¿qué es arrollar?")
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert "CommandNotFound" not in caplog.text
    assert fake.channel() == []


async def test_english_localizations_for_regla(bot):
    payload = await bot.tree.get_command("regla").get_translated_payload(
        bot.tree, bot.tree.translator
    )
    assert payload["name"] == "regla"
    assert payload["name_localizations"]["en-US"] == "rule"
    assert payload["description_localizations"]["en-GB"].startswith("A rule by number")
    options = {o["name"]: o for o in payload["options"]}
    assert options["consulta"]["name_localizations"]["en-US"] == "query"
    assert options["edicion"]["name_localizations"]["en-US"] == "edition"
    assert options["privado"]["name_localizations"]["en-US"] == "private"
    # The editions are offered by autocomplete (the edition catalog: editions are added at run
    # time), their names translated for an English client as the fixed choices were.
    assert options["edicion"]["autocomplete"] and "choices" not in options["edicion"]


async def test_edition_choices_speak_the_clients_language(fake):
    async def names(locale: str) -> dict[str, str]:
        sent = await fake.command("regla", {"edicion": ""}, focused="edicion", locale=locale)
        return {c["value"]: c["name"] for c in sent.choices}

    english = await names("en-US")
    assert english["es"] == "Spanish" and english["actual"] == "Current"
    assert english["2026"] == "2026"
    spanish = await names("es-ES")
    assert spanish["es"] == "Español" and spanish["actual"] == "Vigente"


async def test_every_command_string_has_an_english_translation(bot):
    expected = {
        "regla": "rule",
        "buscar": "search",
        "palabraclave": "keyword",
        "glosario": "glossary",
        "config": "settings",
        "escenario": "scenario",
        "quiz": "quiz",
    }
    for command in bot.tree.get_commands():
        payload = await command.get_translated_payload(bot.tree, bot.tree.translator)
        english = payload.get("name_localizations", {}).get("en-US")
        assert english, f"/{command.name} has no English name in bot/text/locales.py"
        assert english == expected.get(command.name, english)
        assert payload["description_localizations"]["en-US"]
        for option in payload["options"]:
            assert option["name_localizations"]["en-US"], (command.name, option["name"])
            assert option["description_localizations"]["en-US"], (command.name, option["name"])
            for choice in option.get("choices", []):
                assert choice.get("name_localizations", {}).get("en-US") or choice["name"].isdigit()


async def test_spanish_clients_see_the_default_names():
    translator = JuezTranslator()
    string = app_commands.locale_str("regla")
    assert await translator.translate(string, discord.Locale.spain_spanish, None) is None
    assert await translator.translate(string, discord.Locale.american_english, None) == "rule"


def test_english_names_are_valid_discord_names():
    import re

    names = [k for k in EN if re.fullmatch(r"[a-z]+", k)]
    assert all(re.fullmatch(r"[-_a-z0-9]{1,32}", EN[k]) for k in names)
    assert all(len(v) <= 100 for v in EN.values())


async def test_a_broken_or_missing_extension_does_not_stop_the_others(bot, caplog):
    assert bot.loaded_extensions[:2] == ["cogs.reglas", "cogs.config"]
    with (
        mock.patch.object(client, "EXTENSIONS", ("cogs.no_existe", "cogs.reglas")),
        mock.patch.object(
            bot, "load_extension", mock.AsyncMock(side_effect=[RuntimeError("roto"), None])
        ),
        caplog.at_level(logging.INFO, logger="juez.bot"),
    ):
        bot.loaded_extensions.clear()
        await bot.service.close_database()
        await bot.prepare()
    assert bot.loaded_extensions == ["cogs.reglas"]
    assert "cogs.no_existe" in caplog.text and "roto" in caplog.text


async def test_missing_optional_extensions_are_only_noted(settings, service, caplog):
    bot = JuezBot(settings, service)
    with (
        mock.patch.object(client, "EXTENSIONS", ("cogs.reglas", "cogs.aun_no_escrito")),
        caplog.at_level(logging.INFO, logger="juez.bot"),
    ):
        await bot.prepare()
    await bot.service.close_database()
    assert bot.loaded_extensions == ["cogs.reglas"]
    [record] = [r for r in caplog.records if "cogs.aun_no_escrito" in r.getMessage()]
    assert record.levelno == logging.INFO


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (app_commands.CommandOnCooldown(app_commands.Cooldown(1, 30), 12.4), "Espera 12 s"),
        (app_commands.MissingPermissions(["manage_guild"]), "«Gestionar servidor»"),
        (app_commands.BotMissingPermissions(["embed_links"]), "«Insertar enlaces»"),
        (app_commands.NoPrivateMessage(), "solo funciona en un servidor"),
        (app_commands.CheckFailure(), "No puedes usar este comando aquí"),
        (
            app_commands.TransformerError(
                "x" * 500, discord.AppCommandOptionType.integer, app_commands.Transformer()
            ),
            "No entiendo el valor",
        ),
        (
            app_commands.CommandInvokeError(mock.MagicMock(), UserError("Tardó.")),
            "Tardó.",
        ),
        (RuntimeError("interno"), None),
    ],
)
def test_error_messages(error, expected):
    message = user_message(error)
    if expected is None:
        assert message is None
    else:
        assert expected in message and len(message) < 300


def test_engine_errors_show_their_spanish_message():
    class ScenarioLike(UserError):
        pass

    assert user_message(ScenarioLike("Falta la criatura atacante.")) == (
        "Falta la criatura atacante."
    )


def test_the_bot_keeps_the_logging_the_process_set_up(settings, service, tmp_path):
    """One setup per process (bot.logs, from `juez`): running the bot adds no handler of its
    own, and discord stays as quiet as bot.logs left it."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        logs.configure(tmp_path, verbose=False, level="DEBUG")
        configured = list(root.handlers)
        _run_with_login(settings, service, discord.LoginFailure("Improper token."))
        assert root.handlers == configured
        assert root.level == logging.DEBUG
        for name in logs.QUIET_LOGGERS:
            assert logging.getLogger(name).level == logging.WARNING
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
                handler.close()
        root.setLevel(level)


TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GabcDE.abcdefghijklmnopqrstuvwxyz0123"


def _run_with_login(settings, service, error: Exception) -> int:
    """`juez bot` with Discord's login answering ``error``; logging restored afterwards."""
    settings.discord_token = SecretStr(TOKEN)

    async def login(*_args, **_kwargs):
        raise error

    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        with mock.patch.object(discord.http.HTTPClient, "static_login", login):
            return client.run(settings, service)
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)


def test_a_rejected_token_exits_with_2_and_is_never_printed(settings, service, capsys, caplog):
    """Issue 44: a refused token exited 1, and Restart=on-failure retried every 10 s forever;
    2 is the unit's RestartPreventExitStatus (a configuration error)."""
    code = _run_with_login(settings, service, discord.LoginFailure("Improper token."))
    out, err = capsys.readouterr()
    assert code == 2
    assert "DISCORD_TOKEN" in err and "rechazó" in err
    assert TOKEN not in out + err + caplog.text


def test_no_network_is_a_spanish_message_not_a_traceback(settings, service, capsys):
    error = aiohttp.ClientConnectionError("Cannot connect to host discord.com:443")
    code = _run_with_login(settings, service, error)
    _, err = capsys.readouterr()
    assert code == 1
    assert "No se puede conectar con Discord" in err and "juez consola" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        (lambda path: path.write_bytes(b"not a database, " * 512), "dañada"),
        (lambda path: path.mkdir(), "carpeta"),
    ],
    ids=["damaged", "a folder"],
)
def test_a_database_that_cannot_be_used_exits_with_its_own_code(
    settings, service, capsys, damage, said
):
    """Issue 44: a corrupt database exited 1 and Restart=on-failure retried it forever. It has
    its own code (3, in the unit's RestartPreventExitStatus) and a Spanish message that says
    what to do; the login succeeds here, the store fails when the bot prepares."""
    damage(settings.database)
    settings.discord_token = SecretStr(TOKEN)

    async def login(self, _token):
        await self.setup_hook()  # what discord.py does once Discord accepted the token

    with mock.patch.object(discord.Client, "login", login):
        code = client.run(settings, service)
    _, err = capsys.readouterr()
    assert code == client.UNUSABLE_DATABASE_EXIT == 3
    assert said in err and str(settings.database) in err and "Traceback" not in err


async def test_the_bot_and_the_service_share_one_database(bot):
    assert bot.db is bot.service.database
    await bot.service.guilds.update(GUILD_ID, private_by_default=True)
    assert (await GuildSettingsRepo(bot.db).get(GUILD_ID)).private_by_default


def test_a_discord_error_at_login_is_a_spanish_message_with_its_status(settings, service, capsys):
    from types import SimpleNamespace

    response = SimpleNamespace(status=503, reason="Service Unavailable")
    code = _run_with_login(settings, service, discord.HTTPException(response, "upstream"))
    _, err = capsys.readouterr()
    assert code == 1
    assert "HTTP 503" in err and "juez consola" in err and "Traceback" not in err


async def test_a_lost_sync_state_leaves_no_command_twice(bot, settings, fake):
    """Issue 44: the sync state was lost (a new store) after guild commands; the first global
    sync used to leave the guild copies (13 commands shown twice). It asks Discord where copies
    are and empties the ones outside its targets, in every guild the bot is in."""
    expected = commands_of(bot)
    fake.guilds = [GUILD_ID, 111, 222]
    settings.guild_ids = [111, 222]
    await sync_commands(bot.tree, settings, bot.db)
    await bot.db.commands.forget(fake.application_id)  # lost
    settings.guild_ids = []
    assert await sync_commands(bot.tree, settings, bot.db) is True
    for guild in fake.guilds:
        assert fake.visible_commands(guild) == expected  # once: the global copy
    assert fake.commands[(fake.application_id, 111)] == []
    # And back: guild commands after a lost state empty the global copy.
    await bot.db.commands.forget(fake.application_id)
    settings.guild_ids = [111]
    assert await sync_commands(bot.tree, settings, bot.db) is True
    assert fake.visible_commands(111) == expected and fake.visible_commands(None) == []


async def test_limpiar_comandos_removes_the_copies_a_lost_sync_state_left(bot, settings, fake):
    """Copies the first sync cannot see (the guild was left, then joined again; or a sync
    interrupted): the cleanup finds every copy Discord shows (global, every guild the bot is
    in) and empties the stray ones."""
    from cogs._app.sync import clean_commands

    expected = commands_of(bot)
    fake.guilds = [GUILD_ID, 111]
    settings.guild_ids = []
    await sync_commands(bot.tree, settings, bot.db)
    # Guild copies put there by another process the store does not know about.
    await bot.http.bulk_upsert_guild_commands(
        fake.application_id, 111, payload=[c.to_dict(bot.tree) for c in bot.tree.get_commands()]
    )
    assert fake.visible_commands(111) == sorted(expected * 2)  # twice: the fault

    assert await clean_commands(bot, settings, bot.db) == [111]
    assert fake.visible_commands(111) == expected and fake.visible_commands(GUILD_ID) == expected
    assert await bot.db.commands.get(fake.application_id) is None  # the next start syncs afresh
    assert await clean_commands(bot, settings, bot.db) == []  # nothing left to clean


async def test_a_new_data_folder_on_the_same_store_shows_no_command_twice(
    bot, settings, fake, tmp_path
):
    """Issue 27: the sync state used to live in each data folder, so a new machine (or a
    shard with its own folder) on the same store synced globally over the old guild copies.
    Kept in the store, the second process knows where the commands are and empties them."""
    expected = commands_of(bot)
    settings.guild_ids = [111]
    await sync_commands(bot.tree, settings, bot.db)
    elsewhere = settings.model_copy(update={"data_dir": tmp_path / "otra-maquina", "guild_ids": []})
    assert await sync_commands(bot.tree, elsewhere, bot.db) is True
    assert fake.visible_commands(111) == expected  # once: the global copy only
    assert fake.commands[(fake.application_id, 111)] == []
    assert await sync_commands(bot.tree, elsewhere, bot.db) is False  # known now


async def test_the_state_an_older_version_left_in_the_data_folder_is_read(bot, settings, fake):
    """Upgrading: command-sync.json of an older version says the commands are in guild 111;
    the first sync through the store still empties that guild."""
    import json

    settings.guild_ids = [111]
    await sync_commands(bot.tree, settings, bot.db)
    state = await bot.db.commands.get(fake.application_id)
    await bot.db.commands.forget(fake.application_id)
    (settings.data_dir / LEGACY_STATE_FILE).write_text(
        json.dumps({str(fake.application_id): {"digest": state.digest, "targets": [111]}})
    )
    settings.guild_ids = []
    assert await sync_commands(bot.tree, settings, bot.db) is True
    assert fake.commands[(fake.application_id, 111)] == []
    assert (await bot.db.commands.get(fake.application_id)).targets == [None]
