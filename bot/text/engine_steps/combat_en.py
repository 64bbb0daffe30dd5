"""English wording of the combat damage step(s) and of a player's damage division."""

from __future__ import annotations

from .vocabulary_en import KEYWORD_EN, and_, n
from .words import Args, Table


def _shares(a: Args) -> str:
    """[[3, A], [1, B], [2, C]] -> "3 damage to A, 1 to B and 2 to C"."""
    parts = [
        f"{n(amount, 'damage', 'damage') if i == 0 else amount} to {a.say(to)}"
        for i, (amount, to) in enumerate(a.raw["shares"])
    ]
    return and_(parts)


def _changes(a: Args) -> str:
    bits = [f"gains {KEYWORD_EN[k]}" for k in a.raw["gain"]]
    bits += [f"loses {KEYWORD_EN[k]}" for k in a.raw["lose"]]
    return " and ".join(bits)


def _notes(a: Args) -> str:
    notes = a.each("notes")
    return " (" + "; ".join(notes) + ")" if notes else ""


def _expected(a: Args) -> str:
    blockers = a.raw["blockers"]
    extra = f" or {blockers + 1} (the last one for the player)" if a.raw["trample"] else ""
    return f"{blockers}{extra}"


COMBAT: Table = {
    "combat.one_step_between_ignored": lambda a: (
        "No creature has first strike or double strike, so there is a single combat damage "
        "step and the changes given “between steps” never apply."
    ),
    "combat.two_steps": lambda a: (
        "As the combat damage step begins, some creatures have first strike or double strike, "
        "so there are two combat damage steps. In the first, only these assign damage: "
        f"{', '.join(a.each('first'))}."
    ),
    "combat.second_step": lambda a: (
        "Second combat damage step: damage is assigned by the creatures still in combat that "
        "had neither first strike nor double strike as the first step began, and by those that "
        f"now have double strike: {', '.join(a.each('second')) or 'none'}."
    ),
    "combat.between_steps": lambda a: (
        f"Between the combat damage steps, {a['who']} {_changes(a)}: it "
        f"{'will' if a.raw['deals_again'] else 'will not'} assign damage in the second step."
    ),
    "combat.no_power": lambda a: f"{a['who']} has power {a['power']}: it assigns no combat damage.",
    "combat.target_gone": lambda a: (
        f"{a['who']} is unblocked, but what it was attacking is no longer in combat: it "
        "assigns no damage."
    ),
    "combat.unblocked": lambda a: (
        f"{a['who']} is unblocked: it assigns {n(a.raw['amount'], 'damage', 'damage')} to "
        f"{a['to']}."
    ),
    "combat.blocked_none_left_trample": lambda a: (
        f"{a['who']} remains blocked though no creature blocks it any more; as it has "
        f"trample, it assigns all its damage ({a['amount']}) to {a['to']}."
    ),
    "combat.after_blocks": lambda a: (
        "Once blockers are declared, the active player receives priority in the declare "
        f"blockers step, and this happens before damage: {', '.join(a.each('items'))}."
    ),
    "combat.damage_from_board_now": lambda a: (
        "The combat damage step begins: damage is assigned from the battlefield as it is now "
        "(current power; a creature no longer there neither deals nor is dealt damage)."
    ),
    "combat.blocked_none_left": lambda a: (
        f"{a['who']} remains blocked though no creature blocks it any more; without trample, "
        "it assigns no combat damage."
    ),
    "combat.assigns": lambda a: f"{a['who']} assigns {_shares(a)}{_notes(a)}.",
    "combat.note.chosen_split": lambda a: (
        "division chosen by its controller; there is no damage assignment order"
    ),
    "combat.note.one_blocker": lambda a: "a single blocker: it is assigned all the damage",
    "combat.note.deathtouch": lambda a: "with deathtouch, 1 damage is already lethal",
    "combat.note.marked": lambda a: (
        f"{a['who']} already has {n(a.raw['damage'], 'damage', 'damage')} marked"
    ),
    "combat.note.trample": lambda a: (
        "with trample, what is left after lethal damage is assigned to the blockers may go "
        "to what it attacks"
    ),
    "combat.note.no_trample": lambda a: (
        "without trample, all the damage is divided among the blockers"
    ),
    "combat.split_illegal": lambda a: (
        f"The division given for {a['who']} is not legal: {a['problem']}. "
        "The default division is used."
    ),
    "combat.blocks_nothing": lambda a: (
        f"{a['who']} no longer blocks any creature: it assigns no damage."
    ),
    "combat.blocker_assigns": lambda a: (
        f"{a['who']} assigns {n(a.raw['amount'], 'damage', 'damage')} to {a['to']}."
    ),
    "combat.blocker_split_illegal": lambda a: (
        f"The division given for {a['who']} is not legal (it must divide exactly "
        f"{a['power']} among {a['count']} creatures); the default division is used."
    ),
    "combat.blocker_splits": lambda a: (
        f"{a['who']} blocks several creatures and divides its damage as its controller "
        "chooses: "
        + and_(
            [f"{n(amount, 'damage', 'damage')} to {a.say(to)}" for amount, to in a.raw["shares"]]
        )
        + "."
    ),
    "split.count": lambda a: f"it gives {a['got']} amounts and {_expected(a)} were expected",
    "split.sum": lambda a: f"it divides {a['total']} damage but its power is {a['power']}",
    "split.blocker_gone": lambda a: "it assigns damage to a blocker no longer in combat",
    "split.no_trample": lambda a: (
        "a blocked creature without trample assigns damage only to its blockers"
    ),
    "split.short": lambda a: (
        f"it assigns damage to the player without assigning lethal damage to {a['who']}"
    ),
}
