"""English wording of state-based actions (704) and of why things leave the battlefield."""

from __future__ import annotations

from typing import Any

from .effects_en import qualities_en
from .vocabulary_en import and_, n
from .words import Args, Table

_ZONE = {
    "exile": "into exile",
    "hand": "to its owner's hand",
    "game": "out of the game with its owner",
}
# How a permanent leaves the battlefield (resolve_en's steps and why.moved's reason).
_MOVED = {
    "destroy": "{is} destroyed",
    "exile": "{is} exiled",
    "sacrifice": "{is} sacrificed",
    "to_graveyard": "{is} put into its owner's graveyard (it dies without being destroyed)",
    "return_to_hand": "{is} returned to its owner's hand",
}


def moved(how: str, several: bool = False) -> str:
    """``moved("destroy")`` -> "is destroyed"; with ``several``, "are destroyed"."""
    return _MOVED[how].format(**{"is": "are" if several else "is"})


def _whys(a: Args) -> str:
    return " and ".join(a.each("why"))


def _static_change(change: dict[str, Any]) -> str:
    pt = change["pt"]
    text = (
        f"“{change['name']}” is now {pt[0]}/{pt[1]}"
        if pt is not None
        else f"“{change['name']}” no longer has power or toughness"
    )
    damage = int(change["damage"])
    if damage:
        text += (
            f", and still has {n(damage, 'damage', 'damage')} marked "
            "(damage stays until the cleanup step)"
        )
    return text


SBA: Table = {
    "sba.check": lambda a: (
        (
            "The check is repeated because actions were performed in the last one. "
            if a.raw["again"]
            else ""
        )
        + "State-based actions are checked: all that apply are performed at the same time, "
        "as one event."
    ),
    "sba.done": lambda a: "No state-based action applies any more.",
    "sba.none": lambda a: "No state-based action is performed: nothing changes.",
    "sba.none_after_layers": lambda a: (
        "State-based actions are checked with these values: none is performed."
    ),
    "sba.cant_lose": lambda a: (
        f"{a['player']} {_whys(a)}, which would make them lose the game, but an effect says "
        "they can't lose the game: the “can't” wins and they keep playing."
    ),
    "sba.indestructible_zero": lambda a: (
        f"{a['who']} is indestructible, but that doesn't stop it: being put into the graveyard "
        "for toughness 0 or less is not destruction."
    ),
    "sba.indestructible": lambda a: (
        f"{a['who']} {_whys(a)}, but it is indestructible: it isn't destroyed (the damage "
        "stays marked)."
    ),
    "sba.same_name_not_legendary": lambda a: (
        f"There are {a['count']} permanents named “{a['name']}”, but they are not legendary: "
        "the legend rule doesn't apply."
    ),
    "sba.legends_different_controllers": lambda a: (
        f"There are several legendary permanents named “{a['name']}”, but each is controlled "
        "by a different player: the legend rule only looks at those of one controller."
    ),
    "sba.legend_rule": lambda a: (
        f"{a['player']} controls {a['count']} legendary permanents named “{a['name']}”: they "
        "choose one and the rest are put into the graveyard; "
        + (
            "the one chosen stays"
            if a.raw["chose"]
            else "which to keep was not given, so by default the newest one (the last to "
            "enter) stays"
        )
        + "."
    ),
    "sba.loses": lambda a: f"{a['player']} {_whys(a)}: they lose the game.",
    "sba.draw": lambda a: "All players lose at the same time: the game is a draw.",
    "sba.token_ceases": lambda a: (
        f"{a['who']} is a token outside the battlefield: it ceases to exist (what triggered "
        "on its zone change has already triggered)."
    ),
    "sba.life_above_zero": lambda a: (
        f"{a['player']} is down to {a.raw['life']} life, but a player loses the game only at 0 "
        "life or less: they keep playing."
    ),
    "sba.counters_cancel": lambda a: (
        f"{a['who']} had +1/+1 and -1/-1 counters: {a['count']} of each kind are removed."
    ),
    "sba.unattached": lambda a: (
        f"{a['who']} {a['why']}: it becomes unattached and stays on the battlefield."
    ),
    "sba.leaves": lambda a: (
        f"{a['who']} {_whys(a)}: "
        + ("it is destroyed" if a.raw["destroyed"] else "it is put into its owner's graveyard")
        + "."
    ),
    "sba.dies_trigger_blocked": lambda a: (
        f"{a['who']} dies with {a.raw['keyword']}, but the last time it was on the "
        f"battlefield it had {n(a.raw['count'], a.raw['counter'] + ' counter')}: the ability "
        "doesn't trigger."
    ),
    "sba.dies_trigger_token": lambda a: (
        f"{a['who']} dies without {a['counter']} counters, so {a.raw['keyword']} triggers; but "
        "it is a token, and a token that has left the battlefield can't come back: it doesn't "
        "return, and ceases to exist at the next state-based action check."
    ),
    "sba.dies_trigger": lambda a: (
        f"{a['who']} dies without {a['counter']} counters: {a.raw['keyword']} triggers and it "
        f"will return to the battlefield with a {a['counter']} counter."
    ),
    "zones.no_dies_trigger": lambda a: (
        f"{a['who']} goes {_ZONE[a.raw['to']]}, not to the graveyard: it doesn't die, so its "
        f"{a.raw['keyword']} doesn't trigger."
    ),
    "zones.statics_gone": lambda a: (
        f"{', '.join(a.each('sources'))} has left the battlefield, so the effects of its "
        "static abilities cease to exist: "
        + "; ".join(_static_change(c) for c in a.raw["changes"])
        + "."
    ),
    "leaving.player_leaves": lambda a: (
        f"{a['player']} leaves the game, which goes on without them"
        + (
            f": {and_(a.each('objects'))}, which they own, "
            + ("leave" if len(a.raw["objects"]) > 1 else "leaves")
            + " too"
            if a.raw["objects"]
            else ""
        )
        + ", and the effects that gave them control of anything end."
    ),
    "leaving.exiled": lambda a: (
        f"{a['player']} still controlled {and_(a.each('objects'))}: "
        + ("they are exiled" if len(a.raw["objects"]) > 1 else "it is exiled")
        + "."
    ),
    "why.all": lambda a: _whys(a),
    "why.moved": lambda a: (
        moved(a.raw["how"]) + (f" by the effect of “{a['by']}”" if a.raw["by"] else "")
    ),
    # Predicates: they follow what they are said of ("“Bear” belongs to…", "because it…").
    "why.owner_left": lambda a: f"belongs to {a['player']}, who has left the game",
    "why.controller_left": lambda a: f"was controlled by {a['player']}, who has left the game",
    "why.life": lambda a: f"has {a.raw['life']} life",
    "why.empty_library": lambda a: "attempted to draw from an empty library",
    "why.poison": lambda a: f"has {a['poison']} poison counters",
    "why.commander_damage": lambda a: (
        f"has been dealt {n(a.raw['total'], 'point')} of combat damage by the commander "
        f"{a['commander']} over the game (21 or more)"
    ),
    "why.no_longer_protected": lambda a: f"{a['why']} and no effect stops them losing any more",
    "why.toughness": lambda a: f"has toughness {a['toughness']}",
    "why.loyalty": lambda a: "has loyalty 0",
    "why.saga": lambda a: (
        f"is a Saga with {a['lore']} lore counter(s) and its final chapter is {a['final']}, "
        "with no chapter ability of it waiting or on the stack: its controller sacrifices it"
    ),
    "why.lethal": lambda a: (
        f"has {n(a.raw['damage'], 'damage', 'damage')} marked and toughness "
        f"{a['toughness']} (lethal damage"
        + (
            "; damage marked earlier doesn't go away when toughness drops: it stays until the "
            "cleanup step)"
            if a.raw.get("stays")
            else ")"
        )
    ),
    "why.deathtouch": lambda a: "was dealt damage by a source with deathtouch",
    "why.legend_rule": lambda a: "is left over by the legend rule",
    "attach.aura_unattached": lambda a: "is an Aura attached to nothing",
    "attach.aura_on_player": lambda a: "is an Aura with enchant permanent attached to a player",
    "attach.aura_host_gone": lambda a: (
        "is an Aura and what it enchanted is no longer on the battlefield"
    ),
    "attach.aura_cant_enchant": lambda a: "is an Aura attached to something it can't enchant",
    "attach.aura_not_allowed": lambda a: (
        f"can enchant only {a['wanted']} (its enchant ability), and {a['host']} is not one"
    ),
    "attach.aura_not_creature": lambda a: (
        f"is an Aura with enchant creature and {a['host']} is no longer a creature"
    ),
    "attach.equipment_on_player": lambda a: "is an Equipment attached to a player",
    "attach.equipment_host_gone": lambda a: (
        "is an Equipment and the creature it equipped is no longer on the battlefield"
    ),
    "attach.equipment_not_creature": lambda a: (
        f"is an Equipment and {a['host']} is not a creature it can equip"
    ),
    "attach.protection": lambda a: (
        f"is {'an Aura' if a.raw['what'] == 'aura' else 'an Equipment'} and {a['host']} has "
        f"protection from {qualities_en(a.raw['qualities'])}"
    ),
}
