"""Living weapon (702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ
creature token, then attach this Equipment to it."

An Equipment with living weapon (``living_weapon``, the count of its instances) triggers as it
enters (``germ_triggers``); as the ability resolves its controller creates the Germ and the
Equipment is attached to that token (701.3a, a new timestamp, 613.7e). What the Equipment gives
the creature it equips then applies to the Germ, and a 0/0 Germ whose Equipment left it dies as
a state-based action (704.5f).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .effects import Attach, CreateToken, Effect, LivingWeapon, TokenSpec
from .events import Entered
from .outcome import Trace
from .state import GameState, StackItem

# resolve.do_effect, passed in by resolve.py (which imports this module).
DoEffect = Callable[[GameState, Effect, Any, Trace], None]

NAME = "Arma viviente de {name}"
GERM = TokenSpec(
    name="Phyrexian Germ", subtypes={"Phyrexian", "Germ"}, colors={"black"}, power=0, toughness=0
)


def germ_triggers(state: GameState, event: Entered) -> list[StackItem]:
    """The living weapon abilities of the Equipment that just entered (702.92a)."""
    perm = state.permanent(event.permanent)
    if perm is None or not perm.living_weapon:
        return []
    return [
        StackItem(
            name=NAME.format(name=perm.name),
            controller=perm.controller,
            kind="triggered",
            source=perm.id,
            effects=[LivingWeapon()],
        )
        for _ in range(perm.living_weapon)
    ]


def make_germ(state: GameState, doer: Any, trace: Trace, do_effect: DoEffect) -> None:
    """Create the Germ for the ability's controller (``doer``, resolve.Doer), then attach its
    source to it."""
    before = {p.id for p in state.permanents}
    do_effect(state, CreateToken(token=GERM), doer, trace)
    made = [p.id for p in state.permanents if p.id not in before]
    if made:
        do_effect(state, Attach(objects=made[-1:]), doer, trace)
