"""Doing one effect: what it acts on right now, and its result (608.2c-h).

``Doer`` says who does it and from what: its controller ("you"), the object whose effect it is
(for damage, the source: 120.2b) and which targets are still legal (608.2b). Each effect acts
on all of its objects and players at once (608.2f); permanents that leave do so together.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import citations as C
from .amount_replacements import replaced_amount
from .cascade import cascade
from .characteristics import LAYER_RULE, board, layers_of, players_named
from .class_levels import gain_level
from .damage import Assignment, DamageSource, deal_simultaneously, permanent_source
from .delayed import create_delayed
from .effect_phrases import continuous as effect_phrase
from .effect_phrases import done
from .effects import (
    CONTINUOUS_TYPES,
    PLAYER_EFFECTS,
    AddCounters,
    AddMana,
    Attach,
    Cascade,
    CastExiled,
    CopySpell,
    Counter,
    CreateDelayed,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Effect,
    Exile,
    Fight,
    FromGraveyard,
    GainLife,
    LoseLife,
    Mill,
    PreventDamage,
    Regenerate,
    RemoveCounters,
    ReturnExiled,
    ReturnToBattlefield,
    ReturnToHand,
    RevealHand,
    Sacrifice,
    Scry,
    SearchLibrary,
    Surveil,
    Tap,
    ToGraveyard,
    TurnFaceUp,
    Untap,
)
from .emblems import get_emblem
from .entering import add_entering_counters, as_new_object
from .equal_life import bound
from .events import Entered, LeftBattlefield, LifeGained, LifeLost
from .exile_until import remember_exiled, return_linked, source_still_there
from .extra_turns import extra_turn, life_changes
from .face_down import turn_face_up
from .granted import bind_data
from .graveyard_returns import from_graveyard
from .hand import discard, mill, shuffle_graveyard_into_library
from .hand_reveal import reveal_hand
from .layers import effective_power, ref
from .levels import put_levels
from .library_search import search_library
from .life import reduce_life
from .living_weapon import make_germ
from .monarch import become_monarch
from .monstrosity import monstrosity
from .outcome import Trace, phrase
from .per_count import counted
from .permanent_spells import countered_card
from .proliferate import proliferate
from .rebound import cast_exiled
from .renown import resolve_renown
from .saddle import become_saddled
from .selectors import matches
from .speed import increase_speed
from .spell_copies import copy_spell
from .state import ContinuousEffect, GameState, Permanent, PreventionShield
from .station import put_charge
from .surveil import surveil
from .target_groups import target_group
from .targeting import with_pt
from .transforming import exile_and_return, transform_objects
from .unless import unless_question
from .ward import pay_life
from .zones import leave_together


@dataclass(frozen=True)
class Doer:
    controller: str
    source: DamageSource
    source_id: str | None  # the source permanent, for "other creatures"
    legal_targets: frozenset[str] | None = None  # None: nothing was targeted, or no check


def acted_on(state: GameState, effect: Effect, doer: Doer) -> tuple[list[str], list[str]]:
    """(permanent ids, player names) the effect acts on now (608.2h for groups)."""
    named = [
        t for t in effect.targets if doer.legal_targets is None or t in doer.legal_targets
    ] + effect.objects
    chars = board(state).chars
    perms = [n for n in named if n in chars]
    source = chars.get(doer.source_id) if doer.source_id is not None else None
    host = source.attached_to if source is not None else None  # "enchanted creature"
    for flt in effect.each:
        if flt.of_target:  # "all lands target player controls" (target_groups.py)
            group = target_group(state, flt, named, chars, doer.source_id)
            perms += [pid for pid in group if pid not in perms]
            continue
        perms += [
            pid
            for pid, ch in chars.items()
            if pid not in perms
            and matches(flt, with_pt(state, flt, ch), doer.controller, doer.source_id, host)
        ]
    named_players = [n for n in named if state.player(n) is not None]
    player_groups = [f for f in effect.each if f.kind == "player"]
    wanted: set[str] = set()
    if named_players or player_groups:
        wanted = players_named(state, named_players, player_groups, doer.controller)
    elif effect.type in PLAYER_EFFECTS and not effect.names_anything:
        wanted = {doer.controller}  # an effect on a player that names none: "you"
    players = [p.name for p in state.apnap_order() if p.name in wanted]
    if effect.not_source:  # 702.165a: "if that's another creature" (language/backup.py)
        perms = [p for p in perms if p != doer.source_id]
    return perms, players


def do_effect(state: GameState, effect: Effect, doer: Doer, trace: Trace) -> None:
    if isinstance(effect, Counter):
        _counter(state, effect, doer, trace)
        return
    if isinstance(effect, CopySpell):  # 707.10 (spell_copies.py)
        copy_spell(state, effect, doer.controller, trace)
        return
    if isinstance(effect, CastExiled):  # rebound's delayed trigger (702.88a, rebound.py)
        cast_exiled(state, effect, doer.controller, trace)
        return
    if isinstance(effect, Cascade):  # 702.85a (cascade.py)
        cascade(state, effect, doer.controller, trace)
        return
    if isinstance(effect, ReturnToBattlefield):
        _return_from_graveyard(state, effect, trace)
        return
    if isinstance(effect, FromGraveyard):  # cards named in a graveyard (graveyard_returns.py)
        from_graveyard(state, effect, doer.controller, doer.legal_targets, trace)
        return
    if isinstance(effect, ReturnExiled):  # "return the exiled card" (607.2a)
        return_linked(state, effect, doer.source_id, trace)
        return
    if isinstance(effect, SearchLibrary):  # 701.23 (library_search.py)
        search_library(state, effect, doer.controller, trace)
        return
    if isinstance(effect, TurnFaceUp):  # 702.37e, 702.168d (face_down.py)
        turn_face_up(state, effect, trace)
        return
    if isinstance(effect, CreateDelayed):  # 603.7a
        create_delayed(state, effect, doer.source.name, doer.controller, trace)
        return
    if isinstance(effect, GainLife | LoseLife) and (effect.equal_to or effect.its_controller):
        read = bound(state, effect, doer.legal_targets, doer.controller, trace)  # 608.2h
        if read is None:  # its object is an illegal target, or nowhere to be read
            names = {p.id: ref(state, p) for p in state.permanents}
            what = done(effect, names, doer.controller)
            trace.add("resolve.nothing_to_act_on", C.TARGETS_RECHECKED, what=what)
            return
        effect = read
    effect = counted(state, effect, doer.controller, doer.source_id, trace)  # "for each" (608.2h)
    perms, players = acted_on(state, effect, doer)
    if not perms and not players:
        names = {p.id: ref(state, p) for p in state.permanents}
        what = done(effect, names, doer.controller)
        # 608.2b: a targeted effect does nothing to illegal targets; 608.2c: an untargeted
        # one follows its instructions, which find nothing to act on.
        rule = C.TARGETS_RECHECKED if effect.targets else C.ORDER_WRITTEN
        trace.add("resolve.nothing_to_act_on", rule, what=what)
        return
    if effect.type in CONTINUOUS_TYPES:
        _continuous(state, effect, doer, perms, players, trace)
        return
    _ONE_SHOT[effect.type](state, effect, doer, perms, players, trace)


Handler = Callable[[GameState, Effect, Doer, list[str], list[str], Trace], None]


def _damage(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, DealDamage)
    chars = board(state).chars
    damageable = [p for p in perms if chars[p].types & {"creature", "planeswalker", "battle"}]
    victims = damageable + players
    rules = [C.DAMAGE_BY_EFFECT] + ([C.SIMULTANEOUS_ACTIONS] if len(victims) > 1 else [])
    # 601.2d: a divided amount gives each target its part, as announced when it was cast (an
    # illegal target's part is not dealt, 608.2b).
    part = dict(zip(effect.targets, effect.divided or [], strict=False))
    if effect.divided:
        rules.append(C.DIVIDED)
    trace.add(
        "resolve.damage",
        *rules,
        source=doer.source.label,
        amount=sum(part[v] for v in victims) if effect.divided else effect.amount,
        to=_refs(state, damageable, players),
        divided=effect.divided is not None,
    )
    deal_simultaneously(
        state,
        [Assignment(doer.source.id, v, part.get(v, effect.amount)) for v in victims],
        trace,
        0,
        {doer.source.id: doer.source},
    )


def _attach(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    source = state.permanent(doer.source_id) if doer.source_id is not None else None
    target = next((p for p in perms if p != doer.source_id), None)
    if source is None or target is None:
        trace.add("resolve.attach_none", C.ATTACH)
        return
    source.attached_to = target
    source.timestamp = state.next_timestamp()
    equip = isinstance(effect, Attach) and effect.equip  # 702.6a only when Equip was activated
    rules = [C.ATTACH, C.ATTACH_TIMESTAMP] + ([C.EQUIP] if equip else [])
    trace.add(
        "resolve.attach",
        *rules,
        what=ref(state, source),
        to=ref(state, state.require_permanent(target)),
    )


def _fight(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, Fight)
    chars = board(state).chars
    fighters = [p for p in perms if "creature" in chars[p].types][:2]
    if len(fighters) < 2:
        # 701.14b: one is gone, no longer a creature or an illegal target.
        trace.add("resolve.fight_none", C.FIGHT_GONE)
        return
    first, second = (state.require_permanent(p) for p in fighters)
    trace.add(
        "resolve.fight",
        C.FIGHT,
        C.FIGHT_NOT_COMBAT,
        C.SIMULTANEOUS_ACTIONS,
        first=ref(state, first),
        second=ref(state, second),
    )
    sources = {p.id: permanent_source(state, p) for p in (first, second)}
    deal_simultaneously(
        state,
        [
            Assignment(first.id, second.id, effective_power(state, first)),
            Assignment(second.id, first.id, effective_power(state, second)),
        ],
        trace,
        0,
        sources,
    )


def _life(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, GainLife | LoseLife)
    gain = isinstance(effect, GainLife)
    for name in players:
        player = state.player(name)
        assert player is not None
        old = player.life
        amount = effect.amount
        if gain:
            amount = replaced_amount(state, trace, "gain_life", amount, player=name)
            player.life += amount
            if amount:
                trace.events.append(LifeGained(name, amount))
            drop = None
        else:
            drop = reduce_life(state, player, amount, "loss")
            if drop.after < drop.before:  # 119.3
                trace.events.append(LifeLost(name, drop.before - drop.after))
        trace.add(
            "resolve.life",
            C.LIFE_CHANGES,
            player=name,
            gain=gain,
            amount=amount,
            life=[old, player.life],
        )
        if drop is not None and drop.floor is not None and drop.after < drop.floor:
            # A life floor replaces damage only (614.1a, its words): losing life is not damage.
            trace.add(
                "resolve.life_floor_not_damage",
                C.REPLACEMENT_INSTEAD,
                C.LIFE_CHANGES,
                player=name,
                floor=drop.floor,
            )


def _set_life(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    """119.5: the difference gained or lost as any life is (extra_turns.py)."""
    for name, change in life_changes(state, effect, players, trace):
        kind = GainLife if change > 0 else LoseLife
        _life(state, kind(amount=abs(change), objects=[name]), doer, perms, [name], trace)


def _draw(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, Draw)
    for name in players:  # APNAP order (121.2c)
        player = state.player(name)
        assert player is not None
        wanted = effect.amount
        got = wanted if player.library is None else min(wanted, player.library)
        player.hand += got
        if player.library is not None:
            player.library -= got
        rules = [C.DRAW, C.DRAW_ONE_AT_A_TIME]
        if got < wanted:
            player.drew_from_empty_library = True
            rules += [C.DRAW_FROM_EMPTY, C.LOSE_DRAW_EMPTY]
        trace.add(
            "resolve.draw", *rules, player=name, got=got, wanted=wanted, library=player.library
        )


def _regenerate(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, Regenerate)
    for pid in perms:
        perm = state.require_permanent(pid)
        perm.regeneration_shields += 1
        trace.add("resolve.regeneration_shield", C.REGENERATE, who=ref(state, perm))


def _tap(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, Tap | Untap)
    tapping = isinstance(effect, Tap)
    for pid in perms:
        perm = state.require_permanent(pid)
        changed = perm.tapped != tapping  # 701.26: only an untapped one taps, and back
        perm.tapped = tapping
        trace.add(
            "resolve.tap" if tapping else "resolve.untap",
            C.TAP_UNTAP,
            who=ref(state, perm),
            changed=changed,
        )


def _add_mana(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, AddMana)
    for name in players:
        trace.add("resolve.add_mana", C.MANA_POOL, player=name, options=list(effect.options))


def _discard(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, Discard)
    for name in players:  # APNAP order (101.4)
        player = state.player(name)
        assert player is not None
        got = discard(state, player, effect.amount, trace)
        trace.add(
            "resolve.discard",
            C.DISCARD,
            C.DISCARD_CHOICE,
            player=name,
            got=got,
            wanted=effect.amount,
            hand=player.hand,
        )


def _surveil(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, Surveil)
    surveil(state, effect, players, trace)  # surveil.py


def _reveal(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, RevealHand)
    reveal_hand(state, effect, doer.controller, players, trace)  # hand_reveal.py


def _scry(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    """701.22a: the cards stay in the library, so its size and every other zone stay as they
    were; which cards go where is the player's choice and the scenario's unknown."""
    assert isinstance(effect, Scry)
    for name in players:
        player = state.player(name)
        known = player.library if player is not None else None
        # With fewer cards in the library, the player looks at all of them.
        looks = effect.amount if known is None else min(effect.amount, known)
        trace.add("resolve.scry", C.SCRY, player=name, amount=effect.amount, looks=looks)


def _mill(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, Mill)
    for name in players:  # APNAP order (101.4)
        player = state.player(name)
        assert player is not None
        got = mill(player, effect.amount)
        trace.add(
            "resolve.mill",
            C.MILL,
            *([C.MILL_AS_MANY] if got < effect.amount else []),
            player=name,
            got=got,
            wanted=effect.amount,
            library=player.library,
        )


def _shuffle_graveyard(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    for name in players:
        player = state.player(name)
        assert player is not None
        moved = shuffle_graveyard_into_library(state, player)
        trace.add(
            "resolve.shuffle_graveyard",
            C.SHUFFLE,
            player=name,
            moved=moved,
            library=player.library,
        )


def _counters(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, AddCounters | RemoveCounters)
    sign = 1 if isinstance(effect, AddCounters) else -1
    for name in players:
        player = state.player(name)
        if player is not None and effect.counter == "poison":
            player.poison = max(0, player.poison + sign * effect.amount)
            trace.add(
                "resolve.poison",
                C.DAMAGE_POISON if sign > 0 else C.LIFE_CHANGES,
                player=name,
                poison=player.poison,
            )
    for pid in perms:
        perm = state.require_permanent(pid)
        if effect.counter == "level" and sign > 0:  # 702.87a (levels.py)
            amount = replaced_amount(
                state, trace, "add_counters", effect.amount, perm=perm, counter="level"
            )
            put_levels(state, perm, amount, trace)
            continue
        field = {"+1/+1": "plus_counters", "-1/-1": "minus_counters", "loyalty": "loyalty"}.get(
            effect.counter
        )
        if field is None or (field == "loyalty" and perm.loyalty is None):
            continue
        old = getattr(perm, field) or 0
        amount = effect.amount
        if sign > 0:
            amount = replaced_amount(
                state, trace, "add_counters", amount, perm=perm, counter=effect.counter
            )
        setattr(perm, field, max(0, old + sign * amount))
        trace.add(
            "resolve.counters_put" if sign > 0 else "resolve.counters_removed",
            C.PT_COUNTERS if field != "loyalty" else C.DAMAGE_LOYALTY,
            amount=abs(getattr(perm, field) - old),
            counter=effect.counter,
            who=ref(state, perm),
        )


def _move(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, Destroy | Exile | Sacrifice | ToGraveyard | ReturnToHand)
    if isinstance(effect, Exile) and not source_still_there(state, effect, perms, trace):
        return  # 610.3b: "until" its source leaves, and it already left
    chars = board(state).chars
    moves: list[tuple[str, str]] = []
    for pid in perms:
        perm = state.require_permanent(pid)
        who = ref(state, perm)
        if isinstance(effect, Destroy):
            if "indestructible" in chars[pid].keywords:
                trace.add("resolve.indestructible", C.INDESTRUCTIBLE, who=who)
                continue
            if perm.regeneration_shields and effect.no_regeneration:
                trace.add("resolve.cant_regenerate", C.CANT_REGENERATE, who=who)
            elif perm.regeneration_shields:
                perm.regeneration_shields -= 1
                perm.damage = 0
                perm.tapped = True  # 701.19a: "… and its controller taps it"
                state.remove_from_combat(pid)
                trace.add("regenerates", C.REGENERATE, who=who)
                continue
        moves.append((pid, _ZONE_OF.get(effect.type, "graveyard")))
    if not moves:
        return
    rules = _MOVE_RULES[effect.type]
    trace.add(
        "resolve.move",
        *rules,
        how=effect.type,
        who=[{"name": state.require_permanent(pid).name} for pid, _ in moves],
    )
    why = phrase("why.moved", how=effect.type, by=doer.source.name or None)
    gone = leave_together(state, moves, trace, why, rules)
    if isinstance(effect, Exile):  # "… until this … leaves the battlefield" (610.3)
        exiled = [g.permanent.id for g in gone if g.to == "exile"]
        remember_exiled(state, effect, exiled, doer.source_id, trace)


_ZONE_OF = {"exile": "exile", "return_to_hand": "hand"}
_MOVE_RULES: dict[str, list[str]] = {
    "destroy": [C.DESTROY],
    "exile": [C.EXILE],
    "sacrifice": [C.SACRIFICE, C.DESTROY_ONLY_WAYS],
    "to_graveyard": [C.DIES, C.DESTROY_ONLY_WAYS],
    "return_to_hand": [C.NEW_OBJECT],
}


def _new_token_id(state: GameState, trace: Trace) -> str:
    """An id no object of this game has had: a token that ceased to exist (704.5d) is in no
    zone, and a new token taking its id would read as that token coming back."""
    seen = {p.id for p in [*state.permanents, *state.graveyard, *state.exile]}
    seen |= {p.id for p in [*state.returned_to_hand, *state.left_game]}
    seen |= {d.id for d in trace.deaths}
    n = 1
    while f"ficha{n}" in seen:
        n += 1
    return f"ficha{n}"


def _tokens(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, CreateToken)
    spec = effect.token
    for name in players:
        made = []
        count = replaced_amount(state, trace, "create_token", effect.count, player=name)
        for _ in range(count):
            token_id = _new_token_id(state, trace)
            token = Permanent(
                id=token_id,
                name=spec.name,
                controller=name,
                token=True,
                types=set(spec.types),
                subtypes=set(spec.subtypes),
                colors=set(spec.colors),
                power=spec.power,
                toughness=spec.toughness,
                keywords=set(spec.keywords),
                timestamp=state.next_timestamp(),
                # a predefined token's (111.10), or its own in quotes: "this token" is it
                abilities=bind_data(spec.abilities, token_id),
            )
            state.permanents.append(token)
            trace.events.append(Entered(token.id))
            made.append(token)
        trace.add(
            "resolve.tokens",
            C.CREATE_TOKEN,
            C.TOKEN_OWNER,
            player=name,
            count=len(made),
            token=spec.name,
            pt=[spec.power, spec.toughness] if spec.power is not None else None,
        )


def _prevent(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, PreventDamage)
    for who in perms + players:
        state.shields.append(
            PreventionShield(protects=who, amount=effect.amount, source=doer.source.name)
        )
    trace.add(
        "resolve.prevention",
        C.PREVENTION,
        *([C.PREVENTION_SHIELD] if effect.amount is not None else []),
        amount=effect.amount,
        to=_refs(state, perms, players),
    )


_LAYER_CITE = {
    **LAYER_RULE,
    "7a": C.LAYER_7A,
    "7b": C.LAYER_7B,
    "7c": C.LAYER_7C,
    "7d": C.LAYER_7D,
}


def _continuous(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    who = _refs(state, perms, players)
    stamp = state.next_timestamp()
    lean = effect.model_dump(exclude={"targets", "objects", "each", "target_filter"})
    made = ContinuousEffect.model_validate(
        {
            "effect": lean,
            "affected": perms + players,
            "controller": doer.controller,
            "source": doer.source_id,
            "timestamp": stamp,
        }
    )
    state.continuous.append(made)
    rules = [C.EFFECT_TIMESTAMP, C.DURATION_STATED]
    if perms:
        rules.insert(0, C.LOCKED_IN_SET)
    if effect.type == "life_floor":
        rules.append(C.REPLACEMENT_INSTEAD)  # a replacement effect, not a layer (614.1a)
    elif not perms:
        rules.append(C.PLAYER_EFFECTS)
    # Which layer it applies in says how it combines with the others (613.1, 613.4).
    layers = layers_of(made.effect)
    rules += [_LAYER_CITE[layer] for layer in layers]
    trace.add(
        "resolve.continuous",
        *rules,
        timestamp=stamp,
        to=who,
        effect=effect_phrase(made.effect),
        locked=bool(perms),
        layers=list(layers),
    )


def _ceased_token(trace: Trace, pid: str) -> str | None:
    """The name of the token ``pid`` if it left the battlefield (and so ceased to exist)."""
    return next(
        (
            e.last.name
            for e in reversed(trace.events)
            if isinstance(e, LeftBattlefield) and e.last.id == pid and e.last.token
        ),
        None,
    )


def _return_from_graveyard(state: GameState, effect: ReturnToBattlefield, trace: Trace) -> None:
    """Undying/persist: the card in the graveyard comes back as a new object (400.7) with
    the counter; a token or a card that already left the graveyard stays where it is."""
    rules = [C.UNDYING if effect.counter == "+1/+1" else C.PERSIST]
    for pid in effect.objects:
        card = next((p for p in reversed(state.graveyard) if p.id == pid), None)
        if card is None and (token := _ceased_token(trace, pid)) is not None:
            # 111.7/111.8: the token left, then ceased to exist; nothing can bring it back.
            trace.add(
                "resolve.no_return_token_gone",
                *rules,
                C.TOKEN_CANT_RETURN,
                C.TOKEN_TRIGGERS_FIRST,
                who={"name": token},
            )
            continue
        if card is None or card.token:
            trace.add(
                "resolve.no_return_token" if card is not None else "resolve.no_return_gone",
                *rules,
                who={"name": pid if card is None else card.name},
            )
            if card is not None:
                rules.append(C.TOKEN_CANT_RETURN)
            continue
        state.graveyard.remove(card)
        back = as_new_object(
            state,
            card,
            card.owner or card.controller,
            plus_counters=1 if effect.counter == "+1/+1" else 0,
            minus_counters=1 if effect.counter == "-1/-1" else 0,
        )
        state.permanents.append(back)
        trace.events.append(Entered(back.id))
        trace.add(
            "resolve.returns", *rules, C.NEW_OBJECT, who={"name": back.name}, counter=effect.counter
        )
        if effect.counter is not None:  # it enters with it: a replacement may change how many
            field = "plus_counters" if effect.counter == "+1/+1" else "minus_counters"
            many = replaced_amount(
                state, trace, "add_counters", 1, perm=back, counter=effect.counter
            )
            setattr(back, field, many)
        add_entering_counters(back, trace, state)  # 614.1c: its own text adds to the undying one
        if back.tapped:
            trace.add("resolve.enters_tapped", C.ENTERS_TAPPED, who={"name": back.name})


def _counter(state: GameState, effect: Counter, doer: Doer, trace: Trace) -> None:
    """701.6a: removed from the stack without resolving; a countered spell goes to the
    graveyard. Targets already gone were found illegal before (608.2b)."""
    for name in effect.targets:
        if doer.legal_targets is not None and name not in doer.legal_targets:
            continue
        index = next(
            (
                i
                for i in range(len(state.turn.stack) - 1, -1, -1)
                if state.turn.stack[i].name == name
            ),
            None,
        )
        if index is None:
            continue
        if state.turn.stack[index].uncounterable:
            # 101.2: "can't" wins over an effect that says to do it; it stays on the stack.
            trace.add(
                "resolve.cant_be_countered",
                C.CANT_BE_COUNTERED,
                C.CANT_WINS,
                item={"name": name},
            )
            continue
        if effect.unless_pays is not None and effect.paid is None:
            raise unless_question(doer.source.name, effect)  # their choice: asked
        paid = effect.paid
        if effect.unless_pays is not None and paid:  # "Pay 3 life" (ward.py, 119.4)
            who = state.turn.stack[index].controller
            paid = pay_life(state, who, effect.unless_pays, trace)
        if effect.unless_pays is not None:  # 118.12a: its controller may pay instead
            trace.add(
                "resolve.unless_paid" if paid else "resolve.unless_not_paid",
                C.UNLESS,
                item={"name": name},
                who=state.turn.stack[index].controller,
                cost=effect.unless_pays,
            )
            if paid:
                continue
        countered = state.turn.stack.pop(index)
        countered_card(state, countered)  # a permanent spell's card (701.6a)
        trace.add(
            "resolve.countered",
            C.COUNTER,
            item={"name": countered.name},
            spell=countered.kind == "spell" and countered.copy_of is None,  # 704.5e
        )


_ONE_SHOT: dict[str, Handler] = {
    "damage": _damage,
    "gain_life": _life,
    "lose_life": _life,
    "draw": _draw,
    "add_mana": _add_mana,
    "regenerate": _regenerate,
    "tap": _tap,
    "untap": _tap,
    "discard": _discard,
    "shuffle_graveyard": _shuffle_graveyard,
    "scry": _scry,
    "reveal_hand": _reveal,
    "surveil": _surveil,
    "mill": _mill,
    "add_counters": _counters,
    "remove_counters": _counters,
    "destroy": _move,
    "exile": _move,
    "sacrifice": _move,
    "to_graveyard": _move,
    "return_to_hand": _move,
    "create_token": _tokens,
    "prevent_damage": _prevent,
    "fight": _fight,
    "attach": _attach,
    "get_emblem": get_emblem,
    "transform": transform_objects,
    "exile_and_return": exile_and_return,
    "extra_turn": extra_turn,
    "set_life": _set_life,
    "class_level": gain_level,
    "become_saddled": become_saddled,
    "proliferate": lambda state, effect, doer, perms, players, trace: proliferate(
        state, players, trace
    ),
    "become_monarch": lambda state, effect, doer, perms, players, trace: become_monarch(
        state, players, trace
    ),
    "renown": lambda state, effect, doer, perms, players, trace: resolve_renown(
        state, effect, perms, trace
    ),
    "living_weapon": lambda state, effect, doer, perms, players, trace: make_germ(
        state, doer, trace, do_effect
    ),
    "monstrosity": lambda state, effect, doer, perms, players, trace: monstrosity(
        state, effect, doer.source_id, trace
    ),
    "increase_speed": lambda state, effect, doer, perms, players, trace: increase_speed(
        state, effect, players, trace
    ),
    "station": put_charge,
}


def _refs(state: GameState, perms: list[str], players: list[str]) -> list[dict[str, Any] | str]:
    """Permanents (as refs) and then players (by name), as a step names what is affected."""
    out: list[dict[str, Any] | str] = [ref(state, state.require_permanent(p)) for p in perms]
    return out + list(players)
