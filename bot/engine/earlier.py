"""What happened earlier in the game that a rule looks back at (issue 25, 3).

A scenario may say what happened before the moment it starts: a player who attempted to draw
from an empty library since state-based actions were last checked (704.5b), lands already
played this turn (305.2), damage a creature was dealt earlier this turn (120.6: it stays marked
until the cleanup step), by a source with deathtouch (704.5h), combat damage a commander dealt
a player over the game (903.10a, 704.6c: 21 or more from the same commander loses). The engine
writes each fact into the state it starts from and says so in the first steps, with the rule
that looks back at it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import PositiveInt

from . import citations as C
from .base import Model
from .costs import commander_key
from .layers import ref
from .outcome import Trace
from .state import GameState, Player

EarlierKind = Literal["empty_draw", "land_played", "damage", "commander_damage", "cast"]


class Earlier(Model):
    kind: EarlierKind
    who: str  # a player's name; for damage, the id of the permanent dealt it
    amount: PositiveInt = 1
    deathtouch: bool = False
    source: str | None = None  # commander_damage: the id of the commander that dealt it
    # cast: the commander's name as written, and the zone it was cast from (903.8 counts the
    # command zone only).
    zone: Literal["command", "hand"] | None = None


def reference_problem(state: GameState, fact: Earlier) -> str | None:
    """What a fact names that the state does not hold, in Spanish; None when it is fine."""
    if fact.kind == "damage":
        if state.permanent(fact.who) is None:
            return f"el daño de antes es a «{fact.who}», que no está en el campo de batalla"
    elif fact.kind == "commander_damage" and state.permanent(fact.source or "") is None:
        return f"el daño de comandante de antes es de «{fact.source}», que no está en el campo"
    elif state.player(fact.who) is None:
        return f"lo que pasó antes es de un jugador que no existe: «{fact.who}»"
    return None


def apply_earlier(state: GameState, earlier: list[Earlier], trace: Trace) -> None:
    """Each fact written into the state, one step each, citing the rule that reads it."""
    for fact in earlier:
        if fact.kind == "damage":
            perm = state.require_permanent(fact.who)
            perm.damage += fact.amount
            perm.damaged_by_deathtouch = perm.damaged_by_deathtouch or fact.deathtouch
            rules = [C.DAMAGE_STAYS, *([C.SBA_DEATHTOUCH] if fact.deathtouch else [])]
            trace.add(
                "earlier.damage",
                *rules,
                who=ref(state, perm),
                n=fact.amount,
                deathtouch=fact.deathtouch,
            )
            continue
        player = state.player(fact.who)
        if player is None:  # the scenario's validator names it first
            raise LookupError(f"no player {fact.who!r}")
        if fact.kind == "cast":
            _cast(player, fact, trace)
        elif fact.kind == "commander_damage":
            commander = state.require_permanent(fact.source or "")
            commander.commander = True
            player.add_commander_damage(commander.name, fact.amount)
            trace.add(
                "earlier.commander_damage",
                C.COMMANDER_DAMAGE,
                player=fact.who,
                source=commander.name,
                n=fact.amount,
            )
        elif fact.kind == "empty_draw":
            player.drew_from_empty_library = True
            trace.add("earlier.empty_draw", C.SBA_EMPTY_LIBRARY, player=fact.who)
        else:
            player.lands_played += fact.amount
            trace.add("earlier.land_played", C.LAND_PER_TURN, player=fact.who, n=fact.amount)


def _cast(player: Player, fact: Earlier, trace: Trace) -> None:
    """Earlier casts of a commander: from the command zone they add to its tax (903.8); from a
    hand they do not, and the step says so."""
    name = fact.source or ""
    if fact.zone == "command":
        key = commander_key(name)
        player.command_casts[key] = player.command_casts.get(key, 0) + fact.amount
    trace.add(
        "earlier.command_cast" if fact.zone == "command" else "earlier.hand_cast",
        C.COMMANDER_TAX,
        player=fact.who,
        source=name,
        n=fact.amount,
    )
