"""English wording of priority and resolution: triggers noticed, the top object resolving,
its targets checked again (608.2b), the game ending."""

from __future__ import annotations

from .effects_en import qualities_en
from .vocabulary_en import and_
from .words import Table

PRIORITY: Table = {
    "priority.triggered": lambda a: (
        "Triggered: "
        + and_([f"“{t['name']}” ({t['owner']}'s)" for t in a.raw["items"]])
        + ". Nothing happens yet: each triggered ability is controlled by whoever controlled "
        "its source, and is put on the stack the next time a player would receive priority."
    ),
    "priority.trigger_targets": lambda a: (
        f"{a['item']} is put on the stack targeting {and_(a.each('targets'))}"
        + (
            ": it is the only legal target."
            if a.raw["forced"]
            else ", chosen by its controller as it goes on the stack."
        )
    ),
    "priority.trigger_no_target": lambda a: (
        f"{a['item']} needs a target and there is no legal one: it is removed from the "
        "stack and does nothing."
    ),
    "priority.loop": lambda a: (
        f"{a['count']} objects have resolved and the stack is still not empty: the scenario "
        "looks like a loop, so the engine stops here."
    ),
    "priority.game_over": lambda a: (
        "The game is over" + (f": {a['winner']} wins." if a.raw["winner"] else ".")
    ),
    "priority.resolves": lambda a: (
        f"All players pass in succession: {a['item']} resolves, the object on top of the "
        "stack (the last one put there)."
    ),
    "priority.response_first": lambda a: (
        f"{a['item']} was cast or activated in response to {a['under']}, which is below it on "
        f"the stack: that is why it resolves first; {a['under']} is still waiting."
    ),
    "priority.no_effects": lambda a: (
        f"{a['item']} resolves and does nothing: all it did was to a target not chosen."
        if a.raw.get("zero")
        else f"{a['item']} resolves; the scenario does not say what it does."
    ),
    "priority.target_illegal": lambda a: (
        f"As it resolves, its targets are checked again: {a['why']}, so that target is "
        "illegal and is not affected."
    ),
    "priority.all_targets_illegal": lambda a: (
        f"The target of {a['item']} is illegal: it doesn't resolve, never enters the "
        "battlefield and is put into its owner's graveyard."
        if a.raw.get("permanent")
        else f"All the targets of {a['item']} are illegal: it doesn't resolve (it does nothing) "
        + "and "
        + ("is put into its owner's graveyard" if a.raw["spell"] else "ceases to exist")
        + "."
    ),
    "priority.in_order": lambda a: f"{a['item']} does what it says, in the order written.",
    "priority.spell_done": lambda a: (
        f"{a['item']} finishes resolving and "
        + (
            "ceases to exist, as a copy of a spell does off the stack"
            if a.get("copy")
            else "is exiled instead of put into the graveyard (rebound: cast from the hand)"
            if a.get("rebound")
            else "is put into its owner's graveyard"
        )
        + "; then the active player receives priority."
    ),
    "priority.source_gone": lambda a: (
        f"The source of {a['item']}, {a['source']}, is no longer on the battlefield: the "
        "ability stays on the stack and uses its last known information."
    ),
    "target.left_stack": lambda a: f"{a['who']} is no longer on the stack",
    "target.player_lost": lambda a: "has lost the game and is no longer in it",
    "target.left_battlefield": lambda a: f"{a['who']} is no longer on the battlefield",
    "target.unfit": lambda a: (
        f"{a['who']} doesn't meet what the target asks for ({a['wanted']}): it couldn't be "
        "chosen or it stopped being legal"
    ),
    "target.not_damageable": lambda a: (
        f"{a['who']} is no longer a creature, a planeswalker or a battle"
    ),
    "target.protection": lambda a: (
        f"{a['who']} has protection from {qualities_en(a.raw['qualities'])}"
    ),
    "priority.modes": lambda a: (
        f"{a['item']} is modal: "
        + (
            "it was put on the stack choosing "
            if a.raw.get("trigger")
            else "it was activated choosing "
            if a.raw.get("activated")
            else "it was cast choosing "
        )
        + " and ".join(f"“{m}”" for m in a.raw["modes"])
        + (f", paying {a.raw['cost'][1]} more for {a.raw['cost'][0]}" if a.raw.get("cost") else "")
        + "; only that happens as it resolves."
    ),
    "target.spell_unfit": lambda a: (
        f"{a['who']} is not the spell the target asks for ("
        + ", ".join(
            [*(f"{t}" for t in a.raw["types"]), *(f"non{t}" for t in a.raw["not_types"])]
            + [f"{c}" for c in a.raw["colors"]]
        )
        + "): it could not be chosen or stopped being legal"
    ),
    "target.not_that_ability": lambda a: (
        f"{a['who']} is not "
        + {"activated": "an activated ability", "triggered": "a triggered ability"}.get(
            a.raw["wanted"], "an activated or triggered ability"
        )
        + ", and only that may be its target"
    ),
    "target.not_a_spell": lambda a: (
        f"{a['who']} is an ability, not a spell, and only a spell may be countered"
    ),
    "target.shroud": lambda a: (
        f"{a['who']} has shroud: it can't be the target of any spell or ability"
    ),
    "target.hexproof": lambda a: (
        f"{a['who']} has hexproof and the spell or ability is an opponent's"
    ),
    "target.own_hexproof": lambda a: (
        f"{a['who']} has hexproof, but that only stops it being the target of spells and "
        f"abilities its opponents control; {a['item']} is {a['player']}'s, who controls it, "
        "so it is a legal target."
    ),
    "priority.no_mode": lambda a: (
        f"No mode was chosen for {a['item']}: it is removed from the stack, doing nothing."
    ),
}
