"""The Spanish scenario language typed on Discord or the console (syntax in SCHEMA.md).

    combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"

A line is an order word followed by ``clave:valor`` or ``clave:"valor con espacios"`` pairs.
Keys and words are read case- and accent-insensitively, in Spanish or English. This module
splits the line and hands the pairs to the builder of that order (``commands``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import ScenarioError
from .scenario import Scenario
from .vocabulary import fold

EXAMPLES = {
    "combat": 'combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"',
    "sba": 'estado criaturas:"3/3 daño:3; 2/2 contadores:-1/-1 x2" vida:0',
    "layers": 'capas base:"2/2" efectos:"+1/+1 contador; 0/1 fijar; intercambiar"',
    "timing": 'momento carta:"instantáneo" paso:"combate" pila:vacía turno:propio',
    "triggers": 'disparos activo:"Disparo A; Disparo B" noactivo:"Disparo C"',
}

ORDERS = {
    "combate": "combat", "combat": "combat",
    "estado": "sba", "acciones de estado": "sba", "sba": "sba", "state": "sba",
    "capas": "layers", "capa": "layers", "layers": "layers",
    "momento": "timing", "timing": "timing", "cuando": "timing",
    "disparos": "triggers", "disparadas": "triggers", "pila": "triggers", "triggers": "triggers",
    "stack": "triggers",
}

_QUOTES = str.maketrans({"“": '"', "”": '"', "«": '"', "»": '"', "„": '"', "″": '"', "＂": '"'})
_PAIR = re.compile(r'\s*([^\s:"]+)\s*:\s*(?:"([^"]*)"|([^\s"]+))')


@dataclass(frozen=True)
class Pair:
    key: str
    raw_key: str
    value: str
    fragment: str


def normalise_key(raw: str) -> str:
    return fold(raw).replace(" ", "_")


def split_pairs(body: str, example: str) -> list[Pair]:
    pairs, pos = [], 0
    while pos < len(body):
        if not body[pos:].strip():
            break
        m = _PAIR.match(body, pos)
        if m is None:
            rest = body[pos:].strip()
            if rest.count('"') % 2 == 1:
                raise ScenarioError(f"Hay unas comillas sin cerrar en «{rest}».", fragment=rest,
                                    example=example)
            bad = rest.split()[0]
            raise ScenarioError(f"No entiendo «{bad}»: cada opción se escribe clave:valor o "
                                'clave:"valor con espacios".', fragment=bad, example=example)
        value = m[2] if m[2] is not None else m[3]
        pairs.append(Pair(normalise_key(m[1]), m[1], value.strip(), m[0].strip()))
        pos = m.end()
    return pairs


def parse_scenario_text(text: str) -> Scenario:
    """Read one line of the Spanish language into a validated Scenario."""
    from .commands import BUILDERS  # builders import this module's helpers

    line = (text or "").translate(_QUOTES).strip()
    if line.startswith("!") or line.startswith("/"):
        line = line[1:].lstrip()
    if not line:
        raise ScenarioError("El escenario está vacío.", example=EXAMPLES["combat"])
    head, _, body = line.partition(" ")
    if ":" in head:
        raise ScenarioError(f"Falta la orden al principio (antes de «{head}»): usa combate, "
                            "estado, capas, momento o disparos.", fragment=head,
                            example=EXAMPLES["combat"])
    kind = ORDERS.get(fold(head))
    if kind is None:
        raise ScenarioError(f"No conozco la orden «{head}». Órdenes: combate, estado, capas, "
                            "momento, disparos.", fragment=head, example=EXAMPLES["combat"])
    return BUILDERS[kind](split_pairs(body, EXAMPLES[kind]), EXAMPLES[kind])


def unknown_key(pair: Pair, order: str, keys: list[str], example: str) -> ScenarioError:
    return ScenarioError(f"No conozco la opción «{pair.raw_key}» para «{order}». Opciones: "
                         + ", ".join(keys) + ".", fragment=pair.fragment, example=example)


YES = {"si", "s", "yes", "y", "true", "1", "verdadero", "vacia", "vacio"}
NO = {"no", "n", "false", "0", "falso"}


def parse_bool(pair: Pair, example: str) -> bool:
    value = fold(pair.value)
    if value in YES:
        return True
    if value in NO:
        return False
    raise ScenarioError(f"En «{pair.fragment}» esperaba sí o no.", fragment=pair.fragment,
                        example=example)
