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

from bot.cards.errors import CardError, CardNotFound, CardsUnavailable
from bot.cards.models import Card, CardFace, Ruling

__all__ = ["Card", "CardError", "CardFace", "CardNotFound", "CardsUnavailable", "Ruling"]
