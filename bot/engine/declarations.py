"""Sanity checks on declared attacks and blocks that the damage rules rely on.

A scenario can describe a block that the game would never have allowed (a flyer blocked by
a ground creature). Answering about its damage would teach the wrong thing, so the engine
explains why the declaration is illegal instead (508.1c, 509.1).
"""

from __future__ import annotations

from . import citations as C
from .characteristics import chars_of, keywords_of
from .layers import label
from .outcome import Trace
from .protection import matched, qualities_es, rules_for
from .state import GameState


def declarations_are_legal(state: GameState, trace: Trace) -> bool:
    problems, blocks = 0, 0
    for attack in state.require_combat().attacks:
        atk = state.permanent(attack.attacker)
        if atk is None:
            continue
        who = label(state, atk)
        kws = keywords_of(state, atk)
        if "defender" in kws:
            trace.add(
                f"{who} tiene defensor y no puede atacar: la declaración de atacantes es ilegal.",
                C.DEFENDER,
                C.ATTACK_DECLARATION,
            )
            problems += 1
        blockers = [b for b in (state.permanent(x) for x in attack.blockers) if b is not None]
        if "flying" in kws:
            for blk in blockers:
                can_block = keywords_of(state, blk) & {"flying", "reach"}
                if can_block:
                    # Say why the block stands: a flyer is blocked only by flying or reach.
                    how = "alcance" if "reach" in can_block else "volar"
                    trace.add(
                        f"{who} vuela y {label(state, blk)} tiene {how}: puede bloquearla.",
                        C.FLYING,
                        *([C.REACH] if "reach" in can_block else []),
                    )
                else:
                    trace.add(
                        f"{who} vuela y {label(state, blk)} no tiene volar ni alcance, así "
                        "que no puede bloquearla.",
                        C.FLYING,
                        C.REACH,
                        C.BLOCK_DECLARATION,
                    )
                    blocks += 1
        if "menace" in kws and len(blockers) > 1:
            trace.add(
                f"{who} tiene amenaza y la bloquean {len(blockers)} criaturas: el bloqueo "
                "es legal.",
                C.MENACE,
            )
        if "menace" in kws and len(blockers) == 1:
            trace.add(
                f"{who} tiene amenaza: no puede ser bloqueada por una sola criatura.",
                C.MENACE,
                C.BLOCK_DECLARATION,
            )
            blocks += 1
        shield = chars_of(state, atk).protection
        for blk in blockers:
            blocker = chars_of(state, blk)
            clash = matched(shield, blocker.colors, blocker.types)
            if clash:
                trace.add(
                    f"{who} tiene protección contra {qualities_es(clash)}: "
                    f"{label(state, blk)} no puede bloquearla.",
                    *rules_for(clash, C.PROTECTION_BLOCKS),
                    C.BLOCK_DECLARATION,
                )
                blocks += 1
    if problems or blocks:
        rules = ([C.ATTACK_DECLARATION] if problems else []) + (
            [C.BLOCK_DECLARATION] if blocks else []
        )
        trace.add(
            "Como la declaración es ilegal, el juego vuelve al momento anterior a ella y no "
            "se calcula el daño de este combate.",
            *rules,
        )
    return not (problems or blocks)
