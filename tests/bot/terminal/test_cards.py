"""`juez carta NOMBRE [--reglas] [--json]` end to end: the argument parser, the settings
(JUEZ_SCRYFALL_URL pointing at the fake Scryfall on loopback), the store, the exit codes."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from bot.terminal import cli
from tests.bot.cards.scryfall_fake import FakeScryfall, Reply, running


@pytest.fixture(scope="module")
def scryfall_server() -> Iterator[FakeScryfall]:
    with running() as server:
        yield server


@pytest.fixture
def juez(library, data_dir, tmp_path, capsys, monkeypatch, scryfall_server):
    """`juez ...` in-process on the session's index, a fresh database, the fake Scryfall;
    returns (exit code, stdout, stderr)."""
    scryfall_server.clear()
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", scryfall_server.url)
    monkeypatch.setenv("JUEZ_DB_PATH", str(tmp_path / "juez.sqlite3"))

    def run(*args: str) -> tuple[int, str, str]:
        code = cli.main(["--datos", str(data_dir), *args])
        out, err = capsys.readouterr()
        return code, out, err

    run.server = scryfall_server  # type: ignore[attr-defined]
    return run


def test_a_card_by_its_spanish_name(juez):
    code, out, err = juez("carta", "elfos", "de", "llanowar")
    assert code == 0 and err == ""
    assert out.startswith("Llanowar Elves · Elfos de Llanowar")
    assert "{T}: Add {G}." in out and "{T}: Agrega {G}." in out and "1/1" in out


def test_reglas_adds_rulings_and_formats(juez):
    code, out, _ = juez("carta", "Llanowar Elves", "--reglas")
    assert code == 0
    assert "Fallos oficiales (2, en inglés):" in out and "Formatos: Estándar: no legal" in out


def test_json_gives_the_card_fields(juez):
    code, out, _ = juez("carta", "colosal dreadmaw", "--json")
    data = json.loads(out)
    assert code == 0 and data["card"]["name"] == "Colossal Dreadmaw"
    assert data["keywords"] == [
        {"name": "Trample", "spanish": "Arrollar", "rule": "702.19", "kind": "keyword"}
    ]
    assert data["card"]["faces"][0]["power"] == "6" and data["rulings"] is None


def test_the_card_is_kept_in_the_database(juez):
    juez("carta", "Serra Angel")
    sent = len(juez.server.requests)
    code, out, _ = juez("carta", "ángel de serra")
    assert code == 0 and "Ángel de Serra" in out
    assert len(juez.server.requests) == sent  # the second run asked nothing


def test_exit_codes(juez):
    assert juez("carta")[0] == 2
    code, out, _ = juez("carta", "zzz", "qqq")
    assert code == 1 and "No encuentro ninguna carta" in out  # nothing found: 1
    juez.server.script("/cards/named", *[Reply(503)] * 3)
    code, out, err = juez("carta", "Zorblax", "Qwimbly")  # in no data: Scryfall alone
    assert code == 1 and out == "" and "Scryfall" in err and "(503)" in err


def test_a_bad_scryfall_url_is_a_configuration_mistake(juez, monkeypatch):
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", "api.scryfall.com")
    code, _, err = juez("carta", "Serra Angel")
    assert code == 2 and "JUEZ_SCRYFALL_URL" in err and "https://api.scryfall.com" in err


def test_help_names_the_command(juez):
    with pytest.raises(SystemExit):
        juez("carta", "--help")


def _closed_port() -> int:
    import socket

    with socket.socket() as sock:  # bound, then closed: nothing listens there
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_with_postgresql_down_the_bundled_card_data_answers_with_a_note(juez, monkeypatch):
    """Issue 44: `juez carta` failed when PostgreSQL was down (its card cache lives in the
    store). The bundled data answers; stderr says the store was not used and why."""
    url = f"postgresql://juez:secreto@127.0.0.1:{_closed_port()}/juez"
    monkeypatch.setenv("JUEZ_DATABASE_URL", url)
    juez.server.script("/cards/named", *[Reply(503)] * 3)  # and Scryfall fails too
    code, out, err = juez("carta", "elfos", "de", "llanowar")
    assert code == 0
    assert out.startswith("Llanowar Elves · Elfos de Llanowar") and "{T}: Add {G}." in out
    assert "PostgreSQL" in err and "datos de cartas incluidos con Juez" in err
    assert "secreto" not in out + err and "Traceback" not in err
