"""The Spanish and English words players type for the game's canonical vocabulary.

Players type on phones, so every lookup folds case and accents ("Vínculo Vital" ==
"vinculo vital"). Each table maps a folded spelling to the canonical English id of
``vocabulary`` (the engine's own words and their Spanish display names).
"""

from __future__ import annotations

from functools import lru_cache

from index.translate import fold as fold_accents


@lru_cache(maxsize=4096)
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


KEYWORD_ALIASES = _table(
    {
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
    }
)

COLOR_ALIASES = _table(
    {
        "white": ("blanco", "blanca", "blancos", "blancas", "white"),
        "blue": ("azul", "azules", "blue"),
        "black": ("negro", "negra", "negros", "negras", "black"),
        "red": ("rojo", "roja", "rojos", "rojas", "red"),
        "green": ("verde", "verdes", "green"),
    }
)

PROTECTION_PREFIXES = tuple(
    fold(p) for p in ("protección contra", "proteccion de", "protección de", "protection from")
)

# After «protección contra»: a colour (COLOR_ALIASES), a card type, or everything (702.16a,
# 702.16j). Card types come in the plural, as printed ("protection from artifacts").
PROTECTION_QUALITY_ALIASES = _table(
    {
        "creature": ("criaturas", "criatura", "creatures", "creature"),
        "artifact": ("artefactos", "artefacto", "artifacts", "artifact"),
        "enchantment": ("encantamientos", "encantamiento", "enchantments", "enchantment"),
        "land": ("tierras", "tierra", "lands", "land"),
        "planeswalker": ("planeswalkers", "planeswalker"),
        "instant": ("instantáneos", "instantáneo", "instants", "instant"),
        "sorcery": ("conjuros", "conjuro", "sorceries", "sorcery"),
        "battle": ("batallas", "batalla", "battles", "battle"),
        "everything": ("todo", "everything"),
    }
)

CARD_TYPE_ALIASES = _table(
    {
        "creature": ("criatura", "creature"),
        "planeswalker": ("planeswalker",),
        "artifact": ("artefacto", "artifact"),
        "enchantment": ("encantamiento", "enchantment", "aura"),
        "land": ("tierra", "land"),
        "instant": ("instantáneo", "instantaneo", "instant"),
        "sorcery": ("conjuro", "sorcery"),
        "battle": ("batalla", "battle"),
    }
)

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
