"""English wording of cards moving to and from the zones a scenario counts or names (the same
kinds as hidden_zones_es.py)."""

from __future__ import annotations

from .words import Args, Table, join


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _to_hand(a: Args) -> str:
    text = f"{a['who']} returns from the graveyard to {a['player']}'s hand as a new object"
    if a.raw["hand"] is not None:
        text += f" (their hand now holds {_cards(a.raw['hand'])})"
    return text + "."


_GRAVEYARD: Table = {
    "graveyard.target_gone": lambda a: f"{a['who']} is no longer in that graveyard",
    "graveyard.target_unfit": lambda a: (
        f"{a['who']} is not the card the target asks for (its type, mana value or whose graveyard)"
    ),
    "graveyard.nothing": lambda a: "No card of the graveyard is left for it to affect.",
    "graveyard.to_hand": _to_hand,
    "graveyard.to_library": lambda a: (
        f"{a['who']} goes from the graveyard into {a['player']}'s library as a new object"
        + (f" (it now holds {_cards(a.raw['library'])})." if a.raw["library"] is not None else ".")
    ),
    "graveyard.to_battlefield": lambda a: (
        f"{a['who']} returns from the graveyard to the battlefield under {a['player']}'s "
        "control"
        + (", tapped" if a.raw["tapped"] else ", untapped")
        + ": a new object, with no damage, counters or effects from before."
    ),
    "graveyard.exiled": lambda a: f"{a['who']} is exiled from the graveyard as a new object.",
    "graveyard.not_a_permanent": lambda a: (
        f"{a['who']} is not a permanent card: it can't enter the battlefield and stays in the "
        "graveyard."
    ),
}


def _revealed(a: Args) -> str:
    hand = a.raw["hand"]
    if hand == 0:
        return f"{a['player']} reveals their hand, which is empty."
    text = f"{a['player']} reveals their hand ({_cards(hand)})"
    named, unnamed = a.raw["named"], a.raw["unnamed"]
    if named:
        text += ": " + ", ".join(f"“{n}”" for n in named)
        if unnamed:
            text += f" and {_cards(unnamed)} the scenario does not name"
    return text + "; the cards stay in their hand."


def _types(a: Args) -> str:
    return " ".join([*a.raw["any_types"], *(f"non{t}" for t in a.raw["not_types"])])


def _discards_chosen(a: Args) -> str:
    choices = [f"“{n}”" for n in a.raw["choices"]]
    if a.raw["others"]:
        choices.append(_cards(a.raw["others"]) + " the scenario does not name")
    return (
        f"{a['chooser']} chooses one card among " + ", ".join(choices) + f" and {a['player']} "
        f"discards it: which one is the chooser's decision; {a['player']} keeps "
        f"{_cards(a.raw['hand'])} in hand."
    )


def _surveil(a: Args) -> str:
    looks, moved = a.raw["looks"], a.raw["moved"]
    text = f"{a['player']} surveils {a.raw['amount']}: looks at " + (
        "the top card of their library" if looks == 1 else f"the top {looks} cards"
    )
    if moved is None:
        return (
            text + " and puts any of them into their graveyard and the rest on top in any "
            "order; the scenario does not say how many, and nothing that follows depends on it."
        )
    text += f" and puts {_cards(moved)} into their graveyard and the rest on top"
    if a.raw["library"] is not None:
        text += f" ({_cards(a.raw['library'])} left in their library)"
    return text + "."


_SEARCH_TO = {
    "hand": "into their hand",
    "battlefield": "onto the battlefield",
    "graveyard": "into their graveyard",
    "top": "on top of their library, after shuffling the rest",
}


def _search(a: Args) -> str:
    """701.23: what was found, and where it went."""
    wanted = f" for “{a.raw['quality']}”" if a.raw["quality"] else ""
    found = a.raw["found"]
    if found:
        got = "finds " + join([f"“{n}”" for n in found], " and ")
        if a.raw.get("split"):
            got += f"; puts “{found[0]}”"
        else:
            got += " and puts them" if len(found) > 1 else " and puts it"
    elif a.raw["quality"]:
        got = "finds none (it may fail to find one even if it is there) and puts nothing"
    else:
        got = f"finds {_cards(a.raw['count'])} and puts " + (
            "them" if a.raw["count"] != 1 else "it"
        )
    text = f"{a['player']} searches their library{wanted}: {got}"
    if found or not a.raw["quality"]:
        text += " " + _SEARCH_TO[a.raw["to"]]
    if a.raw["to"] != "top":
        text += "; then they shuffle their library"
    if a.raw["library"] is not None:
        text += f" ({_cards(a.raw['library'])} left in it)"
    return text + "."


def _look_top(a: Args) -> str:
    seen = a.raw["seen"]
    text = f"{a['player']} looks at the top {seen} card{'s' if seen != 1 else ''} of their library"
    if a.raw["found"]:
        text += " and puts " + join([f"“{n}”" for n in a.raw["found"]]) + " into their hand"
    elif a.raw["quality"] and not a.raw["taken"]:
        text += f" and, as the scenario says, takes none ({a.raw['quality']})"
    elif a.raw["taken"]:
        text += f" and puts {a.raw['taken']} into their hand"
    if a.raw["rest"]:
        text += (
            f"; the other {a.raw['rest']} go to the bottom of their library, in an order they "
            "choose"
            if a.raw["to"] == "bottom"
            else f"; the other {a.raw['rest']} go to their graveyard"
        )
    library = a.raw["library"]
    tail = f" ({library} left in the library)" if library is not None else ""
    return text + tail + ". Nothing is shuffled."


HIDDEN_ZONES: Table = {
    **_GRAVEYARD,
    **{
        "hand.revealed": _revealed,
        "library.surveil": _surveil,
        "turn.no_max_hand": lambda a: (
            f"{a['player']} has no maximum hand size because of “{a['source']}”: nothing is "
            "discarded in the cleanup step."
        ),
        "hand.nothing_to_choose": lambda a: f"{a['player']} has no cards: nothing is discarded.",
        "hand.none_fits": lambda a: (
            f"No card in {a['player']}'s hand is {_types(a)}: nothing is discarded."
        ),
        "hand.discards": lambda a: (
            f"{a['chooser']} chooses “{a['card']}”, the only card that fits, and {a['player']} "
            f"discards it (it stays in their graveyard); {_cards(a.raw['hand'])} left in hand."
        ),
        "hand.discards_chosen": _discards_chosen,
        "library.search": _search,
        "library.search_rest": lambda a: (
            "The other cards found ("
            + join([f"“{n}”" for n in a.raw["found"]], " and ")
            + f") go {_SEARCH_TO[a.raw['to']]}."
        ),
        "library.look_top": _look_top,
        "library.search_enters": lambda a: (
            f"“{a.raw['who']['name']}” enters the battlefield under {a['player']}'s control, "
            f"{'tapped' if a.raw['tapped'] else 'untapped'}, as a new object"
            + (": putting a land there is not playing it." if a.raw["land"] else ".")
        ),
    },
}
