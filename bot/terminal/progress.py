"""A rich progress bar on stderr for ``index.progress`` tasks (the index build, downloads).

``install_if_terminal()`` is what a command line calls once at start: it installs the reporter
only when stderr is a terminal, and rich is imported only when a task actually starts, so a
command that builds nothing pays nothing. Other front ends may call ``bar`` directly::

    from bot.terminal.progress import bar

    with bar("Descargando", total=size) as advance:
        advance(len(chunk))
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import TextIO

from index import progress
from index.progress import Advance


@contextlib.contextmanager
def bar(label: str, total: int | None, *, stream: TextIO | None = None) -> Iterator[Advance]:
    """One task as a bar (a spinner when ``total`` is unknown); removed from the screen when
    it ends, since the answer that follows is what the person waits for."""
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        SpinnerColumn,
        TextColumn,
        TimeElapsedColumn,
    )

    console = Console(file=stream or sys.stderr)
    columns = [SpinnerColumn(), TextColumn("{task.description}"), BarColumn()]
    if total is not None:
        columns.append(MofNCompleteColumn())
    columns.append(TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True) as shown:
        task_id = shown.add_task(label, total=total)

        def advance(n: int) -> None:
            shown.advance(task_id, n)

        yield advance


def install_if_terminal(stream: TextIO | None = None) -> bool:
    """Show every ``index.progress`` task as a bar, when ``stream`` (stderr) is a terminal."""
    out = stream or sys.stderr
    if not out.isatty():
        return False
    progress.install(lambda label, total: bar(label, total, stream=out))
    return True
