"""Lines of a card's text that only let a player see a hidden card, changing no zone, count or
characteristic the engine follows: they are set aside (neither read nor unread), as the lines
that work before the game are (before_game.py).

    "You may look at the top card of your library any time."      401.5
    "Play with the top card of your library revealed."            401.5

401.5 says what they do: the top card may be looked at (or is revealed) while it stays the
top card of the library; the engine never names a library's cards (they are a count, 401.2),
so no answer it gives can depend on which card that is. A line that adds more ("…, and you
may play lands from the top of your library") is not one of these and stays to be read.
"""

from __future__ import annotations

import re

from .ability_words import without_ability_word

_ONLY_SEEING = re.compile(
    r"^(?:You may look at the top card of your library any time|"
    r"Play with the top card of your library revealed)\.$"
)


def only_information(line: str) -> bool:
    """Whether ``line`` only lets a player see the top card of their library (401.5)."""
    return bool(_ONLY_SEEING.match(without_ability_word(line)))
