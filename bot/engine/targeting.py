"""Whether a target is still legal as its spell or ability resolves (608.2b).

A target is illegal if it left the zone it was in (for a permanent: the battlefield; a
player who lost has left the game), if it no longer fits what the effect may target (a
creature that stopped being a creature), or if it can't be targeted by this source:
protection from one of the source's qualities (702.16b) or hexproof against an opponent's
spell or ability (702.11b).
"""

from __future__ import annotations

from . import citations as C
from .characteristics import board
from .chars import Chars
from .damage import DamageSource
from .protection import matched, qualities_es, rules_for
from .selectors import Filter, describe, matches
from .state import GameState, StackItem

# Things "any target" may be (115.4) besides players.
_DAMAGEABLE = {"creature", "planeswalker", "battle"}


def illegal_targets(
    state: GameState, item: StackItem, source: DamageSource
) -> dict[str, tuple[str, list[str]]]:
    """Each illegal target with why (Spanish) and the rules that say so."""
    out: dict[str, tuple[str, list[str]]] = {}
    now = board(state).chars
    for effect in item.effects:
        for target in effect.targets:
            if target in out:
                continue
            if effect.type == "counter":
                if not any(i.name == target for i in state.turn.stack):
                    out[target] = (f"«{target}» ya no está en la pila", [C.TARGETS_RECHECKED])
                continue
            player = state.player(target)
            if player is not None:
                if player.lost:
                    out[target] = (
                        "ha perdido la partida y ya no está en el juego",
                        [C.TARGETS_RECHECKED],
                    )
                continue
            chars = now.get(target)
            if chars is None:
                gone = state.last_known(target)
                name = f"«{gone.name}»" if gone is not None else f"«{target}»"
                out[target] = (f"{name} ya no está en el campo de batalla", [C.TARGETS_RECHECKED])
                continue
            why = _unfit(state, effect.type, effect.target_filter, chars, item, source)
            if why is not None:
                out[target] = why
    return out


def _unfit(
    state: GameState,
    kind: str,
    flt: Filter | None,
    chars: Chars,
    item: StackItem,
    source: DamageSource,
) -> tuple[str, list[str]] | None:
    name = f"«{chars.name}»"
    if flt is not None and not matches(flt, chars, item.controller, item.source):
        # Either it never fit (it could not have been chosen, 601.2c) or it changed since.
        wanted = describe(flt).removeprefix("cada ")
        return (
            f"{name} no cumple lo que pide el objetivo ({wanted}): no se podía elegir o dejó "
            "de ser legal",
            [C.TARGETS_RECHECKED, C.TARGET_CHOICE],
        )
    if kind == "damage" and flt is None and not chars.types & _DAMAGEABLE:
        return (
            f"{name} ya no es una criatura, un planeswalker ni una batalla",
            [C.TARGETS_RECHECKED],
        )
    clash = matched(chars.protection, source.colors, source.types)
    if clash:
        return (
            f"{name} tiene protección contra {qualities_es(clash)}",
            [C.TARGETS_RECHECKED, *rules_for(clash, C.PROTECTION_TARGETS)],
        )
    if "hexproof" in chars.keywords and chars.controller != item.controller:
        return (
            f"{name} tiene antimaleficio y la habilidad o el hechizo es de un oponente",
            [C.TARGETS_RECHECKED, C.HEXPROOF],
        )
    return None


def legal_target_notes(
    state: GameState, item: StackItem, illegal: dict[str, tuple[str, list[str]]]
) -> list[tuple[str, list[str]]]:
    """Why a target that looks protected is still legal: hexproof stops only the opponents'
    spells and abilities (702.11b), so a player may target their own hexproof permanent."""
    now = board(state).chars
    notes = []
    for target in item.targets:
        chars = now.get(target)
        if target in illegal or chars is None or "hexproof" not in chars.keywords:
            continue
        if chars.controller == item.controller:
            notes.append(
                (
                    f"«{chars.name}» tiene antimaleficio, pero eso solo impide que sea objetivo "
                    f"de hechizos y habilidades de sus oponentes; «{item.name}» es de "
                    f"{item.controller}, que la controla, así que es un objetivo legal.",
                    [C.HEXPROOF],
                )
            )
    return notes
