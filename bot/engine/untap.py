"""The untap step (502.3): the active player untaps all their permanents at once, except those
an effect keeps from untapping ("Enchanted creature doesn't untap during its controller's untap
step", from a static ability while its source is on the battlefield, 611.3a)."""

from __future__ import annotations

from . import citations as C
from .characteristics import chars_of
from .outcome import Trace
from .state import GameState
from .static_effects import affected_by


def used_up(state: GameState, active: str) -> None:
    """ "… doesn't untap during its controller's next untap step": this untap step was that
    one for the active player's permanents, so the effect no longer applies to them."""
    theirs = {p.id for p in state.permanents if chars_of(state, p).controller == active}
    kept = []
    for ce in state.continuous:
        if ce.effect.type == "no_untap" and getattr(ce.effect, "next_only", False):
            ce.affected = [a for a in ce.affected if a not in theirs]
            if not ce.affected:
                continue
        kept.append(ce)
    state.continuous = kept


def untap_step(state: GameState, trace: Trace) -> None:
    """502.3: untap the active player's permanents, all at once, but those kept tapped."""
    active = state.active_name
    mine = [p for p in state.permanents if p.tapped and chars_of(state, p).controller == active]
    kept = affected_by(state, "no_untap")
    used_up(state, active)  # even with nothing tapped, this was that player's next untap step
    if not mine:
        return
    untapped = [p for p in mine if p.id not in kept]
    for perm in untapped:
        perm.tapped = False
    trace.add(
        "turn.untap",
        C.UNTAP_STEP,
        player=active,
        untapped=[{"name": p.name} for p in untapped],
        kept=[{"name": p.name} for p in mine if p.id in kept],
    )
