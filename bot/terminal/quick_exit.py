"""A one-shot lookup's process ends as soon as its answer is out.

Python's own exit frees, one by one, every object the process made and then its few hundred
modules: for a cold `juez buscar` (the corpus' records, the index's tables, the card names) some
70 M instructions of the 1,950 M it runs (callgrind, 07/12/2026), a twentieth of the command
that nobody waits for. The operating system takes the memory back at once. Nothing of a lookup
needs that teardown: what it says is on stdout and stderr, flushed here, and in the log file,
closed here by ``logging.shutdown``; it holds no store open after answering (bot/terminal/cards.py
closes it) and writes nothing else.
"""

from __future__ import annotations

import logging
import os
import sys


def leave(code: int) -> int:
    """Flush stdout, stderr and the log, then end the process with ``code`` at once.

    Returns ``code`` (the caller then exits as Python always does) when a stream cannot be
    flushed, such as stdout piped into a reader that closed it (`juez regla 702 | head`):
    Python's normal exit handles that case as before."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):  # closed, or no stream at all
        return code
    logging.shutdown()
    os._exit(code)
