"""`juez indice añadir ARCHIVO` and `juez actualizar`: new rules editions from the terminal.

    juez indice añadir "MagicCompRules 20260410.txt"    # English rules: maybe the new ones in force
    juez indice añadir reglas-2019.pdf --fecha 2019-10-04
    juez actualizar                                     # the rules in force from JUEZ_RULES_URL
    juez indice añadir MTR-2025.txt                     # a newer MTR, IPG or JAR: in force
    juez actualizar --politica https://…/MTR-2025.txt   # the same, downloaded
    juez actualizar --politica ./MTR-2025.txt           # the same, from a file the user has

The answer goes to stdout (``--json``: the report as one object). Errors are raised, and
bot.terminal.exits says them with their exit code: 2 for a file that cannot be added, 1 for a
download that failed or no network. "Juez already has it" is not a failure: said on stdout
(in the JSON too), exit code 0.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from index.errors import UserError

if TYPE_CHECKING:
    from bot.services import JuezService
    from bot.settings import Settings
    from index.add_edition import AddReport
    from index.add_policy import PolicyAddReport

MISSING_FILE = (
    "Falta el archivo de las reglas. Ejemplo: juez indice añadir MagicCompRules-2026-01-16.txt"
)


def run_add(args: argparse.Namespace, service: JuezService) -> int:
    if not args.archivo:
        raise UserError(MISSING_FILE)
    return _answer(args, lambda: service.editions.add(Path(args.archivo), args.fecha))


def run_update(args: argparse.Namespace, service: JuezService, settings: Settings) -> int:
    if getattr(args, "politica", None):
        return _answer(
            args,
            lambda: service.editions.update_policy(args.politica, timeout=settings.rules_timeout),
        )
    return _answer(
        args,
        lambda: service.editions.update(settings.rules_url, timeout=settings.rules_timeout),
    )


def _answer(args: argparse.Namespace, call: Callable[[], AddReport | PolicyAddReport]) -> int:
    from bot.text.added_edition import render_added
    from index.edition_reader import AlreadyAdded

    try:
        report = call()
    except AlreadyAdded as done:
        print(json.dumps({"added": None, "message": str(done)}, ensure_ascii=False)
              if args.json else str(done))  # fmt: skip
        return 0
    if args.json:
        print(json.dumps({"added": report.to_json_dict()}, ensure_ascii=False))
    else:
        print(render_added(report))
    return 0
