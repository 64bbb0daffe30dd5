"""A prepared JuezBot (cogs loaded, database open) over the session's library, with no network.

The fixtures serve every folder below (tests/cogs/reglas, quiz, _ui…).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# discord_helpers lives in tests/; pytest runs with --import-mode=importlib.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.services import JuezService  # noqa: E402
from bot.settings import Settings  # noqa: E402
from cogs._app.client import JuezBot  # noqa: E402


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(_env_file=None, JUEZ_DATA_DIR=tmp_path, DISCORD_TOKEN=None)


@pytest.fixture
def service(library, data_dir, question_bank) -> JuezService:
    service = JuezService(data_dir)
    service._library.replace(library)  # the session's index: no rebuild per test
    service._bank.replace(question_bank)  # and its question bank (the quiz cog loads it)
    return service


@pytest.fixture
async def bot(settings, service):
    bot = JuezBot(settings, service)
    await bot.prepare()
    yield bot
    await bot.service.close_database()


@pytest.fixture
async def fake(bot):
    """The fake Discord (tests/discord_fake.py) with ``bot`` connected to it."""
    from discord_fake import FakeDiscord

    discord = FakeDiscord()
    with discord.installed():
        await discord.attach(bot)
        yield discord
