"""Lines of a card's text that work only before the game begins, so that no scenario (a game
already under way) can be changed by them: they are set aside, neither read nor unread, the
way "If this card is in your opening hand, …" is (103.6a, in ``cards``).

    "Teferi, Temporal Archmage can be your commander."      903.3a: deck construction
"""

from __future__ import annotations

import re

# 903.3a: "Some cards have an ability that states the card can be your commander. This
# ability modifies the rules for deck construction, and it functions before the game begins."
# The card names itself ("Aminatou, the Fateshifter can be your commander.") or says "this
# card"; the line is the whole sentence.
_CAN_BE_COMMANDER = re.compile(r"^[^.]+ can be your commander\.$")


def works_before_the_game(line: str) -> bool:
    """Whether ``line`` is an ability that works only before the game begins (903.3a)."""
    return bool(_CAN_BE_COMMANDER.match(line))
