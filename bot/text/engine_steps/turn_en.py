"""English wording of the turn moving on: steps, draws, cleanup, spells cast later."""

from __future__ import annotations

from .vocabulary_en import and_, n, the_step
from .words import Args, Table


def _cast(a: Args, verb: str) -> str:
    response = " in response to what is on it" if a.raw["response"] else ""
    targets = a.each("targets")
    aim = " targeting " + and_(targets) if targets else ""
    return f"{a['player']} {verb}{response}{aim}; then they receive priority again."


def _cleanup(a: Args) -> str:
    bits = []
    if a.raw["damaged"]:
        bits.append(f"all marked damage is removed ({and_(a.each('damaged'))})")
    if a.raw["ends"]:
        bits.append("“until end of turn” and “this turn” effects end")
    text = "Cleanup step: at the same time, " + " and ".join(bits) + "."
    changed = [f"“{c['name']}” is {c['pt'][0]}/{c['pt'][1]} again" for c in a.raw["changed"]]
    return text + (" " + and_(changed) + "." if changed else "")


def _until_next_turn_ends(a: Args) -> str:
    aimed = f" on {and_(a.each('to'))}" if a.raw["to"] else ""
    changed = [f"“{c['name']}” is {c['pt'][0]}/{c['pt'][1]} again" for c in a.raw["changed"]]
    return (
        f"As their turn begins, {a['player']}'s “until your next turn” effects end "
        f"({and_(a.each('effects'))}{aimed})." + (" " + and_(changed) + "." if changed else "")
    )


TURN: Table = {
    "turn.game_already_over": lambda a: (
        "The game is already over: what was still to happen doesn't happen."
    ),
    "turn.needs_target": lambda a: (
        f"{a['item']} needs a target and the scenario doesn't say which, so it isn't "
        "activated (write it like this: «activa Pinger: 1 daño a Oso»)."
    ),
    "turn.cast": lambda a: _cast(a, f"casts {a['item']}: it goes on the stack"),
    "turn.activate": lambda a: _cast(a, f"activates {a['item']}: the ability goes on the stack"),
    "turn.action": lambda a: f"In {the_step(a.raw['step'])}: {a['what']}.",
    "turn.begins": lambda a: f"{a['player']}'s turn begins.",
    "turn.extra": lambda a: (
        f"The next turn is {a['player']}'s extra turn: the most recently created extra turn is "
        "taken first."
    ),
    "turn.step_begins": lambda a: f"{_capital(the_step(a.raw['step']))} begins.",
    "turn.draw_empty": lambda a: (
        f"{a['player']} has to draw in their draw step, but their library is empty."
    ),
    "turn.draw": lambda a: f"{a['player']} draws a card in their draw step.",
    "turn.lore": lambda a: (
        f"As the precombat main phase begins, its controller puts a lore counter on the Saga "
        f"{a['saga']}: it now has {a['lore']}"
        + (", and its chapter triggers." if a.raw["chapter"] else ".")
    ),
    "turn.cleanup_ends": lambda a: (
        "No state-based action is performed and nothing triggers in the cleanup step, so no "
        "player receives priority and the turn ends."
    ),
    "turn.cleanup_again": lambda a: (
        "As state-based actions were performed or abilities triggered in the cleanup step, "
        "the active player receives priority; when the stack is empty and all players pass, "
        "there is another cleanup step."
    ),
    "turn.discard": lambda a: (
        f"{a['player']} has more than {a['limit']} cards in hand: they discard "
        f"{n(a.raw['amount'], 'card')}."
    ),
    "turn.cleanup": _cleanup,
    "turn.sorcery_speed_no": lambda a: (
        f"{a['item']} can be activated only as a sorcery: in its controller's main phase "
        "with the stack empty"
        + (f" (now there are {a.raw['stack']} on the stack)" if a.raw["stack"] else "")
        + ". It isn't activated."
    ),
    "turn.until_next_turn_ends": _until_next_turn_ends,
}


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
