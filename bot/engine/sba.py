"""State-based actions (704): checked together, performed as one event, repeated until none.

Every check reads the same snapshot, so nothing performed in a round can hide or cause
another action of that round; the next round sees the result (704.3). Permanents that leave
are described by their last known information, taken before the round (704.8).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import citations as C
from .attachments import aura_problem, equipment_problem
from .characteristics import board
from .chars import Chars
from .layers import label, power_toughness
from .outcome import Trace
from .state import GameState, Permanent
from .vocabulary import qty
from .zones import depart, report_lost_statics, snapshot

_MAX_ROUNDS = 50  # each round removes something; the cap only guards against a modelling bug

# Why something happens: (Spanish reason, rules cited), one per condition met.
_Reasons = list[tuple[str, list[str]]]
# Last known information of a permanent: a copy, its power/toughness and its characteristics,
# before a round.
_LastKnown = tuple[Permanent, tuple[int | None, int | None], Chars]
# What has already been told about things that do not happen: (who, what).
_Told = set[tuple[str, str]]


@dataclass
class _Round:
    losers: dict[str, _Reasons] = field(default_factory=dict)
    leave: dict[str, _Reasons] = field(default_factory=dict)
    regenerate: list[str] = field(default_factory=list)
    cease: list[str] = field(default_factory=list)
    annihilate: list[str] = field(default_factory=list)
    unattach: dict[str, tuple[str, list[str]]] = field(default_factory=dict)  # Equipment
    notes: list[tuple[str, list[str]]] = field(default_factory=list)

    def empty(self) -> bool:
        return not (
            self.losers
            or self.leave
            or self.regenerate
            or self.cease
            or self.annihilate
            or self.unattach
        )


def apply_sbas(
    state: GameState, legend_keep: dict[str, str] | None = None
) -> tuple[GameState, Trace]:
    """Pure variant for callers and tests: returns ``(new_state, trace)``."""
    new = state.model_copy(deep=True)
    trace = Trace()
    perform_sbas(new, trace, legend_keep or {})
    return new, trace


def perform_sbas(
    state: GameState,
    trace: Trace,
    legend_keep: dict[str, str],
    told: set[tuple[str, str]] | None = None,
) -> int:
    """Check and perform until none apply; returns how many checks performed something.

    ``told`` carries what has been said about things that do not happen (a player who can't
    lose) across calls, so a long timeline says it once.
    """
    notes: _Told = set() if told is None else told
    rounds = 0
    while rounds < _MAX_ROUNDS:
        todo = _collect(state, legend_keep, notes)
        if todo.empty():
            _emit_notes(todo, trace)
            _clear_flags(state)
            break
        rounds += 1
        again = (
            "Se repite la comprobación porque en la anterior se realizaron acciones. "
            if rounds > 1
            else ""
        )
        trace.add(
            again + "Se comprueban las acciones de estado: todas las que se cumplen se "
            "realizan a la vez, como un único evento.",
            C.SBA_CHECK,
        )
        _emit_notes(todo, trace)
        _perform(state, todo, trace)
        _clear_flags(state)
    if rounds:
        trace.add("Ya no se cumple ninguna acción de estado.", C.SBA_CHECK)
    return rounds


def _clear_flags(state: GameState) -> None:
    # Both conditions only look "since the last time state-based actions were checked".
    for perm in state.permanents:
        perm.damaged_by_deathtouch = False
    for player in state.players:
        player.drew_from_empty_library = False


def _emit_notes(todo: _Round, trace: Trace) -> None:
    for text, rules in todo.notes:
        trace.add(text, *rules)


def _note(todo: _Round, notes: _Told, key: tuple[str, str], text: str, *rules: str) -> None:
    """Things that do not happen (and why) are told once, not in every repeated check."""
    if key not in notes:
        notes.add(key)
        todo.notes.append((text, list(rules)))


def _collect(state: GameState, keep: dict[str, str], notes: _Told) -> _Round:
    todo = _Round()
    now = board(state)
    _players(state, now.cant_lose, todo, notes)
    todo.cease = [p.id for p in [*state.graveyard, *state.exile] if p.token]
    for perm in state.permanents:
        _permanent(state, perm, now.chars[perm.id], todo, notes)
    _legends(state, todo, keep, notes)
    for perm in state.permanents:
        if perm.is_aura:
            problem = aura_problem(state, perm)
            if problem:
                todo.leave.setdefault(perm.id, []).append(problem)
        elif perm.is_equipment:
            problem = equipment_problem(state, perm)
            if problem:
                todo.unattach[perm.id] = problem
    todo.annihilate = [
        p.id
        for p in state.permanents
        if p.plus_counters and p.minus_counters and p.id not in todo.leave
    ]
    return todo


def _players(state: GameState, cant_lose: set[str], todo: _Round, notes: _Told) -> None:
    for pl in state.players:
        if pl.lost:
            continue
        reasons = []
        if pl.life <= 0:
            reasons.append((f"tiene {qty(pl.life, 'vida')}", [C.SBA_LIFE, C.LOSE_LIFE_ZERO]))
        if pl.drew_from_empty_library:
            reasons.append(
                ("intentó robar de una biblioteca vacía", [C.SBA_EMPTY_LIBRARY, C.LOSE_DRAW_EMPTY])
            )
        if pl.poison >= 10:
            reasons.append(
                (f"tiene {pl.poison} contadores de veneno", [C.SBA_POISON, C.LOSE_POISON])
            )
        if not reasons:
            continue
        if pl.name in cant_lose:
            why = " y ".join(r for r, _ in reasons)
            rules = [r for _, rs in reasons for r in rs]
            _note(
                todo,
                notes,
                (pl.name, "cant_lose"),
                f"{pl.name} {why}, lo que le haría perder la partida, pero un efecto dice que "
                "no puede perder la partida: el «no puede» prevalece y sigue jugando.",
                *rules,
                C.CANT_WINS,
            )
        else:
            if (pl.name, "cant_lose") in notes:
                reasons = [
                    (
                        why + " y ya no hay ningún efecto que le impida perder",
                        [*rules, C.STATIC_WHILE_SOURCE],
                    )
                    for why, rules in reasons
                ]
            todo.losers[pl.name] = reasons


def _permanent(state: GameState, perm: Permanent, chars: Chars, todo: _Round, notes: _Told) -> None:
    _, t = power_toughness(state, perm)
    if "creature" in chars.types and t is not None:
        if t <= 0:
            todo.leave.setdefault(perm.id, []).append(
                (f"tiene resistencia {t}", [C.SBA_ZERO_TOUGHNESS])
            )
            if "indestructible" in chars.keywords:
                _note(
                    todo,
                    notes,
                    (perm.id, "indestructible0"),
                    f"{label(state, perm)} es indestructible, pero eso no la salva: ir al "
                    "cementerio por resistencia 0 o menos no es ser destruida.",
                    C.DESTROY_ONLY_WAYS,
                    C.INDESTRUCTIBLE,
                    C.SBA_ZERO_TOUGHNESS,
                )
        else:
            _destruction(state, perm, chars, t, todo, notes)
    if "planeswalker" in chars.types and perm.loyalty == 0:
        todo.leave.setdefault(perm.id, []).append(("tiene lealtad 0", [C.SBA_LOYALTY]))


def _destruction(
    state: GameState, perm: Permanent, chars: Chars, t: int, todo: _Round, notes: _Told
) -> None:
    reasons = []
    if perm.damage >= t:
        reasons.append(
            (
                f"tiene "
                f"{qty(perm.damage, 'daño marcado', 'daños marcados')} y resistencia {t} "
                "(daño letal)",
                [C.SBA_LETHAL],
            )
        )
    if perm.damaged_by_deathtouch:
        reasons.append(
            (
                "recibió daño de una fuente con toque mortal",
                [C.SBA_DEATHTOUCH, C.DEATHTOUCH_DESTROYS],
            )
        )
    if not reasons:
        return
    why = " y ".join(r for r, _ in reasons)
    rules = [r for _, rs in reasons for r in rs]
    if "indestructible" in chars.keywords:
        _note(
            todo,
            notes,
            (perm.id, "indestructible"),
            f"{label(state, perm)} {why}, pero es indestructible: no se destruye (el daño "
            "sigue marcado).",
            *rules,
            C.INDESTRUCTIBLE,
        )
    elif perm.regeneration_shields:
        todo.regenerate.append(perm.id)
    else:
        todo.leave.setdefault(perm.id, []).extend(reasons)


def _legend_rule_not_applying(state: GameState, todo: _Round, notes: _Told) -> None:
    """Same names that the legend rule leaves alone: not legendary, or legendary under
    different controllers. Said once, because that is usually the question."""
    by_name: dict[str, list[Permanent]] = {}
    for perm in state.permanents:
        if not perm.token:  # tokens made together share a name all the time: no news
            by_name.setdefault(perm.name, []).append(perm)
    for name, same in by_name.items():
        if len(same) < 2:
            continue
        legendary = [p for p in same if p.is_legendary]
        if not legendary:
            text = (
                f"Hay {len(same)} permanentes llamados «{name}», pero no son legendarios: la "
                "regla de leyendas no se aplica."
            )
        elif len({p.controller for p in legendary}) > 1 and all(
            sum(q.controller == p.controller for q in legendary) == 1 for p in legendary
        ):
            text = (
                f"Hay varias permanentes legendarias llamadas «{name}», pero cada una la "
                "controla un jugador distinto: la regla de leyendas solo mira las de un mismo "
                "controlador."
            )
        else:
            continue
        _note(todo, notes, ("", f"legend-ok:{name}"), text, C.SBA_LEGEND)


def _legends(state: GameState, todo: _Round, keep: dict[str, str], notes: _Told) -> None:
    _legend_rule_not_applying(state, todo, notes)
    groups: dict[tuple[str, str], list[tuple[int, Permanent]]] = {}
    for index, perm in enumerate(state.permanents):
        if perm.is_legendary:
            groups.setdefault((perm.controller, perm.name), []).append((index, perm))
    for (controller, name), members in groups.items():
        if len(members) < 2:
            continue
        chosen = keep.get(name)
        if chosen not in {p.id for _, p in members}:
            chosen = max(members, key=lambda m: (m[1].timestamp, m[0]))[1].id
            how = (
                "no se indicó cuál conservar, así que por defecto se conserva la más reciente "
                "(la última que entró)"
            )
        else:
            how = "se conserva la que eligió"
        _note(
            todo,
            notes,
            (controller, f"legend:{name}"),
            f"{controller} controla {len(members)} permanentes legendarias llamadas «{name}»: "
            f"elige una y las demás van al cementerio; {how}.",
            C.SBA_LEGEND,
        )
        for _, perm in members:
            if perm.id != chosen:
                todo.leave.setdefault(perm.id, []).append(
                    ("sobra por la regla de leyendas", [C.SBA_LEGEND])
                )


def _perform(state: GameState, todo: _Round, trace: Trace) -> None:
    now = board(state).chars
    # The leaving permanents themselves are their last known information: nothing changes
    # them between this snapshot and their leaving.
    lki = {
        p.id: (p, power_toughness(state, p), now[p.id])
        for p in state.permanents
        if p.id in todo.leave
    }
    still_playing = [p.name for p in state.players if not p.lost]
    for name, reasons in todo.losers.items():
        next(p for p in state.players if p.name == name).lost = True
        why = " y ".join(r for r, _ in reasons)
        trace.add(f"{name} {why}: pierde la partida.", *[r for _, rs in reasons for r in rs])
    if len(still_playing) > 1 and set(still_playing) <= set(todo.losers):
        # Everyone left in the game lost in the same check: nobody wins.
        trace.add("Todos los jugadores pierden a la vez: la partida es un empate.", C.GAME_DRAW)
    for pid in todo.cease:
        gone = next(p for p in [*state.graveyard, *state.exile] if p.id == pid)
        state.graveyard = [p for p in state.graveyard if p.id != pid]
        state.exile = [p for p in state.exile if p.id != pid]
        trace.add(
            f"«{gone.name}» es una ficha fuera del campo de batalla: deja de existir.", C.SBA_TOKEN
        )
    for pid in todo.regenerate:
        perm = state.require_permanent(pid)
        perm.damage, perm.regeneration_shields = 0, perm.regeneration_shields - 1
        state.remove_from_combat(pid)
        trace.add(
            f"{label(state, perm)} iba a ser destruida, pero se regenera: se le quita todo "
            "el daño, se gira y sale del combate.",
            C.REGENERATE,
        )
    for pid in todo.annihilate:
        perm = state.require_permanent(pid)
        n = min(perm.plus_counters, perm.minus_counters)
        perm.plus_counters -= n
        perm.minus_counters -= n
        trace.add(
            f"{label(state, perm)} tenía contadores +1/+1 y -1/-1: se quitan {n} de cada tipo.",
            C.SBA_COUNTERS,
            C.COUNTERS_ANNIHILATE,
        )
    for pid, (why, rules) in todo.unattach.items():
        equipment = state.require_permanent(pid)
        equipment.attached_to = None
        trace.add(
            f"«{equipment.name}» {why}: queda desanexado y sigue en el campo de batalla.",
            *rules,
        )
    if todo.leave:
        trace.batch += 1
        before = snapshot(state)
    for pid, reasons in todo.leave.items():
        _leave(state, pid, reasons, lki[pid], trace)
    if todo.leave:
        report_lost_statics(state, before, [lki[pid][0] for pid in todo.leave], trace)


def _leave(state: GameState, pid: str, reasons: _Reasons, lki: _LastKnown, trace: Trace) -> None:
    before, pt, chars = lki
    why = " y ".join(r for r, _ in reasons)
    rules = list(dict.fromkeys(r for _, rs in reasons for r in rs))
    verb = (
        "es destruida"
        if any(r in (C.SBA_LETHAL, C.SBA_DEATHTOUCH) for r in rules)
        else "va al cementerio de su propietario"
    )
    trace.add(f"«{before.name}» {why}: {verb}.", *rules)
    depart(state, before, chars, "graveyard", pt, why, rules, trace)
    _dies_triggers(before, chars.keywords, trace)


def _dies_triggers(before: Permanent, keywords: set[str], trace: Trace) -> None:
    checks = (
        ("undying", "resiliencia", before.plus_counters, "+1/+1", C.UNDYING),
        ("persist", "persistir", before.minus_counters, "-1/-1", C.PERSIST),
    )
    for keyword, word, count, kind, rule in checks:
        if keyword not in keywords:
            continue
        if count:
            trace.add(
                f"«{before.name}» muere con {word}, pero la última vez que estuvo en el "
                f"campo de batalla tenía {qty(count, 'contador', 'contadores')} {kind}: la "
                "habilidad no se dispara.",
                rule,
                C.DIES,
                C.SBA_LKI,
            )
        elif before.token:
            # 111.7/111.8: a token in the graveyard can't come back; the trigger still fires,
            # but its return does nothing and the token ceases to exist at the next check.
            trace.add(
                f"«{before.name}» muere sin contadores {kind}, así que {word} se dispara; "
                "pero es una ficha, y una ficha que ha dejado el campo de batalla no puede "
                "volver a él: no regresa, y deja de existir en la siguiente comprobación de "
                "acciones de estado.",
                rule,
                C.DIES,
                C.SBA_LKI,
                C.TOKEN_TRIGGERS_FIRST,
                C.TOKEN_CANT_RETURN,
                C.SBA_TOKEN,
            )
        else:
            trace.add(
                f"«{before.name}» muere sin contadores {kind}: {word} se dispara y volverá "
                f"al campo de batalla con un contador {kind}.",
                rule,
                C.DIES,
                C.SBA_LKI,
            )
