"""English wording of what spells and abilities do as they resolve (608.2, 701)."""

from __future__ import annotations

from .monstrosity_en import life_en
from .sba_en import moved
from .vocabulary_en import LAYER_EN, and_, n, the_step
from .words import Args, Table

_LAYER_NAME = {
    **LAYER_EN,
    "7a": "layer 7a",
    "7b": "layer 7b (setting power/toughness)",
    "7c": "layer 7c (modifying power/toughness)",
    "7d": "layer 7d (switching)",
}

# What the resolve step adds after the move itself (sba_en.moved); "{s}" is a verb's ending.
_AFTER_MOVE = {
    "destroy": ": put into its owner's graveyard",
    "sacrifice": (
        ": put into its owner's graveyard (this is not destroying: indestructible and "
        "regeneration don't stop it)"
    ),
    "return_to_hand": (
        ": it leaves the battlefield without dying, and if it is played again it is a new "
        "object, with no counters, damage or effects from before"
    ),
}


def _move(how: str, several: bool) -> str:
    return moved(how, several) + _AFTER_MOVE.get(how, "")


def _draw(a: Args) -> str:
    text = f"{a['player']} draws {n(a.raw['got'], 'card')}, one at a time"
    if a.raw["library"] is not None:
        text += f" ({n(a.raw['library'], 'card')} left in their library)"
    if a.raw["got"] < a.raw["wanted"]:
        text += (
            f"; they had to draw {a['wanted']} and attempted to draw from an empty library: "
            "they will lose the game the next time a player would receive priority"
        )
    return text + "."


def _discard(a: Args) -> str:
    got, wanted = a.raw["got"], a.raw["wanted"]
    if wanted is None:
        text = f"{a['player']} discards their hand: {n(got, 'card')}"
    else:
        text = f"{a['player']} discards {n(got, 'card')} of their choice"
        if got < wanted:
            text += f" (they had to discard {wanted}, but had only {got} in hand)"
    return text + ", from their hand to their graveyard."


def _shuffle_graveyard(a: Args) -> str:
    text = (
        f"{a['player']} shuffles their graveyard into their library: "
        f"{n(a.raw['moved'], 'card')} {'goes' if a.raw['moved'] == 1 else 'go'} into it"
    )
    if a.raw["library"] is not None:
        text += f", which now has {n(a.raw['library'], 'card')}"
    return text + "."


def _continuous(a: Args) -> str:
    layers = a.raw["layers"]
    where = f" It applies in {' and '.join(_LAYER_NAME[la] for la in layers)}." if layers else ""
    locked = " It affects only what it affected as it began." if a.raw["locked"] else ""
    return (
        f"A continuous effect is created with timestamp {a['timestamp']}: "
        f"{and_(a.each('to'))}: {a['effect']}.{locked}{where}"
    )


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _counters(a: Args) -> str:
    """ "2 +1/+1 counters are" / "1 loyalty counter is"."""
    verb = "is" if a.raw["amount"] == 1 else "are"
    return n(a.raw["amount"], f"{a['counter']} counter") + " " + verb


def _copied(a: Args) -> str:
    copies = [
        f"“{c['name']}”" + (f" (targets: {and_(c['targets'])})" if c["targets"] else "")
        for c in a.raw["copies"]
    ]
    several = len(copies) > 1
    text = (
        f"{a['controller']} puts {'copies' if several else 'a copy'} of {a['item']} onto the "
        f"stack: {and_(copies)}. A copy is not cast (nothing that triggers on casting a spell "
        "sees it) and it copies the decisions made for the spell (modes, targets, X)"
    )
    if a.raw["retarget"]:
        text += (
            "; its controller chose new targets"
            if a.raw["changed"]
            else "; its controller kept the same targets"
        )
    return text + "."


RESOLVE: Table = {
    "resolve.equal_to": lambda a: (
        f"{_capital(a['what'])}'s {a.raw['which']} is {a.raw['value']}"
        + (
            ""
            if a.raw["on_battlefield"]
            else " (it has left the battlefield: its last known information counts)"
        )
        + f"; that is the amount of life, for {a['player']}."
    ),
    "resolve.class_level": lambda a: (
        f"{_capital(a['who'])} becomes level {a['level']}: from now on it has the abilities of "
        "that level bar (and of the earlier ones)."
    ),
    "resolve.extra_turn": lambda a: f"{a['player']} will take an extra turn right after this one.",
    "resolve.set_life": lambda a: (
        f"{a['player']}'s life total becomes {a['life']}: "
        + (
            "it already was, so they neither gain nor lose life."
            if not a.raw["change"]
            else f"they {'gain' if a.raw['change'] > 0 else 'lose'} the difference, "
            f"{abs(a.raw['change'])}."
        )
    ),
    "resolve.per_count": lambda a: (
        f"Counted as it resolves: {a['times']} × {a['each']} = {a['total']}."
    ),
    "resolve.nothing_to_act_on": lambda a: (
        f"{_capital(a['what'])}: there is nothing for it to act on now, so it does nothing."
    ),
    "resolve.attach": lambda a: f"{a['what']} becomes attached to {a['to']}, with a new timestamp.",
    "resolve.attach_none": lambda a: (
        "Nothing is attached: the source or its target is no longer on the battlefield."
    ),
    "resolve.fight": lambda a: (
        f"{a['first']} and {a['second']} fight: each deals damage equal to its power to the "
        "other, at the same time (this is not combat damage)."
    ),
    "resolve.fight_none": lambda a: (
        "There is no fight: one of the two creatures is no longer on the battlefield, is no "
        "longer a creature or is an illegal target, so neither deals damage."
    ),
    "resolve.damage": lambda a: (
        f"{a['source']} deals {n(a.raw['amount'], 'damage', 'damage')} to {and_(a.each('to'))}"
        + (
            ", divided as announced when it was cast, all at the same time."
            if a.raw.get("divided")
            else ", all at the same time."
            if len(a.raw["to"]) > 1
            else "."
        )
    ),
    "resolve.life": lambda a: (
        f"{a['player']} {'gains' if a.raw['gain'] else 'loses'} "
        f"{a.raw['amount']} life: {a.raw['life'][0]} → {a.raw['life'][1]}."
    ),
    "resolve.life_floor_not_damage": lambda a: (
        f"The effect that stops damage from leaving {a['player']} with less than "
        f"{a.raw['floor']} life doesn't apply: losing life is not damage."
    ),
    "resolve.draw": _draw,
    "resolve.tap": lambda a: (
        f"{a['who']} becomes tapped." if a.raw["changed"] else f"{a['who']} was already tapped."
    ),
    "resolve.untap": lambda a: (
        f"{a['who']} untaps." if a.raw["changed"] else f"{a['who']} was already untapped."
    ),
    "resolve.enters_tapped": lambda a: f"{a['who']} enters tapped, as its text says.",
    "resolve.add_mana": lambda a: (
        f"{a['player']} adds "
        + (
            " or ".join(a.raw["options"]) + ", as they choose,"
            if len(a.raw["options"]) > 1
            else a.raw["options"][0]
        )
        + " to their mana pool, which empties at the end of each step and phase."
    ),
    "resolve.discard": _discard,
    "resolve.shuffle_graveyard": _shuffle_graveyard,
    "resolve.mill": lambda a: (
        f"{a['player']} mills {a.raw['wanted']}: they put the top "
        + ("card" if a.raw["got"] == 1 else f"{a.raw['got']} cards")
        + " of their library into their graveyard"
        + (
            f" (they only had {a.raw['got']}: no one mills more than they have)"
            if a.raw["got"] < a.raw["wanted"]
            else ""
        )
        + (f"; {a.raw['library']} left in their library." if a.raw["library"] is not None else ".")
    ),
    "resolve.scry": lambda a: (
        f"{a['player']} scries {a.raw['amount']}: they look at the top "
        + ("card" if a.raw["looks"] == 1 else f"{a.raw['looks']} cards")
        + " of their library and put any of them on the bottom and the rest on top, in any "
        "order; no card changes zone, so the library holds the same cards."
    ),
    "resolve.poison": lambda a: f"{a['player']} now has {n(a.raw['poison'], 'poison counter')}.",
    "resolve.counters_put": lambda a: f"{_capital(_counters(a))} put on {a['who']}.",
    "resolve.counters_removed": lambda a: f"{_capital(_counters(a))} removed from {a['who']}.",
    "resolve.indestructible": lambda a: f"{a['who']} is indestructible: it isn't destroyed.",
    "resolve.cant_regenerate": lambda a: (
        f"{a['who']} has a regeneration shield, but it can't be regenerated: the shield "
        "doesn't apply."
    ),
    "resolve.regeneration_shield": lambda a: (
        f"{a['who']} gets a regeneration shield this turn: the next time it would be "
        "destroyed, instead all damage is removed from it, it is tapped and removed from combat."
    ),
    "regenerates": lambda a: (
        f"{a['who']} would be destroyed, but it regenerates: all damage is removed from it, "
        "it is tapped and removed from combat."
    ),
    "resolve.move": lambda a: (
        f"{and_(a.each('who'))} {_move(a.raw['how'], len(a.raw['who']) > 1)}."
    ),
    "resolve.cant_gain_life": lambda a: (
        f"{a['player']} can't gain life"
        + (f" ({a['source']})" if a["source"] else "")
        + f': the {a["amount"]} life is not gained; the "can\'t" wins.'
    ),
    "resolve.emblem": lambda a: (
        f'{a["player"]} gets an emblem with "{a["text"]}" ({a["emblem"]}): it goes to the '
        "command zone, is neither a card nor a permanent, and its ability functions from there "
        "for the rest of the game."
    ),
    "resolve.tokens": lambda a: (
        f"{a['player']} creates {n(a.raw['count'], 'token')} “{a['token']}”"
        + (f" {a.raw['pt'][0]}/{a.raw['pt'][1]}" if a.raw["pt"] is not None else "")
        + ": they enter the battlefield under their control."
    ),
    "resolve.prevention": lambda a: (
        "A prevention effect is created: it will prevent "
        + (
            "all damage"
            if a.raw["amount"] is None
            else f"the next {n(a.raw['amount'], 'damage', 'damage')}"
        )
        + f" that would be dealt to {and_(a.each('to'))} this turn."
    ),
    "resolve.continuous": _continuous,
    "resolve.no_return_token": lambda a: f"{a['who']} is a token: it doesn't return.",
    "resolve.no_return_token_gone": lambda a: (
        f"{a['who']} was a token: having left the battlefield it can't come back, and it has "
        "already ceased to exist, so it doesn't return."
    ),
    "resolve.no_return_gone": lambda a: (
        f"{a['who']} is no longer in the graveyard: it doesn't return."
    ),
    "resolve.returns": lambda a: (
        f"{a['who']} returns from the graveyard to the battlefield with a {a['counter']} "
        "counter: it is a new object, without the damage or effects from before."
    ),
    "resolve.cant_be_countered": lambda a: (
        f"{a['item']} can't be countered: it stays on the stack, and the “can't” wins over "
        "the instruction to counter it."
    ),
    "resolve.delayed": lambda a: (
        f"{a['item']} creates a delayed triggered ability: the next time {the_step(a.raw['step'])} "
        f"begins, {a['effects']}. It triggers only once."
    ),
    "resolve.evolve_no_longer": lambda a: (
        f"As it resolves its condition is checked again: {a['who']} is "
        f"{a.raw['power']}/{a.raw['toughness']} and the creature that entered, "
        f"{a.raw['new_power']}/{a.raw['new_toughness']}, no longer has greater power or "
        "toughness; the ability does nothing."
    ),
    "resolve.unless_paid": lambda a: (
        f"{a['who']} pays {life_en(a['cost'])}: {a['item']} isn't countered and stays on the stack."
    ),
    "resolve.unless_not_paid": lambda a: (
        f"{a['who']} doesn't pay {life_en(a['cost'])}, the only thing that would keep "
        f"{a['item']} from being countered."
    ),
    "resolve.countered": lambda a: (
        f"{a['item']} is countered: it leaves the stack without resolving, none of its "
        "effects happen and it "
        + ("is put into its owner's graveyard" if a.raw["spell"] else "ceases to exist")
        + "."
    ),
    "resolve.age_counter": lambda a: (
        f"An age counter is put on {a['who']}: it now has {a.raw['age']}."
    ),
    "resolve.upkeep_paid": lambda a: (
        f"{a['player']} pays {a['cost']}"
        + ("" if a.raw["echo"] else " (the cost once for each age counter)")
        + f": {a['who']} stays."
    ),
    "resolve.upkeep_not_paid": lambda a: (
        f"{a['player']} doesn't pay {a['cost']}"
        + ("" if a.raw["echo"] else " (the cost once for each age counter)")
        + f", so they sacrifice {a['who']}."
    ),
    "face_down.turned_up": lambda a: (
        f"{a['player']} turns {a['who']} face up by paying its {a.raw['keyword']} cost, "
        f"{a['cost']}: a special action that doesn't use the stack. It regains its normal "
        "characteristics and is the same permanent (its damage, counters and the effects on it "
        'stay; it doesn\'t "enter" again)'
        + (", and gets a +1/+1 counter" if a.raw["keyword"] == "megamorph" else "")
        + f"; then {a['player']} receives priority."
    ),
    "resolve.buyback": lambda a: (
        f"{a['item']}'s buyback ({a.raw['cost']}) was paid: as it resolves it is put into its "
        "owner's hand instead of their graveyard."
    ),
    "resolve.unearth": lambda a: (
        f"{a['who']} returns from the graveyard to the battlefield as a new object, with haste; "
        "at the beginning of the next end step it will be exiled, and if it would leave the "
        "battlefield, it is exiled instead."
    ),
    "resolve.unearth_gone": lambda a: (
        f"{a['card']} is no longer in the graveyard: the ability does nothing."
    ),
    "replacement.unearth_exile": lambda a: (
        f"{a['who']} was unearthed: instead of going to "
        + {"graveyard": "the graveyard", "hand": "a hand", "library": "the library"}.get(
            a.raw["to"], "another zone"
        )
        + ", it is exiled."
    ),
    "resolve.copies_none": lambda a: (
        f"No other spell was cast before {a['item']} this turn: storm makes no copy."
    ),
    "resolve.copied": _copied,
    "resolve.cascade_exiles": lambda a: (
        f"{a['player']} exiles cards from the top of their library until a nonland card with "
        f"mana value less than {a.raw['mana_value']} ({a['item']}'s): "
        + (
            f"it stops at “{a.raw['hit']}”, as the scenario says."
            if a.raw["hit"]
            else "the scenario says none is found."
        )
    ),
    "resolve.cascade_bottom": lambda a: (
        ("They don't cast “" + a.raw["hit"] + "”: " if a.raw["hit"] else "")
        + f"the exiled cards go to the bottom of {a['player']}'s library in a random order; "
        "none leaves the library."
    ),
    "resolve.cascade_cast": lambda a: (
        f"{a['player']} casts {a['item']} without paying its mana cost"
        + (f", targeting {and_(a.raw['targets'])}" if a.raw["targets"] else "")
        + '; it is a cast spell ("whenever you cast" triggers see it). The other exiled cards '
        "go to the bottom of the library in a random order."
    ),
    "resolve.rebound_exiled": lambda a: (
        f"A delayed triggered ability is created: at the beginning of {a['player']}'s next "
        f"upkeep, they may cast {a['item']} from exile without paying its mana cost. It "
        "triggers only once."
    ),
    "resolve.rebound_gone": lambda a: (
        f"{a['item']} is no longer in exile: if it went to another zone it is a new object, "
        "and there is nothing to cast."
    ),
    "resolve.rebound_not_cast": lambda a: (
        f"Its controller chooses not to cast {a['item']}: it stays in exile."
    ),
    "resolve.rebound_cast": lambda a: (
        f"{a['player']} casts {a['item']} from exile without paying its mana cost"
        + (f", targeting {and_(a.raw['targets'])}" if a.raw["targets"] else "")
        + '. It was cast ("whenever you cast" triggers see it), but not from the hand: as it '
        "resolves it goes to the graveyard."
    ),
    "resolve.ninjutsu": lambda a: (
        f"{a['who']} enters the battlefield from the hand tapped and attacking {a['target']}, "
        'unblocked; it was never declared as an attacker, so "whenever … attacks" '
        "abilities don't see it."
    ),
    "resolve.station": lambda a: (
        f"{_capital(a['who'])} gets {a.raw['amount']} charge counters (it has "
        f"{a.raw['charge']})"
        + (
            ": from now on it has what is printed after "
            + ", ".join(f"{n}+" for n in a.raw["reached"])
            + "."
            if a.raw["reached"]
            else "."
        )
    ),
}
