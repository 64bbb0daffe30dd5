"""An event that names one card of the card data after its verb (``cicla Miscalculation``,
``desentierra Dregscape Zombie (rival)``): who does it and which card. One reader for every
such keyword action, so each speaks of its controller and of an unknown card the same way."""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from index.fold import fold

from ..errors import ScenarioError
from .cards import CardFacts, facts, find_card

# "(rival)" after the card's name: the nonactive player does it, as for a spell
# (``lanza Rayo (rival): …``); "(activo)" says the active player, the default.
_RIVAL = re.compile(r"\((rival|no activo|noactivo|oponente|opponent|nonactive)\)", re.IGNORECASE)
_MINE = re.compile(r"\((activo|active|tuyo|tuya|mio|mia)\)", re.IGNORECASE)


@dataclass(frozen=True)
class CardAction:
    controller: str
    name: str  # as written
    card: CardFacts


def card_action(
    body: str,
    words: Collection[str],
    active: str,
    nonactive: str,
    *,
    doing: str,
    keyword: str,
    example: str,
) -> CardAction | None:
    """The action, when ``body`` starts with one of ``words``; None otherwise. ``doing`` and
    ``keyword`` name it in the error for a name the card data does not know ("ciclar",
    "ciclo (cycling)")."""
    first, _, rest = body.strip().partition(" ")
    if fold(first, "words") not in words:
        return None
    controller = nonactive if _RIVAL.search(rest) else active
    name = _MINE.sub(" ", _RIVAL.sub(" ", rest)).strip()
    record = find_card(name, short=True) if name else None
    if record is None:
        raise ScenarioError(
            f"«{name or body}» no es una carta de los datos de cartas: para {doing}, escribe el "
            f"nombre de una carta con {keyword}.",
            fragment=name or body,
            example=example,
        )
    return CardAction(controller, name, facts(record, name))
