"""`juez sitio construir [CARPETA]` and `juez sitio servir [CARPETA]`: the rules site.

On a terminal the build shows a bar on stderr (index.progress); with --json, what was built
(or the address served) is one JSON object on stdout, for scripts."""

from __future__ import annotations

import argparse
import errno
import json
from pathlib import Path
from typing import TYPE_CHECKING

from index.errors import UserError

if TYPE_CHECKING:
    from bot.settings import Settings
    from bot.site.build import SiteReport

DEFAULT_FOLDER = "sitio"  # inside the data folder
DEFAULT_PORT = 8000


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    help_text = "El sitio web de reglas enlazadas: construirlo en una carpeta o verlo en local."
    p = sub.add_parser(
        "sitio",
        help=help_text,
        description=f"{help_text} Ejemplos: juez sitio construir ~/sitio-juez; juez sitio "
        "servir ~/sitio-juez (en http://127.0.0.1:8000/). La carpeta se publica tal cual en "
        "cualquier alojamiento estático; con JUEZ_SITIO_URL las respuestas enlazan a él.",
    )
    p.add_argument("accion", choices=["construir", "servir"])
    p.add_argument(
        "carpeta", nargs="?", type=Path,
        help=f"dónde escribir o leer el sitio (por defecto, {DEFAULT_FOLDER}/ en la carpeta "
        "de datos)",
    )  # fmt: skip
    p.add_argument(
        "--puerto", type=int, default=DEFAULT_PORT,
        help=f"servir: el puerto en 127.0.0.1 (por defecto {DEFAULT_PORT}; 0, uno libre)",
    )  # fmt: skip
    p.add_argument(
        "--json", action="store_true",
        help='salida JSON: {"carpeta", "paginas", "bytes", …} al construir; {"url"} al servir',
    )  # fmt: skip


def run_site(args: argparse.Namespace, settings: Settings) -> int:
    folder = args.carpeta or settings.data_dir / DEFAULT_FOLDER
    as_json = getattr(args, "json", False)
    if args.accion == "construir":
        _build(settings.data_dir, folder, as_json=as_json)
        return 0
    if not (folder / "index.html").exists():
        if not as_json:  # stdout stays one JSON object
            print(f"No hay sitio en {folder}: se construye ahora.")
        _build(settings.data_dir, folder, as_json=False, quiet=as_json)
    return _serve(folder, args.puerto, as_json=as_json)


def _build(data_dir: Path, folder: Path, *, as_json: bool, quiet: bool = False) -> None:
    from bot.site.build import build_from

    report = build_from(data_dir, folder)
    size = report.bytes / 1_000_000
    name, largest = report.largest
    if as_json:
        print(json.dumps(report_json(report), ensure_ascii=False), flush=True)
    elif not quiet:
        print(
            f"Sitio construido en {report.folder}: {report.pages} páginas, {size:.1f} MB "
            f"(la mayor, {name}, {largest / 1000:.0f} kB), en {report.seconds:.1f} s."
        )
    if report.broken:  # a bug of the site's own: said, and the command fails
        from bot.terminal.exits import Failed

        shown = "; ".join(report.broken[:5])
        raise Failed(f"{len(report.broken)} enlaces internos no llevan a ninguna parte: {shown}")


def report_json(report: SiteReport) -> dict[str, object]:
    """`juez sitio construir --json`: the build's report, keys in Spanish as the other
    commands' JSON is read by the same scripts."""
    name, largest = report.largest
    return {
        "carpeta": str(report.folder),
        "paginas": report.pages,
        "bytes": report.bytes,
        "mayor": {"pagina": name, "bytes": largest},
        "bytes_busqueda": report.search_bytes,
        "segundos": round(report.seconds, 2),
        "enlaces": report.links,
        "rotos": report.broken,
    }


def _serve(folder: Path, port: int, *, as_json: bool = False) -> int:
    from bot.site.serve import server

    if not 0 <= port <= 65535:
        raise UserError(f"Puerto no válido: {port}. Usa uno de 1024 a 65535, por ejemplo 8000.")
    try:
        httpd = server(folder, port)
    except OSError as err:
        if err.errno == errno.EADDRINUSE:
            raise UserError(
                f"El puerto {port} ya está en uso. Prueba otro: juez sitio servir --puerto 8001"
            ) from None
        raise
    host, bound = str(httpd.server_address[0]), int(httpd.server_address[1])
    url = f"http://{host}:{bound}/"
    said = json.dumps({"url": url}) if as_json else f"Sitio en {url} (solo en este equipo). "
    print(said if as_json else said + "Ctrl-C para parar.", flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        print("\nServidor parado.")
    finally:
        httpd.server_close()
    return 0
