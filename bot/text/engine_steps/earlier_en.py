"""English wording of what happened earlier in the game that a rule looks back at."""

from __future__ import annotations

from .vocabulary_en import n
from .words import Args, Table


def _damage(a: Args) -> str:
    by = " from a source with deathtouch" if a.raw["deathtouch"] else ""
    dies = (
        " and, because of deathtouch, it is destroyed the next time state-based actions are checked"
        if a.raw["deathtouch"]
        else ""
    )
    return (
        f"Earlier this turn, {a['who']} was dealt {n(a.raw['n'], 'damage', 'damage')}{by}: "
        f"the damage stays marked on it until the cleanup step{dies}."
    )


EARLIER: Table = {
    "earlier.empty_draw": lambda a: (
        f"Earlier, since state-based actions were last checked, {a['player']} attempted to "
        "draw from a library with no cards: the next check takes it into account."
    ),
    "earlier.land_played": lambda a: (
        f"Lands played earlier this turn ({a['player']}): {a.raw['n']}; they count toward the "
        "number of lands that may be played each turn."
    ),
    "earlier.damage": _damage,
    "earlier.command_cast": lambda a: (
        f"Earlier casts of {a['source']} from the command zone this game ({a['player']}): "
        f"{a.raw['n']}; each adds {{2}} to the cost of casting it from there again."
    ),
    "earlier.hand_cast": lambda a: (
        f"Earlier casts of {a['source']} from hand ({a['player']}): {a.raw['n']}; they add "
        "no commander tax, which counts only casts from the command zone."
    ),
    "earlier.commander_damage": lambda a: (
        f"Earlier this game, the commander {a['source']} dealt "
        f"{n(a.raw['n'], 'point')} of combat damage to {a['player']}: it is counted "
        "separately for each commander, over the whole game."
    ),
}
