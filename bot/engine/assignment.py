"""How one creature divides its combat damage (510.1a-e, 702.19b, 702.2c).

There is no damage assignment order any more: a blocked creature divides its damage among
its blockers as its controller chooses. The default split below is what most players
want: lethal damage to each blocker in the order they were listed, then, with trample,
everything else to the player or planeswalker.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import citations as C
from .characteristics import keywords_of
from .layers import effective_toughness
from .outcome import phrase
from .state import GameState, Permanent


@dataclass
class Split:
    """Amounts per recipient id (blocker ids, then the attacked player or planeswalker)."""

    amounts: dict[str, int]
    rules: list[str] = field(default_factory=list)
    problem: dict[str, Any] | None = None  # a phrase: why the division is illegal
    from_user: bool = False


def lethal_needed(state: GameState, victim: Permanent, already: int, deathtouch: bool) -> int:
    """Damage still needed for lethal, counting marked damage and damage assigned this step."""
    remaining = effective_toughness(state, victim) - victim.damage - already
    if remaining <= 0:
        return 0
    return 1 if deathtouch else remaining


def default_split(
    state: GameState,
    source: Permanent,
    power: int,
    victims: list[Permanent],
    pending: dict[str, int],
    overflow: str | None,
) -> Split:
    """Lethal to each victim in order; the rest to ``overflow`` (trample) or the last victim."""
    deathtouch = "deathtouch" in keywords_of(state, source)
    amounts: dict[str, int] = {}
    left = power
    for victim in victims:
        give = min(left, lethal_needed(state, victim, pending.get(victim.id, 0), deathtouch))
        amounts[victim.id] = give
        left -= give
    if left:
        sink = overflow if overflow is not None else victims[-1].id
        amounts[sink] = amounts.get(sink, 0) + left
    rules = [C.DEATHTOUCH_LETHAL] if deathtouch and len(victims) > 0 else []
    return Split(amounts=amounts, rules=rules)


def user_split(
    state: GameState,
    source: Permanent,
    power: int,
    declared: list[str],
    present: list[Permanent],
    pending: dict[str, int],
    overflow: str | None,
    numbers: list[int],
) -> Split:
    """Check a player's own division; ``problem`` explains why it is illegal, if it is."""
    trample = "trample" in keywords_of(state, source)
    if len(numbers) not in (len(declared), len(declared) + 1):
        return Split(
            {},
            [C.ASSIGN_ILLEGAL],
            phrase("split.count", got=len(numbers), blockers=len(declared), trample=trample),
        )
    if sum(numbers) != power:
        return Split(
            {},
            [C.ASSIGN_POWER, C.ASSIGN_ILLEGAL],
            phrase("split.sum", total=sum(numbers), power=power),
        )
    here = {p.id: p for p in present}
    amounts: dict[str, int] = {}
    for pid, n in zip(declared, numbers, strict=False):
        if n and pid not in here:
            return Split(
                {},
                [C.ASSIGN_BLOCKED, C.ASSIGN_ILLEGAL],
                phrase("split.blocker_gone"),
            )
        if pid in here:
            amounts[pid] = n
    to_target = numbers[len(declared)] if len(numbers) > len(declared) else 0
    if to_target:
        if not trample or overflow is None:
            return Split(
                {},
                [C.ASSIGN_BLOCKED, C.ASSIGN_ILLEGAL],
                phrase("split.no_trample"),
            )
        deathtouch = "deathtouch" in keywords_of(state, source)
        short = [
            p
            for p in present
            if amounts.get(p.id, 0) < lethal_needed(state, p, pending.get(p.id, 0), deathtouch)
        ]
        if short:
            return Split(
                {},
                [C.TRAMPLE, C.ASSIGN_ILLEGAL],
                phrase("split.short", who={"name": short[0].name}),
            )
        amounts[overflow] = to_target
    return Split(amounts=amounts, rules=[C.TRAMPLE] if to_target else [], from_user=True)
