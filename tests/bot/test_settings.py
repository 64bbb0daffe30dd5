"""Settings from the environment: the token, guild ids, and what `juez bot` says without them."""

import pytest

from bot import cli
from bot.settings import Settings

GOOD_SHAPE = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GabcDE.abcdefghijklmnopqrstuvwxyz0123"


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no .env from the developer's checkout
    for name in ("DISCORD_TOKEN", "JUEZ_GUILD_IDS", "JUEZ_DATA_DIR", "JUEZ_DB_PATH"):
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


def test_empty_values_mean_default(clean_env, tmp_path):
    (tmp_path / ".env").write_text("DISCORD_TOKEN=\nJUEZ_DATA_DIR=\n")
    settings = Settings()
    assert settings.discord_token is None
    assert settings.data_dir.name == "juez"


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
    assert cli.main(["regla", "104.3c"]) == 1
    err = capsys.readouterr().err
    assert "JUEZ_DATA_DIR" in err and "Traceback" not in err


def test_a_mistyped_default_edition_is_refused(clean_env):
    clean_env.setenv("JUEZ_DEFAULT_EDITION", "espanol")
    with pytest.raises(ValueError, match="JUEZ_DEFAULT_EDITION"):
        Settings()
    clean_env.setenv("JUEZ_DEFAULT_EDITION", "2026")
    assert Settings().default_edition == "2026"
