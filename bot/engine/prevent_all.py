"""Effects that prevent all damage of a kind (615.1a): a Fog ("Prevent all combat damage that
would be dealt this turn") and an Aura or a creature's own text ("Prevent all combat damage
that would be dealt to and dealt by enchanted creature", "… dealt to this creature")."""

from __future__ import annotations

from .effects import PreventAll
from .state import GameState
from .static_effects import in_force


def all_prevented(state: GameState, source: str, target: str, combat: bool) -> bool:
    """Whether an effect in force prevents all of this damage (from ``source`` to ``target``)."""
    for effect, named in in_force(state, "prevent_all"):
        assert isinstance(effect, PreventAll)
        if effect.combat_only and not combat:
            continue
        if not (effect.to or effect.by):
            return True  # all damage (the spell's set is its controller, not what it covers)
        if (effect.to and target in named) or (effect.by and source in named):
            return True
    return False
