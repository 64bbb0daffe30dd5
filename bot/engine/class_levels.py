"""Class cards (716): a level bar "[Cost]: Level N — [Abilities]" means "[Cost]: This Class's
level becomes N. Activate only if this Class is level N-1 and only as a sorcery" and "As long
as this Class is level N or greater, it has [abilities]" (716.2a).

The level is a designation (716.2b), not counters: level counters and Class levels do not
interact (716.4), so it is ``Permanent.class_level``, apart from a leveler's ``level``. A
permanent without one is treated as level 1 (716.2d); a scenario writes it with ``nivel:N``.
The abilities under a bar carry ``class_level`` (state.py, conditions.py test it); the bar's
activated ability is read by language/class_bars.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C
from .effects import ClassLevel, Effect
from .events import LevelGained
from .layers import ref

if TYPE_CHECKING:
    from .abilities import ActivatedAbility
    from .outcome import Trace
    from .state import GameState, Permanent


def bar_level(ability: ActivatedAbility) -> int | None:
    """The N of a level bar's activated ability, or None for any other ability."""
    return next((e.level for e in ability.effects if isinstance(e, ClassLevel)), None)


def level_of(perm: Permanent) -> int:
    return perm.class_level or 1  # 716.2d


def bar_blocked(perm: Permanent | None, ability: ActivatedAbility) -> bool:
    """716.2a: "Activate only if this Class is level N-1"."""
    level = bar_level(ability)
    return level is not None and (perm is None or level_of(perm) != level - 1)


def gain_level(
    state: GameState,
    effect: Effect,
    doer: object,
    perms: list[str],
    players: list[str],
    trace: Trace,
) -> None:
    assert isinstance(effect, ClassLevel)
    for pid in perms:
        perm = state.require_permanent(pid)
        perm.class_level = effect.level
        trace.add(
            "resolve.class_level", C.CLASS_LEVEL_BAR, who=ref(state, perm), level=effect.level
        )
        trace.events.append(LevelGained(pid, effect.level))  # "When this Class becomes …"
