"""State-based actions (704): checked together, performed as one event, repeated until none.

Every check reads the same snapshot, so nothing performed in a round can hide or cause
another action of that round; the next round sees the result (704.3). Permanents that leave
are described by their last known information, taken before the round (704.8).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import citations as C
from .attachments import aura_problem, equipment_problem
from .characteristics import board
from .chars import Chars
from .day_night import settle as settle_day_night
from .exile_until import return_exiled
from .layers import power_toughness, ref
from .leaving import leave_the_game
from .outcome import Trace, phrase
from .replacements import destinations, say_exiled
from .sagas import saga_to_sacrifice
from .speed import start_engines
from .state import GameState, Permanent
from .zones import depart, report_lost_statics, snapshot

_MAX_ROUNDS = 50  # each round removes something; the cap only guards against a modelling bug

# Why something happens: (a phrase, rules cited), one per condition met.
_Reasons = list[tuple[dict[str, Any], list[str]]]
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
    unattach: dict[str, tuple[dict[str, Any], list[str]]] = field(default_factory=dict)
    notes: list[tuple[str, dict[str, Any], list[str]]] = field(default_factory=list)

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
    settle_day_night(state, trace)  # 702.145c/d: also at once for what entered since
    start_engines(state, trace)  # 704.5z: speed 1 from start your engines! (speed.py)
    rounds = 0
    while rounds < _MAX_ROUNDS:
        todo = _collect(state, legend_keep, notes)
        if todo.empty():
            _emit_notes(todo, trace)
            _clear_flags(state)
            break
        rounds += 1
        trace.add("sba.check", C.SBA_CHECK, again=rounds > 1)
        _emit_notes(todo, trace)
        _perform(state, todo, trace)
        _clear_flags(state)
    _survivors(state, trace)
    if rounds:
        trace.add("sba.done", C.SBA_CHECK)
    return rounds


def _survivors(state: GameState, trace: Trace) -> None:
    """704.5a only at 0 or less: a player whose life went down and is still above 0 plays on.

    Told when it was close: the life lost since the last check is at least the life left
    (3 -> 1, 10 -> 5), not for every scratch (20 -> 18)."""
    for pl in state.players:
        seen = trace.life_seen.get(pl.name)
        if not pl.lost and seen is not None and 0 < pl.life <= seen - pl.life:
            trace.add("sba.life_above_zero", C.SBA_LIFE, player=pl.name, life=pl.life)
        trace.life_seen[pl.name] = pl.life


def _clear_flags(state: GameState) -> None:
    # Both conditions only look "since the last time state-based actions were checked".
    for perm in state.permanents:
        perm.damaged_by_deathtouch = False
    for player in state.players:
        player.drew_from_empty_library = False


def _emit_notes(todo: _Round, trace: Trace) -> None:
    for kind, args, rules in todo.notes:
        trace.add(kind, *rules, **args)


def _note(
    todo: _Round,
    notes: _Told,
    key: tuple[str, str],
    kind: str,
    rules: list[str],
    **args: Any,
) -> None:
    """Things that do not happen (and why) are told once, not in every repeated check."""
    if key not in notes:
        notes.add(key)
        todo.notes.append((kind, args, rules))


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
            reasons.append((phrase("why.life", life=pl.life), [C.SBA_LIFE, C.LOSE_LIFE_ZERO]))
        if pl.drew_from_empty_library:
            reasons.append((phrase("why.empty_library"), [C.SBA_EMPTY_LIBRARY, C.LOSE_DRAW_EMPTY]))
        if pl.poison >= 10:
            reasons.append((phrase("why.poison", poison=pl.poison), [C.SBA_POISON, C.LOSE_POISON]))
        for commander, total in sorted(pl.commander_damage.items()):
            if total >= 21:
                why = phrase("why.commander_damage", commander=commander, total=total)
                reasons.append((why, [C.SBA_COMMANDER_DAMAGE, C.COMMANDER_DAMAGE]))
        if not reasons:
            continue
        if pl.name in cant_lose:
            rules = [r for _, rs in reasons for r in rs]
            _note(
                todo,
                notes,
                (pl.name, "cant_lose"),
                "sba.cant_lose",
                [*rules, C.CANT_WINS],
                player=pl.name,
                why=[r for r, _ in reasons],
            )
        else:
            if (pl.name, "cant_lose") in notes:
                reasons = [
                    (phrase("why.no_longer_protected", why=why), [*rules, C.STATIC_WHILE_SOURCE])
                    for why, rules in reasons
                ]
            todo.losers[pl.name] = reasons


def _permanent(state: GameState, perm: Permanent, chars: Chars, todo: _Round, notes: _Told) -> None:
    _, t = power_toughness(state, perm)
    if "creature" in chars.types and t is not None:
        if t <= 0:
            todo.leave.setdefault(perm.id, []).append(
                (phrase("why.toughness", toughness=t), [C.SBA_ZERO_TOUGHNESS])
            )
            if "indestructible" in chars.keywords:
                _note(
                    todo,
                    notes,
                    (perm.id, "indestructible0"),
                    "sba.indestructible_zero",
                    [C.DESTROY_ONLY_WAYS, C.INDESTRUCTIBLE, C.SBA_ZERO_TOUGHNESS],
                    who=ref(state, perm),
                )
        else:
            _destruction(state, perm, chars, t, todo, notes)
    if "planeswalker" in chars.types and perm.loyalty == 0:
        todo.leave.setdefault(perm.id, []).append((phrase("why.loyalty"), [C.SBA_LOYALTY]))
    saga = saga_to_sacrifice(state, perm)  # 704.5s (sagas.py)
    if saga is not None:
        todo.leave.setdefault(perm.id, []).append(saga)


def _destruction(
    state: GameState, perm: Permanent, chars: Chars, t: int, todo: _Round, notes: _Told
) -> None:
    reasons = []
    if perm.damage >= t:
        # 120.6: damage marked earlier stays; lethal now only because toughness went down.
        stays = perm.toughness is not None and perm.damage < perm.toughness
        reasons.append(
            (
                phrase(
                    "why.lethal",
                    damage=perm.damage,
                    toughness=t,
                    **({"stays": True} if stays else {}),
                ),
                [C.SBA_LETHAL, *([C.DAMAGE_STAYS] if stays else [])],
            )
        )
    if perm.damaged_by_deathtouch:
        reasons.append((phrase("why.deathtouch"), [C.SBA_DEATHTOUCH, C.DEATHTOUCH_DESTROYS]))
    if not reasons:
        return
    rules = [r for _, rs in reasons for r in rs]
    if "indestructible" in chars.keywords:
        _note(
            todo,
            notes,
            (perm.id, "indestructible"),
            "sba.indestructible",
            [*rules, C.INDESTRUCTIBLE],
            who=ref(state, perm),
            why=[r for r, _ in reasons],
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
            kind = "sba.same_name_not_legendary"
        elif len({p.controller for p in legendary}) > 1 and all(
            sum(q.controller == p.controller for q in legendary) == 1 for p in legendary
        ):
            kind = "sba.legends_different_controllers"
        else:
            continue
        _note(
            todo, notes, ("", f"legend-ok:{name}"), kind, [C.SBA_LEGEND], name=name, count=len(same)
        )


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
            chose = False
        else:
            chose = True
        _note(
            todo,
            notes,
            (controller, f"legend:{name}"),
            "sba.legend_rule",
            [C.SBA_LEGEND],
            player=controller,
            count=len(members),
            name=name,
            chose=chose,
        )
        for _, perm in members:
            if perm.id != chosen:
                todo.leave.setdefault(perm.id, []).append(
                    (phrase("why.legend_rule"), [C.SBA_LEGEND])
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
        trace.add(
            "sba.loses",
            *[r for _, rs in reasons for r in rs],
            player=name,
            why=[r for r, _ in reasons],
        )
    if len(still_playing) > 1 and set(still_playing) <= set(todo.losers):
        # Everyone left in the game lost in the same check: nobody wins.
        trace.add("sba.draw", C.GAME_DRAW)
    for pid in todo.cease:
        gone = next(p for p in [*state.graveyard, *state.exile] if p.id == pid)
        state.graveyard = [p for p in state.graveyard if p.id != pid]
        state.exile = [p for p in state.exile if p.id != pid]
        trace.add("sba.token_ceases", C.SBA_TOKEN, C.TOKEN_TRIGGERS_FIRST, who={"name": gone.name})
    for pid in todo.regenerate:
        perm = state.require_permanent(pid)
        perm.damage, perm.regeneration_shields = 0, perm.regeneration_shields - 1
        perm.tapped = True  # 701.19a: "… and its controller taps it"
        state.remove_from_combat(pid)
        trace.add("regenerates", C.REGENERATE, who=ref(state, perm))
    for pid in todo.annihilate:
        perm = state.require_permanent(pid)
        n = min(perm.plus_counters, perm.minus_counters)
        who = ref(state, perm)
        perm.plus_counters -= n
        perm.minus_counters -= n
        trace.add("sba.counters_cancel", C.SBA_COUNTERS, C.COUNTERS_ANNIHILATE, who=who, count=n)
    for pid, (why, rules) in todo.unattach.items():
        equipment = state.require_permanent(pid)
        equipment.attached_to = None
        trace.add("sba.unattached", *rules, who={"name": equipment.name}, why=why)
    if todo.leave:
        trace.batch += 1
        before = snapshot(state)
    instead = destinations(state, [(pid, "graveyard") for pid in todo.leave])
    for pid, reasons in todo.leave.items():
        _leave(state, pid, reasons, lki[pid], trace, instead[pid])
    if todo.leave:
        report_lost_statics(state, before, [lki[pid][0] for pid in todo.leave], trace)
        return_exiled(state, list(todo.leave), trace)  # 610.3: exiled "until" they left
    # Not a state-based action: it follows the check in which the players lost (800.4a).
    leave_the_game(state, list(todo.losers), trace)


def _leave(
    state: GameState,
    pid: str,
    reasons: _Reasons,
    lki: _LastKnown,
    trace: Trace,
    exiled_by: str | None,
) -> None:
    before, pt, chars = lki
    whys = [r for r, _ in reasons]
    rules = list(dict.fromkeys(r for _, rs in reasons for r in rs))
    destroyed = any(r in (C.SBA_LETHAL, C.SBA_DEATHTOUCH) for r in rules)
    trace.add("sba.leaves", *rules, who={"name": before.name}, why=whys, destroyed=destroyed)
    if exiled_by is not None:  # 614.1a: exiled instead, it never dies (700.4)
        say_exiled(before.name, exiled_by, trace)
        depart(state, before, chars, "exile", pt, phrase("why.all", why=whys), rules, trace)
        return
    depart(state, before, chars, "graveyard", pt, phrase("why.all", why=whys), rules, trace)
    _dies_triggers(before, chars.keywords, trace)


def _dies_triggers(before: Permanent, keywords: set[str], trace: Trace) -> None:
    checks = (
        ("undying", before.plus_counters, "+1/+1", C.UNDYING),
        ("persist", before.minus_counters, "-1/-1", C.PERSIST),
    )
    for keyword, count, kind, rule in checks:
        if keyword not in keywords:
            continue
        if count:
            trace.add(
                "sba.dies_trigger_blocked",
                rule,
                C.DIES,
                C.SBA_LKI,
                *([C.SBA_COUNTERS] if before.plus_counters and before.minus_counters else []),
                who={"name": before.name},
                keyword=keyword,
                count=count,
                counter=kind,
            )
        elif before.token:
            # 111.7/111.8: a token in the graveyard can't come back; the trigger still fires,
            # but its return does nothing and the token ceases to exist at the next check.
            trace.add(
                "sba.dies_trigger_token",
                rule,
                C.DIES,
                C.SBA_LKI,
                C.TOKEN_TRIGGERS_FIRST,
                C.TOKEN_CANT_RETURN,
                C.SBA_TOKEN,
                who={"name": before.name},
                keyword=keyword,
                counter=kind,
            )
        else:
            trace.add(
                "sba.dies_trigger",
                rule,
                C.DIES,
                C.SBA_LKI,
                who={"name": before.name},
                keyword=keyword,
                counter=kind,
            )
