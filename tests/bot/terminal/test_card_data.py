"""`juez cartas actualizar|estado|restaurar` through the command line, against a loopback
server (tests/bot/cards/atomic_server.py) serving a small AtomicCards file."""

from __future__ import annotations

import gzip
import json

import pytest

from bot.cards import refresh
from bot.terminal import cli
from index.cards.mtgjson import downloaded_cards
from tests.bot.cards.atomic_server import Served, closed_port, serving
from tests.index.cards.atomic_sample import META, atomic_file

BODY = gzip.compress(json.dumps(atomic_file()).encode("utf-8"))


@pytest.fixture
def juez(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("JUEZ_MTGJSON_TIMEOUT", raising=False)
    monkeypatch.setattr(refresh, "MIN_CARDS", 3)  # the sample has 7 cards

    def run(*args: str, url: str | None = None) -> tuple[int, str, str]:
        if url is not None:
            monkeypatch.setenv("JUEZ_MTGJSON_URL", url)
        code = cli.main(["--datos", str(tmp_path), "cartas", *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def test_actualizar_writes_the_data_says_what_it_got_and_estado_then_shows_it(
    juez, tmp_path
) -> None:
    with serving({"/AtomicCards.json.gz": Served(BODY)}) as base:
        code, out, err = juez("actualizar", url=f"{base}/AtomicCards.json.gz")
    assert code == 0, err
    assert f"Descargando las cartas de {base}/AtomicCards.json.gz" in err
    assert f"datos de MTGJSON del {META['date']}" in out
    assert "7 cartas (4 de varias caras); con nombre en español 3 (43%)" in out
    assert "Dejadas fuera: layout token: 1, variantes con el mismo nombre: 1." in out
    assert downloaded_cards(tmp_path).exists()
    code, out, _ = juez("estado")
    assert code == 0 and "Datos de cartas en uso: descargados" in out
    assert f"Fecha de los datos (MTGJSON): {META['date']}." in out
    assert "7 cartas; con nombre en español 3 (43%)." in out
    code, out, _ = juez("restaurar")
    assert code == 0 and "se usan los incluidos con Juez" in out
    code, out, _ = juez("estado", "--json")
    status = json.loads(out)
    assert status["bundled"] is True and status["cards"] > 30_000


def test_url_option_wins_over_the_setting_and_json_is_one_object(juez) -> None:
    with serving({"/otro.json.gz": Served(BODY)}) as base:
        code, out, _ = juez(
            "actualizar", "--url", f"{base}/otro.json.gz", "--json",
            url=f"http://127.0.0.1:{closed_port()}/AtomicCards.json.gz",
        )  # fmt: skip
    assert code == 0
    updated = json.loads(out)["updated"]
    assert updated["url"] == f"{base}/otro.json.gz" and updated["cards"] == 7
    assert updated["meta_date"] == META["date"] and updated["with_name_es"] == 3


@pytest.mark.parametrize(
    ("served", "said"),
    [
        (Served(b"", status=404), "respondió 404"),
        (Served(BODY[: len(BODY) // 2]), "cortado o dañado"),
        (Served(b'{"meta": {}, "data": {"Serra Angel": [{"name": '), "JSON inválido"),
    ],
    ids=["404", "truncated gzip", "invalid json"],
)
def test_a_failed_update_exits_1_in_spanish_and_keeps_the_bundled_data(
    juez, tmp_path, served, said
) -> None:
    with serving({"/a.json.gz": served}) as base:
        code, out, err = juez("actualizar", url=f"{base}/a.json.gz")
    assert code == 1 and out == ""
    assert said in err and "Se siguen usando los datos incluidos con Juez" in err
    assert "Traceback" not in err and not downloaded_cards(tmp_path).exists()


def test_offline_exits_1_and_says_so(juez, tmp_path) -> None:
    code, out, err = juez("actualizar", url=f"http://127.0.0.1:{closed_port()}/a.json.gz")
    assert code == 1 and out == ""
    assert "sin conexión con 127.0.0.1 (rechazó la conexión)" in err
    assert not downloaded_cards(tmp_path).exists()


def test_a_bad_setting_is_a_request_error_with_an_example(juez) -> None:
    code, _, err = juez("actualizar", url="mtgjson.com/AtomicCards.json")
    assert code == 2 and "JUEZ_MTGJSON_URL debe ser la dirección" in err
    assert "https://mtgjson.com/api/v5/AtomicCards.json.gz" in err


def test_url_with_another_action_is_a_request_error_with_an_example(juez) -> None:
    code, _, err = juez("estado", "--url", "http://127.0.0.1/a.json")
    assert code == 2 and "--url solo sirve con actualizar. Ejemplo: juez cartas actualizar" in err


def test_cartas_and_carta_are_two_commands() -> None:
    parser = cli._parser()
    assert parser.parse_args(["carta", "Serra", "Angel"]).command == "carta"
    assert parser.parse_args(["cartas", "estado"]).command == "cartas"
