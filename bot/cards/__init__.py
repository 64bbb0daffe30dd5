"""Card data: Scryfall's API, a cache in the store, and names in English and Spanish.

No discord here, and nothing of the rules index: the services (bot.services.cards) join cards
with the rules. The modules, lowest first:

    models.py    Card, CardFace, Ruling: what Juez keeps of Scryfall's card objects
    names.py     names compared as typed (accents, case, typos); a local NameIndex
    limiter.py   Scryfall's pace: 10 requests a second, 2 to search and named; 429 pauses
    client.py    the HTTP client: headers, time limits, retries; Scryfall's errors
    cache.py     saved cards, names and rulings in the store, with an age limit
    finder.py    a name to a card: saved, fuzzy English, Spanish printed names, offline
    keywords.py  Spanish names of the keywords on a card
    unknown_names.py  cards for the names of a question the bundled data lacks (Scryfall)

Cards in the terminal (`juez carta`, the console's /carta) are bot.terminal.cards.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.cards.errors import CardError, CardNotFound, CardsUnavailable
    from bot.cards.models import Card, CardFace, Ruling

__all__ = ["Card", "CardError", "CardFace", "CardNotFound", "CardsUnavailable", "Ruling"]

# The names above are loaded on first use, not with the package: `juez buscar` imports
# bot.cards.names to ask whether a question may name a card at all, and must not build the
# card models (pydantic) for a question that names none.
_HOME = {
    "Card": "bot.cards.models",
    "CardFace": "bot.cards.models",
    "Ruling": "bot.cards.models",
    "CardError": "bot.cards.errors",
    "CardNotFound": "bot.cards.errors",
    "CardsUnavailable": "bot.cards.errors",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(home), name)
