"""One lazy loader for everything the services open on first use (corpus, index, question bank).

Two threads may ask at once (the bot opens the library in a worker thread while a command
arrives): the value is built once, under a lock, and kept.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Lazy(Generic[T]):
    def __init__(self, build: Callable[[], T]) -> None:
        self._build = build
        self._value: T | None = None
        self._lock = threading.Lock()

    def get(self) -> T:
        if self._value is None:
            with self._lock:
                if self._value is None:
                    self._value = self._build()
        return self._value

    @property
    def loaded(self) -> bool:
        return self._value is not None

    def peek(self) -> T | None:
        """The value if it was built, without building it."""
        return self._value

    def replace(self, value: T) -> None:
        with self._lock:
            self._value = value

    def reset(self) -> None:
        """Forget the value: the next ``get`` builds it again (after a new edition)."""
        with self._lock:
            self._value = None
