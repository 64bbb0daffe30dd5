"""A spell's card as it leaves the stack for a graveyard or exile: a new object there (400.7),
named with the first free ``Name#N`` id so that it never takes the id of another card in
those zones (priority.py puts instants and sorceries into the graveyard, rebound.py exiles)."""

from __future__ import annotations

from .state import GameState, Permanent, StackItem


def card_of_spell(state: GameState, item: StackItem) -> Permanent:
    """The card of the spell ``item``, owned by the player who cast it, with its types and
    colours (what the graveyard or exile can be asked about)."""
    taken = {p.id for p in [*state.permanents, *state.graveyard, *state.exile]}
    n = 1
    while f"{item.name}#{n}" in taken:
        n += 1
    return Permanent(
        id=f"{item.name}#{n}",
        name=item.name,
        controller=item.controller,
        owner=item.controller,
        types=set(item.types),
        colors=set(item.colors),
    )
