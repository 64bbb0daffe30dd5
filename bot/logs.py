"""Where log lines go: a file in the data folder, never among the answers on a terminal.

    configure(settings.data_dir, verbose=args.verbose, level=settings.log_level)

The one logging setup of every Juez process: `juez` calls it once at start, before any command
runs, the Discord bot (`juez bot`) included; nothing else adds handlers to the root logger.

Lines go to ``<data_dir>/juez.log`` (rotated at 1 MB, three old files kept). The terminal gets
them only with ``verbose`` (``--verbose``), except records marked ``notice`` (a damaged index
being rebuilt): those always reach stderr, once, as bare sentences, so the person at the
terminal knows why a command takes longer. When the file cannot be opened (a read-only folder,
a path that is a file), warnings and errors go to stderr instead, one line each (tracebacks are
for --verbose), and nothing else changes: logging must never stop a command. Calling
``configure`` again replaces what the previous call installed, so it never stacks handlers.
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
    _quiet_discord()
    file_handler = _open_file(data_dir / LOG_FILE)
    if file_handler is not None:
        file_handler.setFormatter(logging.Formatter(FORMAT))
        root.addHandler(file_handler)
    if verbose:  # every line reaches stderr, notices included
        console = _Console(sys.stderr)
        console.setFormatter(logging.Formatter(FORMAT))
        root.addHandler(console)
        return
    if file_handler is None:  # standing in for the file: problems, not the daily news
        console = _Console(sys.stderr)
        console.setLevel(logging.WARNING)
        console.setFormatter(_OneLine(FORMAT))
        console.addFilter(lambda record: not _is_notice(record))  # said once, by _Notices
        root.addHandler(console)
    root.addHandler(_Notices(sys.stderr))


def _quiet_discord() -> None:
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


class _Notices(_Ours, logging.StreamHandler[TextIO]):
    """Records marked ``notice``, as bare sentences on the terminal."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__(stream)
        self.setLevel(logging.WARNING)
        self.setFormatter(logging.Formatter("%(message)s"))
        self.addFilter(_is_notice)


def _is_notice(record: logging.LogRecord) -> bool:
    return bool(getattr(record, "notice", False))


class _OneLine(logging.Formatter):
    """A record on one line: its exception's type and message, not its traceback."""

    def format(self, record: logging.LogRecord) -> str:
        saved = record.exc_info, record.exc_text, record.stack_info
        record.exc_info, record.exc_text, record.stack_info = None, None, None
        try:
            line = super().format(record)
        finally:
            record.exc_info, record.exc_text, record.stack_info = saved
        if saved[0] and saved[0][1] is not None:
            line += f" ({type(saved[0][1]).__name__}: {saved[0][1]})"
        return line


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
