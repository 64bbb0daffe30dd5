"""Where log lines go: the journal under a service manager, else a file in the data folder,
never among the answers on a terminal.

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

Under a service manager (systemd sets ``JOURNAL_STREAM`` or ``INVOCATION_ID``), the lines go to
stderr instead, one record a line, with the syslog priority prefix journald reads (``<3>`` for
an error) and the record's context as ``key=value`` fields: ``journalctl -u 'juez@*'`` is where
an admin looks, and the data folder there is private. An unexpected error carries an incident
id (``new_incident``) that the user reads in the apology, so the admin can find its line.

An incident is one line with its id; its traceback follows the first time that error (the same
exception type raised along the same lines of code) is logged, and later ones carry only a
pointer to that first one (``same_as=<id>``): a thousand repeats of one bug keep the rotated
files for other news. Times are ISO 8601 with their offset (``2026-12-07T18:04:05.123+01:00``).
The file is created readable by its owner only (0600, whatever the umask). When a line cannot
be written to it later (a full disk, a size limit), stderr says so once, and warnings and errors
go there, one line each, until the file takes lines again.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import io
import logging
import os
import secrets
import sys
import threading
import traceback
from collections import OrderedDict
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TextIO

LOG_FILE = "juez.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# discord.py logs every gateway event at INFO and DEBUG: only its problems are kept.
QUIET_LOGGERS = ("discord", "discord.http", "discord.gateway")
# Context a record may carry (``extra={...}``), written after the message as key=value;
# ``same_as`` is set here: the incident whose line holds this record's traceback.
FIELDS = ("incident", "command", "interaction", "guild", "user", "same_as")
# Distinct tracebacks remembered, so that a repeat points to the first instead of repeating it.
TRACEBACKS_KEPT = 512
FILE_MODE = 0o600  # the log may quote what members typed and ids of servers and users
# systemd sets one of these in the environment of the processes it starts.
SERVICE_MANAGER_VARIABLES = ("JOURNAL_STREAM", "INVOCATION_ID")
# journald reads a "<priority>" prefix on each line (sd-daemon(3)): syslog's levels.
SYSLOG_PRIORITY = {
    logging.CRITICAL: 2,
    logging.ERROR: 3,
    logging.WARNING: 4,
    logging.INFO: 6,
    logging.DEBUG: 7,
}
INCIDENT_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"  # no 0/o, 1/l/i: read aloud, typed back


def new_incident() -> str:
    """A short id for one unexpected error: shown to the user, written in its log line."""
    return "".join(secrets.choice(INCIDENT_ALPHABET) for _ in range(8))


def under_service_manager() -> bool:
    return any(os.environ.get(name) for name in SERVICE_MANAGER_VARIABLES)


def configure(data_dir: Path, *, verbose: bool, level: str, journal: bool | None = None) -> None:
    """Send logging to ``data_dir/juez.log``, and to stderr too when ``verbose``; under a
    service manager (``journal``; None: detect it), to stderr only, one structured line each."""
    root = logging.getLogger()
    for old in [h for h in root.handlers if isinstance(h, _Ours)]:
        root.removeHandler(old)
        old.close()
    root.setLevel(_level(level))
    _quiet_discord()
    _TRACEBACKS.clear()  # a new destination gets each traceback once again
    if under_service_manager() if journal is None else journal:
        journal_handler = _Console(sys.stderr)
        journal_handler.setFormatter(JournalFormatter())
        root.addHandler(journal_handler)
        return
    file_handler = _open_file(data_dir / LOG_FILE)
    if file_handler is not None:
        file_handler.setFormatter(WithFields(FORMAT))
        root.addHandler(file_handler)
    if verbose:  # every line reaches stderr, notices included
        console = _Console(sys.stderr)
        console.setFormatter(WithFields(FORMAT))
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


def fields_of(record: logging.LogRecord) -> str:
    """The record's context (FIELDS it carries) as ``key=value`` pairs, values quoted when
    they hold a space, a quote or an equals sign."""
    pairs = []
    for name in FIELDS:
        value = getattr(record, name, None)
        if value is None:
            continue
        text = str(value).replace("\n", " ")
        if not text or any(c in text for c in ' "='):
            text = '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
        pairs.append(f"{name}={text}")
    return " ".join(pairs)


class _Tracebacks:
    """Which tracebacks were already written, by the error's shape: its type and the lines of
    code it went through (not its message, which may hold a member's text or an id)."""

    def __init__(self, kept: int = TRACEBACKS_KEPT) -> None:
        self.kept = kept
        self.first: OrderedDict[tuple[object, ...], str] = OrderedDict()
        self.lock = threading.Lock()  # records arrive from worker threads too

    def clear(self) -> None:
        with self.lock:
            self.first.clear()

    def mark(self, record: logging.LogRecord) -> None:
        """Set ``same_as`` on a record whose traceback was written before (and drop it from the
        record, so no handler writes it); once a record, however many handlers format it."""
        if getattr(record, "juez_seen", False) or not record.exc_info:
            return
        record.juez_seen = True
        err = record.exc_info[1]
        if err is None:
            return
        shape = _shape(err)
        label = getattr(record, "incident", None) or iso_time(record.created)
        with self.lock:
            first = self.first.get(shape)
            if first is None:
                self.first[shape] = str(label)
                if len(self.first) > self.kept:
                    self.first.popitem(last=False)
                return
            self.first.move_to_end(shape)
        record.same_as = first
        record.exc_info, record.exc_text = None, None
        record.error = type(err).__name__


def _shape(err: BaseException) -> tuple[object, ...]:
    frames = traceback.extract_tb(err.__traceback__)
    where = tuple((f.filename, f.lineno) for f in frames)
    cause = err.__cause__ or err.__context__
    return (type(err).__qualname__, where, _shape(cause) if cause is not None else ())


_TRACEBACKS = _Tracebacks()


def iso_time(created: float) -> str:
    """ISO 8601 in the machine's time zone, with its offset, to the millisecond."""
    moment = dt.datetime.fromtimestamp(created).astimezone()
    return moment.isoformat(timespec="milliseconds")


class WithFields(logging.Formatter):
    """The usual line, then the record's context fields (for the file and --verbose); a time
    with its zone; a traceback only the first time that error is written."""

    def format(self, record: logging.LogRecord) -> str:
        _TRACEBACKS.mark(record)
        return super().format(record)

    def formatTime(self, record: logging.LogRecord, datefmt: str | None = None) -> str:  # noqa: N802
        return iso_time(record.created)

    def formatMessage(self, record: logging.LogRecord) -> str:  # noqa: N802 (logging's name)
        line = super().formatMessage(record)
        fields = fields_of(record)
        if getattr(record, "same_as", None):
            fields += f" error={getattr(record, 'error', '?')}"
        return f"{line} [{fields.strip()}]" if fields.strip() else line


class JournalFormatter(logging.Formatter):
    """One journal entry a record: ``<priority>logger: message key=value…``; a traceback
    follows on lines of the same priority, indented, so ``journalctl -p err`` keeps them."""

    def __init__(self) -> None:
        super().__init__("%(name)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        _TRACEBACKS.mark(record)
        saved = record.exc_info, record.exc_text, record.stack_info
        record.exc_info, record.exc_text, record.stack_info = None, None, None
        try:
            line = super().format(record).replace("\n", " ")
        finally:
            record.exc_info, record.exc_text, record.stack_info = saved
        prefix = f"<{_priority(record.levelno)}>"
        fields = fields_of(record)
        if fields:
            line += " " + fields
        if getattr(record, "same_as", None):
            line += f" error={getattr(record, 'error', '?')}"
        if record.exc_info and record.exc_info[1] is not None:
            err = record.exc_info[1]
            line += f" error={type(err).__name__}"
            trace = self.formatException(record.exc_info)
            extra = [f"{prefix}  {t}" for t in trace.splitlines() if t.strip()]
            return "\n".join([prefix + line, *extra])
        return prefix + line


def _priority(level: int) -> int:
    for threshold in sorted(SYSLOG_PRIORITY, reverse=True):
        if level >= threshold:
            return SYSLOG_PRIORITY[threshold]
    return SYSLOG_PRIORITY[logging.DEBUG]


class _OneLine(WithFields):
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
    """The rotated file, created 0600; a line it cannot write is said on stderr instead."""

    def __init__(self, path: Path) -> None:
        self.failing = False  # since the last line that could not be written
        self.lost = False  # the line being written
        super().__init__(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        self.stand_in = _Console(sys.stderr)
        self.stand_in.setLevel(logging.WARNING)
        self.stand_in.setFormatter(_OneLine(FORMAT))
        self.stand_in.addFilter(lambda record: not _is_notice(record))  # _Notices says those

    def _open(self) -> io.TextIOWrapper:
        # Private whatever the umask: the log quotes what members typed, with their ids.
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, FILE_MODE)
        return open(fd, "a", encoding=self.encoding, errors=self.errors)  # noqa: SIM115

    def emit(self, record: logging.LogRecord) -> None:
        self.lost = False
        super().emit(record)  # calls handleError on a failure
        if not self.lost:
            self.failing = False  # written again: the file has the news from here on

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's name)
        # A full disk, a file-size limit, a file removed under us: not a traceback among the
        # answers (logging's default), but one sentence, then warnings and errors on stderr.
        self.lost = True
        err = sys.exc_info()[1]
        if not self.failing:
            self.failing = True
            why = f"{type(err).__name__}: {err}" if err is not None else "error desconocido"
            with contextlib.suppress(OSError, ValueError):  # stderr closed too: dropped
                print(
                    f"No se puede escribir en {self.baseFilename} ({why}); los avisos y errores "
                    "van aquí mientras tanto.",
                    file=self.stand_in.stream,
                    flush=True,
                )
        if record.levelno >= self.stand_in.level:  # handle() leaves levels to the logger
            self.stand_in.handle(record)


def _open_file(path: Path) -> _LogFile | None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return _LogFile(path)
    except (OSError, ValueError):
        return None


def _level(name: str) -> int:
    value = logging.getLevelNamesMapping().get(str(name).strip().upper())
    return value if value is not None else logging.INFO
