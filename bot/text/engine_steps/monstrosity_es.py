"""Spanish wording of monstrosity (701.37; bot/engine/monstrosity.py)."""

from __future__ import annotations

from .words import Table, qty

MONSTROSITY: Table = {
    "monstrosity.becomes": lambda a: (
        f"{a['who']} recibe {qty(a.raw['amount'], 'contador', 'contadores')} +1/+1 y se "
        "vuelve monstruosa."
    ),
    "monstrosity.already": lambda a: f"{a['who']} ya es monstruosa: no pasa nada.",
    "monstrosity.gone": lambda a: "Su fuente ya no está en el campo de batalla: no pasa nada.",
}
