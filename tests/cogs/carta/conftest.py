"""The fake Scryfall (tests/bot/cards/scryfall_fake.py) behind every /carta test: the bot's card
service reads JUEZ_SCRYFALL_URL when it is first used, so no test reaches the network."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.bot.cards.scryfall_fake import FakeScryfall, running


@pytest.fixture(scope="session")
def scryfall_server() -> Iterator[FakeScryfall]:
    with running() as server:
        yield server


@pytest.fixture(autouse=True)
def scryfall(scryfall_server: FakeScryfall, monkeypatch: pytest.MonkeyPatch) -> FakeScryfall:
    scryfall_server.clear()
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", scryfall_server.url)
    return scryfall_server


@pytest.fixture(autouse=True)
async def _cards_closed(bot):
    """Close the card service's HTTP session after each test, as the bot does on shutdown
    (Carta.cog_unload); the shared bot fixture only closes the database."""
    yield
    await bot.service.cards.aclose()
