"""Ninjutsu (702.49a): "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return
an unblocked attacking creature you control to its owner's hand: Put this card onto the
battlefield from your hand tapped and attacking."

It is activated in a combat once blockers are declared (``habilidad:"ninjutsu Ninja of the Deep
Hours: Grizzly Bears"``), as every spell and ability of a combat scenario's stack is (509.2):
only then is a creature unblocked (702.49c, 509.1h). ``pay_ninjutsu`` pays the cost as it is
activated: the attacker named must be an attacking creature its controller controls that no
creature blocks; it goes to its owner's hand, which removes it from combat (506.4).
``resolve_ninjutsu`` puts the card onto the battlefield tapped, attacking the same player or
planeswalker as the returned creature, and unblocked (702.49c). It was never declared as an
attacker, so "whenever … attacks" abilities don't see it (508.4); it deals combat damage as
any unblocked attacker, and what that damage triggers ("deals combat damage to a player") does.

The mana part of the cost is read and not paid (no mana pool is kept, as for every activated
ability). Hands are counts of unnamed cards: the card leaves no named card behind.
"""

from __future__ import annotations

from . import citations as C
from .entering import add_entering_counters
from .errors import ScenarioError
from .events import Entered
from .layers import ref
from .outcome import Trace, phrase
from .state import Attack, GameState, StackItem
from .zones import leave_together

NINJUTSU_NAME = "Ninjutsu de {name}"  # the Spanish Oracle word is the same
NINJUTSU_EXAMPLE = (
    'combate atacante:"Grizzly Bears" bloqueadores:ninguno '
    'habilidad:"ninjutsu Ninja of the Deep Hours: Grizzly Bears"'
)


def pay_ninjutsu(state: GameState, stack: list[StackItem], trace: Trace) -> None:
    """702.49a: for each ninjutsu ability activated after blockers, its attacker returns to
    its owner's hand as the cost is paid (602.2b), bottom of the stack first."""
    combat = state.require_combat()
    for item in stack:
        if item.ninja is None:
            continue
        pid = item.ninjutsu_return or ""
        perm = state.permanent(pid)
        attack = next((a for a in combat.attacks if a.attacker == pid), None)
        shown = perm.name if perm is not None else pid
        if perm is None or attack is None or perm.controller != item.controller:
            raise ScenarioError(
                f"«{shown}» no es una criatura atacante de quien activa el ninjutsu de "
                f"«{item.ninja.name}»: su coste devuelve a la mano una criatura atacante no "
                "bloqueada que controla (regla 702.49a).",
                fragment=shown,
                example=NINJUTSU_EXAMPLE,
            )
        if attack.is_blocked:
            raise ScenarioError(
                f"«{shown}» está bloqueada: el ninjutsu de «{item.ninja.name}» solo devuelve "
                "a la mano una criatura atacante no bloqueada (reglas 702.49a y 702.49c), y "
                "una criatura bloqueada sigue bloqueada aunque ya no la bloquee nadie (regla "
                "509.1h).",
                fragment=shown,
                example=NINJUTSU_EXAMPLE,
            )
        item.ninjutsu_target = attack.target
        trace.add(
            "activation.ninjutsu_return",
            C.NINJUTSU,
            C.PAY_COSTS,
            C.REMOVED_FROM_COMBAT,
            who=ref(state, perm),
            card={"name": item.ninja.name},
        )
        why = phrase("why.moved", how="return_to_hand", by=None)
        leave_together(state, [(pid, "hand")], trace, why, [C.NINJUTSU])


def resolve_ninjutsu(state: GameState, item: StackItem, trace: Trace) -> bool:
    """As a ninjutsu ability resolves: the card enters tapped, attacking, unblocked. True when
    ``item`` is one (it has then resolved)."""
    if item.ninja is None:
        return False
    if item.ninjutsu_target is None or state.combat is None:
        raise ScenarioError(
            f"El ninjutsu de «{item.ninja.name}» solo se activa en un combate, después de "
            "declarar los bloqueadores: hasta entonces ninguna criatura está no bloqueada "
            "(reglas 702.49c y 509.1h). Escríbelo en la pila de un combate.",
            fragment=item.name,
            example=NINJUTSU_EXAMPLE,
        )
    ninja = item.ninja.model_copy(
        update={
            "controller": item.controller,
            "owner": item.controller,  # the card came from its controller's hand
            "timestamp": state.next_timestamp(),
            "tapped": True,
            "sick": True,
        },
        deep=True,
    )
    state.permanents.append(ninja)
    state.require_combat().attacks.append(
        Attack(attacker=ninja.id, target=item.ninjutsu_target, blocked=False)
    )
    trace.events.append(Entered(ninja.id))
    target = state.permanent(item.ninjutsu_target)
    trace.add(
        "resolve.ninjutsu",
        C.NINJUTSU,
        C.NINJUTSU_UNBLOCKED,
        C.PUT_ONTO_BATTLEFIELD_ATTACKING,
        who=ref(state, ninja),
        target=target.name if target is not None else item.ninjutsu_target,
    )
    add_entering_counters(ninja, trace, state)  # 614.1c, as it enters (614.12)
    return True


__all__ = ["NINJUTSU_EXAMPLE", "NINJUTSU_NAME", "pay_ninjutsu", "resolve_ninjutsu"]
