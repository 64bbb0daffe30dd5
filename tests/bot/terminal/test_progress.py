"""index.progress: the index build reports its stages; the terminal bar only on a terminal."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from pathlib import Path

from bot.terminal.progress import install_if_terminal
from index import progress
from index.corpus import Corpus
from index.search.build import build_index


class Recorder:
    """A reporter that keeps what it was told: (label, total, units advanced)."""

    def __init__(self) -> None:
        self.tasks: list[list[object]] = []

    @contextlib.contextmanager
    def __call__(self, label: str, total: int | None) -> Iterator[progress.Advance]:
        record: list[object] = [label, total, 0]
        self.tasks.append(record)

        def advance(n: int) -> None:
            record[2] = int(record[2]) + n  # type: ignore[call-overload]

        yield advance


def test_the_index_build_reports_every_document_then_the_commit(
    corpus: Corpus, tmp_path: Path
) -> None:
    recorder = Recorder()
    with progress.reporting(recorder):
        build_index(tmp_path, corpus).close()
    (label, total, done), (saving, unknown, _) = recorder.tasks
    assert "índice" in str(label) and isinstance(total, int) and total > 1000
    assert done == total  # the bar ends full
    assert total == sum(1 for r in corpus.records if not corpus.is_repeat(r))
    assert "Guardando" in str(saving) and unknown is None
    assert progress.install(None) is None  # reporting() put the previous (none) back


def test_without_a_reporter_a_task_shows_nothing_and_still_counts_nothing() -> None:
    with progress.task("nada", 3) as advance:
        advance(3)  # no reporter installed: a no-op, no error


def test_the_bar_is_installed_only_on_a_terminal() -> None:
    assert install_if_terminal(io.StringIO()) is False
    assert progress.install(None) is None


class Screen(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_on_a_terminal_tasks_draw_a_bar_with_their_count() -> None:
    screen = Screen()
    try:
        assert install_if_terminal(screen) is True
        with progress.task("Construyendo el índice de búsqueda", 40) as advance:
            for _ in range(40):
                advance(1)
    finally:
        progress.install(None)
    drawn = screen.getvalue()
    assert "Construyendo el índice de búsqueda" in drawn and "40/40" in drawn
    assert "━" in drawn and "\x1b[" in drawn  # a bar, drawn with escape codes
