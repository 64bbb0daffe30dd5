"""Canonical game vocabulary: the engine's stable English ids and their Spanish display names.

The Spanish display names follow the official Spanish card printings. The words players may
type for each id (in Spanish or English, with or without accents) belong to the scenario
language: ``language/aliases.py``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import StringConstraints

from index.vocabulary.game import spanish_names

Keyword = Literal[
    "trample",
    "deathtouch",
    "first_strike",
    "double_strike",
    "lifelink",
    "infect",
    "wither",
    "indestructible",
    "flying",
    "reach",
    "flash",
    "vigilance",
    "haste",
    "menace",
    "defender",
    "hexproof",
    "undying",
    "persist",
    "shroud",
    "fear",
    "intimidate",
    "shadow",
    "horsemanship",
    "skulk",
    "plainswalk",
    "islandwalk",
    "swampwalk",
    "mountainwalk",
    "forestwalk",
    "devoid",
    "prowess",
]
Color = Literal["white", "blue", "black", "red", "green"]
CardType = Literal[
    "creature",
    "planeswalker",
    "artifact",
    "enchantment",
    "land",
    "instant",
    "sorcery",
    "battle",
    "kindred",
]
# A subtype as a protection quality ("protection from Dragons"), kept as "subtype:dragon".
SubtypeQuality = Annotated[str, StringConstraints(pattern=r"^subtype:[a-z][a-z'-]*$")]
# What "protection from" may name (702.16a, 702.16j): a colour, a card type, a subtype or
# everything.
ProtectionQuality = Color | CardType | Literal["everything"] | SubtypeQuality
StepName = Literal[
    "untap",
    "upkeep",
    "draw",
    "main1",
    "main2",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "combat_damage",
    "end_of_combat",
    "combat",
    "end",
    "cleanup",
]

# The Spanish display names come from the one game vocabulary (index/vocabulary/game.py).
KEYWORD_ES: dict[str, str] = spanish_names("keyword")
COLOR_ES: dict[str, str] = spanish_names("color")

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
# 205.3i: the land types (basic and nonbasic) an effect that sets land types takes away.
LAND_TYPES = frozenset(
    {
        *BASIC_LAND_TYPES,
        "Cave",
        "Cloud",
        "Desert",
        "Gate",
        "Lair",
        "Locus",
        "Mine",
        "Planet",
        "Power-Plant",
        "Sphere",
        "Tower",
        "Town",
        "Urza's",
    }
)

CARD_TYPE_ES: dict[str, str] = spanish_names("type")

STEP_ES: dict[str, str] = {
    "untap": "paso de enderezar",
    "upkeep": "paso de mantenimiento",
    "draw": "paso de robo",
    "main1": "fase principal precombate",
    "main2": "fase principal poscombate",
    "beginning_of_combat": "paso de inicio de combate",
    "declare_attackers": "paso de declarar atacantes",
    "declare_blockers": "paso de declarar bloqueadores",
    "combat_damage": "paso de daño de combate",
    "end_of_combat": "paso final del combate",
    "combat": "fase de combate",
    "end": "paso final",
    "cleanup": "paso de limpieza",
}

MAIN_STEPS = frozenset({"main1", "main2"})


def qty(n: int, singular: str, plural: str | None = None) -> str:
    """``qty(1, "daño")`` -> "1 daño"; ``qty(2, "daño")`` -> "2 daños"."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"


# The steps of a turn in the order they happen (500.1); "combat" (the whole phase, as the timing
# question names it) sits where the phase begins.
TURN_STEPS: tuple[StepName, ...] = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)


def step_index(step: str) -> int:
    return TURN_STEPS.index("beginning_of_combat" if step == "combat" else step)


# "until your next turn" (611.2a: as long as stated) ends as its controller's next turn begins.
Duration = Literal["end_of_turn", "permanent", "until_your_next_turn"]
CounterKind = Literal["+1/+1", "-1/-1", "loyalty", "poison", "level"]

DURATION_ES: dict[str, str] = {
    "end_of_turn": "hasta el final del turno",
    "permanent": "sin límite de duración",
    "until_your_next_turn": "hasta el próximo turno de quien lo creó",
}


def the_step(step: str) -> str:
    """«el paso final», «la fase principal poscombate»: the step's name with its article."""
    name = STEP_ES[step]
    return ("la " if name.startswith("fase") else "el ") + name
