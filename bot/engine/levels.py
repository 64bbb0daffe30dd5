"""Leveler cards (711) and level up (702.87): level counters and the level symbol they select.

"Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a
sorcery." (702.87a): an activated ability read from the rule's wording (keyword_meanings.py),
whose effect puts a level counter here. A level symbol "{LEVEL N1-N2} [Abilities] [P/T]"
means "As long as this creature has at least N1 level counters on it, but no more than N2
level counters on it, it has base power and toughness [P/T] and has [abilities]" (711.2a;
"N3+" with no upper bound, 711.2b): a static ability of the permanent (language/levelers.py
reads it with ``StaticAbility.condition_level``), so its P/T is set in layer 7b with the
permanent's timestamp and counters and pumps still apply on top (613.4). With fewer level
counters than the first symbol's N1 it has its uppermost (printed) P/T box (711.5).

Level counters are counters like any other (122.1): a scenario says them with ``nivel:N``
(none said: none), and an effect that puts counters may put level counters (Doubling
Season doubles them, 614.1a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C
from .conditions import in_band
from .layers import ref

if TYPE_CHECKING:
    from .outcome import Trace
    from .state import GameState, Permanent


def put_levels(state: GameState, perm: Permanent, amount: int, trace: Trace) -> None:
    """Put ``amount`` level counters on ``perm`` (702.87a), saying its level symbol then."""
    perm.level += amount
    band = band_now(perm)
    rule = C.LEVEL_BELOW if band is None else C.LEVEL_PLUS if band[1] is None else C.LEVEL_RANGE
    trace.add(
        "level.counters",
        C.LEVEL_UP,
        rule,
        who=ref(state, perm),
        amount=amount,
        level=perm.level,
        band=_symbol(band) if band is not None else "",
    )


def band_now(perm: Permanent) -> tuple[int, int | None] | None:
    """The level symbol whose striation applies now (711.2), if any."""
    for ability in perm.statics:
        if ability.condition_level is not None and in_band(perm, ability.condition_level):
            return ability.condition_level
    return None


def _symbol(band: tuple[int, int | None]) -> str:
    low, high = band
    return f"LEVEL {low}+" if high is None else f"LEVEL {low}-{high}"
