"""Dealing damage already decided: prevention, then its results (120.3, 510.2).

Combat damage and damage from spells and abilities go through the same code; a source is
described by its characteristics at the time (for a source that has left its zone, its last
known information: 702.2e, 702.15c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import citations as C
from .amount_replacements import replaced_amount, replaced_damage
from .bloodthirst import bled
from .characteristics import chars_of
from .events import DamageDealt, LifeGained, LifeLost
from .layers import ref
from .life import reduce_life
from .outcome import DamageRecord, Trace
from .prevent_all import all_prevented
from .protection import matched, rules_for
from .state import GameState, Permanent, Player
from .unpreventable import unpreventable


@dataclass(frozen=True)
class Assignment:
    source: str
    target: str
    amount: int


@dataclass(frozen=True)
class DamageSource:
    id: str
    name: str
    controller: str
    colors: frozenset[str]
    keywords: frozenset[str]
    label: dict[str, Any]  # the source as a step names it (a ref, or a phrase)
    types: frozenset[str] = frozenset()  # for protection from a card type (702.16a)
    subtypes: frozenset[str] = frozenset()  # and from a subtype ("protection from Dragons")


def permanent_source(state: GameState, perm: Permanent) -> DamageSource:
    chars = chars_of(state, perm)
    return DamageSource(
        perm.id,
        perm.name,
        chars.controller,
        frozenset(chars.colors),
        frozenset(chars.keywords),
        ref(state, perm),
        frozenset(chars.types),
        frozenset(chars.subtypes),
    )


def _target_ref(state: GameState, target: str) -> dict[str, Any] | str:
    perm = state.permanent(target)
    return ref(state, perm) if perm else target


def _prevented(state: GameState, source: DamageSource, target: Permanent | None) -> set[str]:
    if target is None:
        return set()
    return matched(chars_of(state, target).protection, source.colors, source.types, source.subtypes)


def deal_simultaneously(
    state: GameState,
    assignments: list[Assignment],
    trace: Trace,
    step_no: int,
    sources: dict[str, DamageSource] | None = None,
) -> None:
    """Deal every assignment as one event: characteristics are read before anything changes.

    Without ``sources`` it is combat damage from permanents on the battlefield; an effect
    passes the source of its damage (step_no 0).
    """
    live = [a for a in assignments if a.amount > 0]
    if not live:
        trace.add("damage.none_assigned" if sources is None else "damage.zero")
        return
    combat = sources is None
    if sources is None:
        trace.add("damage.simultaneous", C.DAMAGE_SIMULTANEOUS)
        sources = {
            a.source: permanent_source(state, state.require_permanent(a.source)) for a in live
        }
    targets = {a.target: _target_ref(state, a.target) for a in live}
    before = {p.name: (p.life, p.poison) for p in state.players}
    for a in live:
        _deal_one(state, sources[a.source], a, targets[a.target], trace, step_no)
    _summarise_players(
        state, before, trace, C.DAMAGE_SIMULTANEOUS if combat else C.DAMAGE_LIFE_LOSS
    )


def _shield(
    state: GameState,
    target: str,
    amount: int,
    src: DamageSource,
    tgt_label: dict[str, Any] | str,
    trace: Trace,
) -> int:
    """615.7: a prevention shield on the target prevents damage until it is used up."""
    prevented, rules = 0, [C.PREVENTION]
    for shield in [s for s in state.shields if s.protects == target]:
        if shield.amount is not None:
            rules.append(C.PREVENTION_SHIELD)  # "the next N damage" works like a shield
        if prevented == amount:
            break
        take = (
            amount - prevented if shield.amount is None else min(shield.amount, amount - prevented)
        )
        prevented += take
        if shield.amount is not None:
            shield.amount -= take
    state.shields = [s for s in state.shields if s.amount != 0]
    if prevented:
        trace.add(
            "damage.prevented_shield",
            *dict.fromkeys(rules),
            amount=prevented,
            source=src.label,
            target=tgt_label,
        )
    return prevented


def _deal_one(
    state: GameState,
    src: DamageSource,
    a: Assignment,
    tgt_label: dict[str, Any] | str,
    trace: Trace,
    step_no: int,
) -> None:
    target_perm = state.permanent(a.target)
    whose = a.target if target_perm is None else chars_of(state, target_perm).controller
    amount = replaced_damage(state, trace, src.name, src.controller, whose, a.amount)
    if amount != a.amount and any(s.protects == a.target and s.amount for s in state.shields):
        # 616.1: the affected player or controller orders the replacement and the shield;
        # applied here more damage first, then the shield.
        trace.add("damage.order_choice", C.ORDER_REPLACEMENTS, player=whose)
    shielded = _prevented(state, src, target_perm)
    if all_prevented(state, src.id, a.target, combat=step_no != 0):  # 615.1a
        shielded = shielded or {"all"}
    if shielded or any(s.protects == a.target for s in state.shields):
        if unpreventable(state, src.id, combat=step_no != 0):  # 615.12
            trace.add("damage.cant_be_prevented", C.CANT_BE_PREVENTED, source=src.label)
            shielded, shields = set(), False
        else:
            shields = bool(state.shields)
    else:
        shields = False
    prevented = amount if shielded else 0
    if shielded == {"all"}:
        trace.add(
            "damage.prevented_all",
            C.PREVENTION,
            amount=prevented,
            source=src.label,
            target=tgt_label,
        )
    elif shielded:
        trace.add(
            "damage.prevented_protection",
            *rules_for(shielded, C.PROTECTION_DAMAGE),
            amount=prevented,
            source=src.label,
            target=tgt_label,
            qualities=sorted(shielded),
        )
    elif shields:
        prevented = _shield(state, a.target, amount, src, tgt_label, trace)
    dealt = amount - prevented
    trace.damage.append(
        DamageRecord(
            step=step_no,
            source=src.id,
            target=a.target,
            assigned=a.amount,
            prevented=prevented,
            dealt=dealt,
        )
    )
    if dealt == 0:
        return
    player = state.player(a.target)
    trace.events.append(DamageDealt(src.id, a.target, dealt, step_no > 0, player is not None))
    if player is not None:
        bled(state, player.name)  # "was dealt damage this turn" (bloodthirst.py)
        _to_player(state, player, src, dealt, trace)
        source = state.last_known(src.id)
        if step_no > 0 and source is not None and source.commander:
            _commander_damage(player, source, dealt, trace)
        if step_no > 0 and source is not None and source.toxic:
            player.poison += source.toxic
            trace.add(
                "damage.toxic", C.TOXIC, source=src.label, player=player.name, amount=source.toxic
            )
    else:  # assignments only name players and permanents still on the battlefield
        target = state.require_permanent(a.target)
        _to_permanent(target, chars_of(state, target).types, src, tgt_label, dealt, trace)
    if "lifelink" in src.keywords:
        gainer = state.player(src.controller)
        if gainer is not None:
            gained = replaced_amount(state, trace, "gain_life", dealt, player=gainer.name)
            gainer.life += gained
            trace.events.append(LifeGained(gainer.name, gained))
            trace.add(
                "damage.lifelink",
                C.LIFELINK,
                C.DAMAGE_LIFELINK,
                source=src.label,
                player=gainer.name,
                amount=gained,
            )


def _commander_damage(player: Player, commander: Permanent, dealt: int, trace: Trace) -> None:
    """Combat damage a commander deals to a player is kept per commander (903.10a)."""
    total = player.add_commander_damage(commander.name, dealt)
    trace.add(
        "damage.commander",
        C.COMMANDER_DAMAGE,
        source=commander.name,
        player=player.name,
        amount=dealt,
        total=total,
    )


def _to_player(
    state: GameState, player: Player, src: DamageSource, dealt: int, trace: Trace
) -> None:
    if "infect" in src.keywords:
        player.poison += dealt
        trace.add(
            "damage.to_player_infect",
            C.INFECT_PLAYER,
            C.DAMAGE_POISON,
            source=src.label,
            player=player.name,
            amount=dealt,
        )
        return
    drop = reduce_life(state, player, dealt, "damage")
    if drop.after < drop.before:  # 120.3a: damage to a player makes them lose that life
        trace.events.append(LifeLost(player.name, drop.before - drop.after))
    if drop.floored:
        # 614.1a: the damage is dealt, but the life total becomes the floor instead.
        trace.add(
            "damage.to_player_floor",
            C.REPLACEMENT_INSTEAD,
            C.DAMAGE_LIFE_LOSS,
            source=src.label,
            player=player.name,
            amount=dealt,
            life=[drop.before, drop.after],
        )
        return
    trace.add(
        "damage.to_player",
        C.DAMAGE_LIFE_LOSS,
        source=src.label,
        player=player.name,
        amount=dealt,
    )
    if drop.floor is not None and drop.before < drop.floor:
        # The floor replaces damage that would take the total below it, not a total already
        # below it (614.1a: the effect's own words).
        trace.add(
            "damage.floor_already_below",
            C.REPLACEMENT_INSTEAD,
            player=player.name,
            floor=drop.floor,
            life=[drop.before, drop.after],
        )


def _to_permanent(
    perm: Permanent,
    types: set[str],
    src: DamageSource,
    tgt_label: dict[str, Any] | str,
    dealt: int,
    trace: Trace,
) -> None:
    """Its results depend on what the permanent is now (120.3c-e)."""
    src_label = src.label
    if "planeswalker" in types and perm.loyalty is not None:
        lost = min(perm.loyalty, dealt)
        perm.loyalty -= lost
        trace.add(
            "damage.to_planeswalker",
            C.DAMAGE_LOYALTY,
            C.PLANESWALKER_DAMAGE,
            source=src_label,
            target=tgt_label,
            amount=dealt,
            lost=lost,
            loyalty=perm.loyalty,
        )
    if "creature" not in types:
        return
    if src.keywords & {"infect", "wither"}:
        perm.minus_counters += dealt
        rule = C.INFECT_CREATURE if "infect" in src.keywords else C.WITHER
        trace.add(
            "damage.to_creature_counters",
            rule,
            C.DAMAGE_COUNTERS,
            source=src_label,
            target=tgt_label,
            amount=dealt,
            keyword="infect" if "infect" in src.keywords else "wither",
        )
    else:
        perm.damage += dealt
        trace.add(
            "damage.to_creature",
            C.DAMAGE_MARKED,
            C.DAMAGE_STAYS,
            source=src_label,
            target=tgt_label,
            amount=dealt,
            total=perm.damage,
        )
    if "deathtouch" in src.keywords:
        perm.damaged_by_deathtouch = True
        trace.add("damage.deathtouch", C.DEATHTOUCH_DESTROYS, target=tgt_label)


def _summarise_players(
    state: GameState, before: dict[str, tuple[int, int]], trace: Trace, rule: str
) -> None:
    changes = []
    for p in state.players:
        life, poison = before[p.name]
        if (p.life, p.poison) != (life, poison):
            changes.append({"player": p.name, "life": [life, p.life], "poison": [poison, p.poison]})
    if changes:
        trace.add("damage.players_after", rule, changes=changes)
