"""English wording of what a permanent's own text does as it enters or while it is on the
battlefield (replacement effects and statics read from card text, 614, 601.2f)."""

from __future__ import annotations

from .vocabulary_en import n
from .words import Args, Table, join


def counters(a: Args) -> str:
    parts = []
    if a.raw["plus"]:
        parts.append(n(a.raw["plus"], "+1/+1 counter"))
    if a.raw["minus"]:
        parts.append(n(a.raw["minus"], "-1/-1 counter"))
    return join(parts, " and ")


def _change(change: dict[str, object]) -> str:
    amount = int(str(change["amount"]))
    way = "more" if amount > 0 else "less"
    return f"“{change['source']}” makes it cost {{{abs(amount)}}} {way}"


def _changed_total(a: Args) -> str:
    card, total, before = f"“{a['card']}”", a.raw["total"], a.raw["before"]
    changes = join([_change(c) for c in a.raw["changes"]], " and ")
    floor = (
        " (reductions take off generic mana only, and the cost never goes below what its "
        "coloured symbols ask)"
        if any(int(c["amount"]) < 0 for c in a.raw["changes"])
        else ""
    )
    return (
        f"Total cost: {card} costs {a['mana_cost']} ({before} mana before changes); "
        f"{changes}, with its static ability{floor}: {total} mana."
    )


def _exiled(a: Args) -> str:
    source = f" from “{a['source']}”" if a.raw["source"] else ""
    return (
        f"{a['who']} would die, but the replacement effect{source} exiles it instead: it "
        "doesn't die, so nothing that says “dies” triggers."
    )


def _names(objs: list[dict[str, str]]) -> str:
    return join([f"“{o['name']}”" for o in objs], " and ")


def _untap(a: Args) -> str:
    untapped, kept = a.raw["untapped"], a.raw["kept"]
    done = f"{a['player']} untaps {_names(untapped)}" if untapped else ""
    several = len(kept) > 1
    held = (
        f"{_names(kept)} {'don’t' if several else 'doesn’t'} untap: an effect keeps "
        f"{'them' if several else 'it'} tapped"
        if kept
        else ""
    )
    return "Untap step: " + "; ".join(p for p in (done, held) if p) + "."


def _how_many(event: str, n: int, counter: str | None) -> str:
    if event == "gain_life":
        return f"{n} life"
    if event == "create_token":
        return f"{n} token" + ("" if n == 1 else "s")
    if event == "damage":
        return f"{n} damage"
    kind = f" {counter}" if counter else ""
    return f"{n}{kind} counter" + ("" if n == 1 else "s")


def _amount(a: Args) -> str:
    event, counter = a.raw["event"], a.raw.get("counter")
    before = _how_many(event, a.raw["before"], counter)
    after = _how_many(event, a.raw["after"], counter)
    return (
        f"Replacement effect of “{a['source']}”: {after} instead of {before} (each replacement "
        "effect applies only once to an event)."
    )


PERMANENTS: Table = {
    "replacement.amount": _amount,
    "damage.order_choice": lambda a: (
        f"A replacement effect changes this damage and there is a prevention shield: "
        f"{a['player']} chooses the order they apply in; here the one that changes the damage "
        "applies first."
    ),
    "replacement.amount_order": lambda a: (
        "Some replacement effects add and others multiply, so the order changes the result: "
        f"{a['player']} chooses it. Applying those that add first gives {a['total']}; the "
        f"other order, {a['other']}."
    ),
    "damage.prevented_all": lambda a: (
        f"{n(a.raw['amount'], 'damage', 'damage')} from {a['source']} to {a['target']} is "
        "prevented: an effect prevents all of that damage."
    ),
    "turn.split_second": lambda a: (
        f"{a['item']} is not {'cast' if a.raw['cast'] else 'activated'}: {a['spell']} is on "
        "the stack and has split second; while it is there no one casts spells or activates "
        "abilities that aren't mana abilities."
    ),
    "turn.cant_activate": lambda a: (
        f"The activated abilities of {a['source']} can't be activated (an effect prohibits "
        "it): nothing is activated and nothing goes on the stack."
    ),
    "damage.cant_be_prevented": lambda a: (
        f"Damage from {a['source']} can't be prevented: protection and prevention shields "
        "prevent none of it (and the shields are not used up)."
    ),
    "turn.untap": _untap,
    "replacement.exile_instead": _exiled,
    "costs.changed_total": _changed_total,
    "entering.text_counters": lambda a: (
        f"{a['who']} has {counters(a)}: its text says it enters with them and no others were "
        "written (if it no longer has them, write its counters, e.g. «contadores:+1/+1 x1»)."
    ),
    "entering.enters_with": lambda a: (
        f"{a['who']} enters with {counters(a)} more, as its text says (a replacement effect)."
    ),
}
