"""Bloodthirst N (702.54a): "If an opponent was dealt damage this turn, this permanent enters
with N +1/+1 counters on it." A replacement effect of the permanent itself, applied as it
enters (614.1c); each instance applies separately (702.54c), so their N add up.

Whether an opponent was dealt damage this turn is a fact of the game. Damage the run itself
deals to a player counts (``bled``), and a new turn starts with none; what happened earlier in
the turn the scenario says with ``dañado:sí`` / ``dañado:no`` on that player
(``dañado_rival:sí``). When it does not say it and nothing in the run answered it, the answer
asks instead of supposing either. "Bloodthirst X" (702.54b) stays unread.
"""

from __future__ import annotations

from . import citations as C
from .amount_replacements import replaced_amount
from .errors import ScenarioQuestion
from .outcome import Trace
from .state import GameState, Permanent

BLOODTHIRST_EXAMPLE = 'escenario dañado_rival:sí hechizo:"Bloodrage Vampire"'


def bled(state: GameState, player: str) -> None:
    """``player`` was dealt damage now: "this turn" is true for them from here on."""
    found = state.player(player)
    if found is not None:
        found.dealt_damage = True


def new_turn_unbled(state: GameState) -> None:
    """A new turn: no player has been dealt damage in it yet."""
    for player in state.players:
        player.dealt_damage = False


def bloodthirst_counters(perm: Permanent, trace: Trace, state: GameState) -> None:
    """``perm`` is entering: its bloodthirst counters, if an opponent was dealt damage."""
    if not perm.bloodthirst:
        return
    rivals = [p for p in state.players if p.name != perm.controller and not p.lost]
    if any(p.dealt_damage for p in rivals):
        amount = replaced_amount(
            state, trace, "add_counters", perm.bloodthirst, perm=perm, counter="+1/+1"
        )
        perm.plus_counters += amount
        trace.add("bloodthirst.counters", C.BLOODTHIRST, who={"name": perm.name}, amount=amount)
        return
    if any(p.dealt_damage is None for p in rivals):
        names = " ni ".join(p.name for p in rivals if p.dealt_damage is None)
        n = perm.bloodthirst
        raise ScenarioQuestion(
            f"¿Se le hizo daño a {names} este turno, antes de que entrara «{perm.name}»?",
            why=(
                f"«{perm.name}» tiene sed de sangre (bloodthirst {n}): entra con {n} "
                f"{'contador' if n == 1 else 'contadores'} +1/+1 si a un oponente se le hizo "
                "daño este turno (regla 702.54a), y el escenario no lo dice (dañado_rival:sí o "
                "no)."
            ),
            example=BLOODTHIRST_EXAMPLE,
        )
    trace.add("bloodthirst.none", C.BLOODTHIRST, who={"name": perm.name})
