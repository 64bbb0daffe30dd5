"""The Spanish and English words players type for the game's canonical vocabulary.

Players type on phones, so every lookup folds case and accents ("Vínculo Vital" ==
"vinculo vital"). Each table maps a folded spelling to the canonical English id of
``vocabulary`` (the engine's own words and their Spanish display names).
"""

from __future__ import annotations

from index.fold import fold
from index.vocabulary.game import ids_of, spelled

from ..evasion import LANDWALK


def _table(pairs: dict[str, tuple[str, ...]]) -> dict[str, str]:
    return {fold(alias, "words"): canon for canon, aliases in pairs.items() for alias in aliases}


# Spanish name, English name and the other spellings typed, from the one game vocabulary.
# Landwalk (702.14a) is written "[type]walk": each basic land type's is read as printed.
KEYWORD_ALIASES = {
    **spelled(ids_of("keyword"), ("es", "en", "others")),
    **{walk: walk for walk in LANDWALK},
}
COLOR_ALIASES = spelled(ids_of("color"), ("es", "es_plural", "en", "others"))

PROTECTION_PREFIXES = tuple(
    fold(p, "words")
    for p in ("protección contra", "proteccion de", "protección de", "protection from")
)

# After «protección contra»: a colour (COLOR_ALIASES), a card type, or everything (702.16a,
# 702.16j). Card types come in the plural, as printed ("protection from artifacts").
PROTECTION_QUALITY_ALIASES = {
    **spelled(ids_of("type"), ("es_plural", "es", "en_plural", "en")),
    **_table({"everything": ("todo", "everything")}),
}

# "aura": the scenario language takes an Aura (an enchantment subtype, 303.4) as its type.
CARD_TYPE_ALIASES = {**spelled(ids_of("type"), ("es", "en")), **_table({"enchantment": ("aura",)})}

STEP_ALIASES = _table(
    {
        "untap": ("enderezar", "paso de enderezar", "untap"),
        "upkeep": ("mantenimiento", "upkeep"),
        "draw": ("robo", "robar", "paso de robo", "draw"),
        "main1": (
            "principal",
            "principal 1",
            "primera fase principal",
            "fase principal",
            "precombate",
            "main",
            "main 1",
            "main phase",
        ),
        "main2": ("principal 2", "segunda fase principal", "poscombate", "postcombate", "main 2"),
        "beginning_of_combat": ("inicio de combate", "comienzo del combate", "beginning of combat"),
        "declare_attackers": ("declarar atacantes", "atacantes", "declare attackers"),
        "declare_blockers": ("declarar bloqueadores", "bloqueadores", "declare blockers"),
        "combat_damage": ("daño de combate", "combat damage"),
        "end_of_combat": (
            "final del combate",
            "fin de combate",
            "fin del combate",
            "end of combat",
        ),
        "combat": ("combate", "combat"),
        "end": ("final", "paso final", "final del turno", "end", "end step"),
        "cleanup": ("limpieza", "cleanup"),
    }
)
