"""A folder built once per test run and shared by the pytest-xdist workers (tests/conftest.py,
tests/faults/conftest.py): each worker would otherwise spend seconds of CPU building the same
index."""

from __future__ import annotations

import fcntl
import os
import pickle
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest


def built_once(
    tmp_path_factory: pytest.TempPathFactory, name: str, build: Callable[[Path], None]
) -> Path:
    """A folder ``build`` fills once for the whole run: the first xdist worker to ask builds it
    under the run's shared temporary folder while holding a file lock; the others wait on the
    lock and get the finished folder. Callers treat it as read-only (copy it to write into it).
    Without xdist the folder is this session's own."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        folder = tmp_path_factory.mktemp(name)
        build(folder)
        return folder
    shared = tmp_path_factory.getbasetemp().parent  # this run's, shared by its workers
    folder = shared / name
    done = shared / f"{name}.done"
    with (shared / f"{name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, or the worker dies
        if not done.exists():
            shutil.rmtree(folder, ignore_errors=True)  # a worker that failed midway
            folder.mkdir()
            build(folder)
            done.touch()
    return folder


T = TypeVar("T")


def measured_once(
    tmp_path_factory: pytest.TempPathFactory, name: str, measure: Callable[[], T]
) -> T:
    """What ``measure`` returns, measured once for the whole run: the first worker to ask keeps
    it (pickled) in a folder ``built_once`` fills; the others read it. For measurements several
    test files check (the question sets' scores: a thousand searches)."""

    def keep(folder: Path) -> None:
        (folder / "value.pickle").write_bytes(pickle.dumps(measure()))

    folder = built_once(tmp_path_factory, name, keep)
    return pickle.loads((folder / "value.pickle").read_bytes())  # type: ignore[no-any-return]
