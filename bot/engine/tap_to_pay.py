"""Paying a spell's cost by tapping permanents instead of spending mana: Convoke (702.51a: "For
each colored mana in this spell's total cost, you may tap an untapped creature of that color
you control rather than pay that mana. For each generic mana in this spell's total cost, you
may tap an untapped creature you control rather than pay that mana.") and Improvise (702.126a:
"For each generic mana in this spell's total cost, you may tap an untapped artifact you
control rather than pay that mana.").

Neither is an additional or alternative cost: they apply once the total cost is determined
(702.51b, 702.126b) and leave it as it is. What a timing question says with them is how much of
that total its caster's untapped permanents can pay, at most.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import citations as C
from .characteristics import board

if TYPE_CHECKING:
    from .chars import Chars
    from .outcome import Trace
    from .state import GameState
    from .timing import TimingQuery

_SYMBOL = re.compile(r"\{([^}]*)\}")
_COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def colored_symbols(cost: str) -> list[set[str]]:
    """The colours each coloured symbol of the cost may be paid with ({W/U}: either)."""
    found = []
    for symbol in _SYMBOL.findall(cost.split(" // ")[0]):
        colors = {_COLOR_OF[p] for p in symbol.upper().split("/") if p in _COLOR_OF}
        if colors:
            found.append(colors)
    return found


def _matched(symbols: list[set[str]], creatures: list[Chars]) -> int:
    """The most coloured symbols creatures of those colours can pay, one creature each (a
    bipartite matching by augmenting paths: a multicoloured creature goes where it is needed)."""
    owner: dict[int, int] = {}  # creature index -> symbol index

    def place(s: int, seen: set[int]) -> bool:
        for c, chars in enumerate(creatures):
            if c in seen or not symbols[s] & chars.colors:
                continue
            seen.add(c)
            if c not in owner or place(owner[c], seen):
                owner[c] = s
                return True
        return False

    return sum(place(s, set()) for s in range(len(symbols)))


def tap_to_pay(state: GameState, query: TimingQuery, total: int | None, trace: Trace) -> None:
    """The step that says how much of ``total`` convoke or improvise can pay, when the card
    has either (nothing when its total cost is not known)."""
    if total is None or not (query.convoke or query.improvise):
        return
    player = query.player or state.active_name
    cost = query.graveyard_cost if query.from_zone == "graveyard" else query.mana_cost
    symbols = colored_symbols(cost or "")
    generic = max(0, total - len(symbols))
    chars = board(state).chars
    untapped = [
        chars[p.id]
        for p in state.permanents
        if not p.tapped and p.id in chars and chars[p.id].controller == player
    ]
    creatures = [c for c in untapped if "creature" in c.types] if query.convoke else []
    artifacts = [c for c in untapped if "artifact" in c.types] if query.improvise else []
    colored = _matched(symbols, creatures)
    # Each permanent taps once: creatures first for the coloured mana they alone can pay, then
    # every other creature or artifact for generic mana.
    others = {id(c) for c in creatures} | {id(c) for c in artifacts}
    payable = colored + min(generic, len(others) - colored)
    trace.add(
        "costs.tap_to_pay",
        *([C.CONVOKE] if query.convoke else []),
        *([C.IMPROVISE] if query.improvise else []),
        card=query.card,
        convoke=query.convoke,
        improvise=query.improvise,
        creatures=len(creatures),
        artifacts=len(artifacts),
        payable=payable,
        total=total,
        rest=total - payable,
    )
