"""Playing a scenario's timeline: steps of the turn, stack objects and actions, in order.

Steps are walked one by one (500.1): "at the beginning of" abilities trigger as each begins
(603.2b), the active player draws in the draw step (504.1), and the cleanup step removes
damage and ends "until end of turn" effects (514.2); a player gets priority in cleanup only if
state-based actions are performed or something triggers, and then another cleanup step
follows (514.3, 514.3a).
"""

from __future__ import annotations

from typing import Any

from . import citations as C
from .abilities import ActivatedAbility
from .activation import (
    can_pay,
    chosen_ability,
    may_activate,
    pay_costs,
    resolve_mana_ability,
    take_sacrifice,
    with_ability,
)
from .bloodthirst import new_turn_unbled
from .crew import take_crew, tap_crew
from .cycling import pay_cycling
from .damage import DamageSource, permanent_source
from .day_night import count_spell, new_turn, untap_check
from .effect_phrases import done_all
from .events import SpellCast, StepBegan
from .extra_turns import next_player
from .hand import discard
from .hand_size import no_maximum
from .layers import ref
from .outcome import Step, Trace, phrase
from .permanent_spells import refuse_targets_on_stack
from .priority import (
    Flow,
    game_over,
    pay_sacrifice,
    resolve_stack,
    resolve_top,
    settle,
)
from .resolve import Doer, do_effect
from .saddle import saddles
from .sagas import main_phase_lore
from .speed import new_turn_speed
from .split_second import stopped_by_split_second
from .state import GameState, StackItem
from .static_effects import affected_by
from .station import bind_station, take_station, tap_station
from .timeline import ActionEvent, Event, ResolveEvent, StackEvent, StepEvent
from .unearth import missing_card
from .untap import untap_step
from .until_next_turn import end_until_next_turn
from .vocabulary import MAIN_STEPS, TURN_STEPS, StepName, step_index
from .ward import targeted
from .zones import snapshot

MAX_HAND = 7


def run_events(state: GameState, events: list[Event], trace: Trace, flow: Flow) -> None:
    for event in events:
        if game_over(state):
            trace.add("turn.game_already_over")
            return
        if isinstance(event, StackEvent):
            _put_on_stack(state, event, trace, flow)
        elif isinstance(event, ResolveEvent):
            _resolve_some(state, event.count, trace, flow)
        else:
            special = isinstance(event, ActionEvent) and event.special  # 116.3
            if state.turn.stack and not special:
                resolve_stack(state, trace, flow)
            if isinstance(event, StepEvent):
                advance(state, event.step, event.next_turn, trace, flow)
            else:
                _action(state, event, trace, flow)
    if state.turn.stack and not game_over(state):
        resolve_stack(state, trace, flow)


def _put_on_stack(state: GameState, event: StackEvent, trace: Trace, flow: Flow) -> None:
    settle(state, trace, flow)  # a player must be about to get priority to cast (117.5)
    item = event.item
    if event.type == "activate" and item.source in affected_by(state, "no_activating"):
        # 602.5: "its activated abilities can't be activated" (Arrest): it is not activated.
        source = state.require_permanent(item.source or "")
        trace.add("turn.cant_activate", C.PROHIBITED_ACTIVATION, source={"name": source.name})
        return
    ability: ActivatedAbility | None = None
    sacrificed: str | None = None
    crew: list[str] = []
    stationed: list[str] = []
    if not item.effects and item.source is not None:
        ability = event.announced or chosen_ability(state, item, event.ability)
        if ability is not None and ability.sorcery_speed and not _sorcery_time(state, item):
            # 602.5d: "activate only as a sorcery" (Equip, 702.6a): own main phase, empty stack.
            trace.add(
                "turn.sorcery_speed_no",
                C.SORCERY_SPEED_ABILITY,
                *([C.EQUIP] if ability.name == "Equip" else []),
                C.MAIN_PHASE_SPELLS,
                item={"name": item.name},
                stack=len(state.turn.stack),
            )
            return
        if ability is not None:  # bot/engine/activation.py: timing, choices, cost (602.2b)
            if not may_activate(state, item, ability, trace):
                return
            taken = take_sacrifice(state, item, ability, trace)
            if taken is None:
                return
            item, sacrificed = taken
            crewing = take_crew(state, item, ability, trace)  # 702.122a
            if crewing is None:
                return
            item, crew = crewing
            stationing = take_station(state, item, ability, trace)  # 702.184a
            if stationing is None:
                return
            item, stationed = stationing
            item = bind_station(state, with_ability(item, ability, trace), stationed)
        if any(e.unchosen_target for e in item.effects):
            trace.add("turn.needs_target", C.TARGETS_DECLARED, item={"name": item.name})
            return
        if ability is not None and not can_pay(state, item, ability, trace):
            return
        if ability is not None and ability.is_mana:
            resolve_mana_ability(state, item, ability, trace, sacrificed)
            return
    if item.unearthed is not None:  # 702.84a: its owner activates it, as a sorcery
        unearthing = _may_unearth(state, item, trace)
        if unearthing is None:
            return
        item = unearthing
    if stopped_by_split_second(state, item, trace):  # 702.61a: not cast, not activated
        return
    item = pay_sacrifice(state, item, trace)
    response = bool(state.turn.stack)
    if event.type == "cast":
        item = item.model_copy(update={"kind": item.kind or "spell"})
        rules = [C.PRIORITY_CASTING, C.STACK_ON_TOP]
    else:
        item = item.model_copy(update={"kind": "activated"})
        rules = [C.ACTIVATE, C.PRIORITY_ACTIVATING, C.STACK_ON_TOP]
    targets: list[dict[str, Any] | str] = []
    if item.targets:
        names: dict[str, dict[str, Any] | str] = {p.id: {"name": p.name} for p in state.permanents}
        names.update({p.name: p.name for p in state.players})
        targets = [names.get(t, {"name": t}) for t in item.targets]
        rules.append(C.TARGETS_DECLARED)
    if response:
        rules.append(C.IN_RESPONSE)
    refuse_targets_on_stack([*state.turn.stack, item])  # 608.3a: not yet a permanent
    state.turn.stack.append(item)
    pay_cycling(state, item, trace)  # 702.29a: the card is discarded as the cost is paid
    trace.events += targeted(state, item)  # 702.21a: ward triggers on becoming a target
    if event.type == "cast":  # 601.2i: now it is cast; "whenever … casts" abilities trigger
        count_spell(state, item.controller)  # 730.2 counts them (day_night.py)
        trace.events.append(
            SpellCast(item.controller, item.name, frozenset(item.types), frozenset(item.colors))
        )
    trace.add(
        "turn.cast" if event.type == "cast" else "turn.activate",
        *rules,
        C.PRIORITY_AFTER_ACTING,
        player=item.controller,
        item={"name": item.name},
        response=response,
        targets=targets,
    )
    if ability is not None:
        pay_costs(state, item, ability, trace, sacrificed)
        tap_crew(state, crew, ability.crew, trace, saddles(ability))  # or saddle, 702.171a
        tap_station(state, stationed, ability, trace)  # 702.184a


def _may_unearth(state: GameState, item: StackItem, trace: Trace) -> StackItem | None:
    """702.84a: "from your graveyard": the card's owner activates it (whoever the event
    named), only as a sorcery (602.5d); None when it can't be activated now."""
    cards = [g for g in state.graveyard if g.name == item.unearthed]
    if not cards:
        raise missing_card(item.unearthed or "")
    owners = [g.owner or g.controller for g in cards]
    item = item.model_copy(
        update={"controller": item.controller if item.controller in owners else owners[0]}
    )
    if _sorcery_time(state, item):
        return item
    trace.add(
        "turn.sorcery_speed_no",
        C.SORCERY_SPEED_ABILITY,
        C.UNEARTH,
        C.MAIN_PHASE_SPELLS,
        item={"name": item.name},
        stack=len(state.turn.stack),
    )
    return None


def _sorcery_time(state: GameState, item: StackItem) -> bool:
    """307.1 and 602.5d: its controller's main phase, with the stack empty."""
    return (
        not state.turn.stack
        and state.turn.step in MAIN_STEPS
        and item.controller == state.active_name
    )


def _resolve_some(state: GameState, count: int | None, trace: Trace, flow: Flow) -> None:
    if count is None:
        resolve_stack(state, trace, flow)
        return
    settle(state, trace, flow)
    for _ in range(count):
        if not state.turn.stack or game_over(state):
            break
        flow.resolved.append(resolve_top(state, trace).name)
        settle(state, trace, flow)


def _action(state: GameState, event: ActionEvent, trace: Trace, flow: Flow) -> None:
    controller = event.controller or state.active_name
    perm = state.permanent(event.source) if event.source else None
    source = (
        permanent_source(state, perm)
        if perm is not None
        else DamageSource(
            "efecto", "", controller, frozenset(), frozenset(), phrase("source.effect")
        )
    )
    names = {p.id: ref(state, p) for p in state.permanents}
    # ``what``: the scenario's own words, or its effects (a phrase).
    what = event.description or done_all(event.effects, names, controller)
    trace.add("turn.action", step=state.turn.step, what=what)
    doer = Doer(controller, source, event.source)
    for effect in event.effects:
        do_effect(state, effect, doer, trace)
    if event.special:  # 116.3: its player gets priority; triggers go on the stack first
        settle(state, trace, flow)
        return
    resolve_stack(state, trace, flow)


# ---------------------------------------------------------------- steps
def advance(state: GameState, step: StepName, next_turn: bool, trace: Trace, flow: Flow) -> None:
    """Walk from the current step to ``step`` (of the next turn if it is not ahead)."""
    here, there = step_index(state.turn.step), step_index(step)
    path: list[StepName | None] = list(TURN_STEPS[here + 1 : there + 1])
    if next_turn or there <= here:
        path = [*TURN_STEPS[here + 1 :], None, *TURN_STEPS[: there + 1]]  # None: a new turn
    for name in path:
        if game_over(state):
            return
        if name is None:
            _next_turn(state, trace)
        else:
            _begin(state, name, trace, flow)


def _next_turn(state: GameState, trace: Trace) -> None:
    order = [p.name for p in state.players if not p.lost]
    now = state.active_name
    nxt = order[(order.index(now) + 1) % len(order)] if now in order else order[0]
    nxt = next_player(state, nxt, trace)  # an extra turn comes first (500.7)
    state.turn.active_player = nxt
    for player in state.players:
        player.lands_played = 0
        player.lands_put = 0
    for perm in state.permanents:
        perm.loyalty_used = False  # 606.3 counts loyalty abilities activated this turn
        perm.used_this_turn = []  # 602.5b: "only once each turn"
    trace.add("turn.begins", C.TURN_PHASES, player=nxt)
    end_until_next_turn(state, nxt, trace)  # 611.2a: "until your next turn"
    new_turn(state)  # the spells cast this turn are now last turn's (day_night.py)
    new_turn_unbled(state)  # no one has been dealt damage this turn (bloodthirst.py)
    new_turn_speed(state)  # no speed trigger has triggered this turn (speed.py)
    untap_check(state, now, trace)  # 502.2, 730.2: day or night, before untapping (502.3)


def _begin(state: GameState, step: StepName, trace: Trace, flow: Flow) -> None:
    state.turn.step = step
    if step == "cleanup":
        cleanup(state, trace, flow)
        return
    if step == "untap":
        untap_step(state, trace)  # 502.3
        return  # no player receives priority (502.4)
    mark = len(trace.steps)
    trace.events.append(StepBegan(step, state.active_name))
    if step == "draw":
        _turn_draw(state, trace)
    if step == "main1":
        main_phase_lore(state, trace)  # 505.4: Sagas (sagas.py)
    resolve_stack(state, trace, flow)
    if len(trace.steps) > mark:  # say which step it is only when something happens in it
        trace.steps.insert(
            mark, Step(kind="turn.step_begins", args={"step": step}, rules=[C.BEGINNING_TRIGGERS])
        )


def _turn_draw(state: GameState, trace: Trace) -> None:
    player = state.player(state.active_name)
    if player is None:
        return
    if player.library == 0:
        player.drew_from_empty_library = True
        trace.add(
            "turn.draw_empty",
            C.TURN_DRAW,
            C.DRAW_FROM_EMPTY,
            C.LOSE_DRAW_EMPTY,
            player=player.name,
        )
        return
    player.hand += 1
    if player.library is not None:
        player.library -= 1
    trace.add("turn.draw", C.TURN_DRAW, player=player.name)


def cleanup(state: GameState, trace: Trace, flow: Flow) -> None:
    for _ in range(5):
        _discard(state, trace)
        _end_of_turn(state, trace)
        if not settle(state, trace, flow):
            trace.add("turn.cleanup_ends", C.CLEANUP_NO_PRIORITY, C.CLEANUP_PRIORITY)
            return
        trace.add("turn.cleanup_again", C.CLEANUP_PRIORITY)
        resolve_stack(state, trace, flow)
        if game_over(state):
            return


def _discard(state: GameState, trace: Trace) -> None:
    player = state.player(state.active_name)
    lifted = no_maximum(state, player.name) if player is not None else None
    if player is not None and player.hand > MAX_HAND and lifted is not None:
        trace.add("turn.no_max_hand", C.MAX_HAND_SIZE, player=player.name, source=lifted)
        return
    if player is not None and player.hand > MAX_HAND:
        extra = discard(state, player, player.hand - MAX_HAND, trace)
        trace.add(
            "turn.discard", C.CLEANUP_DISCARD, player=player.name, limit=MAX_HAND, amount=extra
        )


def _end_of_turn(state: GameState, trace: Trace) -> None:
    """514.2: damage is removed and "until end of turn" effects end, at the same time."""
    before = snapshot(state)
    damaged = [p for p in state.permanents if p.damage]
    ending = [e for e in state.continuous if e.effect.duration == "end_of_turn"]
    ending_pt = [e for e in state.effects if e.duration == "end_of_turn"]
    for perm in damaged:
        perm.damage = 0
    for perm in state.permanents:  # 702.171b: saddled until end of turn
        perm.saddled = False
    state.continuous = [e for e in state.continuous if e not in ending]
    state.effects = [e for e in state.effects if e not in ending_pt]
    shields, state.shields = bool(state.shields), []
    ends = bool(ending or ending_pt or shields)
    after = snapshot(state)
    changed = [
        {"name": p.name, "pt": list(after[p.id][:2])}
        for p in state.permanents
        if before[p.id][:2] != after[p.id][:2] and after[p.id][0] is not None
    ]
    if not damaged and not ends:
        return
    rules = [C.CLEANUP_DAMAGE] + ([C.DAMAGE_STAYS] if damaged else [])
    trace.add(
        "turn.cleanup",
        *rules,
        damaged=[{"name": p.name} for p in damaged],
        ends=ends,
        changed=changed,
    )
