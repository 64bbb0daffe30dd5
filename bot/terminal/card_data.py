"""`juez cartas actualizar|estado|restaurar`: the card data file Juez reads offline.

    juez cartas actualizar                   # MTGJSON's AtomicCards from JUEZ_MTGJSON_URL
    juez cartas actualizar --url http://127.0.0.1:8000/AtomicCards.json --json
    juez cartas estado                       # which file is in use, its date, how many cards
    juez cartas restaurar                    # delete the downloaded file: the bundled data again

The answer goes to stdout (``--json``: one object); what is going on goes to stderr, so a pipe
carries only the answer. Failures are raised and said by bot.terminal.exits: 1 when the
download or the file failed (the data in use stays as it was), 2 for a bad request.
(Not `juez carta`, the one card by name: this is the plural group, the data of all cards.)
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

from index.errors import UserError

if TYPE_CHECKING:
    from bot.settings import Settings

ACTIONS = ("actualizar", "estado", "restaurar")
EXAMPLES = (
    "Ejemplos: juez cartas actualizar, juez cartas actualizar --url "
    "https://mtgjson.com/api/v5/AtomicCards.json.gz, juez cartas estado, juez cartas restaurar."
)


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    help_text = (
        "Los datos de todas las cartas: actualizarlos desde MTGJSON (AtomicCards), ver cuáles "
        "se usan o volver a los incluidos con Juez."
    )
    p = sub.add_parser("cartas", help=help_text, description=f"{help_text} {EXAMPLES}")
    p.add_argument(
        "accion", choices=ACTIONS,
        help="actualizar: descargar y convertir; estado: qué archivo se usa; restaurar: borrar "
        "el descargado",
    )  # fmt: skip
    p.add_argument(
        "--url", help="actualizar: otra dirección del archivo AtomicCards (.json o .json.gz); "
        "por defecto JUEZ_MTGJSON_URL",
    )  # fmt: skip
    p.add_argument("--json", action="store_true", help="salida JSON (un objeto)")


def run_card_data(args: argparse.Namespace, settings: Settings) -> int:
    from bot.cards.refresh import card_data_status, refresh_cards, restore_bundled

    data_dir = settings.data_dir
    if args.url and args.accion != "actualizar":
        raise UserError(
            f"--url solo sirve con actualizar. Ejemplo: juez cartas actualizar --url "
            f"{settings.mtgjson_url}"
        )
    if args.accion == "actualizar":
        url = (args.url or settings.mtgjson_url).strip()
        print(f"Descargando las cartas de {url}…", file=sys.stderr, flush=True)
        report = refresh_cards(data_dir, url, timeout=settings.mtgjson_timeout)
        if args.json:
            print(json.dumps({"updated": report.to_json_dict()}, ensure_ascii=False))
        else:
            from bot.text.card_data import render_refresh

            print(render_refresh(report))
        return 0
    if args.accion == "restaurar":
        removed = restore_bundled(data_dir)
        if args.json:
            print(json.dumps({"removed": removed}, ensure_ascii=False))
        elif removed:
            print("Borrados los datos de cartas descargados: se usan los incluidos con Juez.")
        else:
            print("No había datos de cartas descargados: ya se usan los incluidos con Juez.")
        return 0
    status = card_data_status(data_dir)
    if args.json:
        print(json.dumps(status.to_json_dict(), ensure_ascii=False))
    else:
        from bot.text.card_data import render_status

        print(render_status(status))
    return 0
