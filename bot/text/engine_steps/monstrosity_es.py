"""Spanish wording of monstrosity (701.37; bot/engine/monstrosity.py) and of paying life
for ward (702.21a, 119.4; bot/engine/ward.py)."""

from __future__ import annotations

import re

from .words import Table, qty

MONSTROSITY: Table = {
    "monstrosity.becomes": lambda a: (
        f"{a['who']} recibe {qty(a.raw['amount'], 'contador', 'contadores')} +1/+1 y se "
        "vuelve monstruosa."
    ),
    "monstrosity.already": lambda a: f"{a['who']} ya es monstruosa: no pasa nada.",
    "monstrosity.gone": lambda a: "Su fuente ya no está en el campo de batalla: no pasa nada.",
    # Ward's life payment (702.21a, 119.4; bot/engine/ward.py)
    "ward.paid_life": lambda a: (
        f"{a['player']} paga {a.raw['amount']} vidas (le quedan {a.raw['life']})."
    ),
    "ward.cant_pay_life": lambda a: (
        f"{a['player']} tiene {a.raw['life']} vidas y no puede pagar {a.raw['amount']}: no lo paga."
    ),
}


def life_es(cost: str) -> str:
    """Ward's "Pay 3 life" (702.21a) as a cost is said; any other cost as written."""
    return re.sub(r"^Pay (\d+) life$", r"\1 vidas", cost)
