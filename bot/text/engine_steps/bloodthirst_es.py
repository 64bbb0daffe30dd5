"""Spanish wording of bloodthirst (702.54; bot/engine/bloodthirst.py)."""

from __future__ import annotations

from .words import Table, qty

BLOODTHIRST: Table = {
    "bloodthirst.counters": lambda a: (
        f"A un oponente se le hizo daño este turno: {a['who']} entra con "
        f"{qty(a.raw['amount'], 'contador', 'contadores')} +1/+1 (sed de sangre)."
    ),
    "bloodthirst.none": lambda a: (
        f"A ningún oponente se le hizo daño este turno: {a['who']} entra sin los contadores de "
        "su sed de sangre."
    ),
}
