"""``desentierra <carta>`` in ``eventos:`` (also "desentierro", "unearth"; "(rival)" after the
name: the nonactive player's): the unearth ability (702.84a) of a card of the card data with
"Unearth {cost}" (a mana cost), in its owner's graveyard, goes on the stack;
bot/engine/unearth.py resolves it."""

from __future__ import annotations

from ..errors import ScenarioError
from ..state import StackItem
from ..timeline import StackEvent
from ..unearth import UNEARTH_EXAMPLE, UNEARTH_NAME
from .card_actions import card_action

_WORDS = {"desentierra", "desentierro", "desentierran", "unearth", "unearths"}


def unearth_event(body: str, active: str, nonactive: str) -> StackEvent | None:
    """The event, when ``body`` starts with a word for unearth; None otherwise."""
    action = card_action(
        body,
        _WORDS,
        active,
        nonactive,
        doing="desenterrar",
        keyword="desenterrar (unearth)",
        example=UNEARTH_EXAMPLE,
    )
    if action is None:
        return None
    controller, name, card = action.controller, action.name, action.card
    if card.unearth is None:
        raise ScenarioError(
            f"No puedo desenterrar «{card.reading.shown}»: no tiene desenterrar (unearth, "
            "regla 702.84a) con un coste de maná que lea.",
            fragment=name,
            example=UNEARTH_EXAMPLE,
        )
    item = StackItem(
        name=UNEARTH_NAME.format(name=card.reading.shown),
        controller=controller,
        kind="activated",
        unearthed=card.reading.shown,
    )
    return StackEvent(type="activate", item=item)
