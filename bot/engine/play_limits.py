"""What the static abilities on the battlefield change about playing a land or casting a spell
now: more land plays (305.2: "You may play an additional land on each of your turns") and
players who can't cast spells (101.2: "Your opponents can't cast spells during your turn",
"… during combat", "… from anywhere other than their hands"); and players who can't be the
target of their opponents' spells and abilities (702.11c: "You have hexproof")."""

from __future__ import annotations

from collections.abc import Iterator

from .characteristics import static_effects_in_force
from .effects import CantCast, Effect, ExtraLandPlays
from .state import GameState

_COMBAT = frozenset(
    {
        "beginning_of_combat",
        "declare_attackers",
        "declare_blockers",
        "combat_damage",
        "end_of_combat",
        "combat",
    }
)


def statics_in_force(state: GameState, effect_type: str) -> Iterator[tuple[Effect, str, str]]:
    """Each static effect of ``effect_type`` in force: (effect, its source's name, controller)."""
    for holder, chars, effect in static_effects_in_force(state):
        if effect.type == effect_type:
            yield effect, holder.name, chars.controller


def extra_land_plays(state: GameState, player: str) -> list[tuple[str, int]]:
    """(source, how many more) for each effect that lets ``player`` play more lands (305.2)."""
    found = []
    for effect, source, controller in statics_in_force(state, "extra_land_plays"):
        assert isinstance(effect, ExtraLandPlays)
        if effect.whose == "any" or controller == player:
            found.append((source, effect.amount))
    return found


def cast_ban(state: GameState, player: str, from_zone: str | None) -> str | None:
    """The name of a permanent whose ability says ``player`` can't cast a spell now (from
    ``from_zone``; None: their hand), or None when none does."""
    for effect, source, controller in statics_in_force(state, "cant_cast"):
        assert isinstance(effect, CantCast)
        if effect.who == "you" and player != controller:
            continue
        if effect.who == "opponent" and player == controller:
            continue
        if effect.during == "your_turn" and state.active_name != controller:
            continue
        if effect.during == "combat" and state.turn.step not in _COMBAT:
            continue
        if effect.only_from_hand and from_zone in (None, "hand"):
            continue
        return source
    return None


def player_hexproof(state: GameState, player: str) -> str | None:
    """The name of a permanent that gives ``player`` hexproof (702.11c), or None."""
    for _, source, controller in statics_in_force(state, "player_hexproof"):
        if controller == player:
            return source
    return None
