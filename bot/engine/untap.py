"""The untap step (502.3): the active player untaps all their permanents at once, except those
an effect keeps from untapping ("Enchanted creature doesn't untap during its controller's untap
step", from a static ability while its source is on the battlefield, 611.3a)."""

from __future__ import annotations

from . import citations as C
from .characteristics import chars_of, condition_met
from .effects import NoUntap
from .outcome import Trace
from .selectors import matches
from .state import GameState


def kept_tapped(state: GameState) -> set[str]:
    """The permanents an effect keeps from untapping right now."""
    kept: set[str] = set()
    for ce in state.continuous:
        if isinstance(ce.effect, NoUntap):
            kept |= set(ce.affected)
    for holder in state.permanents:
        chars = chars_of(state, holder)
        for index, ability in enumerate(holder.statics):
            if index not in chars.statics or not condition_met(state, holder, ability.condition):
                continue
            for effect in ability.effects:
                if not isinstance(effect, NoUntap):
                    continue
                kept |= set(effect.objects)
                kept |= {
                    p.id
                    for p in state.permanents
                    if any(
                        matches(
                            f, chars_of(state, p), chars.controller, holder.id, chars.attached_to
                        )
                        for f in effect.each
                    )
                }
    return kept


def untap_step(state: GameState, trace: Trace) -> None:
    """502.3: untap the active player's permanents, all at once, but those kept tapped."""
    active = state.active_name
    mine = [p for p in state.permanents if p.tapped and chars_of(state, p).controller == active]
    if not mine:
        return
    kept = kept_tapped(state)
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
