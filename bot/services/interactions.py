"""State of Discord controls that their custom_ids cannot carry, kept in the store so that a
restart does not lose it (a search too long for its page buttons, say).

Best effort by design: the control itself still works in the process that sent it, and a store
that cannot answer only means that, after a restart, the member is asked to run the command
again. Failures are logged, never raised.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from bot.storage.interface import DatabaseError, Store

log = logging.getLogger(__name__)


class InteractionStateService:
    def __init__(self, database: Callable[[], Store | None]) -> None:
        self._database = database

    async def remember(self, scope: str, member: str, until: float, now: float) -> bool:
        """Add ``member`` to ``scope`` until ``until`` (UTC epoch seconds); whether it was kept.

        Each write also forgets what expired by ``now``: the table holds only what a control
        may still ask for, however long the bot runs."""
        store = self._database()
        if store is None:
            return False
        failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
        try:
            await store.interactions.add(scope, member, until)
        except failures:
            log.exception("no se pudo guardar el estado %s", scope)
            return False
        await self.purge(now)
        return True

    async def recall(self, scope: str, now: float) -> set[str]:
        """The members of ``scope`` still alive at ``now`` (empty when the store cannot say)."""
        store = self._database()
        if store is None:
            return set()
        failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
        try:
            return await store.interactions.members(scope, now)
        except failures:
            log.exception("no se pudo leer el estado %s", scope)
            return set()

    async def purge(self, now: float) -> int:
        """Forget every member expired at ``now`` (remember() does, on its caller's clock)."""
        store = self._database()
        if store is None:
            return 0
        failures: tuple[type[Exception], ...] = (DatabaseError, *store.errors)
        try:
            return await store.interactions.purge(now)
        except failures:
            log.exception("no se pudo purgar el estado de las interacciones")
            return 0
