"""Can this card be played right now? (117.1a, 305, 307.1, 702.8a)"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from . import citations as C
from .outcome import Trace
from .state import GameState, Player
from .vocabulary import CARD_TYPE_ES, MAIN_STEPS, STEP_ES, CardType

_SORCERY_SPEED_RULE = {
    "sorcery": C.SORCERY_TIMING,
    "creature": C.CREATURE_TIMING,
    "artifact": C.ARTIFACT_TIMING,
    "enchantment": C.ENCHANTMENT_TIMING,
    "planeswalker": C.PLANESWALKER_TIMING,
    "battle": C.BATTLE_TIMING,
}


class TimingQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    card_types: set[CardType] = Field(min_length=1)
    flash: bool = False
    player: str | None = None
    has_priority: bool = True
    # In the cleanup step: state-based actions were performed or something triggered, so
    # players get priority there this time (514.3a).
    cleanup_priority: bool = False


def check_timing(state: GameState, query: TimingQuery, trace: Trace) -> bool:
    player = state.player(query.player) if query.player else state.player(state.active_name)
    own_turn = player is not None and player.name == state.active_name
    step = state.turn.step
    stack = len(state.turn.stack)
    kind = " ".join(CARD_TYPE_ES[t] for t in sorted(query.card_types))
    turn = "de tu turno" if own_turn else "del turno de otro jugador"
    pile = "la pila está vacía" if not stack else f"hay {stack} objeto(s) en la pila"
    trace.add(
        f"Situación: carta de tipo {kind}{' con destello' if query.flash else ''}; "
        f"momento: {STEP_ES[step]} {turn}; {pile}."
    )
    if "land" in query.card_types:
        return _land(state, player, own_turn, step, stack, query, trace)
    if not _priority(step, query, trace):
        return False
    if "instant" in query.card_types or query.flash:
        rules = [C.PRIORITY_CASTING]
        rules.append(C.INSTANT_TIMING if "instant" in query.card_types else C.FLASH)
        trace.add(
            "Un instantáneo (o una carta con destello) se puede lanzar en cualquier momento "
            "en que tengas prioridad, aunque la pila no esté vacía y sea el turno de otro.",
            *rules,
        )
        return True
    rules = [C.PRIORITY_CASTING, C.MAIN_PHASE_SPELLS]
    rules += [_SORCERY_SPEED_RULE[t] for t in sorted(query.card_types) if t in _SORCERY_SPEED_RULE]
    failures = []
    if not own_turn:
        failures.append("no es tu turno")
    if step not in MAIN_STEPS:
        failures.append(f"no es una fase principal ({STEP_ES[step]})")
    if stack:
        failures.append("la pila no está vacía")
    if failures:
        trace.add(
            "Sin destello, este hechizo solo se puede lanzar en una fase principal de tu "
            "turno con la pila vacía y teniendo prioridad; aquí " + ", ".join(failures) + ".",
            *rules,
        )
        return False
    trace.add(
        "Es tu fase principal, tienes prioridad y la pila está vacía: puedes lanzarlo.", *rules
    )
    return True


def _priority(step: str, query: TimingQuery, trace: Trace) -> bool:
    if step == "untap":
        trace.add(
            "Nadie recibe prioridad durante el paso de enderezar, así que no se puede lanzar nada.",
            C.UNTAP_NO_PRIORITY,
            C.ACTIVE_GETS_PRIORITY,
        )
        return False
    if step == "cleanup":
        if not query.cleanup_priority:
            trace.add(
                "Normalmente nadie recibe prioridad en el paso de limpieza, así que no se "
                "puede lanzar nada, ni siquiera un instantáneo. Solo si en la limpieza se "
                "realizan acciones de estado o se dispara alguna habilidad, el jugador "
                "activo recibe prioridad (y después los demás) y entonces sí se puede.",
                C.CLEANUP_NO_PRIORITY,
                C.CLEANUP_PRIORITY,
            )
            return False
        trace.add(
            "En este paso de limpieza se realizaron acciones de estado o se disparó alguna "
            "habilidad: por eso el jugador activo recibe prioridad, y luego los demás; al "
            "terminar habrá otro paso de limpieza.",
            C.CLEANUP_PRIORITY,
        )
    if not query.has_priority:
        trace.add(
            "Sin prioridad no se puede lanzar ningún hechizo: hay que esperar a recibirla.",
            C.PRIORITY_CASTING,
        )
        return False
    return True


def _land(
    state: GameState,
    player: Player | None,
    own_turn: bool,
    step: str,
    stack: int,
    query: TimingQuery,
    trace: Trace,
) -> bool:
    failures, rules = [], [C.LAND_TIMING, C.LAND_SPECIAL_ACTION, C.MAIN_PHASE_LAND]
    if not own_turn:
        failures.append("no es tu turno")
        rules.append(C.LAND_NOT_YOUR_TURN)
    if step not in MAIN_STEPS:
        failures.append(f"no es una fase principal ({STEP_ES[step]})")
    if stack:
        failures.append("la pila no está vacía")
    if not query.has_priority:
        failures.append("no tienes prioridad")
    played, allowed = (player.lands_played, player.land_plays) if player else (0, 1)
    if played >= allowed:
        failures.append(f"ya jugaste {played} tierra(s) este turno y solo puedes jugar {allowed}")
        rules += [C.LAND_PER_TURN, C.LAND_LIMIT]
    if failures:
        trace.add(
            "Jugar una tierra es una acción especial que solo puedes hacer en una fase "
            "principal de tu turno, con la pila vacía, teniendo prioridad y si te quedan "
            "tierras por jugar este turno; aquí " + ", ".join(failures) + ".",
            *rules,
        )
        return False
    trace.add(
        f"Puedes jugar la tierra: es tu fase principal, la pila está vacía, tienes "
        f"prioridad y has jugado {played} de {allowed} tierra(s) permitidas. No usa la "
        "pila, así que no se puede responder.",
        *rules,
        C.LAND_PER_TURN,
    )
    return True
