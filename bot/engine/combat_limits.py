"""Limits a card's text puts on how a creature attacks or blocks, checked against the declared
attacks and blocks (declarations.py):

* "can block only creatures with flying": a blocking restriction (509.1b); blocking an
  attacker outside the group makes the declaration of blockers illegal (509.1);
* "can't be blocked by more than one creature": a blocking restriction on the attacker
  (509.1b), broken by a second blocker;
* "can't attack unless defending player controls an Island": an attacking restriction
  (508.1c), looked at against the player it attacks (or the controller of the planeswalker or
  battle it attacks, 506.2) with the land types they have now.

The limits come from static abilities while their permanent has them (611.3a) and from
resolved effects (611.2c), as restrictions.py gathers its own.
"""

from __future__ import annotations

from collections.abc import Iterator

from . import citations as C
from .characteristics import chars_of, static_effects_in_force
from .chars import Chars
from .effect_phrases import described
from .effects import CombatLimit
from .errors import ScenarioError
from .evasion import defending_player
from .layers import ref
from .outcome import Trace
from .selectors import matches
from .state import Attack, GameState, Permanent


def _limits(state: GameState, perm: Permanent) -> Iterator[CombatLimit]:
    """The limits in force on ``perm``."""
    for ce in state.continuous:
        if isinstance(ce.effect, CombatLimit) and perm.id in ce.affected:
            yield ce.effect
    for holder, chars, effect in static_effects_in_force(state):
        if not isinstance(effect, CombatLimit):
            continue
        named = perm.id in effect.objects or any(
            matches(f, chars_of(state, perm), chars.controller, holder.id, holder.attached_to)
            for f in effect.each
        )
        if named:
            yield effect


def combat_limits(state: GameState, trace: Trace) -> tuple[int, int]:
    """Says each limit the declared attacks and blocks meet or break; returns how many attacks
    and how many blocks break one."""
    attacks = blocks = 0
    for attack in state.require_combat().attacks:
        atk = state.permanent(attack.attacker)
        if atk is None:
            continue
        attacks += _attack_unless(state, attack, atk, trace)
        blocks += _one_blocker(state, attack, atk, trace)
        for blk in (state.permanent(b) for b in attack.blockers):
            if blk is not None:
                blocks += _block_only(state, atk, blk, trace)
    return attacks, blocks


def _attack_unless(state: GameState, attack: Attack, atk: Permanent, trace: Trace) -> int:
    broken = 0
    for limit in _limits(state, atk):
        if limit.limit != "attack_unless" or limit.land_type is None:
            continue
        defender = defending_player(state, attack)
        lands = [
            c
            for c in (chars_of(state, p) for p in state.permanents)
            if c.controller == defender and "land" in c.types
        ]
        land = next((c for c in lands if limit.land_type in c.subtypes), None)
        if land is None:
            _ask_made_up_lands(state, lands, atk, limit.land_type)
        trace.add(
            "declare.attack_unless",
            C.ATTACK_DECLARATION,
            who=ref(state, atk),
            land_type=limit.land_type,
            land=land.name if land is not None else None,
            defender=defender,
        )
        broken += land is None
    return min(broken, 1)


def _ask_made_up_lands(
    state: GameState, lands: list[Chars], atk: Permanent, land_type: str
) -> None:
    """A land the scenario made up has no land types the engine knows: whether the creature
    may attack is asked, never guessed."""
    for land in lands:
        perm = state.permanent(land.id)
        if perm is not None and perm.mana_value is None and not land.subtypes:
            raise ScenarioError(
                f"«{atk.name}» no puede atacar a menos que el jugador defensor controle una "
                f"tierra de tipo {land_type} (regla 508.1c), y de «{land.name}» no sé sus tipos "
                "de tierra: escribe el nombre de una carta (se toman de los datos de cartas).",
                fragment=land.name,
                example='combate atacante:"Armored Galleon" permanentes_rival:"Island"',
            )


def _block_only(state: GameState, atk: Permanent, blk: Permanent, trace: Trace) -> int:
    broken = 0
    attacker = chars_of(state, atk)
    blocker = chars_of(state, blk)
    for limit in _limits(state, blk):
        if limit.limit != "block_only" or limit.attackers is None:
            continue
        allowed = matches(limit.attackers, attacker, blocker.controller, blk.id)
        trace.add(
            "declare.block_only",
            C.BLOCK_RESTRICTIONS,
            *([] if allowed else [C.BLOCK_DECLARATION]),
            who=ref(state, atk),
            blocker=ref(state, blk),
            group=described(limit.attackers),
            allowed=allowed,
        )
        broken += not allowed
    return min(broken, 1)


def _one_blocker(state: GameState, attack: Attack, atk: Permanent, trace: Trace) -> int:
    if len(attack.blockers) < 2 or not any(
        limit.limit == "one_blocker" for limit in _limits(state, atk)
    ):
        return 0
    trace.add(
        "declare.one_blocker",
        C.BLOCK_RESTRICTIONS,
        C.BLOCK_DECLARATION,
        who=ref(state, atk),
        count=len(attack.blockers),
    )
    return 1
