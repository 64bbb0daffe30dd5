"""English wording of the stack: triggers put on it (APNAP), the order it resolves in,
and each object resolving."""

from __future__ import annotations

from .words import Args, Table


def _items(a: Args, key: str = "items") -> str:
    return ", ".join(a.each(key))


STACK: Table = {
    "stack.already": lambda a: f"Already on the stack (bottom to top): {_items(a)}.",
    "stack.cast_triggers": lambda a: (
        f"Casting “{a.raw['spell']['name']}” triggered: {_items(a)}; it goes on the stack above "
        "that spell."
    ),
    "stack.target_triggers": lambda a: (
        f"The targets of “{a.raw['spell']['name']}” triggered: {_items(a)}; it goes on the "
        "stack above that ability."
    ),
    "stack.on_stack": lambda a: f"On the stack, bottom to top: {_items(a)}.",
    "stack.apnap": lambda a: (
        "Abilities that triggered at the same time are put on the stack the next time a "
        "player would receive priority, in APNAP order: first the active player puts all of "
        "theirs in the order they choose, then each nonactive player in turn order."
    ),
    "stack.player_puts": lambda a: (
        f"{a['player']} ({'active player' if a.raw['active'] else 'nonactive player'}) "
        "puts their triggers on the stack"
        + (
            " (in the order given; that player may choose another)"
            if len(a.raw["items"]) > 1
            else ""
        )
        + f": {_items(a)}. Each goes on top of what was already there."
    ),
    "stack.empty": lambda a: "The stack is empty: if all players pass, the step or phase ends.",
    "stack.top_down": lambda a: f"The stack is now, top to bottom: {_items(a)}.",
    "stack.resolution_order": lambda a: (
        "Each time all players pass in succession, the top object (the last one put there) "
        "resolves. Resolution order: "
        + ", ".join(f"{i}) {name}" for i, name in enumerate(a.raw["names"], 1))
        + "."
    ),
    "stack.why_first": lambda a: (
        f"That is why {a['first']} resolves first even though “{a.raw['last']['name']}” was "
        "put there earlier; after each resolution the active player receives priority and "
        "players may respond again."
    ),
    "stack.sacrificed_cost": lambda a: (
        f"To cast {a['item']} its additional cost was paid: {a['who']} was sacrificed and put "
        "into the graveyard."
        + (
            f" What the spell reads from that creature is how it last was: power {a['power']}."
            if a.raw["power"] is not None
            else ""
        )
    ),
}
