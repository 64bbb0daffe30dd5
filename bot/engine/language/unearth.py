"""``desentierra <carta>`` in ``eventos:`` (also "desentierro", "unearth"; "(rival)" after the
name: the nonactive player's): the unearth ability (702.84a) of a card of the card data with
"Unearth {cost}" (a mana cost), in its owner's graveyard, goes on the stack;
bot/engine/unearth.py resolves it."""

from __future__ import annotations

import re

from index.fold import fold

from ..errors import ScenarioError
from ..state import StackItem
from ..timeline import StackEvent
from ..unearth import UNEARTH_EXAMPLE, UNEARTH_NAME
from .cards import facts, find_card

_WORDS = {"desentierra", "desentierro", "desentierran", "unearth", "unearths"}
_RIVAL = re.compile(r"\((rival|no activo|nonactive)\)", re.IGNORECASE)
_MINE = re.compile(r"\((activo|active|tuyo|tuya|mio|mia)\)", re.IGNORECASE)


def unearth_event(body: str, active: str, nonactive: str) -> StackEvent | None:
    """The event, when ``body`` starts with a word for unearth; None otherwise."""
    first, _, rest = body.strip().partition(" ")
    if fold(first, "words") not in _WORDS:
        return None
    controller = nonactive if _RIVAL.search(rest) else active
    name = _MINE.sub(" ", _RIVAL.sub(" ", rest)).strip()
    record = find_card(name, short=True) if name else None
    if record is None:
        raise ScenarioError(
            f"«{name or body}» no es una carta de los datos de cartas: para desenterrar, "
            "escribe el nombre de una carta con desenterrar (unearth).",
            fragment=name or body,
            example=UNEARTH_EXAMPLE,
        )
    card = facts(record, name)
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
