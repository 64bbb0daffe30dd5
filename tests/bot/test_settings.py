"""Settings from the environment: the token, guild ids, and what `juez bot` says without them."""

import pytest

from bot.settings import Settings
from bot.terminal import cli

GOOD_SHAPE = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GabcDE.abcdefghijklmnopqrstuvwxyz0123"


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no .env from the developer's checkout
    for name in (
        "DISCORD_TOKEN", "JUEZ_GUILD_IDS", "JUEZ_DATA_DIR", "JUEZ_DB_PATH", "JUEZ_DATABASE_URL",
        "JUEZ_SHARDS", "JUEZ_SHARD_COUNT", "JUEZ_LOG_LEVEL", "CREDENTIALS_DIRECTORY",
    ):  # fmt: skip
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_guild_ids_accept_a_comma_list(clean_env):
    clean_env.setenv("JUEZ_GUILD_IDS", "123, 456")
    assert Settings().guild_ids == [123, 456]


def test_settings_are_read_from_a_dotenv_file(clean_env, tmp_path):
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={GOOD_SHAPE}\nJUEZ_LOG_LEVEL=debug\n")
    settings = Settings()
    assert settings.token_problem() is None
    assert settings.log_level == "DEBUG"
    assert GOOD_SHAPE not in repr(settings)  # a SecretStr never shows itself


def test_a_systemd_credential_gives_the_token_and_wins_over_the_environment(clean_env, tmp_path):
    """LoadCredential=DISCORD_TOKEN:/etc/juez/DISCORD_TOKEN: the file systemd hands over, with
    the newline an editor leaves; another credential of the service is not a setting."""
    folder = tmp_path / "credentials"
    folder.mkdir()
    (folder / "DISCORD_TOKEN").write_text(GOOD_SHAPE + "\n")
    (folder / "unrelated.bin").write_bytes(b"\xff\xfe")
    clean_env.setenv("DISCORD_TOKEN", "stale-token-from-the-environment")
    clean_env.setenv("CREDENTIALS_DIRECTORY", str(folder))
    settings = Settings()
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == GOOD_SHAPE
    assert settings.token_problem() is None


def test_without_systemd_the_environment_still_gives_the_token(clean_env, tmp_path):
    clean_env.setenv("DISCORD_TOKEN", GOOD_SHAPE)
    clean_env.setenv("CREDENTIALS_DIRECTORY", str(tmp_path / "gone"))  # a stale variable
    settings = Settings()
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == GOOD_SHAPE


def test_empty_values_mean_default(clean_env, tmp_path):
    (tmp_path / ".env").write_text("DISCORD_TOKEN=\nJUEZ_DATA_DIR=\n")
    settings = Settings()
    assert settings.discord_token is None
    assert settings.data_dir.name == "juez"


def test_given_values_beat_the_environment_which_beats_the_file(clean_env, tmp_path):
    (tmp_path / ".env").write_text(
        "JUEZ_LOG_LEVEL=warning\nJUEZ_DB_PATH=del-archivo.sqlite3\njuez_shards=0-1\n"
        "JUEZ_SHARD_COUNT=4\nJUEZ_GUILD_IDS=7\nNOT_A_SETTING=x\n"
    )
    clean_env.setenv("JUEZ_LOG_LEVEL", "error")
    clean_env.setenv("JUEZ_GUILD_IDS", "")  # empty: not set, so the file's value counts
    clean_env.setenv("juez_db_path", "del-entorno.sqlite3")  # names match without case
    settings = Settings()
    assert settings.log_level == "ERROR"
    assert settings.db_path is not None and settings.db_path.name == "del-entorno.sqlite3"
    assert settings.shards == [0, 1] and settings.shard_count == 4 and settings.guild_ids == [7]
    given = Settings(JUEZ_LOG_LEVEL="debug", JUEZ_GUILD_IDS="")
    assert given.log_level == "DEBUG" and given.guild_ids == []
    assert Settings(_env_file=None).shards is None  # the file skipped, the environment kept
    assert Settings(_env_file=None).log_level == "ERROR"


def test_bot_without_token_explains_and_fails(clean_env, capsys):
    assert cli.main(["bot"]) == 2
    err = capsys.readouterr().err
    assert "No se puede arrancar el bot" in err and "DISCORD_TOKEN" in err


def test_malformed_token_explains_and_is_not_echoed(clean_env, capsys):
    clean_env.setenv("DISCORD_TOKEN", "my-client-secret")
    assert cli.main(["bot"]) == 2
    err = capsys.readouterr().err
    assert "no tiene forma de token" in err and "my-client-secret" not in err


def test_bad_log_level_is_a_spanish_configuration_error(clean_env, capsys):
    clean_env.setenv("JUEZ_LOG_LEVEL", "loud")
    assert cli.main(["regla", "104.3c"]) == 2
    assert "Configuración inválida" in capsys.readouterr().err


def test_bad_guild_ids_name_the_bad_part(clean_env, capsys):
    clean_env.setenv("JUEZ_GUILD_IDS", "123, abc")
    assert cli.main(["regla", "104.3c"]) == 2
    err = capsys.readouterr().err
    assert "JUEZ_GUILD_IDS" in err and "'abc'" in err and "Value error" not in err


def test_an_unwritable_data_folder_is_explained(clean_env, capsys, tmp_path):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    clean_env.setenv("JUEZ_DATA_DIR", str(blocked / "juez"))
    assert cli.main(["buscar", "robar sin cartas"]) == 1
    err = capsys.readouterr().err
    assert "JUEZ_DATA_DIR" in err and "Traceback" not in err


def test_a_mistyped_default_edition_is_refused(clean_env):
    clean_env.setenv("JUEZ_DEFAULT_EDITION", "espanol")
    with pytest.raises(ValueError, match="JUEZ_DEFAULT_EDITION"):
        Settings()
    clean_env.setenv("JUEZ_DEFAULT_EDITION", "2026")
    assert Settings().default_edition == "2026"


# -- the store and the shards -------------------------------------------------------------------
def test_sqlite_is_the_default_store_and_a_postgres_url_replaces_it(clean_env, tmp_path):
    clean_env.setenv("JUEZ_DATA_DIR", str(tmp_path))
    assert Settings().store == tmp_path / "juez.sqlite3"
    clean_env.setenv("JUEZ_DATABASE_URL", " postgresql://juez:clave@db:5432/juez ")
    settings = Settings()
    assert settings.store == "postgresql://juez:clave@db:5432/juez"
    assert settings.database == tmp_path / "juez.sqlite3"  # still where SQLite would be


def test_a_database_url_that_is_not_postgres_is_refused_with_an_example(clean_env, capsys):
    clean_env.setenv("JUEZ_DATABASE_URL", "mysql://juez@db/juez")
    assert cli.main(["regla", "104.3c"]) == 2
    err = capsys.readouterr().err
    assert "JUEZ_DATABASE_URL" in err and "postgresql://juez:clave@localhost:5432/juez" in err


@pytest.mark.parametrize(
    ("shards", "count", "expected"),
    [("0-3", "8", [0, 1, 2, 3]), ("4-7", "8", [4, 5, 6, 7]), ("0, 2,4-5", "6", [0, 2, 4, 5]),
     ("3", "4", [3]), (None, "2", None), (None, None, None)],
)  # fmt: skip
def test_shards_are_ranges_or_lists(clean_env, shards, count, expected):
    if shards is not None:
        clean_env.setenv("JUEZ_SHARDS", shards)
    if count is not None:
        clean_env.setenv("JUEZ_SHARD_COUNT", count)
    settings = Settings()
    assert settings.shards == expected
    assert settings.shard_count == (int(count) if count else None)
    # discord.py gets only what is set: shard_ids=None would be refused by its typing.
    assert settings.shard_options == {
        **({"shard_ids": expected} if expected else {}),
        **({"shard_count": int(count)} if count else {}),
    }


@pytest.mark.parametrize(
    ("shards", "count", "message"),
    [("0-3", None, "necesita JUEZ_SHARD_COUNT"), ("0-8", "8", "van de 0 a 7"),
     ("3-1", "8", "no entiendo '3-1'"), ("a", "8", "no entiendo 'a'"),
     ("0", "0", "1 o más"), ("0", "ocho", "número entero")],
)  # fmt: skip
def test_bad_shard_settings_are_explained_with_an_example(
    clean_env, capsys, shards, count, message
):
    clean_env.setenv("JUEZ_SHARDS", shards)
    if count is not None:
        clean_env.setenv("JUEZ_SHARD_COUNT", count)
    assert cli.main(["regla", "104.3c"]) == 2
    err = capsys.readouterr().err
    assert "Configuración inválida" in err and message in err
    assert "JUEZ_SHARDS=0-3 y JUEZ_SHARD_COUNT=8" in err or "0,2,4-5" in err


def test_the_bot_runs_the_shards_it_is_given(clean_env, tmp_path):
    from bot.services import JuezService
    from cogs._app.client import JuezBot

    clean_env.setenv("JUEZ_SHARDS", "4-7")
    clean_env.setenv("JUEZ_SHARD_COUNT", "8")
    bot = JuezBot(Settings(), JuezService(tmp_path))
    assert (bot.shard_ids, bot.shard_count) == ([4, 5, 6, 7], 8)
    clean_env.delenv("JUEZ_SHARDS")
    clean_env.delenv("JUEZ_SHARD_COUNT")
    bot = JuezBot(Settings(), JuezService(tmp_path))
    assert (bot.shard_ids, bot.shard_count) == (None, None)  # discord.py asks Discord


def test_a_site_address_that_is_no_url_is_a_spanish_configuration_error(clean_env, capsys):
    clean_env.setenv("JUEZ_SITIO_URL", "reglas en mi web")
    assert cli.main(["regla", "104.3c"]) == 2
    assert "JUEZ_SITIO_URL debe ser la dirección" in capsys.readouterr().err


def test_a_site_address_loses_its_final_slash(clean_env):
    clean_env.setenv("JUEZ_SITIO_URL", "https://reglas.example.org/juez/")
    assert Settings().site_url == "https://reglas.example.org/juez"
