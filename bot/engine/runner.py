"""Runs one scenario through the rule it asks about, then its later events, and packs the answer.

Every kind but ``timing`` ends the same way: whatever triggered goes on the stack and the stack
resolves (``priority.py``), then the scenario's ``events`` are played in order (``turn.py``).
"""

from __future__ import annotations

from . import citations as C
from .came_back import mark_returns
from .characteristics import board
from .combat import run_combat
from .costs import total_cost
from .day_night import count_spell
from .day_night import settle as settle_day_night
from .delve import delve
from .earlier import apply_earlier
from .entering import note_text_counters
from .events import BecameTarget, GameEvent, SpellCast
from .layers import explain_defined_pt, explain_layers, power_toughness
from .outcome import (
    CAN_PLAY,
    CANNOT_PLAY,
    ILLEGAL_DECLARATION,
    FinalState,
    Outcome,
    PermanentSummary,
    PlayerSummary,
    Trace,
    phrase,
)
from .priority import Flow, pay_sacrifice, resolve_stack
from .sba import perform_sbas
from .scenario import Scenario
from .split_second import check_written_stack
from .stack import apnap_order, items, resolve_stack_order, stack_triggers
from .state import GameState, StackItem
from .summary import summary
from .tap_to_pay import tap_to_pay
from .timing import check_timing
from .trigger_targets import choose_targets
from .triggers import keyword_rules, triggered_by
from .turn import run_events
from .ward import targeted


def run_scenario(scenario: Scenario) -> Outcome:
    # Callers may reuse their scenario: the engine plays on a copy.
    return run_fresh(scenario.model_copy(update={"state": scenario.state.model_copy(deep=True)}))


def run_fresh(scenario: Scenario) -> Outcome:
    """Run a scenario nobody else holds (just parsed): its state is played on directly."""
    state = scenario.state
    before = {p.name: (p.life, p.poison) for p in state.players}
    trace = Trace()
    trace.life_seen = {p.name: p.life for p in state.players}
    final = FinalState(kind=scenario.kind, board=scenario.kind in ("combat", "sba"))
    flow = Flow(dict(scenario.legend_keep), list(scenario.trigger_order))
    apply_earlier(state, scenario.earlier, trace)
    note_text_counters(state, trace)
    settle_day_night(state, trace)  # 702.145c/d/f/g: at once (day_night.py)
    if scenario.kind == "timing":
        query = scenario.timing
        if query is None:  # Scenario's validator requires it for this kind
            raise LookupError("a timing scenario without its query")
        legal = check_timing(state, query, trace)
        final.verdict = phrase(CAN_PLAY if legal else CANNOT_PLAY)
        if legal:
            final.cost = total_cost(state, query, trace)
            tap_to_pay(state, query, final.cost, trace)  # convoke, improvise (702.51a)
            delve(query, final.cost, trace)  # 702.66a
    elif scenario.kind == "triggers" and _names_only(scenario):
        stack = stack_triggers(state, scenario.triggers, trace)
        order = resolve_stack_order(stack, trace)
        final.stack = [f"{i.name} ({i.controller})" for i in order]
        final.resolution_order = [i.name for i in order]
    else:
        if scenario.kind != "layers":
            explain_defined_pt(state, trace, effects_too=scenario.kind == "sba")
        if scenario.kind == "combat":
            if not run_combat(
                state,
                trace,
                scenario.legend_keep,
                flow.told,
                lambda: resolve_stack(state, trace, flow),
                lambda: _resolve_written_stack(state, trace, flow),
            ):
                final.verdict = phrase(ILLEGAL_DECLARATION)
        elif scenario.kind == "sba":
            if perform_sbas(state, trace, scenario.legend_keep, flow.told) == 0:
                trace.add("sba.none", C.SBA_CHECK)
        elif scenario.kind == "layers":
            _layers(scenario, state, trace, flow)
        else:
            final.board = True
        _stack(scenario, state, trace, flow)
    if scenario.events:
        final.board = True
        run_events(state, scenario.events, trace, flow)
    final.resolution_order = final.resolution_order or list(flow.resolved)
    _summarise(state, trace, final)
    outcome = Outcome(
        steps=trace.steps, final=final, rules=trace.cited(), cards=list(scenario.cards)
    )
    outcome.summary = summary(before, outcome)
    return outcome


def _names_only(scenario: Scenario) -> bool:
    """The original ``triggers`` question: names in a pile, nothing that does anything."""
    items = [*scenario.state.turn.stack, *scenario.triggers]
    return (
        not scenario.events
        and not scenario.state.permanents
        and not any(i.effects or i.permanent for i in items)  # a permanent spell enters (608.3a)
    )


def _layers(scenario: Scenario, state: GameState, trace: Trace, flow: Flow) -> None:
    notes = board(state).notes
    chosen = scenario.layers or [
        p.id for p in state.permanents if power_toughness(state, p)[0] is not None or p.id in notes
    ]
    for pid in chosen:
        explain_layers(state, state.require_permanent(pid), trace)
    # The values just computed are what state-based actions look at (704.3).
    if perform_sbas(state, trace, scenario.legend_keep, flow.told) == 0:
        trace.add("sba.none_after_layers", C.SBA_CHECK)


def _resolve_written_stack(state: GameState, trace: Trace, flow: Flow) -> None:
    """The spells and abilities the scenario put on the stack, their costs paid, resolved."""
    state.turn.stack = [pay_sacrifice(state, i, trace) for i in state.turn.stack]
    state.turn.stack = _with_cast_triggers(state, trace, flow)
    resolve_stack(state, trace, flow)


def _with_cast_triggers(state: GameState, trace: Trace, flow: Flow) -> list[StackItem]:
    """601.2i: each spell the scenario puts on the stack was cast with the battlefield as the
    scenario gives it, so what triggered on its casting waits just above it (603.3b), below
    the spells cast after it."""
    check_written_stack(state.turn.stack)  # 702.61a: nothing cast above split second
    out: list[StackItem] = []
    for item in state.turn.stack:
        out.append(item)
        # 702.21a: what it targets became its target as it was put on the stack (ward).
        events: list[GameEvent] = list(targeted(state, item))
        if item.kind == "spell":
            types, colors = frozenset(item.types), frozenset(item.colors)
            events.insert(0, SpellCast(item.controller, item.name, types, colors))
            count_spell(state, item.controller)  # 730.2 counts it (day_night.py)
        fired = triggered_by(state, events)
        found = [t for t, _ in fired]
        if found:
            ward = [C.WARD] if any(isinstance(e, BecameTarget) for _, e in fired) else []
            trace.add(
                "stack.cast_triggers" if item.kind == "spell" else "stack.target_triggers",
                *([C.CAST_TRIGGERS] if item.kind == "spell" else []),
                *ward,
                *keyword_rules(found),
                C.TRIGGER_TO_STACK,
                spell={"name": item.name},
                items=items(found),
            )
            found = choose_targets(state, found, trace)  # 603.3d
            out += apnap_order(state, found, trace, flow.trigger_order, explain=len(found) > 1)
    return out


def _stack(scenario: Scenario, state: GameState, trace: Trace, flow: Flow) -> None:
    """The stack as the scenario gives it, its waiting triggers on top (603.3b), resolved."""
    if state.turn.stack and scenario.kind in ("triggers", "timeline"):
        trace.add("stack.on_stack", C.STACK_ON_TOP, items=items(state.turn.stack))
    state.turn.stack = [pay_sacrifice(state, i, trace) for i in state.turn.stack]
    state.turn.stack = _with_cast_triggers(state, trace, flow)
    state.turn.stack += apnap_order(state, scenario.triggers, trace, flow.trigger_order)
    resolve_stack(state, trace, flow)


def _summarise(state: GameState, trace: Trace, final: FinalState) -> None:
    final.players = [
        PlayerSummary(
            name=p.name, life=p.life, poison=p.poison, lost=p.lost, library=p.library, hand=p.hand
        )
        for p in state.players
    ]
    final.died = mark_returns(trace.deaths, state)  # 610.3, 607.2a: some came back
    final.unresolved = [f"{i.name} ({i.controller})" for i in reversed(state.turn.stack)]
    final.damage = list(trace.damage)
    chars = board(state).chars
    for perm in state.permanents:
        p, t = power_toughness(state, perm)
        final.permanents.append(
            PermanentSummary(
                id=perm.id,
                name=chars[perm.id].name,
                controller=chars[perm.id].controller,
                power=p,
                toughness=t,
                damage=perm.damage,
                plus_counters=perm.plus_counters,
                minus_counters=perm.minus_counters,
                loyalty=perm.loyalty,
                types=sorted(chars[perm.id].types),
                keywords=sorted(chars[perm.id].keywords),
                tapped=perm.tapped,
            )
        )
