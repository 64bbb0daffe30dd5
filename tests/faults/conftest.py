"""Fault injection through the real command: `python -m bot.terminal.cli` in a subprocess, one
data folder per test (``--datos``), the fault made on disk (or injected by
tests/faults/inject.py), and what the person at the terminal sees checked: a Spanish sentence,
an exit code, never a traceback.

The index, the corpus cache, the alignment and the card catalog are built once per run
(``built_data``: the folder tests/conftest.py builds for every test, shared by the xdist
workers) and copied into each test's folder: a test that damages the index pays for one
rebuild, not two.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.faults.helpers import Ran, run_juez


@pytest.fixture
def datos(built_data: Path, tmp_path: Path) -> Path:
    """This test's own copy of the built data folder (no database yet, no log)."""
    folder = tmp_path / "datos"
    shutil.copytree(built_data, folder, ignore=shutil.ignore_patterns("juez.log*", "juez.sqlite3*"))
    return folder


@pytest.fixture
def juez(datos: Path) -> Callable[..., Ran]:
    def run(*args: str | bytes, **kwargs: object) -> Ran:
        return run_juez(datos, *args, **kwargs)  # type: ignore[arg-type]

    return run
