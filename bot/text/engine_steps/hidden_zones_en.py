"""English wording of cards moving to and from the zones a scenario counts or names (the same
kinds as hidden_zones_es.py)."""

from __future__ import annotations

from .words import Args, Table


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _to_hand(a: Args) -> str:
    text = f"{a['who']} returns from the graveyard to {a['player']}'s hand as a new object"
    if a.raw["hand"] is not None:
        text += f" (their hand now holds {_cards(a.raw['hand'])})"
    return text + "."


HIDDEN_ZONES: Table = {
    "graveyard.target_gone": lambda a: f"{a['who']} is no longer in that graveyard",
    "graveyard.target_unfit": lambda a: (
        f"{a['who']} is not the card the target asks for (its type, or whose graveyard)"
    ),
    "graveyard.nothing": lambda a: "No card of the graveyard is left for it to affect.",
    "graveyard.to_hand": _to_hand,
    "graveyard.to_battlefield": lambda a: (
        f"{a['who']} returns from the graveyard to the battlefield under {a['player']}'s "
        "control"
        + (", tapped" if a.raw["tapped"] else ", untapped")
        + ": a new object, with no damage, counters or effects from before."
    ),
    "graveyard.exiled": lambda a: f"{a['who']} is exiled from the graveyard as a new object.",
    "graveyard.not_a_permanent": lambda a: (
        f"{a['who']} is not a permanent card: it can't enter the battlefield and stays in the "
        "graveyard."
    ),
}
