"""The invite link, offline from the token: `juez bot --invitar` and the bot's start log."""

from __future__ import annotations

import base64

import pytest

from bot import invite
from bot.terminal import cli

APP_ID = 1_234_567_890_123_456_789


def token_of(app_id: int) -> str:
    """A token in Discord's format: the application id in base64, then two more parts."""
    first = base64.urlsafe_b64encode(str(app_id).encode()).decode().rstrip("=")
    return f"{first}.GhIjKl.{'x' * 38}"


def test_the_application_id_is_the_tokens_first_part():
    assert invite.application_id(token_of(APP_ID)) == APP_ID
    assert invite.application_id("no-es-un-token") is None
    assert invite.application_id("%%%%.aa.bb") is None


def test_the_link_asks_the_two_scopes_and_the_least_permissions():
    url = invite.invite_url(APP_ID)
    assert url.startswith("https://discord.com/oauth2/authorize?")
    assert f"client_id={APP_ID}" in url and "scope=bot+applications.commands" in url
    assert url.endswith(f"permissions={1024 | 16384}")  # View Channel, Embed Links


def test_juez_bot_invitar_prints_the_link_offline(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", token_of(APP_ID))
    assert cli.main(["--datos", str(tmp_path), "bot", "--invitar"]) == 0
    out = capsys.readouterr().out
    assert invite.invite_url(APP_ID) in out.splitlines()
    assert "Ver canales" in out and "Insertar enlaces" in out


@pytest.mark.parametrize("token", [None, "corto"])
def test_without_a_usable_token_it_says_why(tmp_path, monkeypatch, capsys, token):
    if token is None:
        monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    else:
        monkeypatch.setenv("DISCORD_TOKEN", token)
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    assert cli.main(["--datos", str(tmp_path), "bot", "--invitar"]) == 2
    assert "DISCORD_TOKEN" in capsys.readouterr().err
