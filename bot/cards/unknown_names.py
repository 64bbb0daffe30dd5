"""Cards for the names of a question that the bundled card data does not know.

The index reads the cards a question names from the bundled data (index.lookups.cards), which
holds every card up to its date. A capitalised name it did not take may be a card newer than
the data: ``named_in`` reads such names (with the readings to try), ``find_cards`` looks them up
among the saved cards and then Scryfall, within a budget; what it finds joins the search as
the bundled cards do (bot.services.cards).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from bot.cards.finder import QUESTION_BUDGET_S, CardFinder
from bot.cards.models import Card

MAX_CARDS = 3  # names of one question looked up (each may cost requests)


def named_in(question: str, known: Callable[[str], bool]) -> list[list[str]]:
    """The names a question may hold (index.search.question.card_names), each with its readings to
    try in turn: as read, then without the leading words the rules use. ``known(word)``:
    whether the rules use the word (a capitalised word they use is no card name)."""
    from index.search.question import card_names

    return [_variants(name, known) for name in card_names(question, known)[:MAX_CARDS]]


async def find_cards(
    named: list[list[str]],
    finder: CardFinder,
    *,
    budget: float = QUESTION_BUDGET_S,
    monotonic: Callable[[], float] = time.monotonic,
) -> list[Card]:
    """The cards of the names ``named_in`` read, one per card. Names are looked up within
    ``budget`` seconds in all; a name not found in time is left."""
    deadline = monotonic() + budget
    cards: dict[str, Card] = {}
    for readings in named:
        # Every reading among the saved cards first (no request), then Scryfall in turn.
        for remote, reading in [(False, r) for r in readings] + [(True, r) for r in readings]:
            if remote and monotonic() >= deadline:
                break
            card = await finder.identify(reading, deadline=deadline, remote=remote)
            if card is not None:
                cards.setdefault(card.oracle_id, card)
                break
    return list(cards.values())


def _variants(name: str, known: Callable[[str], bool]) -> list[str]:
    """The name as read, then without its first word when the rules use that word: a
    sentence's first word is capitalised anyway ("Cuando Delver of Secrets…")."""
    first, _, rest = name.partition(" ")
    if rest[:1].isupper() and known(first):  # not "Leyline of…" -> "of…"
        return [name, rest]
    return [name]
