"""English wording of monstrosity (701.37; bot/engine/monstrosity.py) and of paying life
for ward (702.21a, 119.4; bot/engine/ward.py)."""

from __future__ import annotations

import re

from .words import Table

MONSTROSITY: Table = {
    "monstrosity.becomes": lambda a: (
        f"{a['who']} gets {a.raw['amount']} +1/+1 counter{'s' if a.raw['amount'] != 1 else ''} "
        "and becomes monstrous."
    ),
    "monstrosity.already": lambda a: f"{a['who']} is already monstrous: nothing happens.",
    "monstrosity.gone": lambda a: "Its source is no longer on the battlefield: nothing happens.",
    # Ward's life payment (702.21a, 119.4; bot/engine/ward.py)
    "ward.paid_life": lambda a: (
        f"{a['player']} pays {a.raw['amount']} life ({a.raw['life']} left)."
    ),
    "ward.cant_pay_life": lambda a: (
        f"{a['player']} has {a.raw['life']} life and can't pay {a.raw['amount']}: it isn't paid."
    ),
}


def life_en(cost: str) -> str:
    """Ward's "Pay 3 life" (702.21a) as a cost is said; any other cost as written."""
    return re.sub(r"^Pay (\d+) life$", r"\1 life", cost)
