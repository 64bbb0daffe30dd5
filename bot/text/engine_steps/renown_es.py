"""Spanish wording of renown (702.112; bot/engine/renown.py)."""

from __future__ import annotations

from .words import Table, qty

RENOWN: Table = {
    "renown.becomes": lambda a: (
        f"{a['who']} recibe {qty(a.raw['amount'], 'contador', 'contadores')} +1/+1 y se "
        "vuelve renombrada."
    ),
    "renown.already": lambda a: (
        f"{a['who']} ya es renombrada al resolverse la habilidad: no hace nada."
    ),
}
