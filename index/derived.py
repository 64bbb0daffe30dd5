"""Tables derived from the corpus, kept beside the index as plain JSON.

Deriving one (the edition alignment, the named concepts, the rules' statements) takes a
fraction of an index build, which a one-shot command would pay at every start; reading it
back takes milliseconds. A file is used only when its key matches: what it was derived from
(the corpus' content hash) and the version of the code that derived it. Anything wrong with it
reads as "not there", and the caller derives the table again. Plain JSON, so a person can read
and check it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


def read_json(path: Path, key: str) -> dict[str, Any] | None:
    """The table stored at ``path`` for ``key``; None when missing, stale or unreadable."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as err:
        log.info("%s no utilizable (%s): se vuelve a calcular", path.name, err)
        return None
    if not isinstance(data, dict) or data.get("key") != key:
        return None
    return data


def write_json(path: Path, key: str, table: Mapping[str, object]) -> None:
    """Atomically: a temporary file in the same folder, then ``os.replace``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    try:
        tmp.write_text(json.dumps({"key": key, **table}, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def kept(
    path: Path | None,
    key: str,
    derive: Callable[[], T],
    read: Callable[[dict[str, Any]], T],
    table: Callable[[T], Mapping[str, object]],
) -> T:
    """``read`` of the table kept at ``path`` for ``key``, else ``derive()`` now, kept there as
    ``table`` of it (without a path: derived, not kept). A table that ``read`` refuses
    (ValueError, KeyError, TypeError) is derived again; a folder that cannot be written costs
    only the time of deriving it at the next start."""
    if path is None:
        return derive()
    data = read_json(path, key)
    if data is not None:
        try:
            return read(data)
        except (ValueError, KeyError, TypeError) as err:
            log.info("%s no utilizable (%s): se vuelve a calcular", path.name, err)
    value = derive()
    try:
        write_json(path, key, table(value))
    except OSError as err:
        log.warning("no se pudo guardar %s: %s", path, err)
    return value
