"""Server settings are checked by the service, whatever front end sends them (issue 13,
finding 8: /config stored any text as the default edition, a lone surrogate included)."""

from __future__ import annotations

import pytest

from bot.services import JuezService
from bot.services.errors import ServiceError
from bot.services.guilds import QUOTED_CHARS, edition_names


@pytest.fixture
async def service(library, data_dir, tmp_path):
    svc = JuezService(data_dir, library=library)
    await svc.open_database(tmp_path / "settings.sqlite3")
    yield svc
    await svc.close_database()


def test_edition_names_are_what_the_lookups_read(corpus, library):
    names = edition_names(corpus)
    assert {"actual", "es", "en", "2019", "2026", corpus.current_edition.id} <= names
    for name in names - {"actual"}:
        assert library.rules.resolve_editions(name), name  # each one names rules


@pytest.mark.parametrize(
    "value", ["../../etc/passwd", "\ud800", "2016", "", "es-2019; DROP TABLE guild_settings"]
)
async def test_an_unknown_edition_is_refused_and_nothing_is_stored(service, value):
    with pytest.raises(ServiceError) as refused:
        await service.guilds.update(7, default_edition=value)
    message = str(refused.value)
    assert message.startswith("Edición desconocida") and "por ejemplo: es" in message
    message.encode("utf-8")  # quotable: no lone surrogate reaches the reply
    quoted = message.split("«", 1)[1].split("»", 1)[0]
    assert len(quoted) <= QUOTED_CHARS
    assert (await service.guilds.get(7)).default_edition is None


async def test_a_long_value_is_quoted_short(service):
    with pytest.raises(ServiceError) as refused:
        await service.guilds.update(7, default_edition="x" * 5000)
    assert len(str(refused.value)) < 300


@pytest.mark.parametrize("value", ["es", "EN", "2019", "actual", "en-2026-01-16", None])
async def test_known_editions_are_stored(service, value):
    stored = await service.guilds.update(7, default_edition=value)
    assert stored.default_edition == value


async def test_settings_that_do_not_exist_are_refused_in_spanish(service):
    with pytest.raises(ServiceError, match="Ajuste desconocido: «colour»"):
        await service.guilds.update(7, colour="red")
    with pytest.raises(ServiceError, match="responder en privado"):
        await service.guilds.update(7, private_by_default="quizás")
    assert (await service.guilds.get(7)).private_by_default is False
