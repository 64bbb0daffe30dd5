"""`juez datos exportar|importar` from the command line: pipes, messages and exit codes."""

from __future__ import annotations

import asyncio
import io
import json
from pathlib import Path

import pytest

from bot.storage import open_store
from bot.terminal import cli


@pytest.fixture
def env(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no .env from the developer's checkout
    for name in ("JUEZ_DATABASE_URL", "JUEZ_DB_PATH", "JUEZ_SHARDS", "JUEZ_SHARD_COUNT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("JUEZ_DATA_DIR", str(tmp_path / "datos"))
    return monkeypatch


def _fill(path: Path) -> None:
    async def run() -> None:
        store = await open_store(path)
        await store.guilds.update(42, private_by_default=True)
        await store.quiz.record_answer(
            guild_id=42, user_id=7, question_key="k:basico:1:0", topic="clase", correct=True
        )
        await store.close()

    asyncio.run(run())


def _stdin(monkeypatch, text: str) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(text))


def test_export_then_import_into_a_new_file(env, tmp_path, capsys):
    _fill(tmp_path / "datos" / "juez.sqlite3")  # the configured store
    assert cli.main(["datos", "exportar"]) == 0
    out, err = capsys.readouterr()
    lines = [json.loads(line) for line in out.splitlines()]
    assert {r["table"] for r in lines} == {
        "guild_settings", "quiz_answers", "quiz_players", "quiz_topic_totals", "quiz_boxes",
        "_counts",
    }  # fmt: skip
    assert "Exportadas 5 filas" in err and "Recuentos comprobados" in err

    _stdin(env, out)
    assert cli.main(["datos", "importar", "--base", str(tmp_path / "nueva.sqlite3")]) == 0
    assert "Importadas 5 filas" in capsys.readouterr().err
    assert cli.main(["datos", "exportar", "--base", str(tmp_path / "nueva.sqlite3")]) == 0
    assert capsys.readouterr().out == out


def test_importing_twice_is_refused_and_says_what_to_do(env, tmp_path, capsys):
    _fill(tmp_path / "datos" / "juez.sqlite3")
    cli.main(["datos", "exportar"])
    out = capsys.readouterr().out
    _stdin(env, out)
    assert cli.main(["datos", "importar"]) == 1
    err = capsys.readouterr().err
    assert "ya tiene datos" in err and "juez datos importar --base" in err


def test_a_cut_export_is_refused(env, tmp_path, capsys):
    _stdin(env, '{"table": "guild_settings", "guild_id": 1, "private_by_default": true, '
           '"default_edition": null}\n')  # fmt: skip
    assert cli.main(["datos", "importar", "--base", str(tmp_path / "n.sqlite3")]) == 1
    assert "incompleta" in capsys.readouterr().err


def test_export_of_a_missing_file_says_so(env, tmp_path, capsys):
    assert cli.main(["datos", "exportar", "--base", str(tmp_path / "no.sqlite3")]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "nada que exportar" in err and "--base" in err
    assert not (tmp_path / "no.sqlite3").exists()


def test_import_from_a_terminal_shows_how(env, capsys):
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    env.setattr("sys.stdin", Tty())
    assert cli.main(["datos", "importar"]) == 2
    assert "juez datos importar < juez.jsonl" in capsys.readouterr().err


def test_an_unknown_action_is_a_usage_error(env, capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["datos", "borrar"])
    assert exit_.value.code == 2


def test_a_full_disk_during_an_import_says_so_and_keeps_nothing_half_done(env, tmp_path, capsys):
    import sqlite3

    _fill(tmp_path / "datos" / "juez.sqlite3")
    assert cli.main(["datos", "exportar"]) == 0
    dump = capsys.readouterr().out
    target = tmp_path / "nueva.sqlite3"

    async def disk_full(store, stream):
        async with store.bulk_import() as writer:
            await writer.insert("guild_settings", [(1, False, None)])
            raise sqlite3.OperationalError("database or disk is full")

    env.setattr("bot.terminal.data.import_records", disk_full)
    _stdin(env, dump)
    assert cli.main(["datos", "importar", "--base", str(target)]) == 1
    err = capsys.readouterr().err
    assert "disco" in err and "No se completó" in err and "Traceback" not in err
    assert cli.main(["datos", "exportar", "--base", str(target)]) == 0
    assert '"guild_settings": 0' in capsys.readouterr().out  # the write was rolled back
