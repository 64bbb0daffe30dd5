"""Per-server settings (private answers, default edition), read and changed through the store.

Every change is checked here, whatever front end sent it: Discord shows the edition choices,
but a crafted request can carry any text, and the store would keep it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from bot.services.errors import NO_DATABASE, ServiceError
from bot.storage.interface import GuildSettingsStore, Store
from bot.storage.records import GUILD_SETTING_FIELDS, GuildSettings
from bot.text.clip import clip

if TYPE_CHECKING:
    from index.corpus import Corpus

QUOTED_CHARS = 40  # of a value a user sent, quoted back in a message


class GuildSettingsService:
    def __init__(
        self, database: Callable[[], Store | None], editions: Callable[[], Collection[str]]
    ) -> None:
        """``editions``: the names a default edition may take (see edition_names)."""
        self._database = database
        self._editions = editions

    @property
    def _repo(self) -> GuildSettingsStore:
        store = self._database()
        if store is None:
            raise ServiceError(NO_DATABASE)
        return store.guilds

    async def get(self, guild_id: int) -> GuildSettings:
        return await self._repo.get(guild_id)

    async def update(self, guild_id: int, **changes: object) -> GuildSettings:
        """Change some settings in one atomic statement; returns them all. A name or value
        that is not a setting is a ServiceError in Spanish, before the store is touched."""
        self._check(changes)
        return await self._repo.update(guild_id, **changes)

    def _check(self, changes: dict[str, object]) -> None:
        for name in changes:
            if name not in GUILD_SETTING_FIELDS:
                raise ServiceError(
                    f"Ajuste desconocido: «{_quoted(name)}». Los ajustes son: "
                    f"{', '.join(GUILD_SETTING_FIELDS)}; por ejemplo: private_by_default=True."
                )
        private = changes.get("private_by_default")
        if private is not None and not isinstance(private, bool):
            raise ServiceError(
                f"«{_quoted(str(private))}» no vale para responder en privado: usa sí o no "
                "(True o False)."
            )
        edition = changes.get("default_edition")
        if edition is not None:
            known = self._editions()
            if not isinstance(edition, str) or edition.strip().lower() not in known:
                names = sorted(known, key=lambda n: (len(n), n))
                raise ServiceError(
                    f"Edición desconocida: «{_quoted(str(edition))}». Usa una de: "
                    f"{', '.join(names)}; por ejemplo: es."
                )


def edition_names(corpus: Corpus) -> set[str]:
    """What a default edition may say, as the rule lookups read it (EditionCatalog.names)."""
    from index.editions.edition_catalog import EditionCatalog

    return EditionCatalog.of_corpus(corpus).names()


def _quoted(value: str) -> str:
    """A value someone sent, short and encodable (a lone surrogate becomes �)."""
    safe = value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return clip(safe, QUOTED_CHARS) or "(vacío)"
