"""Progress of long work (the index build, adding an edition, a download), for whoever listens.

The work reports; a front end decides whether and how to show it. Domain code calls::

    from index import progress

    with progress.task("Construyendo el índice", total=len(records)) as advance:
        for record in records:
            ...
            advance(1)          # one more unit done; advance(0) only keeps it alive

``total=None`` means "unknown" (a download without a length): a spinner, not a bar. With no
reporter installed (tests, the Discord bot, piped output) ``task`` costs a function call and
shows nothing. The terminal installs one (bot.terminal.progress) only when stderr is a TTY, so
this module imports nothing: the domain stays free of any terminal library.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Protocol

Advance = Callable[[int], None]


class Reporter(Protocol):
    """Shows one task: entered when it starts, left when it ends (or fails)."""

    def __call__(self, label: str, total: int | None) -> AbstractContextManager[Advance]: ...


_reporter: Reporter | None = None


def _ignore(n: int) -> None:
    return None


@contextlib.contextmanager
def task(label: str, total: int | None = None) -> Iterator[Advance]:
    """A unit of long work: yields ``advance(n)`` to call as ``n`` more units get done."""
    reporter = _reporter
    if reporter is None:
        yield _ignore
        return
    with reporter(label, total) as advance:
        yield advance


def install(reporter: Reporter | None) -> Reporter | None:
    """Make ``reporter`` show every task from now on (None: show nothing); returns the old one."""
    global _reporter
    previous, _reporter = _reporter, reporter
    return previous


@contextlib.contextmanager
def reporting(reporter: Reporter | None) -> Iterator[None]:
    """``install`` for a block only (tests, a command that wants its own display)."""
    previous = install(reporter)
    try:
        yield
    finally:
        install(previous)
