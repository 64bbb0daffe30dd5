"""Flanking (702.25a): "Whenever this creature becomes blocked by a creature without flanking,
the blocking creature gets -1/-1 until end of turn."

It triggers as blockers are declared (509.1i), once for each creature without flanking that
blocks it ("becomes blocked by a creature", 509.3d), and once for each instance of flanking
(702.25b). A blocker has flanking when its card's text gives it and it has not lost its
abilities; what a card only grants ("Other creatures you control with flanking have
flanking") stays an unread line of that card, so the answer is conditional on it.
"""

from __future__ import annotations

from .characteristics import board
from .effects import ModifyPT
from .events import BlockDeclared
from .state import GameState, StackItem

FLANKING_NAME = "Flanqueo de {name}"  # the Spanish Oracle word for flanking


def _has_flanking(state: GameState, pid: str) -> int:
    perm = state.permanent(pid)
    chars = board(state).chars.get(pid)
    if perm is None or chars is None or chars.lost_all:
        return 0
    return perm.flanking


def flanking_triggers(state: GameState, event: BlockDeclared) -> list[StackItem]:
    """The flanking abilities of the attacker that became blocked, one for each blocker
    without flanking and each instance; each gives that blocker -1/-1 until end of turn."""
    if event.role != "blocked" or state.combat is None:
        return []
    instances = _has_flanking(state, event.permanent)
    chars = board(state).chars.get(event.permanent)
    if not instances or chars is None:
        return []
    blockers = [
        b
        for attack in state.combat.attacks
        if attack.attacker == event.permanent
        for b in attack.blockers
        if state.permanent(b) is not None and not _has_flanking(state, b)
    ]
    return [
        StackItem(
            name=FLANKING_NAME.format(name=chars.name),
            controller=chars.controller,
            kind="triggered",
            source=event.permanent,
            effects=[ModifyPT(power=-1, toughness=-1, objects=[blocker])],
        )
        for blocker in dict.fromkeys(blockers)
        for _ in range(instances)
    ]
