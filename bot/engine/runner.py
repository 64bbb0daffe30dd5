"""Runs one scenario through the rule it asks about and packs the answer."""

from __future__ import annotations

from . import citations as C
from .combat import run_combat
from .layers import explain_layers, power_toughness
from .outcome import FinalState, Outcome, PermanentSummary, PlayerSummary, Trace
from .sba import perform_sbas
from .scenario import Scenario
from .stack import resolve_stack, stack_triggers
from .state import GameState
from .timing import check_timing


def run_scenario(scenario: Scenario) -> Outcome:
    state = scenario.state.model_copy(deep=True)  # callers may reuse their scenario
    trace = Trace()
    final = FinalState(kind=scenario.kind)
    if scenario.kind == "combat":
        if not run_combat(state, trace, scenario.legend_keep):
            final.verdict = "La declaración de ataque o bloqueo es ilegal."
    elif scenario.kind == "sba":
        if perform_sbas(state, trace, scenario.legend_keep) == 0:
            trace.add("No se realiza ninguna acción de estado: la situación no cambia.",
                      C.SBA_CHECK)
    elif scenario.kind == "layers":
        chosen = scenario.layers or [p.id for p in state.permanents
                                     if power_toughness(state, p)[0] is not None]
        for pid in chosen:
            explain_layers(state, state.require_permanent(pid), trace)
    elif scenario.kind == "timing":
        query = scenario.timing
        if query is None:  # Scenario's validator requires it for this kind
            raise LookupError("a timing scenario without its query")
        legal = check_timing(state, query, trace)
        final.verdict = "Sí, se puede jugar ahora." if legal else "No, no se puede jugar ahora."
    else:
        stack = stack_triggers(state, scenario.triggers, trace)
        order = resolve_stack(stack, trace)
        final.stack = [f"{i.name} ({i.controller})" for i in order]
        final.resolution_order = [i.name for i in order]
    _summarise(state, trace, final)
    return Outcome(steps=trace.steps, final=final, rules=trace.cited())


def _summarise(state: GameState, trace: Trace, final: FinalState) -> None:
    final.players = [PlayerSummary(name=p.name, life=p.life, poison=p.poison, lost=p.lost)
                     for p in state.players]
    final.died = list(trace.deaths)
    final.damage = list(trace.damage)
    for perm in state.permanents:
        p, t = power_toughness(state, perm)
        final.permanents.append(PermanentSummary(
            id=perm.id, name=perm.name, controller=perm.controller, power=p, toughness=t,
            damage=perm.damage, plus_counters=perm.plus_counters,
            minus_counters=perm.minus_counters, loyalty=perm.loyalty))
