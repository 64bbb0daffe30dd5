"""Where log lines go: a file in the data folder, never among the answers on a terminal.

    configure(settings.data_dir, verbose=args.verbose, level=settings.log_level)

Lines go to ``<data_dir>/juez.log`` (rotated at 1 MB, three old files kept). The terminal gets
them only with ``verbose`` (``--verbose``). When the file cannot be opened (a read-only folder,
a path that is a file), warnings and errors go to stderr instead and nothing else changes:
logging must never stop a command. Calling ``configure`` again replaces what the previous call
installed, so a front end may call it once per start without stacking handlers.
"""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TextIO

LOG_FILE = "juez.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# discord.py logs every gateway event at INFO and DEBUG: only its problems are kept.
QUIET_LOGGERS = ("discord", "discord.http", "discord.gateway")


def configure(data_dir: Path, *, verbose: bool, level: str) -> None:
    """Send logging to ``data_dir/juez.log``, and to stderr too when ``verbose``."""
    root = logging.getLogger()
    for old in [h for h in root.handlers if isinstance(h, _Ours)]:
        root.removeHandler(old)
        old.close()
    root.setLevel(_level(level))
    formatter = logging.Formatter(FORMAT)
    handlers: list[logging.Handler] = []
    file_handler = _open_file(data_dir / LOG_FILE)
    if file_handler is not None:
        handlers.append(file_handler)
    if verbose or file_handler is None:
        console = _Console(sys.stderr)
        if not verbose:  # only standing in for the file: problems, not the daily news
            console.setLevel(logging.WARNING)
        handlers.append(console)
    for handler in handlers:
        handler.setFormatter(formatter)
        root.addHandler(handler)
    for name in QUIET_LOGGERS:
        logging.getLogger(name).setLevel(logging.WARNING)
    # Juez has no voice features: discord.py's warning about missing voice libraries is noise.
    voice = logging.getLogger("discord.client")
    if not any(isinstance(f, NoVoiceWarnings) for f in voice.filters):
        voice.addFilter(NoVoiceWarnings())


class NoVoiceWarnings(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return "voice will NOT be supported" not in record.getMessage()


class _Ours:
    """Marks the handlers configure() installed, so that a second call replaces them."""


class _Console(_Ours, logging.StreamHandler[TextIO]):
    pass


class _LogFile(_Ours, RotatingFileHandler):
    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's name)
        # A full disk or a file removed under us: the line is lost, the command goes on.
        # (The default prints a traceback to stderr, among the answers.)
        pass


def _open_file(path: Path) -> _LogFile | None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return _LogFile(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except (OSError, ValueError):
        return None


def _level(name: str) -> int:
    value = logging.getLevelNamesMapping().get(str(name).strip().upper())
    return value if value is not None else logging.INFO
