"""What an administrator sees of the running bot (issue 44): gateway changes in the log at
INFO, systemd's READY / WATCHDOG / STATUS on its notification socket, and `juez estado`."""

from __future__ import annotations

import argparse
import logging
import os
import socket
import stat

import pytest

from bot.health import STATUS_FILE, read_status
from bot.terminal.status import run_status


@pytest.fixture
def systemd(tmp_path, monkeypatch):
    """A notification socket where systemd would listen (NOTIFY_SOCKET)."""
    path = tmp_path / "notify.sock"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(str(path))
    sock.setblocking(False)
    monkeypatch.setenv("NOTIFY_SOCKET", str(path))
    yield sock
    sock.close()


def received(sock: socket.socket) -> list[str]:
    got = []
    while True:
        try:
            got.append(sock.recv(4096).decode())
        except BlockingIOError:
            return got


def estado(data_dir, capsys) -> tuple[int, str]:
    code = run_status(argparse.Namespace(json=False), data_dir)
    return code, capsys.readouterr().out


async def test_gateway_changes_are_logged_notified_and_reported(
    bot, settings, systemd, caplog, capsys
):
    caplog.set_level(logging.INFO, logger="juez.bot")
    code, out = estado(settings.data_dir, capsys)
    assert code == 1 and "no se ha arrancado" in out  # never ran with this folder

    bot.health.gateway("connect", 0)
    bot.health.gateway("ready", 0)
    await bot.health.beat()
    notes = received(systemd)
    assert any(n.startswith("READY=1") for n in notes), notes
    assert any("WATCHDOG=1" in n and "STATUS=conectado" in n for n in notes), notes
    assert "gateway: conectado (shard 0)" in caplog.text
    path = settings.data_dir / STATUS_FILE
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    code, out = estado(settings.data_dir, capsys)
    assert code == 0, out
    assert "Discord: conectado" in out and "Base de datos (sqlite): responde" in out

    bot.health.gateway("disconnect", 0)  # the 62-second outage that left no line
    assert "gateway: desconectado (shard 0)" in caplog.text
    assert [r.levelno for r in caplog.records if "desconectado" in r.getMessage()] == [logging.INFO]
    code, out = estado(settings.data_dir, capsys)
    assert code == 1 and "SIN CONEXIÓN" in out and "gateway desconectado" in out
    bot.health.gateway("resumed", 0)
    code, out = estado(settings.data_dir, capsys)
    assert code == 0 and "sesión reanudada" in caplog.text


async def test_a_stale_file_means_the_bot_is_not_running(bot, settings, capsys, monkeypatch):
    bot.health.gateway("ready", 0)
    await bot.health.beat()
    import bot.terminal.status as status

    later = read_status(settings.data_dir)["updated_at"] + 600
    monkeypatch.setattr(status.time, "time", lambda: later)
    code, out = estado(settings.data_dir, capsys)
    assert code == 1 and "no está en marcha o no responde" in out


async def test_closing_says_stopping(bot, fake, settings, systemd, capsys):
    bot.health.gateway("ready", 0)
    await bot.close()
    assert any(n.startswith("STOPPING=1") for n in received(systemd))
    code, out = estado(settings.data_dir, capsys)
    assert code == 1 and "se cerró" in out
