"""`juez actualizar` and `juez indice añadir` through the command line (issue 9, item 5).

The rules page is a local HTTP server on 127.0.0.1 serving a page that links a copy of the
bundled rules in force, stated as of a later date; offline is a port nobody listens on.
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from bot.rules_download import find_rules_link
from bot.settings import RulesSettings
from bot.terminal import cli
from index.corpus_loader import load_corpus

ROOT = Path(__file__).resolve().parents[3]
ENGLISH = ROOT / "index" / "data" / "en" / "MagicCompRules-2026-01-16.txt"
RULES_NAME = "MagicCompRules 20260410.txt"


@contextlib.contextmanager
def serving(files: dict[str, tuple[str, bytes]]) -> Iterator[str]:
    """A local server answering each path with (content type, body); 404 otherwise."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            found = files.get(self.path)
            if found is None:
                self.send_error(404)
                return
            kind, body = found
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def _page(*hrefs: str) -> tuple[str, bytes]:
    links = "".join(f'<li><a href="{h}">{h.rsplit("/", 1)[-1]}</a></li>' for h in hrefs)
    html = f"<html><body><h1>Comprehensive Rules</h1><ul>{links}</ul></body></html>"
    return "text/html; charset=utf-8", html.encode()


def _newer_rules() -> bytes:
    text = ENGLISH.read_text(encoding="utf-8-sig")
    return text.replace("January 16, 2026", "April 10, 2026", 1).encode("utf-8")


@pytest.fixture
def juez(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("JUEZ_RULES_TIMEOUT", raising=False)

    def run(*args: str, url: str | None = None) -> tuple[int, str, str]:
        if url is not None:
            monkeypatch.setenv("JUEZ_RULES_URL", url)
        code = cli.main(["--datos", str(tmp_path), *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# -- without a build: the failures a user sees -------------------------------------------------
def test_offline_says_so_in_spanish_with_what_to_do(juez, tmp_path) -> None:
    code, out, err = juez("actualizar", url=f"http://127.0.0.1:{_closed_port()}/en/rules")
    assert code == 1 and out == ""
    assert err.startswith("Sin conexión: no se pudo llegar a 127.0.0.1 (rechazó la conexión)")
    assert "juez indice añadir ARCHIVO" in err and "Traceback" not in err
    in_force = load_corpus().current_edition.label
    assert err.rstrip().endswith(f"Reglas vigentes en Juez: {in_force}.")
    assert not (tmp_path / "ediciones").exists()


def test_a_page_without_a_rules_link_is_reported(juez) -> None:
    with serving({"/en/rules": _page("/rules.pdf", "/rules.docx")}) as base:
        code, out, err = juez("actualizar", url=f"{base}/en/rules")
    assert code == 1
    assert f"La página {base}/en/rules no enlaza ningún archivo .txt de reglas" in err


def test_a_missing_file_is_reported_with_the_server_answer(juez) -> None:
    with serving({"/en/rules": _page("/downloads/MagicCompRules%2020260410.txt")}) as base:
        code, _, err = juez("actualizar", url=f"{base}/en/rules")
    assert code == 1 and "respondió 404" in err


def test_a_linked_text_that_is_not_rules_adds_nothing(juez, tmp_path) -> None:
    files = {
        "/en/rules": _page("/notas-20260410.txt"),
        "/notas-20260410.txt": ("text/plain", ("the player and the card " * 50).encode()),
    }
    with serving(files) as base:
        code, _, err = juez("actualizar", url=f"{base}/en/rules")
    assert code == 1
    assert "no son unas reglas que Juez sepa leer" in err and "Nada se ha añadido" in err
    assert not (tmp_path / "ediciones").exists()


def test_the_rules_link_is_found_among_others() -> None:
    html = _page(
        "https://media.example/2025/downloads/MagicCompRules 20250404.txt",
        "/downloads/other.txt",
        "/downloads/MagicCompRules 20260116.txt",
        "/downloads/MagicCompRules 20260116.pdf",
    )[1].decode()
    found = find_rules_link(html, "https://magic.example/en/rules")
    assert found == "https://magic.example/downloads/MagicCompRules%2020260116.txt"
    assert find_rules_link("<a href='/a.pdf'>x</a>", "https://magic.example/") is None


def test_the_rules_page_setting_is_checked_in_spanish() -> None:
    assert RulesSettings(_env_file=None).rules_url == "https://magic.wizards.com/en/rules"
    with pytest.raises(ValueError, match="JUEZ_RULES_URL debe ser la dirección"):
        RulesSettings(_env_file=None, JUEZ_RULES_URL="magic.wizards.com/en/rules")
    with pytest.raises(ValueError, match="JUEZ_RULES_TIMEOUT va de más de 0 a 600"):
        RulesSettings(_env_file=None, JUEZ_RULES_TIMEOUT="0")


def test_indice_anadir_refuses_a_missing_file_with_an_example(juez) -> None:
    code, _, err = juez("indice", "añadir", "no-existe.txt")
    assert code == 2
    assert "No existe el archivo no-existe.txt. Ejemplo: juez indice añadir" in err
    code, _, err = juez("indice", "añadir")
    assert code == 2 and "Falta el archivo de las reglas. Ejemplo:" in err
    code, _, err = juez("indice", "estado", "reglas.txt")
    assert code == 2 and "juez indice estado no lleva archivo ni --fecha" in err


# -- with a build: the rules in force are replaced, once ---------------------------------------
@pytest.mark.slow
def test_actualizar_adds_the_newer_rules_and_they_are_in_force(juez) -> None:
    files = {
        "/en/rules": _page("/downloads/MagicCompRules%2020260410.txt"),
        "/downloads/MagicCompRules%2020260410.txt": ("text/plain", _newer_rules()),
    }
    with serving(files) as base:
        code, out, err = juez("actualizar", url=f"{base}/en/rules")
        assert code == 0, err
        assert out.startswith("Añadida la edición en-2026-04-10:")
        assert f"Leído de {RULES_NAME}:" in out
        assert "Ahora es la edición vigente" in out
        assert "Frente a la vigente hasta ahora (en-2026-01-16):" in out
        # Another start of Juez: the edition is there, and is the one in force.
        code, out, _ = juez("regla", "--json", "103.4")
        first = json.loads(out)["results"][0]
        assert first["current_id"] == "103.4"
        code, out, _ = juez("regla", "--json", "103.4", "--edicion", "actual")
        assert json.loads(out)["results"][0]["edition"] == "en-2026-04-10"
        # Asked again: nothing new, not a failure.
        code, out, err = juez("actualizar", url=f"{base}/en/rules")
        assert code == 0 and err == ""
        assert out.startswith("Juez ya tiene esa edición (en-2026-04-10")
        code, out, _ = juez("actualizar", "--json", url=f"{base}/en/rules")
    assert code == 0
    answer = json.loads(out)
    assert answer["added"] is None and "en-2026-04-10" in answer["message"]
