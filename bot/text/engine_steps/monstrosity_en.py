"""English wording of monstrosity (701.37; bot/engine/monstrosity.py)."""

from __future__ import annotations

from .words import Table

MONSTROSITY: Table = {
    "monstrosity.becomes": lambda a: (
        f"{a['who']} gets {a.raw['amount']} +1/+1 counter{'s' if a.raw['amount'] != 1 else ''} "
        "and becomes monstrous."
    ),
    "monstrosity.already": lambda a: f"{a['who']} is already monstrous: nothing happens.",
    "monstrosity.gone": lambda a: "Its source is no longer on the battlefield: nothing happens.",
}
