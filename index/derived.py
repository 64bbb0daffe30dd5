"""Tables derived from the corpus, kept beside the index as plain JSON.

Deriving one (the edition alignment, the named concepts) takes a fraction of an index build,
which a one-shot command would pay at every start; reading it back takes milliseconds. A file
is used only when its key matches: what it was derived from (the corpus' content hash) and
the version of the code that derived it. Anything wrong with it reads as "not there", and the
caller derives the table again. Plain JSON, so a person can read and check it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


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
