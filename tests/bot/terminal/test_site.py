"""`juez sitio construir` and `juez sitio servir`, and the link `juez regla` prints."""

from __future__ import annotations

import threading
import urllib.request

import pytest

from bot.terminal import cli


@pytest.fixture
def juez(data_dir, capsys, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("JUEZ_SITIO_URL", raising=False)

    def run(*args):
        code = cli.main(["--datos", str(data_dir), *args])
        out, err = capsys.readouterr()
        return code, out + err

    return run


def test_construir_writes_the_site_and_says_what_it_measured(juez, tmp_path):
    code, said = juez("sitio", "construir", str(tmp_path / "web"))
    assert code == 0, said
    assert "Sitio construido en" in said and "páginas" in said
    assert (tmp_path / "web" / "reglas" / "104.html").exists()


def test_construir_refuses_a_folder_with_other_files(juez, tmp_path):
    (tmp_path / "mio.txt").write_text("x", encoding="utf-8")
    code, said = juez("sitio", "construir", str(tmp_path))
    assert code == 2 and "no es un sitio de Juez" in said and "Traceback" not in said


def test_servir_a_taken_port_is_said_in_spanish(juez, tmp_path):
    from bot.site.serve import server

    juez("sitio", "construir", str(tmp_path / "web"))
    taken = server(tmp_path / "web")
    try:
        port = taken.server_address[1]
        code, said = juez("sitio", "servir", str(tmp_path / "web"), "--puerto", str(port))
    finally:
        taken.server_close()
    assert code == 2 and f"El puerto {port} ya está en uso" in said


def test_the_loopback_server_serves_the_folder(tmp_path):
    from bot.site.serve import HOST, server

    (tmp_path / "index.html").write_text("<p>hola</p>", encoding="utf-8")
    httpd = server(tmp_path)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        host, port = httpd.server_address[:2]
        assert host == HOST
        with urllib.request.urlopen(f"http://{host}:{port}/index.html", timeout=5) as answer:
            assert answer.read() == b"<p>hola</p>"
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_regla_prints_its_link_on_the_site(juez, library, monkeypatch):
    monkeypatch.setenv("JUEZ_SITIO_URL", "https://reglas.example.org")
    code, said = juez("regla", "104.3c")
    assert code == 0
    assert said.rstrip().endswith(
        "En el sitio de reglas: https://reglas.example.org/reglas/104.html#104.3c"
    )


def test_construir_json_is_one_object_and_the_build_reports_progress(data_dir, tmp_path, capsys):
    """--json: what was built, on stdout alone; the build advances a task page by page, which a
    terminal shows as a bar (index.progress; nothing is shown when no one listens)."""
    import contextlib
    import json

    from index import progress

    done: dict[str, int] = {}

    @contextlib.contextmanager
    def record(label, total):
        done[label] = 0

        def advance(n):
            done[label] += n

        yield advance

    with progress.reporting(record):
        code = cli.main(
            ["--datos", str(data_dir), "sitio", "construir", str(tmp_path / "web"), "--json"]
        )
    out, _ = capsys.readouterr()
    assert code == 0
    report = json.loads(out)  # the whole of stdout is the one object
    pages = len(list((tmp_path / "web").rglob("*.html")))
    assert report["paginas"] == pages > 100 and report["rotos"] == []
    assert report["carpeta"] == str(tmp_path / "web") and report["bytes"] > 0
    assert done["Construyendo el sitio"] == pages
