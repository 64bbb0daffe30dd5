"""``es_de:día`` / ``es_de:noche``: the game's day or night designation (730.1), told for a
board; without it the game is neither until a daybound or nightbound permanent makes it one
(702.145d, 702.145g). The engine's half is bot/engine/day_night.py."""

from __future__ import annotations

from index.fold import fold

from ..errors import ScenarioError
from .pairs import Pair
from .words import Words

DAY_NIGHT_KEYS = {"es_de", "es de", "day_night"}
_VALUES = {"dia": "day", "day": "day", "noche": "night", "night": "night"}


def day_or_night(pair: Pair, example: str) -> str:
    """The designation ``pair`` tells: "day" or "night"."""
    found = _VALUES.get(fold(pair.value, "words"))
    if found is None:
        raise ScenarioError(
            f"«{pair.raw_key}:{pair.value}» no es ni día ni noche: escribe es_de:día o "
            "es_de:noche (regla 730.1).",
            fragment=pair.value,
            example=example,
        )
    return found


# 603.4: the intervening "if" of the werewolves' upkeep triggers, about the turn before.
_LAST_TURN = {
    "if no spells were cast last turn": "none",
    "if a player cast two or more spells last turn": "two_or_more",
    "si no se lanzaron hechizos en el ultimo turno": "none",
    "si un jugador lanzo dos o mas hechizos en el ultimo turno": "two_or_more",
}


def last_turn_condition(words: Words) -> str | None:
    """ "if no spells were cast last turn" at the words' place, taken: "none" or
    "two_or_more"; None (nothing taken) otherwise."""
    for said, meant in _LAST_TURN.items():
        if words.accept(said):
            return meant
    return None
