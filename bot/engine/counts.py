"""Numbers a characteristic-defining ability reads from the game (604.3): permanents that
fit a filter, cards or card types among the cards in graveyards, a life total.

They are read every time the layers are applied (611.3a), from the characteristics the
permanents have after layers 1-6 (a land made a Swamp in layer 4 is counted as a Swamp).
"""

from __future__ import annotations

from .chars import Chars
from .effects import Count
from .selectors import matches
from .state import GameState, Permanent

# 300.1 card types, as a graveyard card may have them (a token is not a card: 111.7, 111.8).
_CARD_TYPES = (
    "artifact",
    "battle",
    "creature",
    "enchantment",
    "instant",
    "kindred",
    "land",
    "planeswalker",
    "sorcery",
)


def graveyard_cards(state: GameState, whose: str, you: str) -> list[Permanent]:
    """The cards in the graveyards ``whose`` says (all of them, or ``you``'s)."""
    cards = [p for p in state.graveyard if not p.token]
    if whose == "yours":
        cards = [p for p in cards if (p.owner or p.controller) == you]
    return cards


def count(
    state: GameState, what: Count, you: str, source: str | None, current: dict[str, Chars]
) -> int:
    if what.what == "life":
        player = state.player(you)
        total = player.life if player is not None else 0
    elif what.what == "hand_cards":
        total = sum(p.hand for p in state.players if what.whose == "all" or p.name == you)
    elif what.what == "permanents":
        flt = what.each
        total = sum(
            1 for ch in current.values() if flt is not None and matches(flt, ch, you, source)
        )
    else:
        cards = graveyard_cards(state, what.whose, you)
        if what.what == "graveyard_types":
            total = len({t for p in cards for t in p.types if t in _CARD_TYPES})
        else:
            total = sum(1 for p in cards if not what.card_types or what.card_types & p.types)
            if not what.card_types:  # unnamed cards count as cards, never by type
                total += sum(
                    p.graveyard_unnamed
                    for p in state.players
                    if what.whose == "all" or p.name == you
                )
    return total + what.plus
