"""The combat damage step(s): who assigns damage, to what, and in which step (510, 702.7b)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

from . import citations as C
from .assignment import Split, default_split, user_split
from .characteristics import keywords_of
from .damage import Assignment, deal_simultaneously
from .declarations import declarations_are_legal
from .layers import effective_power, explain_pt_briefly, label
from .outcome import Trace
from .sba import perform_sbas
from .state import Attack, GameState, Permanent
from .vocabulary import KEYWORD_ES, qty

_STRIKERS = {"first_strike", "double_strike"}


def run_combat(
    state: GameState,
    trace: Trace,
    legend_keep: dict[str, str],
    told: set[tuple[str, str]] | None = None,
    priority: Callable[[], None] | None = None,
) -> bool:
    """Resolve the damage step(s); False when the declared attack or block is illegal.

    ``priority`` runs after each damage step's state-based actions: what triggered goes on
    the stack and resolves before the next step (the runner passes ``resolve_stack``).
    """
    told = set() if told is None else told

    def check() -> None:
        perform_sbas(state, trace, legend_keep, told)
        if priority is not None:
            priority()

    if state.combat is None or not declarations_are_legal(state, trace):
        return False
    fighting = _in_combat(state)
    for pid in fighting:  # damage is the power each one has now: say where it comes from
        explain_pt_briefly(state, state.require_permanent(pid), trace)
    first = [
        pid for pid in fighting if keywords_of(state, state.require_permanent(pid)) & _STRIKERS
    ]
    used_split: set[str] = set()
    if not first:
        if state.combat.between_steps:
            trace.add(
                "Nadie tiene daña primero ni daña dos veces, así que hay un solo paso de "
                "daño y los cambios indicados «entre pasos» no llegan a aplicarse.",
                C.TWO_DAMAGE_STEPS,
            )
        _damage_step(state, trace, fighting, 1, used_split)
        check()
        return True
    rules = [C.TWO_DAMAGE_STEPS, C.FIRST_STRIKE]
    if any("double_strike" in keywords_of(state, state.require_permanent(pid)) for pid in first):
        rules.append(C.DOUBLE_STRIKE)
    trace.add(
        "Al empezar el paso de daño hay criaturas con daña primero o daña dos veces, así que "
        "hay dos pasos de daño de combate. En el primero solo asignan daño: "
        f"{_names(state, first)}.",
        *rules,
    )
    _damage_step(state, trace, first, 1, used_split)
    check()
    _apply_between_steps(state, trace, first)
    now = _in_combat(state)
    second = [
        pid
        for pid in now
        if pid not in first or "double_strike" in keywords_of(state, state.require_permanent(pid))
    ]
    trace.add(
        "Segundo paso de daño: asignan daño las criaturas que siguen en combate y no tenían "
        "daña primero ni daña dos veces al empezar el primer paso, más las que ahora tienen "
        f"daña dos veces: {_names(state, second) or 'ninguna'}.",
        C.TWO_DAMAGE_STEPS,
        C.DOUBLE_STRIKE,
    )
    _damage_step(state, trace, second, 2, used_split)
    check()
    return True


def _in_combat(state: GameState) -> list[str]:
    seen: list[str] = []
    for attack in state.require_combat().attacks:
        for pid in [attack.attacker, *attack.blockers]:
            if pid not in seen and state.permanent(pid) is not None:
                seen.append(pid)
    return seen


def _names(state: GameState, pids: list[str]) -> str:
    perms = (state.permanent(p) for p in pids)
    return ", ".join(label(state, perm) for perm in perms if perm is not None)


def _apply_between_steps(state: GameState, trace: Trace, first: list[str]) -> None:
    for change in state.require_combat().between_steps:
        perm = state.permanent(change.permanent)
        if perm is None:
            continue
        perm.keywords = (perm.keywords - change.lose) | change.gain
        bits = [f"gana {KEYWORD_ES[k]}" for k in sorted(change.gain)]
        bits += [f"pierde {KEYWORD_ES[k]}" for k in sorted(change.lose)]
        rules = [C.FIRST_STRIKE_CHANGED]
        if "double_strike" in change.lose:
            rules = [C.DOUBLE_STRIKE_REMOVED]
        elif "double_strike" in change.gain:
            rules = [C.DOUBLE_STRIKE_GAINED]
        deals_again = perm.id not in first or "double_strike" in keywords_of(state, perm)
        verdict = "sí asignará" if deals_again else "no asignará"
        trace.add(
            f"Entre los pasos de daño, {label(state, perm)} {' y '.join(bits)}: {verdict} "
            "daño en el segundo paso.",
            *rules,
        )


def _damage_step(
    state: GameState, trace: Trace, participants: list[str], step_no: int, used_split: set[str]
) -> None:
    pending: dict[str, int] = defaultdict(int)
    assignments: list[Assignment] = []
    for attack in list(state.require_combat().attacks):
        atk = state.permanent(attack.attacker)
        if atk is not None and atk.id in participants:
            assignments += _attacker(state, attack, atk, pending, trace, used_split)
    for bid in _blocker_ids(state):
        blk = state.permanent(bid)
        if blk is not None and bid in participants:
            assignments += _blocker(state, blk, pending, trace)
    deal_simultaneously(state, assignments, trace, step_no)


def _blocker_ids(state: GameState) -> list[str]:
    return list(dict.fromkeys(b for a in state.require_combat().attacks for b in a.blockers))


def _power_or_skip(state: GameState, perm: Permanent, trace: Trace) -> int:
    power = effective_power(state, perm)
    if power <= 0:
        trace.add(
            f"{label(state, perm)} tiene fuerza {power}: no asigna daño de combate.", C.ASSIGN_POWER
        )
    return power


def _attacker(
    state: GameState,
    attack: Attack,
    atk: Permanent,
    pending: dict[str, int],
    trace: Trace,
    used_split: set[str],
) -> list[Assignment]:
    power = _power_or_skip(state, atk, trace)
    if power <= 0:
        return []
    who = label(state, atk)
    tperm = state.permanent(attack.target)
    target = state.player(attack.target) or tperm
    tlabel = label(state, tperm) if tperm is not None else attack.target
    trample = "trample" in keywords_of(state, atk)
    if not attack.is_blocked:
        if target is None:
            trace.add(
                f"{who} no está bloqueada, pero lo que atacaba ya no está en combate: no "
                "asigna daño.",
                C.ASSIGN_UNBLOCKED,
                C.ATTACKED_PW_GONE,
            )
            return []
        trace.add(
            f"{who} no está bloqueada: asigna {qty(power, 'daño')} a {tlabel}.", C.ASSIGN_UNBLOCKED
        )
        return [Assignment(atk.id, attack.target, power)]
    blockers = [b for b in (state.permanent(x) for x in attack.blockers) if b is not None]
    if not blockers:
        if trample and target is not None:
            trace.add(
                f"{who} sigue bloqueada aunque ya no la bloquea ninguna criatura; como tiene "
                f"arrollar, asigna todo su daño ({power}) a {tlabel}.",
                C.STAYS_BLOCKED,
                C.TRAMPLE_NO_BLOCKERS,
            )
            return [Assignment(atk.id, attack.target, power)]
        trace.add(
            f"{who} sigue bloqueada aunque ya no la bloquea ninguna criatura; sin arrollar, "
            "no asigna daño de combate.",
            C.STAYS_BLOCKED,
            C.ASSIGN_BLOCKED,
        )
        return []
    overflow = attack.target if trample and target is not None else None
    split = _choose_split(state, attack, atk, power, blockers, pending, overflow, trace, used_split)
    names = {b.id: label(state, b) for b in blockers}
    names[attack.target] = tlabel
    rules = [C.ASSIGN_BLOCKED, *([C.TRAMPLE] if trample else []), *split.rules]
    notes = (
        " (reparto elegido por su controlador; no hay orden de asignación de daño)"
        if split.from_user
        else _lethal_notes(state, atk, blockers, trample)
    )
    shares = [(n, names[pid]) for pid, n in split.amounts.items()]
    trace.add(f"{who} asigna " + _shares_text(shares) + notes + ".", *rules)
    out = []
    for pid, n in split.amounts.items():
        pending[pid] += n
        out.append(Assignment(atk.id, pid, n))
    return out


def _choose_split(
    state: GameState,
    attack: Attack,
    atk: Permanent,
    power: int,
    blockers: list[Permanent],
    pending: dict[str, int],
    overflow: str | None,
    trace: Trace,
    used_split: set[str],
) -> Split:
    if attack.assignment is not None and atk.id not in used_split:
        used_split.add(atk.id)
        split = user_split(
            state, atk, power, attack.blockers, blockers, pending, overflow, attack.assignment
        )
        if split.problem is None:
            return split
        trace.add(
            f"El reparto indicado para {label(state, atk)} no es legal: {split.problem}. "
            "Se usa el reparto por defecto.",
            *split.rules,
        )
    if len(blockers) == 1 and overflow is None:
        return Split({blockers[0].id: power})
    return default_split(state, atk, power, blockers, pending, overflow)


def _lethal_notes(
    state: GameState, atk: Permanent, blockers: list[Permanent], trample: bool
) -> str:
    if len(blockers) == 1 and not trample:
        return " (un solo bloqueador: recibe todo el daño)"
    notes = []
    if "deathtouch" in keywords_of(state, atk):
        notes.append("con toque mortal, 1 daño ya cuenta como letal")
    marked = [
        f"{label(state, b)} ya tiene {qty(b.damage, 'daño marcado', 'daños marcados')}"
        for b in blockers
        if b.damage
    ]
    notes += marked
    if trample:
        notes.append(
            "con arrollar, lo que sobra tras asignar daño letal a los bloqueadores puede "
            "ir a lo que ataca"
        )
    else:
        notes.append("sin arrollar, todo el daño se reparte entre los bloqueadores")
    return " (" + "; ".join(notes) + ")"


def _blocker(
    state: GameState, blk: Permanent, pending: dict[str, int], trace: Trace
) -> list[Assignment]:
    power = _power_or_skip(state, blk, trace)
    if power <= 0:
        return []
    attacked = [
        state.permanent(a.attacker) for a in state.require_combat().attacks if blk.id in a.blockers
    ]
    victims = [v for v in attacked if v is not None]
    who = label(state, blk)
    if not victims:
        trace.add(f"{who} ya no bloquea a ninguna criatura: no asigna daño.", C.ASSIGN_BLOCKER)
        return []
    if len(victims) == 1:
        trace.add(
            f"{who} asigna {qty(power, 'daño')} a {label(state, victims[0])}.", C.ASSIGN_BLOCKER
        )
        amounts = {victims[0].id: power}
    else:
        amounts = _blocker_split(state, blk, power, victims, pending, trace)
    for pid, n in amounts.items():
        pending[pid] += n
    return [Assignment(blk.id, pid, n) for pid, n in amounts.items()]


def _blocker_split(
    state: GameState,
    blk: Permanent,
    power: int,
    victims: list[Permanent],
    pending: dict[str, int],
    trace: Trace,
) -> dict[str, int]:
    wanted = state.require_combat().blocker_assignments.get(blk.id)
    if wanted is not None and len(wanted) == len(victims) and sum(wanted) == power:
        amounts = {v.id: n for v, n in zip(victims, wanted, strict=True)}
    else:
        if wanted is not None:
            trace.add(
                f"El reparto indicado para {label(state, blk)} no es legal (debe repartir "
                f"exactamente {power} entre {len(victims)} criaturas); se usa el reparto "
                "por defecto.",
                C.ASSIGN_POWER,
                C.ASSIGN_ILLEGAL,
            )
        amounts = default_split(state, blk, power, victims, pending, None).amounts
    parts = [
        f"{qty(n, 'daño')} a {label(state, state.require_permanent(pid))}"
        for pid, n in amounts.items()
    ]
    trace.add(
        f"{label(state, blk)} bloquea a varias criaturas y reparte su daño como elige su "
        "controlador: " + _join(parts) + ".",
        C.ASSIGN_BLOCKER,
    )
    return amounts


def _shares_text(shares: list[tuple[int, str]]) -> str:
    """[(3, A), (1, B), (2, C)] -> "3 daños a A, 1 a B y 2 a C": the unit is said once."""
    parts = [f"{qty(n, 'daño') if i == 0 else n} a {name}" for i, (n, name) in enumerate(shares)]
    return _join(parts)


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " y " + parts[-1]
