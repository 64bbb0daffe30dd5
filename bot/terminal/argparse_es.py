"""Spanish messages for argparse's own errors and help headings.

argparse looks its messages up through a module-level gettext function at call time; pointing
it at this table gives Spanish users Spanish errors without shipping a .mo catalogue.
"""

from __future__ import annotations

import argparse

_ES = {
    "usage: ": "uso: ",
    "positional arguments": "argumentos",
    "options": "opciones",
    "show this help message and exit": "muestra esta ayuda y termina",
    "the following arguments are required: %s": "faltan estos argumentos: %s",
    "unrecognized arguments: %s": "argumentos no reconocidos: %s",
    "invalid choice: %(value)r (choose from %(choices)s)": (
        "opción no válida: %(value)r (elige entre %(choices)s)"
    ),
    "expected one argument": "se esperaba un valor",
    "%(prog)s: error: %(message)s\n": "%(prog)s: error: %(message)s\n",
    "argument %(argument_name)s: %(message)s": "argumento %(argument_name)s: %(message)s",
    "invalid %(type)s value: %(value)r": "valor %(type)s no válido: %(value)r",
}


def _translate(message: str) -> str:
    return _ES.get(message, message)


def install() -> None:
    argparse._ = _translate  # type: ignore[attr-defined]
