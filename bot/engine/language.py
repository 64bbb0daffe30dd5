"""The Spanish scenario language typed on Discord or the console (syntax in SCHEMA.md).

    combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"

A line is an order word followed by ``clave:valor`` or ``clave:"valor con espacios"`` pairs.
Keys and words are read case- and accent-insensitively, in Spanish or English. This module
finds the order and hands its pairs to that order's builder in ``commands``.
"""

from __future__ import annotations

from .commands import BUILDERS
from .errors import ScenarioError
from .pairs import EXAMPLES, split_pairs
from .scenario import Scenario
from .vocabulary import fold

ORDERS = {
    "combate": "combat", "combat": "combat",
    "estado": "sba", "sba": "sba", "state": "sba",
    "capas": "layers", "capa": "layers", "layers": "layers",
    "momento": "timing", "timing": "timing", "cuando": "timing",
    "disparos": "triggers", "disparadas": "triggers", "pila": "triggers", "triggers": "triggers",
    "stack": "triggers",
}

# Phones and Discord turn straight quotes into typographic ones.
_QUOTES = str.maketrans({"“": '"', "”": '"', "«": '"', "»": '"', "„": '"', "″": '"', "＂": '"'})


def parse_scenario_text(text: str) -> Scenario:
    """Read one line of the Spanish language into a validated Scenario."""
    line = (text or "").translate(_QUOTES).strip().lstrip("!/").lstrip()
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
