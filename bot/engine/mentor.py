"""Mentor (702.134a): "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with power less than this creature's power."

The target is chosen as the ability is put on the stack (603.3d): with no attacking creature of
lesser power it is removed from the stack and does nothing; with one, that one is the target;
with more, its controller chooses, which the scenario says with ``objetivos:"Mentor: Oso"``
(its name, then the target's) or the answer asks. As it resolves the target must still be a
creature with power less than the mentor's power as it was then (608.2b).
"""

from __future__ import annotations

from .effects import AddCounters, Effect
from .errors import ScenarioError, ScenarioQuestion
from .layers import effective_power
from .selectors import Filter
from .state import Attack, GameState, Permanent

MENTOR_EXAMPLE = (
    'combate atacantes:"Blade Instructor; Oso 2/2; Ave 1/1" objetivos:"Blade Instructor: Oso"'
)


def mentor_effects(state: GameState, perm: Permanent, attacks: list[Attack]) -> list[Effect] | None:
    """What this mentor ability does, with its target; None when it has no legal target."""
    mine = effective_power(state, perm)
    lesser = [
        a.attacker
        for a in attacks
        if a.attacker != perm.id
        and (other := state.permanent(a.attacker)) is not None
        and effective_power(state, other) < mine
    ]
    if not lesser:
        return None  # 603.3d: no legal target, the ability is removed from the stack
    told = [t for t in perm.trigger_targets if t in lesser]
    if perm.trigger_targets and not told:
        raise ScenarioError(
            f"El objetivo de mentor de «{perm.name}» debe ser una criatura atacante con menos "
            f"fuerza que ella ({mine}) (regla 702.134a).",
            fragment=perm.name,
            example=MENTOR_EXAMPLE,
        )
    if told:
        chosen = told[0]
    elif len(lesser) == 1:
        chosen = lesser[0]
    else:
        names = ", ".join(f"«{state.require_permanent(p).name}»" for p in lesser)
        raise ScenarioQuestion(
            f"¿A qué criatura atacante pone el contador el mentor de «{perm.name}»?",
            why=(
                f"«{perm.name}» tiene mentor: al atacar, pone un contador +1/+1 en la criatura "
                f"atacante objetivo con menos fuerza que ella (regla 702.134a); valen {names}, "
                "y el escenario no dice cuál elige su controlador."
            ),
            example=MENTOR_EXAMPLE,
        )
    flt = Filter(kind="creature", power_at_most=mine - 1)
    return [AddCounters(counter="+1/+1", amount=1, targets=[chosen], target_filter=flt)]
