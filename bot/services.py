"""The one facade every front end calls: the CLI, the offline console and the Discord cogs.

It owns the shared Library (opened once) and exposes each user-facing operation twice: a plain
method for the terminal and an ``a``-prefixed coroutine that runs it in a worker thread with a
time bound, for the Discord event loop (which must answer an interaction within 3 seconds).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from bot.engine import Outcome, load_scenario, run_scenario, run_scenario_text
from index.answers import LookupResult
from index.library import Library

T = TypeVar("T")

LOOKUP_TIMEOUT_S = 2.0


class ServiceError(Exception):
    """Something the user asked that cannot be done; the message is Spanish and shown as is."""


class JuezService:
    def __init__(self, data_dir: Path, *, default_edition: str | None = None) -> None:
        self.data_dir = data_dir
        self.default_edition = default_edition
        self._library: Library | None = None
        self._lock = threading.Lock()

    @property
    def library(self) -> Library:
        # Opened on first use, once, even when two threads ask at the same time.
        if self._library is None:
            with self._lock:
                if self._library is None:
                    self._library = Library.open(self.data_dir)
        return self._library

    def rebuild_index(self) -> Library:
        with self._lock:
            if self._library is not None:
                self._library.close()
            self._library = Library.open(self.data_dir, rebuild=True)
        return self._library

    # -- lookups (sync) ---------------------------------------------------------------------
    def regla(self, consulta: str, edicion: str | None = None) -> LookupResult:
        return self.library.rule(consulta, edicion or self.default_edition)

    def buscar(self, consulta: str, fuente: str | None = None) -> LookupResult:
        return self.library.search(consulta, source=fuente)

    def palabraclave(self, nombre: str) -> LookupResult:
        return self.library.keyword(nombre)

    def glosario(self, termino: str) -> LookupResult:
        return self.library.glossary(termino)

    # -- scenarios (the rules engine; ScenarioError carries the Spanish message) ----------
    def escenario(self, texto: str) -> Outcome:
        return run_scenario_text(texto)

    def escenario_archivo(self, path: Path) -> Outcome:
        return run_scenario(load_scenario(path))

    # -- the same for the event loop --------------------------------------------------------
    async def run(self, fn: Callable[..., T], *args: object, timeout: float = LOOKUP_TIMEOUT_S) -> T:
        try:
            return await asyncio.wait_for(asyncio.to_thread(fn, *args), timeout)
        except TimeoutError as err:
            raise ServiceError(
                "La búsqueda tardó demasiado y se canceló. Prueba con menos palabras."
            ) from err

    async def aregla(self, consulta: str, edicion: str | None = None) -> LookupResult:
        return await self.run(self.regla, consulta, edicion)

    async def abuscar(self, consulta: str, fuente: str | None = None) -> LookupResult:
        return await self.run(self.buscar, consulta, fuente)

    async def apalabraclave(self, nombre: str) -> LookupResult:
        return await self.run(self.palabraclave, nombre)

    async def aglosario(self, termino: str) -> LookupResult:
        return await self.run(self.glosario, termino)

    async def aescenario(self, texto: str) -> Outcome:
        return await self.run(self.escenario, texto)

    async def open(self) -> None:
        """Open the library off the event loop (the first build can take seconds)."""
        await asyncio.to_thread(lambda: self.library)
