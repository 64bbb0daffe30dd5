"""A card named by less than its whole name, in a scenario («Brimaz», «Snapcaster»).

Which card a short name means is answered in one place, index.cards.short_names; this module
only says what the scenario does with the answer: one card is that card (the answer shows its
whole name), several are asked back naming them (``CardQuestion``), none leaves the words as
they were (a made-up object's name).
"""

from __future__ import annotations

import re
from typing import Any

from index.cards.short_names import Called, asked

from ..errors import ScenarioQuestion

EXAMPLE = 'combate atacante:"Brimaz, King of Oreskos" bloqueadores:"Grizzly Bears"'


class CardQuestion(ScenarioQuestion):
    """Several cards answer to the name typed: which one. ``found`` keeps the cards; whoever
    knows the whole message (``read_text``) makes each into a choice (``with_choices``)."""

    def __init__(self, found: Called) -> None:
        super().__init__(
            asked(found),
            why=f"«{found.typed}» es el nombre corto de varias cartas.",
            example=EXAMPLE,
        )
        self.found = found

    def with_choices(self, message: str) -> CardQuestion:
        """Each card as a choice: the message again with the short name written whole."""
        typed = re.compile(rf"(?<!\w){re.escape(self.found.typed)}(?!\w)", re.IGNORECASE)
        if self.found.more or typed.search(message) is None:
            return self
        self.choices = tuple((name, _whole(typed, message, name)) for name in self.found.cards)
        return self


def _whole(typed: re.Pattern[str], message: str, name: str) -> str:
    return typed.sub(lambda _: name, message, count=1)


def card_called(source: Any, typed: str) -> str | None:
    """The English name of the one card ``typed`` is a short name of; None when it names no
    card (or the card data cannot say); CardQuestion when it names several."""
    lookup = getattr(source, "called", None)
    if lookup is None:
        return None
    found: Called = lookup(typed)
    # The first word of more cards than a question can name ("Guardian", "Storm") is no name
    # a player uses for one of them: the words stay a made-up object's.
    if found.whole or not found.cards or (found.more and found.how == "prefix"):
        return None
    if found.one is not None:
        return found.one
    raise CardQuestion(found)
