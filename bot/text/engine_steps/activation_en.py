"""English wording of activating an ability: which one, when, and its cost paid."""

from __future__ import annotations

from .vocabulary_en import and_, n
from .words import Args, Table

_WHY = {
    "gone": "its source is no longer on the battlefield",
    "loyalty": "it doesn't have enough loyalty counters",
    "tapped": "it is already tapped and can't be tapped to pay it",
    "life": "they don't have that much life",
    "counters": "it doesn't have those counters to remove",
}


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else "−" + str(-n) if n < 0 else "0"


def _loyalty_when(a: Args) -> str:
    if a.raw["used"]:
        why = "a loyalty ability of that permanent was already activated this turn"
    elif not a.raw["main"]:
        why = "it may be activated only in a main phase of its controller's turn"
    else:
        why = f"the stack isn't empty ({a.raw['stack']} on it)"
    return (
        f"The loyalty ability {a['item']} can't be activated: {why}. A loyalty "
        "ability is activated only with priority, in a main phase of its controller's turn, "
        "with the stack empty, and only one per permanent each turn."
    )


ACTIVATION: Table = {
    # The untap step: what a cost ({T}) or an effect tapped untaps again.
    "activation.loyalty_when": _loyalty_when,
    "activation.restricted": lambda a: (
        f"{a['item']} can't be activated now: "
        + {
            "once": "it may be activated only once each turn and it already was this turn",
            "your_turn": "it may be activated only during its controller's turn",
            "step": "it may be activated only during its controller's upkeep",
            "class_level": f"it may be activated only if the Class is level {a.raw.get('needed')}",
        }[a.raw["why"]]
        + ". The restriction the ability states always applies."
    ),
    "activation.cant_pay": lambda a: (
        f"The cost of {a['item']} ({a['cost']}) can't be paid: {_WHY[a.raw['why']]}"
        + (
            f" (loyalty {a.raw['loyalty']})"
            if a.raw["why"] == "loyalty" and a.raw["loyalty"] is not None
            else ""
        )
        + ". A cost that can't be paid fully isn't paid: the ability isn't activated."
    ),
    "activation.loyalty_paid": lambda a: (
        f"Loyalty cost ({_signed(a.raw['change'])}): "
        + (
            f"{n(a.raw['change'], 'loyalty counter')} put on {a['who']}"
            if a.raw["change"] > 0
            else f"{n(-a.raw['change'], 'loyalty counter')} removed from {a['who']}"
            if a.raw["change"] < 0
            else f"no counter put on or removed from {a['who']}"
        )
        + f", which now has loyalty {a.raw['loyalty']}."
    ),
    "activation.cycling_discard": lambda a: (
        f"Cycling cost: {a['player']} discards {a['card']} from their hand (it goes to their "
        "graveyard); cycling can be activated only while the card is in a hand."
    ),
    "activation.tapped": lambda a: f"Cost: {a['who']} is tapped.",
    "activation.life_paid": lambda a: (
        f"Cost: {a['player']} pays {a.raw['amount']} life and has {a.raw['life']} left."
    ),
    "activation.sacrificed": lambda a: (
        f"Cost: {and_(a.each('who'))} {'is' if len(a.raw['who']) == 1 else 'are'} sacrificed"
        + (
            "; the ability is already on the stack and still resolves, using its source's "
            "last known information."
            if a.raw["source"]
            else "."
        )
    ),
    "activation.sacrifice_which": lambda a: (
        f"The cost of {a['item']} (“{a['cost']}”) asks for a permanent to sacrifice: "
        + f"{a['named']} isn't one its controller may sacrifice to pay it"
        + ". Without paying the cost, the ability isn't activated."
    ),
    "activation.counters_removed": lambda a: (
        "Cost: "
        + and_(
            [
                f"{n(c, kind + ' counter')}"
                for kind, c in (("+1/+1", a.raw["plus"]), ("-1/-1", a.raw["minus"]))
                if c
            ]
        )
        + f" removed from {a['who']}."
    ),
    "activation.crew_unpaid": lambda a: (
        f"The {'saddle' if a.raw.get('saddle') else 'crew'} cost of {a['item']} (total power "
        f"{a.raw['needed']} or greater) can't be "
        "paid: "
        + (
            f"{and_(a.each('wrong'))} is not another untapped creature its controller controls"
            if a.raw["wrong"]
            else f"{and_(a.each('named'))} total power {a.raw['total']}"
        )
        + ". A cost that can't be paid fully isn't paid: the ability isn't activated."
    ),
    "activation.crewed": lambda a: (
        f"{'Saddle' if a.raw.get('saddle') else 'Crew'} {a.raw['needed']} cost: "
        f"{and_(a.each('who'))} tapped, with total power "
        f"{a.raw['total']}."
    ),
    "activation.mana_ability": lambda a: (
        f"{a['player']} activates {a['item']}, a mana ability: it doesn't use the stack and "
        "resolves as soon as it is activated."
    ),
    "activation.zero_targets": lambda a: (
        f'{a["item"]} says "up to one target" and none is chosen: it goes on the stack with '
        "zero targets, a legal choice; what it would do to that target is done to nothing, and "
        "the rest of the ability still happens."
    ),
    "activation.sick": lambda a: (
        f"{a['who']} came under its controller's control this turn and has no haste: "
        f"{a['item']}, with {{T}} in its cost, can't be activated."
    ),
    "activation.saddled": lambda a: f"{a['who']} becomes saddled until end of turn.",
    "activation.ninjutsu_return": lambda a: (
        f"To pay the ninjutsu of {a['card']}, the card is revealed and {a['who']}, an unblocked "
        "attacker, returns to its owner's hand: it is removed from combat."
    ),
    "activation.station_unpaid": lambda a: (
        f'The cost "tap another untapped creature you control" of {a["item"]} can\'t be '
        f"paid: {a['who']} is not another untapped creature its controller controls."
    ),
    "activation.stationed": lambda a: (
        f"{'Station cost' if a.raw.get('station') else 'Cost'}: {a['who']} tapped, another "
        f"untapped creature, with power {a.raw['power']}."
    ),
}
