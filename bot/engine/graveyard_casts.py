"""Casting a card from its owner's graveyard (601.3): only a rule or effect allows it. Today
that is Flashback (702.34a): "You may cast this card from your graveyard if the resulting spell
is an instant or sorcery spell by paying [cost] rather than paying its mana cost" (an
alternative cost, 118.9) and "If the flashback cost was paid, exile this card instead of
putting it anywhere else any time it would leave the stack"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C

if TYPE_CHECKING:
    from .outcome import Trace


def graveyard_cast(
    card: str | None, types: set[str], zone: str | None, flashback: str | None, trace: Trace
) -> bool:
    """Whether casting ``card`` (of ``types``) from ``zone`` may go on: True when it is not
    cast from a graveyard, or its flashback cost allows it (said in a step); False, with the
    step that says why, when nothing does."""
    if zone != "graveyard":
        return True
    if flashback is None or not types & {"instant", "sorcery"}:
        trace.add("timing.not_from_graveyard", C.CAST_ALLOWED, card=card)
        return False
    trace.add("timing.flashback", C.FLASHBACK, C.ALTERNATIVE_COST, card=card, cost=flashback)
    return True
