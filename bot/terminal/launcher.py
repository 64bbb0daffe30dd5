"""Starting the Discord bot from `juez` (kept apart so the CLI imports no discord)."""

from __future__ import annotations

import importlib
from typing import Any

from bot.services import JuezService
from bot.settings import Settings
from index.errors import UserError


def run_bot(settings: Settings, service: JuezService, *, sync: bool = False) -> int:
    problem = settings.token_problem()
    if problem:
        raise UserError(f"No se puede arrancar el bot: {problem}")
    # The one late-bound hook: the Discord client lives with the cogs, and bot/ never imports
    # cogs/; it is imported by name only when the bot really starts, so the terminal stays
    # discord-free (tests/contracts/test_import_graph.py allows exactly this one).
    return int(_client().run(settings, service, sync=sync))


def _client() -> Any:
    """The Discord client module, imported by name only now (the one late-bound hook)."""
    return importlib.import_module("cogs._app.client")


def print_invite(settings: Settings) -> int:
    """`juez bot --invitar`: the invite link from the token, offline."""
    from bot.invite import application_id, invite_text

    problem = settings.token_problem()
    if problem:
        raise UserError(f"No se puede preparar el enlace de invitación: {problem}")
    assert settings.discord_token is not None
    client_id = application_id(settings.discord_token.get_secret_value())
    if client_id is None:
        raise UserError(
            "DISCORD_TOKEN no tiene el formato de un token de bot (tres partes separadas por "
            "puntos; la primera es el id de la aplicación). Cópialo de la sección Bot del "
            "portal de desarrolladores."
        )
    print(invite_text(client_id))
    return 0


def clean_commands(settings: Settings) -> int:
    """`juez bot --limpiar-comandos` (cogs._app.client.clean, imported only now)."""
    problem = settings.token_problem()
    if problem:
        raise UserError(f"No se pueden limpiar los comandos: {problem}")
    return int(_client().clean(settings))
