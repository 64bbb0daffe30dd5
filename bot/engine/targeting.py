"""Whether a target is still legal as its spell or ability resolves (608.2b).

A target is illegal if it left the zone it was in (for a permanent: the battlefield; a
player who lost has left the game), if it no longer fits what the effect may target (a
creature that stopped being a creature), or if it can't be targeted by this source:
protection from one of the source's qualities (702.16b) or hexproof against an opponent's
spell or ability (702.11b), or shroud against anyone's (702.18a).
"""

from __future__ import annotations

from typing import Any

from . import citations as C
from .characteristics import board
from .chars import Chars
from .combat_roles import with_combat_roles
from .damage import DamageSource
from .effect_phrases import wanted
from .effects import FromGraveyard
from .errors import ScenarioError
from .graveyard_returns import illegal_graveyard_target
from .layers import power_toughness
from .outcome import phrase
from .play_limits import player_hexproof
from .protection import matched, rules_for
from .selectors import Filter, matches
from .state import GameState, StackItem

# Things "any target" may be (115.4) besides players.
_DAMAGEABLE = {"creature", "planeswalker", "battle"}


def _ability_fits(effect: object, kind: str | None) -> bool:
    """ "Counter target activated or triggered ability": the stack object is such an ability
    (an item whose kind the scenario did not say is taken as it was named)."""
    wanted = getattr(effect, "abilities", None)
    if wanted is None or kind is None:
        return True
    return kind != "spell" and wanted in ("any", kind)


def illegal_targets(
    state: GameState, item: StackItem, source: DamageSource
) -> dict[str, tuple[dict[str, Any], list[str]]]:
    """Each illegal target with why (a phrase) and the rules that say so."""
    out: dict[str, tuple[dict[str, Any], list[str]]] = {}
    now = board(state).chars
    for effect in item.effects:
        for n, target in enumerate(effect.targets):
            if target in out:
                continue
            if effect.type in ("counter", "copy_spell"):  # a spell on the stack
                on_stack = [i for i in state.turn.stack if i.name == target]
                if not on_stack:
                    out[target] = (
                        phrase("target.left_stack", who={"name": target}),
                        [C.TARGETS_RECHECKED],
                    )
                elif getattr(effect, "spells_only", False) and on_stack[-1].kind not in (
                    "spell",
                    None,
                ):
                    out[target] = (
                        phrase("target.not_a_spell", who={"name": target}),
                        [C.TARGETS_RECHECKED, C.ABILITIES_NOT_SPELLS],
                    )
                elif not _ability_fits(effect, on_stack[-1].kind):
                    out[target] = (
                        phrase(
                            "target.not_that_ability",
                            who={"name": target},
                            wanted=getattr(effect, "abilities", None),
                        ),
                        [C.TARGETS_RECHECKED, C.TARGET_CHOICE],
                    )
                elif effect.target_filter is not None and not spell_fits(
                    effect.target_filter, on_stack[-1]
                ):  # "target noncreature spell": what it must be, checked again (608.2b)
                    asked = effect.target_filter
                    out[target] = (
                        phrase(
                            "target.spell_unfit",
                            who={"name": target},
                            types=sorted(asked.any_types),
                            not_types=sorted(asked.not_types),
                            colors=sorted(asked.colors),
                        ),
                        [C.TARGETS_RECHECKED, C.TARGET_CHOICE],
                    )
                continue
            if isinstance(effect, FromGraveyard):  # a card in a graveyard, not a permanent
                why = illegal_graveyard_target(state, effect, target, item.controller)
                if why is not None:
                    out[target] = why
                continue
            player = state.player(target)
            if player is not None:
                if player.lost:
                    out[target] = (
                        phrase("target.player_lost"),
                        [C.TARGETS_RECHECKED],
                    )
                elif item.controller != target and player_hexproof(state, target) is not None:
                    out[target] = (
                        phrase("target.hexproof", who={"name": target}),
                        [C.TARGETS_RECHECKED, C.HEXPROOF_PLAYER],
                    )
                continue
            chars = now.get(target)
            if chars is None:
                gone = state.last_known(target)
                name = gone.name if gone is not None else target
                out[target] = (
                    phrase("target.left_battlefield", who={"name": name}),
                    [C.TARGETS_RECHECKED],
                )
                continue
            flt = effect.target_filter
            if n > 0 and effect.type == "fight":
                flt = getattr(effect, "second_filter", None)
            why = _unfit(state, effect.type, flt, chars, item, source)
            if why is not None:
                out[target] = why
    return out


def with_pt(state: GameState, flt: Filter, chars: Chars) -> Chars:
    """``chars`` with its power and toughness as they are now, after layer 7 (613.4), when
    ``flt`` compares them ("target creature with power 4 or greater", 208.1), and with what it
    does in the combat when ``flt`` asks it ("target attacking creature")."""
    if flt.in_combat is not None:
        chars = with_combat_roles(state, chars)
    bounds = (flt.power_at_least, flt.power_at_most, flt.toughness_at_least)
    perm = state.permanent(chars.id)
    if perm is None or all(b is None for b in (*bounds, flt.toughness_at_most)):
        return chars
    now = chars.copy()
    now.power, now.toughness = power_toughness(state, perm)
    return now


def spell_fits(flt: Filter, item: StackItem) -> bool:
    """A spell on the stack has the card types and colours ``flt`` asks for: one of its
    ``any_types``, none of its ``not_types``, one of its ``colors`` (when it names them)."""
    types = set(item.types)
    if not types and (flt.any_types or flt.not_types):
        raise ScenarioError(
            f"No sé los tipos de «{item.name}», un hechizo escrito sin carta, y el objetivo "
            "pide un tipo de hechizo («target creature spell», 115.1): escribe el nombre de la "
            "carta.",
            fragment=item.name,
            example='pila hechizo:"Grizzly Bears" hechizo:"Essence Scatter: Grizzly Bears"',
        )
    if flt.any_types and not types & flt.any_types:
        return False
    if types & flt.not_types:
        return False
    return not flt.colors or bool(set(item.colors) & flt.colors)


def _unfit(
    state: GameState,
    kind: str,
    flt: Filter | None,
    chars: Chars,
    item: StackItem,
    source: DamageSource,
) -> tuple[dict[str, Any], list[str]] | None:
    name = {"name": chars.name}
    if flt is not None and not matches(
        flt, with_pt(state, flt, chars), item.controller, item.source
    ):
        # Either it never fit (it could not have been chosen, 601.2c) or it changed since.
        return (
            phrase("target.unfit", who=name, wanted=wanted(flt)),
            [C.TARGETS_RECHECKED, C.TARGET_CHOICE],
        )
    if kind == "damage" and flt is None and not chars.types & _DAMAGEABLE:
        return (
            phrase("target.not_damageable", who=name),
            [C.TARGETS_RECHECKED],
        )
    clash = matched(chars.protection, source.colors, source.types)
    if clash:
        return (
            phrase("target.protection", who=name, qualities=sorted(clash)),
            [C.TARGETS_RECHECKED, *rules_for(clash, C.PROTECTION_TARGETS)],
        )
    if "shroud" in chars.keywords:  # anyone's spells and abilities, its controller's too
        return (
            phrase("target.shroud", who=name),
            [C.TARGETS_RECHECKED, C.SHROUD],
        )
    if "hexproof" in chars.keywords and chars.controller != item.controller:
        return (
            phrase("target.hexproof", who=name),
            [C.TARGETS_RECHECKED, C.HEXPROOF],
        )
    return None


def legal_target_notes(
    state: GameState, item: StackItem, illegal: dict[str, tuple[dict[str, Any], list[str]]]
) -> list[tuple[str, dict[str, Any], list[str]]]:
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
                    "target.own_hexproof",
                    {
                        "who": {"name": chars.name},
                        "item": {"name": item.name},
                        "player": item.controller,
                    },
                    [C.HEXPROOF],
                )
            )
    return notes
