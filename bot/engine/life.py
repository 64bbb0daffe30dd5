"""The one place a player's life total goes down: damage (120.3a), losing life (119.3) and
paying life (119.4) all come through ``reduce_life``.

A life floor is a replacement effect (614.1a) whose text names damage ("damage that would
reduce your life total to less than 1 reduces it to 1 instead": Angel's Grace, Worship, Ali from
Cairo). So it replaces the result of damage only: losing or paying life goes below it as usual,
and a life total already below the floor is not raised by damage (the cards' rulings).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .characteristics import board, has_continuous_effects
from .state import GameState, Player

LifeCause = Literal["damage", "loss", "payment"]


@dataclass(frozen=True)
class LifeDrop:
    before: int
    after: int
    # The player's life floor, if one is in force; ``floored`` says whether it replaced the
    # result (only damage, and only from a life total at or above the floor).
    floor: int | None = None
    floored: bool = False


def life_floor(state: GameState, player: Player) -> int | None:
    """The floor damage cannot take ``player``'s life total below, if an effect sets one."""
    # From a resolved effect (Angel's Grace) or a static ability (Worship).
    return board(state).life_floor.get(player.name) if has_continuous_effects(state) else None


def can_pay_life(player: Player, amount: int) -> bool:
    """119.4: a player can pay life only if their life total is at least the amount (paying
    0 life is always possible)."""
    return amount <= 0 or player.life >= amount


def reduce_life(state: GameState, player: Player, amount: int, cause: LifeCause) -> LifeDrop:
    """Take ``amount`` life from ``player`` because of ``cause`` and say what happened."""
    if cause == "payment" and not can_pay_life(player, amount):
        raise ValueError(f"{player.name} cannot pay {amount} life with {player.life} (119.4)")
    before = player.life
    floor = life_floor(state, player)
    if cause == "damage" and floor is not None and before >= floor and before - amount < floor:
        player.life = floor
        return LifeDrop(before, floor, floor, floored=True)
    player.life = before - amount
    return LifeDrop(before, player.life, floor)
