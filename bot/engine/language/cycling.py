"""``cicla <carta>`` in ``eventos:``: a player cycles a card from their hand (702.29a), as
bot/engine/cycling.py models it. The card is a card of the card data with "Cycling [cost]"
(a mana cost; other costs stay unread, and so does typecycling); "(rival)" after its name says
the nonactive player cycles it, as for a spell (``lanza Rayo (rival): …``)."""

from __future__ import annotations

import re

from ..cycling import CYCLING_NAME
from ..effects import Draw
from ..errors import ScenarioError
from ..state import StackItem
from ..timeline import StackEvent
from .card_actions import card_action

CYCLE_WORDS = ("cicla", "ciclar", "ciclas", "cicle", "cycle", "cycles")
CYCLE_EXAMPLE = 'eventos:"cicla Miscalculation; resuelve"'
_CYCLING_LINE = re.compile(r"^cycling\b", re.IGNORECASE)
_ELSEWHERE = re.compile(
    r"\b(cycl\w*|hands?|graveyards?|discard\w*|exiled?|library|cast|anywhere|zone)\b",
    re.IGNORECASE,
)


def cycling_event(body: str, active: str, nonactive: str) -> StackEvent | None:
    """The event, when ``body`` starts with a word for cycling; None otherwise."""
    action = card_action(
        body,
        CYCLE_WORDS,
        active,
        nonactive,
        doing="ciclar",
        keyword="ciclo (cycling)",
        example=CYCLE_EXAMPLE,
    )
    if action is None:
        return None
    controller, name, card = action.controller, action.name, action.card
    if card.cycling is None:
        said = [*card.reading.pending, *card.reading.unread]
        why = (
            "su coste de ciclo no es solo de maná y no lo leo"
            if any(_CYCLING_LINE.search(line) for line in said)
            else "no tiene ciclo (cycling, regla 702.29a)"
        )
        raise ScenarioError(
            f"No puedo ciclar «{card.reading.shown}»: {why}.",
            fragment=name,
            example=CYCLE_EXAMPLE,
        )
    for _, _, line in card.lines:
        # 113.6: an instant's or sorcery's abilities work only while it is a spell on the stack,
        # another card's only on the battlefield; a line that speaks of cycling, a hand, a
        # graveyard, being cast or "anywhere" may work elsewhere (113.6a-n) and stays unread.
        if not _ELSEWHERE.search(line):
            card.reading.set_aside(line)
    for clause, rule in card.reading.keyword_rules.items():
        if rule == "702.35a":  # madness: this discard is exiled, and triggers (not modelled)
            card.reading.note_unread(clause)
    item = StackItem(
        name=CYCLING_NAME.format(name=card.reading.shown),
        controller=controller,
        kind="activated",
        effects=[Draw(amount=1, objects=[controller])],
        cycled=card.reading.shown,
    )
    return StackEvent(type="activate", item=item)
