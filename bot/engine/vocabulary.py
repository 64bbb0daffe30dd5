"""Canonical game vocabulary and the Spanish/English words players use for it.

Players type on phones, so every lookup folds case and accents ("Vínculo Vital" ==
"vinculo vital"). Canonical ids are English and stable; the Spanish display names follow
the official Spanish card printings.
"""

from __future__ import annotations

from typing import Literal

from index.translate import fold as fold_accents

Keyword = Literal[
    "trample", "deathtouch", "first_strike", "double_strike", "lifelink", "infect", "wither",
    "indestructible", "flying", "reach", "flash", "vigilance", "haste", "menace", "defender",
    "hexproof", "undying", "persist",
]
Color = Literal["white", "blue", "black", "red", "green"]
CardType = Literal[
    "creature", "planeswalker", "artifact", "enchantment", "land", "instant", "sorcery", "battle"
]
StepName = Literal[
    "untap", "upkeep", "draw", "main1", "main2", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "combat", "end", "cleanup",
]


def fold(text: str) -> str:
    """Lower-case, strip accents and collapse spaces: the form every alias is stored in.

    Accents and case are folded exactly as the index folds them (one definition). On top of
    that, callers here rely on "_" reading as a space ("robo_vacío" == "robo vacío", and
    pairs.py turns the spaces back into "_" for keys) and on stray or doubled spaces vanishing
    in text typed on a phone, which the index's ``fold`` leaves alone.
    """
    return " ".join(fold_accents(text).replace("_", " ").split())


def _table(pairs: dict[str, tuple[str, ...]]) -> dict[str, str]:
    return {fold(alias): canon for canon, aliases in pairs.items() for alias in aliases}


KEYWORD_ALIASES = _table({
    "trample": ("arrollar", "arrolla", "trample"),
    "deathtouch": ("toque mortal", "deathtouch"),
    "first_strike": ("daña primero", "dañar primero", "primer golpe", "first strike"),
    "double_strike": ("daña dos veces", "dañar dos veces", "doble golpe", "double strike"),
    "lifelink": ("vínculo vital", "lifelink"),
    "infect": ("infectar", "infect"),
    "wither": ("marchitar", "debilitar", "wither"),
    "indestructible": ("indestructible",),
    "flying": ("volar", "vuela", "vuelo", "flying"),
    "reach": ("alcance", "reach"),
    "flash": ("destello", "flash"),
    "vigilance": ("vigilancia", "vigilance"),
    "haste": ("prisa", "haste"),
    "menace": ("amenaza", "menace"),
    "defender": ("defensor", "defender"),
    "hexproof": ("antimaleficio", "hexproof"),
    "undying": ("resiliencia", "undying"),
    "persist": ("persistir", "persist"),
})

KEYWORD_ES: dict[str, str] = {
    "trample": "arrollar", "deathtouch": "toque mortal", "first_strike": "daña primero",
    "double_strike": "daña dos veces", "lifelink": "vínculo vital", "infect": "infectar",
    "wither": "marchitar", "indestructible": "indestructible", "flying": "vuela",
    "reach": "alcance", "flash": "destello", "vigilance": "vigilancia", "haste": "prisa",
    "menace": "amenaza", "defender": "defensor", "hexproof": "antimaleficio",
    "undying": "resiliencia", "persist": "persistir",
}

COLOR_ALIASES = _table({
    "white": ("blanco", "blanca", "blancos", "white"),
    "blue": ("azul", "azules", "blue"),
    "black": ("negro", "negra", "negros", "black"),
    "red": ("rojo", "roja", "rojos", "red"),
    "green": ("verde", "verdes", "green"),
})

COLOR_ES: dict[str, str] = {
    "white": "blanco", "blue": "azul", "black": "negro", "red": "rojo", "green": "verde",
}

PROTECTION_PREFIXES = tuple(
    fold(p) for p in ("protección contra", "proteccion de", "protección de", "protection from")
)

CARD_TYPE_ALIASES = _table({
    "creature": ("criatura", "creature"),
    "planeswalker": ("planeswalker",),
    "artifact": ("artefacto", "artifact"),
    "enchantment": ("encantamiento", "enchantment", "aura"),
    "land": ("tierra", "land"),
    "instant": ("instantáneo", "instantaneo", "instant"),
    "sorcery": ("conjuro", "sorcery"),
    "battle": ("batalla", "battle"),
})

CARD_TYPE_ES: dict[str, str] = {
    "creature": "criatura", "planeswalker": "planeswalker", "artifact": "artefacto",
    "enchantment": "encantamiento", "land": "tierra", "instant": "instantáneo",
    "sorcery": "conjuro", "battle": "batalla",
}

STEP_ALIASES = _table({
    "untap": ("enderezar", "paso de enderezar", "untap"),
    "upkeep": ("mantenimiento", "upkeep"),
    "draw": ("robo", "robar", "paso de robo", "draw"),
    "main1": ("principal", "principal 1", "primera fase principal", "fase principal",
              "precombate", "main", "main 1", "main phase"),
    "main2": ("principal 2", "segunda fase principal", "poscombate", "postcombate", "main 2"),
    "beginning_of_combat": ("inicio de combate", "comienzo del combate", "beginning of combat"),
    "declare_attackers": ("declarar atacantes", "atacantes", "declare attackers"),
    "declare_blockers": ("declarar bloqueadores", "bloqueadores", "declare blockers"),
    "combat_damage": ("daño de combate", "combat damage"),
    "end_of_combat": ("final del combate", "fin de combate", "fin del combate", "end of combat"),
    "combat": ("combate", "combat"),
    "end": ("final", "paso final", "final del turno", "end", "end step"),
    "cleanup": ("limpieza", "cleanup"),
})

STEP_ES: dict[str, str] = {
    "untap": "paso de enderezar", "upkeep": "paso de mantenimiento", "draw": "paso de robo",
    "main1": "fase principal precombate", "main2": "fase principal poscombate",
    "beginning_of_combat": "paso de inicio de combate",
    "declare_attackers": "paso de declarar atacantes",
    "declare_blockers": "paso de declarar bloqueadores",
    "combat_damage": "paso de daño de combate", "end_of_combat": "paso final del combate",
    "combat": "fase de combate", "end": "paso final", "cleanup": "paso de limpieza",
}

MAIN_STEPS = frozenset({"main1", "main2"})


def qty(n: int, singular: str, plural: str | None = None) -> str:
    """``qty(1, "daño")`` -> "1 daño"; ``qty(2, "daño")`` -> "2 daños"."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"
