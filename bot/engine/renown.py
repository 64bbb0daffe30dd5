"""Renown N (702.112a): "When this creature deals combat damage to a player, if it isn't
renowned, put N +1/+1 counters on it and it becomes renowned."

The "if" is an intervening "if" (603.4): the ability triggers only if the creature is not
renowned as it deals the damage, and does nothing if it has become renowned by the time it
resolves; with two instances, the first to resolve makes it renowned and the second does
nothing (702.112c). Renowned is a designation (702.112b): a scenario says a creature already
has it with ``renombrada``; it stays until the creature leaves the battlefield (a new object,
400.7, is not renowned). Read from the permanent's ``combat_keywords`` (its card's keyword
lines) while it has its abilities.
"""

from __future__ import annotations

from . import citations as C
from .amount_replacements import replaced_amount
from .characteristics import board
from .effects import Effect, Renown
from .events import DamageDealt
from .layers import ref
from .outcome import Trace
from .state import GameState, StackItem

NAME = "Renombre de {name}"  # as combat_keywords.NAMES names it


def renown_triggers(state: GameState, event: DamageDealt) -> list[StackItem]:
    """The renown abilities of the creature that dealt this combat damage to a player."""
    if not (event.combat and event.to_player and event.amount > 0):
        return []
    perm = state.permanent(event.source)
    chars = board(state).chars.get(event.source)
    if perm is None or chars is None or chars.lost_all or perm.renowned:
        return []  # 603.4: a renowned creature's renown does not trigger
    return [
        StackItem(
            name=NAME.format(name=chars.name),
            controller=chars.controller,
            kind="triggered",
            source=perm.id,
            effects=[Renown(amount=n, objects=[perm.id])],
        )
        for word, n in perm.combat_keywords
        if word == "renown"
    ]


def resolve_renown(state: GameState, effect: Effect, perms: list[str], trace: Trace) -> None:
    """Put the counters and make it renowned, if it still isn't (603.4, 702.112c)."""
    assert isinstance(effect, Renown)
    for pid in perms:
        perm = state.permanent(pid)
        if perm is None:
            continue
        if perm.renowned:
            trace.add("renown.already", C.INTERVENING_IF, C.RENOWN, who=ref(state, perm))
            continue
        amount = replaced_amount(
            state, trace, "add_counters", effect.amount, perm=perm, counter="+1/+1"
        )
        perm.plus_counters += amount
        perm.renowned = True
        trace.add("renown.becomes", C.RENOWN, amount=amount, who=ref(state, perm))
