"""Limits a card's text puts on how a creature attacks or blocks, checked against the declared
attacks and blocks (declarations.py):

* "can block only creatures with flying": a blocking restriction (509.1b); blocking an
  attacker outside the group makes the declaration of blockers illegal (509.1);
* "can't be blocked by more than one creature": a blocking restriction on the attacker
  (509.1b), broken by a second blocker;
* "Creatures with power less than this creature's power can't block it", "This creature
  can't block creatures with power 2 or greater" (509.1b, with the powers they have now);
* "can't be blocked except by three or more creatures" (509.1b), and "can't attack alone",
  "can't block alone" (506.5: the only creature declared as an attacker, or as a blocker);
* "can't attack unless defending player controls an Island": an attacking restriction
  (508.1c), looked at against the player it attacks (or the controller of the planeswalker or
  battle it attacks, 506.2) with the land types they have now.

A creature of the attacking player that "attacks each combat if able" and was not declared
breaks the requirement (508.1d) only if it could have attacked: untapped (508.1a), under its
controller's control since the turn began or with haste (302.6, ``mareo:``), with no
restriction or cost to attack (508.1c, 508.1d). Whether it came this turn is asked when the
scenario does not say it; an attacker said to have come this turn without haste can't attack.

The limits come from static abilities while their permanent has them (611.3a) and from
resolved effects (611.2c), as restrictions.py gathers its own.
"""

from __future__ import annotations

from collections.abc import Iterator

from . import citations as C
from .characteristics import chars_of, keywords_of, static_effects_in_force
from .chars import Chars
from .effect_phrases import described
from .effects import CombatLimit
from .errors import ScenarioError, ScenarioQuestion
from .evasion import defending_player, made_up_land
from .layers import effective_power, ref
from .outcome import Trace
from .play_limits import statics_in_force
from .restrictions import cant_attack
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
    declared = state.require_combat().attacks
    for attack in declared:
        atk = state.permanent(attack.attacker)
        if atk is None:
            continue
        if atk.sick and "haste" not in keywords_of(state, atk):
            trace.add("declare.sick_attacker", C.SUMMONING_SICKNESS, who=ref(state, atk))
            attacks += 1
        attacks += _attack_unless(state, attack, atk, trace)
        blocks += _one_blocker(state, attack, atk, trace)
        blocks += _min_blockers(state, attack, atk, trace)
        for blk in (state.permanent(b) for b in attack.blockers):
            if blk is not None:
                blocks += _block_only(state, atk, blk, trace)
                blocks += _by_power(state, atk, blk, trace)
    attacks += _alone(state, [a.attacker for a in declared], "attack", trace)
    blocks += _alone(state, [b for a in declared for b in a.blockers], "block", trace)
    return attacks + _requirements(state, {a.attacker for a in declared}, trace), blocks


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
    land = made_up_land(state, lands)
    if land is not None:
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


def _requirements(state: GameState, declared: set[str], trace: Trace) -> int:
    """508.1d: each creature of the attacking player required to attack and not declared; 1
    when one of them could have attacked (the declaration is then illegal)."""
    attacking = next(
        (chars_of(state, p).controller for p in map(state.permanent, declared) if p), None
    )
    broken = 0
    for perm in state.permanents:
        chars = chars_of(state, perm)
        if perm.id in declared or chars.controller != attacking or "creature" not in chars.types:
            continue
        if not any(limit.limit == "must_attack" for limit in _limits(state, perm)):
            continue
        why = _cannot_attack(state, perm)
        if why is None and perm.sick is None and "haste" not in chars.keywords:
            raise ScenarioQuestion(
                f"¿«{perm.name}» está bajo el control de su controlador desde el principio del "
                "turno? Escribe mareo:no si lo está, mareo:sí si entró o pasó a ser suya este "
                "turno.",
                why=f"«{perm.name}» ataca en cada combate si puede (regla 508.1d) y no la has "
                "declarado como atacante: tenía que atacar solo si podía, y una criatura que no "
                "controla desde el principio del turno no puede atacar (regla 302.6).",
                example=f'criaturas:"{perm.name} mareo:no"',
            )
        rules = {
            "tapped": [C.ATTACKERS_UNTAPPED],
            "sick": [C.SUMMONING_SICKNESS],
            "restricted": [C.ATTACK_DECLARATION],
            "cost": [C.ATTACK_COSTS],
            None: [C.ATTACK_DECLARATION],
        }[why]
        trace.add(
            "declare.must_attack", C.ATTACK_REQUIREMENTS, *rules, who=ref(state, perm), why=why
        )
        broken += why is None
    return min(broken, 1)


def _cannot_attack(state: GameState, perm: Permanent) -> str | None:
    """Why ``perm`` could not have attacked, so a requirement does not make it (508.1d); None
    when nothing the scenario says stops it."""
    if perm.tapped:
        return "tapped"  # 508.1a
    if perm.sick and "haste" not in keywords_of(state, perm):
        return "sick"  # 302.6
    if cant_attack(state, perm) or "defender" in keywords_of(state, perm):
        return "restricted"  # 508.1c
    if any(limit.limit == "attack_unless" for limit in _limits(state, perm)):
        return "restricted"  # whether the defender has the land: only if it had attacked
    if any(True for _ in statics_in_force(state, "attack_tax")):
        return "cost"  # 508.1d: a cost to attack is never required to be paid
    return None


def _min_blockers(state: GameState, attack: Attack, atk: Permanent, trace: Trace) -> int:
    count = len(attack.blockers)
    for limit in _limits(state, atk):
        if limit.limit == "min_blockers" and limit.count and 0 < count < limit.count:
            trace.add(
                "declare.min_blockers",
                C.BLOCK_RESTRICTIONS,
                C.BLOCK_DECLARATION,
                who=ref(state, atk),
                count=count,
                least=limit.count,
            )
            return 1
    return 0


def _alone(state: GameState, ids: list[str], way: str, trace: Trace) -> int:
    """506.5: a creature that can't attack (or block) alone, the only one declared."""
    declared = list(dict.fromkeys(ids))
    if len(declared) != 1:
        return 0
    perm = state.permanent(declared[0])
    if perm is None or not any(
        limit.limit == "alone" and getattr(limit, way) for limit in _limits(state, perm)
    ):
        return 0
    rule = C.ATTACK_DECLARATION if way == "attack" else C.BLOCK_DECLARATION
    trace.add("declare.alone", C.ALONE, rule, who=ref(state, perm), attack=way == "attack")
    return 1


def _by_power(state: GameState, atk: Permanent, blk: Permanent, trace: Trace) -> int:
    """509.1b: a block the powers forbid, with the powers the creatures have now."""
    mine, theirs = effective_power(state, atk), effective_power(state, blk)
    weaker = any(limit.limit == "weaker_cant_block" for limit in _limits(state, atk))
    capped = [
        limit.count
        for limit in _limits(state, blk)
        if limit.limit == "cant_block_power" and limit.count is not None
    ]
    if weaker and theirs < mine:
        trace.add(
            "declare.weaker_cant_block",
            C.BLOCK_RESTRICTIONS,
            C.BLOCK_DECLARATION,
            who=ref(state, atk),
            blocker=ref(state, blk),
        )
        return 1
    if any(mine >= cap for cap in capped):
        trace.add(
            "declare.cant_block_power",
            C.BLOCK_RESTRICTIONS,
            C.BLOCK_DECLARATION,
            who=ref(state, atk),
            blocker=ref(state, blk),
            power=min(capped),
        )
        return 1
    return 0
