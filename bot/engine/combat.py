"""The combat damage step(s): who assigns damage, to what, and in which step (510, 702.7b)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import Any

from . import citations as C
from .assignment import Split, default_split, user_split
from .characteristics import keywords_of
from .combat_keywords import ATTACK_KEYWORDS
from .damage import Assignment, deal_simultaneously
from .declarations import declarations_are_legal
from .events import Attacked, BlockDeclared
from .granted import waits_for
from .layers import effective_power, explain_pt_briefly, ref
from .ninjutsu import pay_ninjutsu
from .outcome import Trace, phrase
from .sba import perform_sbas
from .stack import items
from .state import Attack, GameState, Permanent

_STRIKERS = {"first_strike", "double_strike"}


def run_combat(
    state: GameState,
    trace: Trace,
    legend_keep: dict[str, str],
    told: set[tuple[str, str]] | None = None,
    priority: Callable[[], None] | None = None,
    after_blocks: Callable[[], None] | None = None,
) -> bool:
    """Resolve the damage step(s); False when the declared attack or block is illegal.

    ``priority`` runs after each damage step's state-based actions: what triggered goes on
    the stack and resolves before the next step (the runner passes ``resolve_stack``).
    ``after_blocks`` resolves the spells and abilities already on the stack: they were cast
    in the declare blockers step, once blocks were declared (509.2), so combat damage is then
    assigned from the board as they left it (510.1).
    """
    told = set() if told is None else told

    def check() -> None:
        perform_sbas(state, trace, legend_keep, told)
        if priority is not None:
            priority()

    if state.combat is None or not declarations_are_legal(state, trace):
        return False
    cast_after_blocks, state.turn.stack = state.turn.stack, []
    _attacks_declared(state, trace, priority)
    _blocks_declared(state, trace, priority)
    if cast_after_blocks and after_blocks is not None:
        state.turn.stack, state.turn.step = cast_after_blocks, "declare_blockers"
        trace.add(
            "combat.after_blocks",
            C.BLOCKERS_PRIORITY,
            C.PRIORITY_CASTING,
            items=items(cast_after_blocks),
        )
        pay_ninjutsu(state, cast_after_blocks, trace)  # 702.49a: its attacker returns to hand
        after_blocks()
        state.turn.step = "combat_damage"
        trace.add("combat.damage_from_board_now", C.ASSIGN_ORDER, C.REMOVED_FROM_COMBAT)
    else:
        state.turn.stack = cast_after_blocks
    fighting = _in_combat(state)
    for pid in fighting:  # damage is the power each one has now: say where it comes from
        explain_pt_briefly(state, state.require_permanent(pid), trace)
    first = [
        pid for pid in fighting if keywords_of(state, state.require_permanent(pid)) & _STRIKERS
    ]
    used_split: set[str] = set()
    if not first:
        if state.combat.between_steps:
            trace.add("combat.one_step_between_ignored", C.TWO_DAMAGE_STEPS)
        _damage_step(state, trace, fighting, 1, used_split)
        check()
        return True
    rules = [C.TWO_DAMAGE_STEPS, C.FIRST_STRIKE]
    if any("double_strike" in keywords_of(state, state.require_permanent(pid)) for pid in first):
        rules.append(C.DOUBLE_STRIKE)
    trace.add("combat.two_steps", *rules, first=_refs(state, first))
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
        "combat.second_step", C.TWO_DAMAGE_STEPS, C.DOUBLE_STRIKE, second=_refs(state, second)
    )
    _damage_step(state, trace, second, 2, used_split)
    check()
    return True


def _attacks_declared(state: GameState, trace: Trace, priority: Callable[[], None] | None) -> None:
    """508.3a: the declared attackers trigger "whenever … attacks" abilities, which resolve
    before combat damage (508.2, 117.3b). Told only when some permanent has one."""
    written = waits_for(state, ("attacks", "attacks_or_blocks"))
    keyed = any(w in ATTACK_KEYWORDS for p in state.permanents for w, _ in p.combat_keywords)
    if priority is None or not (written or keyed):  # battle cry, melee…: combat_keywords.py
        return
    attacks = state.require_combat().attacks
    for attack in attacks:
        trace.events.append(Attacked(attack.attacker, attack.target, alone=len(attacks) == 1))
    priority()


_BLOCK_EVENTS = ("blocks", "becomes_blocked", "blocks_or_blocked")


def _blocks_declared(state: GameState, trace: Trace, priority: Callable[[], None] | None) -> None:
    """509.1i: declared blockers trigger "whenever … blocks" once for each blocker (509.3a) and
    "whenever … becomes blocked" once for each blocked attacker (509.3c); they resolve before
    combat damage. Told only when some permanent has such an ability."""
    written = waits_for(state, (*_BLOCK_EVENTS, "attacks_or_blocks"))
    # flanking.py (702.25a), combat_keywords.py (rampage, afflict)
    flanking = any(p.flanking or p.combat_keywords for p in state.permanents)
    if priority is None or not (written or flanking):
        return
    attacks = state.require_combat().attacks
    blockers = list(dict.fromkeys(b for a in attacks for b in a.blockers))
    for blocker in blockers:
        trace.events.append(BlockDeclared(blocker, "blocks"))
    for attack in attacks:
        if attack.blockers:
            trace.events.append(BlockDeclared(attack.attacker, "blocked"))
    priority()


def _in_combat(state: GameState) -> list[str]:
    seen: list[str] = []
    for attack in state.require_combat().attacks:
        for pid in [attack.attacker, *attack.blockers]:
            if pid not in seen and state.permanent(pid) is not None:
                seen.append(pid)
    return seen


def _refs(state: GameState, pids: list[str]) -> list[dict[str, Any]]:
    perms = (state.permanent(p) for p in pids)
    return [ref(state, perm) for perm in perms if perm is not None]


def _apply_between_steps(state: GameState, trace: Trace, first: list[str]) -> None:
    for change in state.require_combat().between_steps:
        perm = state.permanent(change.permanent)
        if perm is None:
            continue
        perm.keywords = (perm.keywords - change.lose) | change.gain
        rules = [C.FIRST_STRIKE_CHANGED]
        if "double_strike" in change.lose:
            rules = [C.DOUBLE_STRIKE_REMOVED]
        elif "double_strike" in change.gain:
            rules = [C.DOUBLE_STRIKE_GAINED]
        deals_again = perm.id not in first or "double_strike" in keywords_of(state, perm)
        trace.add(
            "combat.between_steps",
            *rules,
            who=ref(state, perm),
            gain=sorted(change.gain),
            lose=sorted(change.lose),
            deals_again=deals_again,
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
        trace.add("combat.no_power", C.ASSIGN_POWER, who=ref(state, perm), power=power)
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
    who = ref(state, atk)
    tperm = state.permanent(attack.target)
    target = state.player(attack.target) or tperm
    tlabel: dict[str, Any] | str = ref(state, tperm) if tperm is not None else attack.target
    trample = "trample" in keywords_of(state, atk)
    if not attack.is_blocked:
        if target is None:
            trace.add("combat.target_gone", C.ASSIGN_UNBLOCKED, C.ATTACKED_PW_GONE, who=who)
            return []
        trace.add("combat.unblocked", C.ASSIGN_UNBLOCKED, who=who, amount=power, to=tlabel)
        return [Assignment(atk.id, attack.target, power)]
    blockers = [b for b in (state.permanent(x) for x in attack.blockers) if b is not None]
    if not blockers:
        if trample and target is not None:
            trace.add(
                "combat.blocked_none_left_trample",
                C.STAYS_BLOCKED,
                C.TRAMPLE_NO_BLOCKERS,
                who=who,
                amount=power,
                to=tlabel,
            )
            return [Assignment(atk.id, attack.target, power)]
        trace.add("combat.blocked_none_left", C.STAYS_BLOCKED, C.ASSIGN_BLOCKED, who=who)
        return []
    overflow = attack.target if trample and target is not None else None
    split = _choose_split(state, attack, atk, power, blockers, pending, overflow, trace, used_split)
    names: dict[str, dict[str, Any] | str] = {b.id: ref(state, b) for b in blockers}
    names[attack.target] = tlabel
    rules = [C.ASSIGN_BLOCKED, *([C.TRAMPLE] if trample else []), *split.rules]
    notes = (
        [phrase("combat.note.chosen_split")]
        if split.from_user
        else _lethal_notes(state, atk, blockers, trample)
    )
    shares = [[n, names[pid]] for pid, n in split.amounts.items()]
    trace.add("combat.assigns", *rules, who=who, shares=shares, notes=notes)
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
        trace.add("combat.split_illegal", *split.rules, who=ref(state, atk), problem=split.problem)
    if len(blockers) == 1 and overflow is None:
        return Split({blockers[0].id: power})
    return default_split(state, atk, power, blockers, pending, overflow)


def _lethal_notes(
    state: GameState, atk: Permanent, blockers: list[Permanent], trample: bool
) -> list[dict[str, Any]]:
    if len(blockers) == 1 and not trample:
        return [phrase("combat.note.one_blocker")]
    notes = []
    if "deathtouch" in keywords_of(state, atk):
        notes.append(phrase("combat.note.deathtouch"))
    notes += [
        phrase("combat.note.marked", who=ref(state, b), damage=b.damage)
        for b in blockers
        if b.damage
    ]
    notes.append(phrase("combat.note.trample" if trample else "combat.note.no_trample"))
    return notes


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
    who = ref(state, blk)
    if not victims:
        trace.add("combat.blocks_nothing", C.ASSIGN_BLOCKER, who=who)
        return []
    if len(victims) == 1:
        trace.add(
            "combat.blocker_assigns",
            C.ASSIGN_BLOCKER,
            who=who,
            amount=power,
            to=ref(state, victims[0]),
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
                "combat.blocker_split_illegal",
                C.ASSIGN_POWER,
                C.ASSIGN_ILLEGAL,
                who=ref(state, blk),
                power=power,
                count=len(victims),
            )
        amounts = default_split(state, blk, power, victims, pending, None).amounts
    shares = [[n, ref(state, state.require_permanent(pid))] for pid, n in amounts.items()]
    trace.add("combat.blocker_splits", C.ASSIGN_BLOCKER, who=ref(state, blk), shares=shares)
    return amounts
