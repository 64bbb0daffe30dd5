"""English wording of renown (702.112; bot/engine/renown.py)."""

from __future__ import annotations

from .words import Table

RENOWN: Table = {
    "renown.becomes": lambda a: (
        f"{a['who']} gets {a.raw['amount']} +1/+1 counter{'s' if a.raw['amount'] != 1 else ''} "
        "and becomes renowned."
    ),
    "renown.already": lambda a: (
        f"{a['who']} is already renowned as the ability resolves: it does nothing."
    ),
}
