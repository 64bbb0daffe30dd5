"""Log lines go to a file in the data folder; the terminal shows them only when asked."""

from __future__ import annotations

import datetime as dt
import errno
import io
import logging
import os
import re
import stat
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot import logs


@pytest.fixture(autouse=True)
def clean_logging(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Leave the root logger as it was: configure() changes process-wide state."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    voice = logging.getLogger("discord.client")
    filters = list(voice.filters)
    for name in logs.SERVICE_MANAGER_VARIABLES:  # as run by hand, even when the suite is not
        monkeypatch.delenv(name, raising=False)
    yield
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)
    voice.filters[:] = filters


def _ours() -> list[logging.Handler]:
    return [h for h in logging.getLogger().handlers if isinstance(h, logs._Ours)]


def _flush() -> None:
    for handler in _ours():
        handler.flush()


def test_lines_go_to_the_file_and_not_to_the_terminal(tmp_path: Path, capfd) -> None:
    data = tmp_path / "datos" / "nuevos"  # created
    logs.configure(data, verbose=False, level="INFO")
    logging.getLogger("index.search.build").info("índice construido: %s registros", 7405)
    logging.getLogger("bot.storage").debug("no debe aparecer")
    _flush()
    text = (data / logs.LOG_FILE).read_text(encoding="utf-8")
    assert "INFO index.search.build: índice construido: 7405 registros" in text
    assert "no debe aparecer" not in text
    assert capfd.readouterr().err == ""


def test_verbose_also_writes_to_stderr(tmp_path: Path, capfd) -> None:
    logs.configure(tmp_path, verbose=True, level="debug")
    logging.getLogger("juez").debug("migración 1 aplicada")
    _flush()
    assert "migración 1 aplicada" in capfd.readouterr().err
    assert "migración 1 aplicada" in (tmp_path / logs.LOG_FILE).read_text(encoding="utf-8")


@pytest.mark.parametrize("blocked", ["folder-is-a-file", "log-is-a-folder"])
def test_a_file_that_cannot_be_opened_falls_back_to_warnings_on_stderr(
    tmp_path: Path, capfd, blocked: str
) -> None:
    if blocked == "folder-is-a-file":
        data = tmp_path / "datos"
        data.write_text("no es una carpeta")
    else:
        data = tmp_path
        (tmp_path / logs.LOG_FILE).mkdir()
    logs.configure(data, verbose=False, level="INFO")  # no exception
    logging.getLogger("juez").info("detalle de rutina")
    logging.getLogger("juez").warning("algo va mal")
    err = capfd.readouterr().err
    assert "algo va mal" in err
    assert "detalle de rutina" not in err


def test_configuring_twice_does_not_repeat_lines(tmp_path: Path, capfd) -> None:
    logs.configure(tmp_path, verbose=True, level="INFO")
    logs.configure(tmp_path, verbose=True, level="INFO")
    assert len(_ours()) == 2  # one file, one terminal
    logging.getLogger("juez").info("una sola vez")
    _flush()
    assert capfd.readouterr().err.count("una sola vez") == 1
    assert (tmp_path / logs.LOG_FILE).read_text(encoding="utf-8").count("una sola vez") == 1
    logs.configure(tmp_path, verbose=False, level="INFO")  # the terminal handler goes away
    assert not any(isinstance(h, logs._Console) for h in _ours())
    assert len(_ours()) == 2  # the file, and the notices alone on the terminal
    assert len(logging.getLogger("discord.client").filters) == 1


def test_other_handlers_are_left_alone(tmp_path: Path) -> None:
    other = logging.NullHandler()
    logging.getLogger().addHandler(other)
    logs.configure(tmp_path, verbose=False, level="INFO")
    logs.configure(tmp_path, verbose=False, level="INFO")
    assert other in logging.getLogger().handlers


def test_level_is_applied_and_an_unknown_one_means_info(tmp_path: Path) -> None:
    logs.configure(tmp_path, verbose=False, level="WARNING")
    assert logging.getLogger().level == logging.WARNING
    logs.configure(tmp_path, verbose=False, level="ruidoso")
    assert logging.getLogger().level == logging.INFO


def test_discord_is_kept_quiet_and_its_voice_warning_dropped(tmp_path: Path) -> None:
    logs.configure(tmp_path, verbose=False, level="DEBUG")
    for name in logs.QUIET_LOGGERS:
        assert logging.getLogger(name).level == logging.WARNING
    voice = logging.getLogger("discord.client")

    def record(message: str) -> logging.LogRecord:
        return voice.makeRecord(voice.name, logging.WARNING, __file__, 1, message, (), None)

    assert not voice.filter(record("PyNaCl is not installed, voice will NOT be supported"))
    assert voice.filter(record("Shard ID None has connected to Gateway"))


class _FullDisk(io.StringIO):
    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_write_error_later_is_said_once_then_problems_go_to_stderr(tmp_path: Path, capfd):
    """Issue 44: under a file-size limit 189 of 240 answers failed to save and nothing reached
    the log or stderr. Now one sentence says the file cannot be written, and each warning or
    error goes to stderr on one line (no traceback among the answers); news stays quiet."""
    logs.configure(tmp_path, verbose=False, level="INFO")
    (handler,) = [h for h in _ours() if isinstance(h, logs._LogFile)]
    handler.stream.close()
    handler.stream = _FullDisk()  # the disk filled up after the file was opened
    log = logging.getLogger("juez")
    log.error("no se guardó la respuesta 1")
    log.info("noticia del día")
    try:
        raise OSError(errno.EFBIG, "File too large")
    except OSError:
        log.exception("no se guardó la respuesta 2")
    err = capfd.readouterr().err
    assert err.count("No se puede escribir en") == 1 and "No space left on device" in err
    assert "no se guardó la respuesta 1" in err and "no se guardó la respuesta 2" in err
    assert "noticia del día" not in err and "Traceback" not in err


def test_times_carry_their_zone_and_the_file_is_private(tmp_path: Path, monkeypatch) -> None:
    umask = os.umask(0o022)  # a usual umask: the file would be 0644
    monkeypatch.setenv("TZ", "America/Mexico_City")
    time.tzset()
    try:
        logs.configure(tmp_path, verbose=False, level="INFO")
        logging.getLogger("juez").info("hola")
        _flush()
    finally:
        os.umask(umask)
        monkeypatch.delenv("TZ")
        time.tzset()
    path = tmp_path / logs.LOG_FILE
    assert stat.S_IMODE(path.stat().st_mode) == logs.FILE_MODE == 0o600
    stamp = path.read_text(encoding="utf-8").split(" ", 1)[0]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-0[56]:00", stamp), stamp
    assert dt.datetime.fromisoformat(stamp).utcoffset() is not None


def _fail(logger: logging.Logger, incident: str, value: str) -> None:
    try:
        {}[value]
    except KeyError:
        logger.exception("error inesperado", extra={"incident": incident})


def test_a_traceback_is_written_once_then_repeats_point_to_it(tmp_path: Path) -> None:
    """Issue 44: an incident was ~6 KB, so the rotated files held ~680. The same error again
    (same type, same lines of code, whatever its message) is one line naming the first."""
    logs.configure(tmp_path, verbose=False, level="INFO", journal=False)
    log = logging.getLogger("juez.bot")
    _fail(log, "primero1", "a")
    for i in range(50):
        _fail(log, f"repite{i:02d}", f"b{i}")
    try:
        raise ValueError("otro")
    except ValueError:
        log.exception("error inesperado", extra={"incident": "distinto"})
    _flush()
    text = (tmp_path / logs.LOG_FILE).read_text(encoding="utf-8")
    assert text.count("Traceback") == 2  # the first KeyError, and the ValueError
    repeats = [line for line in text.splitlines() if "incident=repite" in line]
    assert len(repeats) == 50
    assert all("same_as=primero1 error=KeyError" in line for line in repeats)
    assert len(text.encode()) < 200 * 52 + 2000  # one short line an incident, not kilobytes


def test_under_systemd_a_repeated_traceback_is_a_pointer_too(tmp_path: Path, capfd) -> None:
    logs.configure(tmp_path, verbose=False, level="INFO", journal=True)
    log = logging.getLogger("juez.bot")
    _fail(log, "primero1", "a")
    _fail(log, "segundo2", "b")
    _flush()
    err = capfd.readouterr().err
    assert err.count("Traceback") == 1
    assert "<3>juez.bot: error inesperado incident=segundo2 same_as=primero1 error=KeyError" in err


def _notice(message: str) -> None:
    logging.getLogger("index.build").warning(message, extra={"notice": True})


def test_a_notice_reaches_the_terminal_once_as_a_bare_sentence(tmp_path: Path, capfd) -> None:
    logs.configure(tmp_path, verbose=False, level="INFO")
    _notice("El índice está dañado: se reconstruye.")
    logging.getLogger("juez").warning("solo al archivo")
    _flush()
    assert capfd.readouterr().err == "El índice está dañado: se reconstruye.\n"
    text = (tmp_path / logs.LOG_FILE).read_text(encoding="utf-8")
    assert "se reconstruye" in text and "solo al archivo" in text


def test_without_the_file_warnings_are_one_line_and_notices_said_once(tmp_path: Path, capfd):
    data = tmp_path / "datos"
    data.write_text("no es una carpeta")
    logs.configure(data, verbose=False, level="INFO")
    _notice("El índice está dañado: se reconstruye.")
    try:
        raise OSError(errno.EACCES, "Permission denied")
    except OSError:
        logging.getLogger("juez").warning("no se pudo guardar", exc_info=True)
    err = capfd.readouterr().err
    assert err.count("se reconstruye") == 1
    assert "no se pudo guardar (PermissionError: [Errno 13] Permission denied)" in err
    assert "Traceback" not in err


def test_verbose_shows_tracebacks_and_each_notice_once(tmp_path: Path, capfd) -> None:
    logs.configure(tmp_path, verbose=True, level="INFO")
    _notice("El índice está dañado: se reconstruye.")
    try:
        raise ValueError("roto")
    except ValueError:
        logging.getLogger("juez").exception("falló")
    err = capfd.readouterr().err
    assert err.count("se reconstruye") == 1
    assert "Traceback" in err and "ValueError: roto" in err


def test_under_systemd_structured_lines_go_to_stderr_and_no_file(
    tmp_path: Path, capfd, monkeypatch
) -> None:
    monkeypatch.setenv("INVOCATION_ID", "0123abcd")  # what systemd sets for its services
    logs.configure(tmp_path, verbose=False, level="INFO")
    log = logging.getLogger("juez.bot")
    log.info("conectado como juez en %d servidores", 3)
    try:
        raise RuntimeError("fallo interno")
    except RuntimeError:
        log.exception(
            "error inesperado en %s",
            "/buscar",
            extra={"incident": "k3f9q2ab", "command": "/buscar", "guild": 42, "user": 7},
        )
    _flush()
    lines = capfd.readouterr().err.splitlines()
    assert lines[0] == "<6>juez.bot: conectado como juez en 3 servidores"
    assert lines[1] == (
        "<3>juez.bot: error inesperado en /buscar incident=k3f9q2ab command=/buscar guild=42 "
        "user=7 error=RuntimeError"
    )
    # the traceback follows at the same priority, so `journalctl -p err` keeps it whole
    assert all(line.startswith("<3>  ") for line in lines[2:]) and len(lines) > 3
    assert "RuntimeError: fallo interno" in lines[-1]
    assert not (tmp_path / logs.LOG_FILE).exists()  # the journal is the one place


def test_the_file_keeps_the_context_fields_too(tmp_path: Path) -> None:
    logs.configure(tmp_path, verbose=False, level="INFO", journal=False)
    logging.getLogger("juez.bot").error(
        "error inesperado en %s", "/carta", extra={"incident": "abc", "command": "/carta nombre"}
    )
    _flush()
    text = (tmp_path / logs.LOG_FILE).read_text(encoding="utf-8")
    assert 'error inesperado en /carta [incident=abc command="/carta nombre"]' in text


def test_incident_ids_are_short_and_distinct() -> None:
    ids = {logs.new_incident() for _ in range(1000)}
    assert len(ids) == 1000
    assert all(len(i) == 8 and set(i) <= set(logs.INCIDENT_ALPHABET) for i in ids)
