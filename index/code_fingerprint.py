"""What a computation read, so that a result kept on disk is used only while all of it is
unchanged: the project's module files it imported, the data files it opened, and the modules
beside them in their folders (a new module in a package may change what the package does).

A process that computes something to keep calls ``start_recording()`` first (an audit hook sees
every file it opens from then on; hooks cannot be removed, so this is for a worker process of
its own) and ``recorded(root)`` at the end. ``still_valid(root, fingerprint)`` then says, at
the cost of one stat a file, whether the result may answer: a file whose size or time changed
is hashed again, and only a changed content (or a module added or removed beside the others)
makes it stale. Nobody has to remember to bump a version by hand when the code changes.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

Fingerprint = dict[str, Any]  # JSON: {"files": {path: [size, mtime_ns, sha256]}, "folders": …}

_opened: set[str] = set()


def start_recording() -> None:
    """Record every file this process opens from now on (for ``recorded``)."""
    sys.addaudithook(_audit)


def _audit(event: str, args: tuple[Any, ...]) -> None:
    if event == "open" and args and isinstance(args[0], str | bytes | os.PathLike):
        _opened.add(os.fsdecode(args[0]))


def recorded(root: Path) -> Fingerprint:
    """Every module imported and file opened so far under ``root`` (see ``fingerprint_of``)."""
    paths = {Path(f) for m in list(sys.modules.values()) if (f := getattr(m, "__file__", None))}
    return fingerprint_of(root, paths | {Path(p) for p in _opened})


def fingerprint_of(root: Path, paths: Iterable[Path]) -> Fingerprint:
    """Each of ``paths`` under ``root`` with its size, time and content hash, and the module
    names of each folder holding one of its modules (others are left out: the interpreter's
    own library does not change under a kept result, and neither do installed packages, even
    when the virtual environment lives inside the project: ``pip install -e .`` rewrites files
    in site-packages that no reader depends on)."""
    root = root.resolve()
    files: dict[str, list[Any]] = {}
    for path in sorted(set(paths)):
        relative = _under(root, path)
        if relative is None or not path.is_file() or _installed(path):
            continue
        stat = path.stat()
        files[relative] = [stat.st_size, stat.st_mtime_ns, _sha(path)]
    folders = {
        folder: _modules_in(root / folder)
        for folder in sorted({str(Path(f).parent) for f in files if f.endswith(".py")})
    }
    return {"files": files, "folders": folders}


def still_valid(root: Path, fingerprint: Fingerprint) -> bool:
    """Whether every file recorded still holds what it held, and every package folder the
    same modules."""
    try:
        for relative, (size, mtime_ns, sha) in fingerprint["files"].items():
            path = root / relative
            stat = path.stat()
            if (stat.st_size, stat.st_mtime_ns) != (size, mtime_ns) and _sha(path) != sha:
                return False
        return all(
            _modules_in(root / folder) == names for folder, names in fingerprint["folders"].items()
        )
    except (OSError, KeyError, TypeError, ValueError):
        return False  # a file gone or a fingerprint of another shape: never trusted


def _under(root: Path, path: Path) -> str | None:
    try:
        return str(path.resolve().relative_to(root))
    except ValueError:
        return None


def _installed(path: Path) -> bool:
    """Compiled caches and anything pip installs (site-packages, or the environment's prefix,
    which the kept result records apart as the Python version)."""
    if {"__pycache__", "site-packages", "dist-packages"} & set(path.parts):
        return True
    resolved = path.resolve()
    return any(resolved.is_relative_to(Path(p).resolve()) for p in _PREFIXES if p)


_PREFIXES = {sys.prefix, sys.exec_prefix} - {sys.base_prefix, sys.base_exec_prefix}


def _modules_in(folder: Path) -> list[str]:
    return sorted(_python_files(os.listdir(folder)))


def _python_files(names: Iterable[str]) -> Iterable[str]:
    return (n for n in names if n.endswith(".py"))


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()
