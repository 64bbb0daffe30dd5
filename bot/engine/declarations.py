"""Sanity checks on declared attacks and blocks that the damage rules rely on.

A scenario can describe a block that the game would never have allowed (a flyer blocked by
a ground creature). Answering about its damage would teach the wrong thing, so the engine
explains why the declaration is illegal instead (508.1c, 509.1).
"""

from __future__ import annotations

from . import citations as C
from .attack_costs import say_attack_costs
from .characteristics import chars_of, keywords_of
from .combat_limits import combat_limits
from .effect_phrases import described
from .evasion import evasion
from .layers import effective_power, ref
from .outcome import Trace
from .protection import matched, rules_for
from .restrictions import blocking_restrictions, cant_attack, cant_block
from .selectors import Filter, matches
from .state import GameState, Permanent


def declarations_are_legal(state: GameState, trace: Trace) -> bool:
    problems, blocks = 0, 0
    say_attack_costs(state, trace)  # paid as the attackers were declared (508.1h)
    for attack in state.require_combat().attacks:
        atk = state.permanent(attack.attacker)
        if atk is None:
            continue
        who = ref(state, atk)
        kws = keywords_of(state, atk)
        if atk.tapped:
            trace.add("declare.tapped_attacker", C.ATTACKERS_UNTAPPED, who=who)
            problems += 1
        if "defender" in kws:
            trace.add("declare.defender", C.DEFENDER, C.ATTACK_DECLARATION, who=who)
            problems += 1
        if cant_attack(state, atk):
            trace.add("declare.cant_attack", C.ATTACK_DECLARATION, who=who)
            problems += 1
        blockers = [b for b in (state.permanent(x) for x in attack.blockers) if b is not None]
        for blk in blockers:
            if cant_block(state, blk):
                trace.add(
                    "declare.cant_block",
                    C.BLOCK_RESTRICTIONS,
                    C.BLOCK_DECLARATION,
                    who=who,
                    blocker=ref(state, blk),
                )
                blocks += 1
            if blk.tapped:
                trace.add(
                    "declare.tapped_blocker",
                    C.BLOCKERS_UNTAPPED,
                    C.BLOCK_DECLARATION,
                    who=who,
                    blocker=ref(state, blk),
                )
                blocks += 1
        if "flying" in kws:
            for blk in blockers:
                can_block = keywords_of(state, blk) & {"flying", "reach"}
                if can_block:
                    # Say why the block stands: a flyer is blocked only by flying or reach.
                    trace.add(
                        "declare.flyer_blocked",
                        C.FLYING,
                        *([C.REACH] if "reach" in can_block else []),
                        who=who,
                        blocker=ref(state, blk),
                        reach="reach" in can_block,
                    )
                else:
                    trace.add(
                        "declare.flyer_cant_be_blocked",
                        C.FLYING,
                        C.REACH,
                        C.BLOCK_DECLARATION,
                        who=who,
                        blocker=ref(state, blk),
                    )
                    blocks += 1
        if "menace" in kws and len(blockers) > 1:
            trace.add("declare.menace_ok", C.MENACE, who=who, count=len(blockers))
        if "menace" in kws and len(blockers) == 1:
            trace.add("declare.menace_one", C.MENACE, C.BLOCK_DECLARATION, who=who)
            blocks += 1
        blocks += _restrictions(state, atk, blockers, trace)
        blocks += evasion(state, attack, blockers, trace)
        shield = chars_of(state, atk).protection
        for blk in blockers:
            blocker = chars_of(state, blk)
            clash = matched(shield, blocker.colors, blocker.types, blocker.subtypes)
            if clash:
                trace.add(
                    "declare.protection",
                    *rules_for(clash, C.PROTECTION_BLOCKS),
                    C.BLOCK_DECLARATION,
                    who=who,
                    blocker=ref(state, blk),
                    qualities=sorted(clash),
                )
                blocks += 1
    limited = combat_limits(state, trace)  # "can block only creatures with flying"…
    problems, blocks = problems + limited[0], blocks + limited[1]
    if problems or blocks:
        rules = ([C.ATTACK_DECLARATION] if problems else []) + (
            [C.BLOCK_DECLARATION] if blocks else []
        )
        trace.add("declare.illegal", *rules)
    return not (problems or blocks)


def _restrictions(state: GameState, atk: Permanent, blockers: list[Permanent], trace: Trace) -> int:
    """509.1b: the attacker's "can't be blocked [by …]" restrictions (from its abilities while
    it has them, 611.3b, or from a resolved spell) against each of its blockers, with their
    power now. Returns how many blocks break one."""
    chars = chars_of(state, atk)
    broken = 0
    for effect in blocking_restrictions(state, atk):
        for blk in blockers:
            if effect.power_at_most is None and effect.power_at_least is None:
                fits = matches(effect.blocker, chars_of(state, blk), chars.controller, atk.id)
                if fits:  # "can't be blocked" (by anything, or by what the filter names)
                    named = effect.blocker != Filter()
                    trace.add(
                        "declare.unblockable",
                        C.BLOCK_RESTRICTIONS,
                        C.BLOCK_DECLARATION,
                        who=ref(state, atk),
                        blocker=ref(state, blk),
                        by=described(effect.blocker) if named else None,
                    )
                broken += fits
                continue
            power = effective_power(state, blk)
            fits = matches(effect.blocker, chars_of(state, blk), chars.controller, atk.id)
            low = effect.power_at_most is None or power <= effect.power_at_most
            high = effect.power_at_least is None or power >= effect.power_at_least
            trace.add(
                "declare.restriction",
                C.BLOCK_RESTRICTIONS,
                *([C.BLOCK_DECLARATION] if fits and low and high else []),
                who=ref(state, atk),
                blocker=ref(state, blk),
                at_most=effect.power_at_most,
                at_least=effect.power_at_least,
                broken=fits and low and high,
            )
            broken += fits and low and high
    return broken
