"""Costs to attack from the defending player's permanents (508.1h): "Creatures can't attack you
unless their controller pays {2} for each creature they control that's attacking you". The
scenario says the creatures attacked, so the cost was paid in full as they were declared
(508.1j); the answer says how much it was, and that without paying it they could not attack.
An attack on a planeswalker costs nothing unless the text names planeswalkers too."""

from __future__ import annotations

from . import citations as C
from .characteristics import chars_of
from .effects import AttackTax
from .outcome import Trace
from .play_limits import statics_in_force
from .state import GameState


def say_attack_costs(state: GameState, trace: Trace) -> None:
    combat = state.combat
    if combat is None:
        return
    for effect, source, controller in statics_in_force(state, "attack_tax"):
        assert isinstance(effect, AttackTax)
        count = 0
        for attack in combat.attacks:
            walker = state.permanent(attack.target)
            on_walker = (
                effect.planeswalkers
                and walker is not None
                and chars_of(state, walker).controller == controller
            )
            count += attack.target == controller or on_walker
        if count:
            trace.add(
                "declare.attack_cost",
                C.ATTACK_COSTS,
                C.ATTACK_PAYMENT,
                source=source,
                player=state.active_name,
                each=effect.mana,
                count=count,
                total=effect.mana * count,
            )
