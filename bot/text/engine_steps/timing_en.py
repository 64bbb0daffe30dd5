"""English wording of the timing question: can this card be played right now?"""

from __future__ import annotations

from .vocabulary_en import CARD_TYPE_EN, STEP_EN, n
from .words import Args, Table


def _situation(a: Args) -> str:
    kind = " ".join(CARD_TYPE_EN[t] for t in a.raw["types"])
    turn = "of your turn" if a.raw["own_turn"] else "of another player's turn"
    stack = a.raw["stack"]
    pile = "the stack is empty" if not stack else f"there are {stack} object(s) on the stack"
    flash = " with flash" if a.raw["flash"] else ""
    article = "an" if kind[:1] in "aeiou" else "a"
    moment = f"{STEP_EN[a.raw['step']]} {turn}"
    return f"Situation: {article} {kind} card{flash}; moment: {moment}; {pile}."


def _failures(a: Args) -> str:
    return ", ".join(a.each("failures"))


def _cost(a: Args) -> str:
    card, total = f"“{a['card']}”", a.raw["total"]
    printed = f"{card} costs {a['mana_cost']} (mana value {a.raw['mana_value']})"
    if a.raw.get("exile") in ("plotted", "suspended_last"):
        return f"Total cost: it is cast without paying its mana cost: {total} mana."
    if a.raw.get("exile") == "madness":
        return (
            f"Total cost: its madness cost, {a['mana_cost']}, is paid rather than its mana "
            f"cost (an alternative cost): {total} mana."
        )
    if a.raw.get("exile") == "foretold":
        return (
            f"Total cost: from exile its foretell cost, {a['mana_cost']}, is paid rather than "
            f"its mana cost (an alternative cost): {total} mana."
        )
    if a.raw.get("flashback"):
        return (
            f"Total cost: from the graveyard its flashback cost, {a['mana_cost']}, is paid rather "
            f"than its mana cost (an alternative cost); nothing increases or reduces it: {total} "
            "mana."
        )
    if not a.raw["command"]:
        return f"Total cost: {printed}; nothing increases or reduces it: {total} mana."
    casts = a.raw["casts"]
    if not casts:
        return (
            f"Total cost: {printed}. It is cast from the command zone for the first time this "
            f"game, so there is no commander tax: {total} mana."
        )
    return (
        f"Total cost: {printed}, plus {{2}} for each previous time its caster cast it from the "
        f"command zone ({n(casts, 'time')}): {a.raw['mana_value']} + 2 × {casts} "
        f"= {total} mana. Its mana value doesn't change: it is that of its printed cost."
    )


def _tap_to_pay(a: Args) -> str:
    ways = [("convoke", a.raw["convoke"]), ("improvise", a.raw["improvise"])]
    taps = [
        (
            "untapped creatures you control (one of a colour pays a mana of that colour or a "
            "generic one)",
            a.raw["convoke"],
        ),
        ("untapped artifacts you control (each, one generic mana)", a.raw["improvise"]),
    ]
    return (
        f"“{a['card']}” has {' and '.join(w for w, on in ways if on)}: its total cost doesn't "
        f"change, but part of it may be paid by tapping {' or '.join(w for w, on in taps if on)}. "
        f"With what you control, at most {a.raw['payable']} of the {a.raw['total']}: "
        f"{a.raw['rest']} mana left to pay."
    )


TIMING: Table = {
    "costs.kicker": lambda a: (
        f"«{a['card']}» has kicker {a.raw['kicker']}: its caster may pay it too, as an "
        f"additional cost; if they do, the total cost is {a.raw['kicked']} instead of "
        f"{a.raw['total']}, and the spell was kicked."
    ),
    "costs.buyback": lambda a: (
        f"«{a['card']}» has buyback {a.raw['buyback']}: its caster may pay it too, as an "
        f"additional cost; if they do, the total cost is {a.raw['bought']} instead of "
        f"{a.raw['total']}, and as it resolves it goes back to their hand, not the graveyard."
    ),
    "costs.total": _cost,
    "costs.alternative": lambda a: (
        f"“{a['card']}” has {a.raw['keyword']} {a.raw['cost']}: its caster may pay that cost "
        f"rather than its mana cost (an alternative cost); then the total cost is "
        f"{a.raw['alternative']} rather than {a.raw['total']}"
        + {
            "dash": ", it has haste and returns to its hand as the next end step begins.",
            "evoke": ", and it is sacrificed as it enters.",
            "warp": " (from the hand only), and it is exiled as the next end step begins.",
        }[a.raw["keyword"]]
    ),
    "costs.affinity": lambda a: (
        f"“{a['card']}” has affinity: it costs {{1}} less for each permanent its caster controls "
        "that fits it; "
        + (
            f"{n(len(a.raw['counted']), 'permanent')} count ("
            + ", ".join(f"“{x}”" for x in a.raw["counted"])
            + ")."
            if a.raw["counted"]
            else "they control none, so nothing is taken off."
        )
    ),
    "costs.delve": lambda a: (
        f"Delve: for each generic mana in the total cost ({a.raw['total']}) you may exile a "
        f"card from your graveyard rather than pay it: up to {a.raw['generic']} card(s) pay "
        f"{a.raw['generic']} mana, and {a.raw['rest']} coloured mana is left to pay. The total "
        "cost does not change."
    ),
    "costs.tap_to_pay": _tap_to_pay,
    "timing.not_from_graveyard": lambda a: (
        f"“{a['card']}” can't be cast from the graveyard: a player can begin to cast a spell "
        "only if a rule or effect allows it, and nothing allows it from there (flashback, for "
        "example)."
    ),
    "timing.flashback": lambda a: (
        f"“{a['card']}” has flashback {a['cost']}: it may be cast from the graveyard by paying "
        "that cost rather than its mana cost, at the usual time for its type; cast that way, it "
        "is exiled instead of going anywhere else when it leaves the stack."
    ),
    "timing.not_from_exile": lambda a: (
        f"“{a['card']}” can't be cast from exile now: a spell is cast only if a rule or effect "
        "allows it, and "
        + (
            "a suspended card is cast only by its own trigger, as its last time counter is removed."
            if a.raw["how"] == "suspended"
            else "it has no foretell or warp that would."
        )
    ),
    "timing.exiled_this_turn": lambda a: (
        f"“{a['card']}” went to exile this turn: a foretold, plotted or warped card may be cast "
        "from there only after the turn it was exiled has ended."
    ),
    "timing.from_exile": lambda a: (
        f"“{a['card']}” "
        + {
            "foretold": "was foretold on an earlier turn: it may be cast from exile by paying "
            "its foretell cost rather than its mana cost, at the usual time for its type.",
            "plotted": "was plotted on an earlier turn: its owner may cast it from exile "
            "without paying its mana cost, only in their main phase with the stack empty "
            "(even an instant).",
            "warped": "was exiled by its warp on an earlier turn: its owner may cast it from "
            "exile for its mana cost, at the usual time for its type.",
            "madness": "was discarded with madness and exiled: while that trigger resolves its "
            f"owner may cast it by paying its madness cost, {a.raw['cost']}, rather than its "
            "mana cost; if they don't, it goes to the graveyard.",
            "suspended_last": "is suspended and its last time counter was just removed: while "
            "that trigger resolves its owner may cast it without paying its mana cost (a "
            "creature cast this way gains haste); if not, it stays exiled.",
        }[a.raw["how"]]
    ),
    "timing.during_resolution": lambda a: (
        f"“{a['card']}” is cast while a trigger resolves, not with priority: its type sets no "
        "time (a sorcery too, in another player's turn or with a full stack)."
    ),
    "timing.unpayable": lambda a: (
        f"“{a['card']}” has no mana cost: an unpayable cost, so it is cast only for some other "
        "cost"
        + (
            f". It may be suspended by paying {a.raw['suspend']} (a special action)."
            if a.raw["suspend"]
            else "."
        )
    ),
    "timing.retrace": lambda a: (
        f"“{a['card']}” has retrace: it may be cast from its owner's graveyard by discarding a "
        "land card as an additional cost, for its mana cost, at the usual time for its type."
    ),
    "timing.situation": _situation,
    "timing.cant_cast": lambda a: (
        f"“{a['source']}” says you can't cast spells now: a “can't” wins over what would allow "
        "it, so it can't be cast."
    ),
    "timing.extra_lands": lambda a: (
        "You may play more lands this turn: "
        + ", ".join(
            f"“{s['name']}” lets you play {s['amount']} additional land"
            + ("" if int(s["amount"]) == 1 else "s")
            for s in a.raw["sources"]
        )
        + f"; {a.raw['allowed']} in all this turn."
    ),
    "timing.instant": lambda a: (
        "An instant (or a card with flash) may be cast any time you have priority, even if "
        "the stack is not empty and it is another player's turn."
    ),
    "timing.sorcery_no": lambda a: (
        "Without flash, this spell may be cast only in a main phase of your turn while the "
        f"stack is empty and you have priority; here {_failures(a)}."
    ),
    "timing.sorcery_yes": lambda a: (
        "It is your main phase, you have priority and the stack is empty: you may cast it."
    ),
    "timing.untap": lambda a: (
        "No player receives priority during the untap step, so nothing can be cast."
    ),
    "timing.cleanup_no": lambda a: (
        "Normally no player receives priority during the cleanup step, so nothing can be "
        "cast, not even an instant. Only if state-based actions are performed or an ability "
        "triggers during cleanup does the active player receive priority (and then the "
        "others), and then it can."
    ),
    "timing.cleanup_yes": lambda a: (
        "State-based actions were performed or an ability triggered in this cleanup step: "
        "that is why the active player receives priority, then the others; afterwards there "
        "will be another cleanup step."
    ),
    "timing.no_priority": lambda a: (
        "Without priority no spell can be cast: you have to wait until you receive it."
    ),
    "timing.land_no": lambda a: (
        "Playing a land is a special action you may take only in a main phase of your turn, "
        "with the stack empty, while you have priority and if you have land plays left this "
        f"turn; here {_failures(a)}."
    ),
    "timing.land_yes": lambda a: (
        "You may play the land: it is your main phase, the stack is empty, you have priority "
        f"and you have played {a['played']} of {a['allowed']} land(s) allowed. It doesn't use "
        "the stack, so it can't be responded to."
    ),
    "timing.not_your_turn": lambda a: "it is not your turn",
    "timing.not_main": lambda a: f"it is not a main phase ({STEP_EN[a.raw['step']]})",
    "timing.split_second": lambda a: (
        f"No: {a['spell']} is on the stack and has split second; while it is there no one "
        "casts spells or activates abilities that aren't mana abilities (playing a land, a "
        "special action, is still allowed when the moment allows it)."
    ),
    "timing.stack_not_empty": lambda a: "the stack is not empty",
    "timing.no_priority_now": lambda a: "you don't have priority",
    "timing.lands_used": lambda a: (
        f"you already played {a['played']} land(s) this turn and may play only {a['allowed']}"
    ),
    "timing.lands_put": lambda a: (
        f"This turn an effect put {n(a.raw['put'], 'land')} onto the battlefield: putting a "
        "land onto the battlefield is not playing it and doesn't count as the turn's land "
        f"play (lands played: {a.raw['played']})."
    ),
}
