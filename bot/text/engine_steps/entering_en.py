"""English wording of a permanent spell entering the battlefield as it resolves and of an
"until … leaves the battlefield" exile (the same kinds as entering_es.py)."""

from __future__ import annotations

from .words import Args, Table


def _enters(a: Args) -> str:
    text = (
        f"{a['who']} is a permanent spell: as it resolves it becomes a permanent and enters "
        f"the battlefield under {a['player']}'s control"
    )
    text += ", tapped, as its text says" if a.raw["tapped"] else ", untapped"
    if a.raw.get("attached"):
        text += f", attached to {a['attached']}, the object it was targeting"
    if a.raw["sick"]:
        text += "; a creature that just came under its controller's control can't attack this "
        text += "turn (summoning sickness)"
    return text + "."


ENTERING: Table = {
    "entering.spell_enters": _enters,
    "entering.chosen": lambda a: (
        f"{a['player']} chooses {a.raw['chosen']} for {a['who']}: the choice is made as it "
        "enters, before it is on the battlefield, and what its text says of the chosen one "
        "uses it."
    ),
    "entering.exiled_until": lambda a: (
        f"{a['who']} is exiled until {a['source']} leaves the battlefield."
    ),
    "entering.not_exiled_source_gone": lambda a: (
        f"{a['source']} already left the battlefield before its ability resolved: {a['who']} "
        "is not exiled."
    ),
    "entering.returns_from_exile": lambda a: (
        (
            f"{a['who']}, exiled by an ability of {a['source']}, returns"
            if a.raw.get("linked")
            else f"{a['source']} has left the battlefield: {a['who']} returns"
        )
        + f" from exile to the battlefield under its owner's control ({a['player']}); it is a "
        "new object."
    ),
    "entering.exiled_to_hand": lambda a: (
        f"{a['who']}, exiled by an ability of {a['source']}, returns from exile to its owner's "
        f"hand ({a['player']}); it is a new object."
    ),
    "entering.nothing_exiled": lambda a: (
        f"No card exiled by an ability of {a['source']} is in exile: nothing returns."
    ),
    "entering.alternative_paid": lambda a: (
        f"{a['who']} was cast for its {a.raw['keyword']} cost rather than its mana cost: "
        + {
            "dash": "it has haste as long as it is this permanent, and at the beginning of the "
            "next end step it returns to its owner's hand (a delayed triggered ability).",
            "evoke": "its ability triggers as it enters, and its controller will sacrifice it.",
            "warp": "at the beginning of the next end step it will be exiled (a delayed "
            "triggered ability), and its owner may cast it from exile after this turn.",
        }[a.raw["keyword"]]
    ),
}
