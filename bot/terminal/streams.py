"""Text in and out of the terminal whatever the locale says.

Kept apart from the CLI so that the console and the quiz, which read their own input, call it
without importing the command line (and the CLI without importing them).
"""

from __future__ import annotations

import contextlib
import io
import sys


def safe_streams() -> None:
    """Bytes that are not UTF-8 never stop a command: read and written with replacement.

    Under a strict locale (PYTHONIOENCODING=utf-8:strict) one bad byte on stdin would raise
    while iterating it; under C.UTF-8 (surrogateescape) it would be echoed raw, and a --json
    line would no longer be valid JSON. U+FFFD stands in for it, in and out.
    """
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors != "replace":
            with contextlib.suppress(ValueError, OSError):  # closed or already read from
                stream.reconfigure(errors="replace")
