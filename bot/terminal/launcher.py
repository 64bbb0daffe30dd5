"""Starting the Discord bot from `juez` (kept apart so the CLI imports no discord)."""

from __future__ import annotations

from bot.services import JuezService
from bot.settings import Settings
from index.errors import UserError


def run_bot(settings: Settings, service: JuezService, *, sync: bool = False) -> int:
    problem = settings.token_problem()
    if problem:
        raise UserError(f"No se puede arrancar el bot: {problem}")
    from bot.client import run  # imports discord only when the bot really starts

    return run(settings, service, sync=sync)
