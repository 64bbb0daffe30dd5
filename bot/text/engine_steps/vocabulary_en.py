"""English display names of the engine's game words (the Spanish ones are the engine's own
vocabulary, bot/engine/vocabulary.py), and how an English step quotes and counts."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from index.vocabulary.game import english_names

from .words import join, label

# The English names of the one game vocabulary (index/vocabulary/game.py), lower case.
KEYWORD_EN: dict[str, str] = english_names("keyword")
COLOR_EN = english_names("color")
CARD_TYPE_EN = english_names("type")
STEP_EN = {
    "untap": "untap step",
    "upkeep": "upkeep step",
    "draw": "draw step",
    "main1": "precombat main phase",
    "main2": "postcombat main phase",
    "beginning_of_combat": "beginning of combat step",
    "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step",
    "combat_damage": "combat damage step",
    "end_of_combat": "end of combat step",
    "combat": "combat phase",
    "end": "end step",
    "cleanup": "cleanup step",
}
LAYER_EN = {
    "1": "layer 1 (copy)",
    "2": "layer 2 (control)",
    "4": "layer 4 (types)",
    "5": "layer 5 (color)",
    "6": "layer 6 (abilities)",
}


def the_step(step: str) -> str:
    return "the " + STEP_EN[step]


def quoted(name: object) -> str:
    return f"“{name}”"


def label_en(obj: Mapping[str, Any]) -> str:
    """“Bear” (2/2), “Jace” (loyalty 3), “Shock” (Ana)."""
    return label(obj, loyalty="loyalty", quotes="“”")


def and_(parts: list[str]) -> str:
    """["a", "b", "c"] -> "a, b and c"."""
    return join(parts, " and ")


def keywords_en(keywords: Collection[str]) -> str:
    return and_([KEYWORD_EN.get(k, k) for k in sorted(keywords)])


def n(count: int, singular: str, plural: str | None = None) -> str:
    """``n(1, "card")`` -> "1 card"; ``n(2, "card")`` -> "2 cards"; ``n(2, "damage", "damage")``."""
    return f"{count} {singular if count == 1 else plural or singular + 's'}"
