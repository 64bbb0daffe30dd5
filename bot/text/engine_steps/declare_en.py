"""English wording of checks on declared attackers and blockers (508.1, 509.1)."""

from __future__ import annotations

from .effects_en import qualities_en
from .vocabulary_en import KEYWORD_EN
from .words import Table

DECLARE: Table = {
    "declare.tapped_attacker": lambda a: (
        f"{a['who']} is tapped: only untapped creatures attack, so it can't attack."
    ),
    "declare.tapped_blocker": lambda a: (
        f"{a['blocker']} is tapped: only untapped creatures block, so it can't block {a['who']}."
    ),
    "declare.defender": lambda a: (
        f"{a['who']} has defender and can't attack: the attack declaration is illegal."
    ),
    "declare.flyer_blocked": lambda a: (
        f"{a['who']} has flying and {a['blocker']} has "
        f"{'reach' if a.raw['reach'] else 'flying'}: it can block it."
    ),
    "declare.flyer_cant_be_blocked": lambda a: (
        f"{a['who']} has flying and {a['blocker']} has neither flying nor reach, so it can't "
        "block it."
    ),
    "declare.menace_ok": lambda a: (
        f"{a['who']} has menace and is blocked by {a['count']} creatures: the block is legal."
    ),
    "declare.menace_one": lambda a: (
        f"{a['who']} has menace: it can't be blocked by just one creature."
    ),
    "declare.protection": lambda a: (
        f"{a['who']} has protection from {qualities_en(a.raw['qualities'])}: "
        f"{a['blocker']} can't block it."
    ),
    "declare.illegal": lambda a: (
        "As the declaration is illegal, the game returns to the moment before it and this "
        "combat's damage is not worked out."
    ),
    "declare.attack_cost": lambda a: (
        f"“{a['source']}” makes attacking cost {{{a['each']}}} for each creature: "
        f"{a['player']} paid {{{a['total']}}} for {a['count']} as the attack was declared (paid "
        "in full or they don't attack; without paying it they could not have attacked)."
    ),
    "declare.cant_attack": lambda a: (
        f"{a['who']} can't attack: the declaration of attackers is illegal."
    ),
    "declare.cant_block": lambda a: f"{a['blocker']} can't block, so it can't block {a['who']}.",
    "declare.unblockable": lambda a: (
        f"{a['who']} can't be blocked"
        + (f" by {a['by']}" if a.raw.get("by") else "")
        + f": {a['blocker']} can't block it."
    ),
    "declare.restriction": lambda a: (
        f"{a['who']} can't be blocked by creatures with power "
        + (
            f"{a.raw['at_most']} or less"
            if a.raw["at_most"] is not None
            else f"{a.raw['at_least']} or greater"
        )
        + (
            f": {a['blocker']} can't block it."
            if a.raw["broken"]
            else f"; {a['blocker']} can block it."
        )
    ),
    "declare.evasion": lambda a: (
        (
            f"{a['blocker']} has shadow and can block only creatures with shadow"
            if a.raw["blocker_has"] and a.raw["keyword"] == "shadow" and not a.raw["allowed"]
            else f"{a['who']} has {KEYWORD_EN[a.raw['keyword']]}"
        )
        + (
            f": {a['blocker']} can block it."
            if a.raw["allowed"]
            else f": {a['blocker']} can't block it."
        )
    ),
    "declare.skulk": lambda a: (
        f"{a['who']} has skulk: creatures with greater power can't block it; "
        + (
            f"{a['blocker']} can block it."
            if a.raw["allowed"]
            else f"{a['blocker']} has greater power and can't block it."
        )
    ),
    "declare.landwalk": lambda a: (
        f"{a['who']} has {a.raw['keyword']}: "
        + (
            f"{a['defender']} controls «{a.raw['land']}», a land of that type, so it can't "
            "be blocked."
            if a.raw["land"]
            else f"{a['defender']} controls no land of that type, so it can be blocked."
        )
    ),
    "declare.block_only": lambda a: (
        f"{a['blocker']} can block only {a['group']}"
        + (f": it can block {a['who']}." if a.raw["allowed"] else f", and {a['who']} is not one.")
    ),
    "declare.attack_unless": lambda a: (
        f"{a['who']} can't attack unless {a['defender']} controls a land of type "
        f"{a.raw['land_type']}: "
        + (
            f"they control «{a.raw['land']}», so it can attack."
            if a.raw["land"]
            else "they control none, so the declaration of attackers is illegal."
        )
    ),
    "declare.one_blocker": lambda a: (
        f"{a['who']} can't be blocked by more than one creature, and {a['count']} block it."
    ),
    "declare.sick_attacker": lambda a: (
        f"{a['who']} came under its controller's control this turn and has no haste: it can't "
        "attack."
    ),
    "declare.must_attack": lambda a: (
        f"{a['who']} attacks each combat if able, "
        + {
            "tapped": "but it is tapped: it couldn't attack and wasn't required to.",
            "sick": "but it hasn't been controlled since the turn began: it couldn't attack "
            "and wasn't required to.",
            "restricted": "but a restriction keeps it from attacking, and the restriction "
            "wins: it wasn't required to.",
            "cost": "but attacking has a cost, and no one is required to pay one to obey a "
            "requirement: it wasn't required to.",
        }.get(
            a.raw["why"],
            "and it could attack but wasn't declared as an attacker: the declaration of "
            "attackers is illegal.",
        )
    ),
    "declare.min_blockers": lambda a: (
        f"{a['who']} can't be blocked except by {a['least']} or more creatures, and "
        f"{a['count']} block it."
    ),
    "declare.alone": lambda a: (
        f"{a['who']} can't {'attack' if a.raw['attack'] else 'block'} alone, and it is the only "
        f"creature declared as an {'attacker' if a.raw['attack'] else 'blocker'}."
    ),
    "declare.weaker_cant_block": lambda a: (
        f"{a['who']} can't be blocked by creatures with less power than it, and "
        f"{a['blocker']} has less."
    ),
    "declare.cant_block_power": lambda a: (
        f"{a['blocker']} can't block creatures with power {a['power']} or greater, and "
        f"{a['who']} has it."
    ),
}
