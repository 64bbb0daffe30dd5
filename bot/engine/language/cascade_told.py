"""What a scenario tells about a cascade (702.85a), after a spell's targets:

    hechizo:"Bloodbraid Elf: cascada Lightning Bolt a Oso"    (found, cast with that target)
    hechizo:"Shardless Agent: cascada Counterspell sin lanzar" (found, not cast)
    hechizo:"Violent Outburst: cascada nada"                  (no such card in the library)

The library is a count of unnamed cards, so the card found is named; it must be a nonland card
of the card data with mana value less than the spell's (702.85a), or the scenario is refused
saying why. A spell with two instances writes one ``cascada …`` for each (702.85c).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..errors import ScenarioError
from ..state import CascadeHit, StackItem
from .cards import find_card
from .cards import mana_value as card_mana_value

EXAMPLE = 'hechizo:"Bloodbraid Elf: cascada Lightning Bolt a Oso"'
_CLAUSE = re.compile(r"(?:^|[,;])\s*(?:cascada|cascade)\s+(?P<what>[^,;]+?)\s*(?=[,;]|$)", re.I)
_NOT_CAST = re.compile(r"\s+(?:sin lanzar|no la lanza|no lanza|not cast)$", re.IGNORECASE)
_TARGETS = re.compile(r"\s+(?:a|to)\s+", re.IGNORECASE)


def cascade_said(body: str) -> tuple[list[str] | None, str]:
    """(each ``cascada …`` clause's words, in order, the rest of the body); None: none."""
    found = list(_CLAUSE.finditer(body))
    if not found:
        return None, body
    rest = _CLAUSE.sub("", body).strip(" ,;")
    return [m["what"].strip() for m in found], rest


def cascade_hits(
    said: list[str],
    spell: str,
    mana_value: int,
    instances: int,
    build: Callable[[str], StackItem],
) -> list[CascadeHit]:
    """Each clause read: the card found (checked against 702.85a) and the spell it becomes
    when cast (``build`` reads "Name: targets" as a spell its controller casts)."""
    if not instances:
        raise ScenarioError(
            f"«{spell}» no tiene cascada (regla 702.85a): «cascada …» dice en qué carta se "
            "detuvo la de un hechizo con cascada.",
            fragment="cascada",
            example=EXAMPLE,
        )
    if len(said) != instances:
        raise ScenarioError(
            f"«{spell}» tiene {instances} cascada(s) y cada una se dispara por separado (regla "
            f"702.85c): escribe un «cascada …» por cada una; hay {len(said)}.",
            fragment="cascada",
            example=EXAMPLE,
        )
    hits = []
    for what in said:
        if what.lower() in ("nada", "nothing", "ninguna"):
            hits.append(CascadeHit())
            continue
        casts = _NOT_CAST.search(what) is None
        what = _NOT_CAST.sub("", what)
        parts = _TARGETS.split(what, maxsplit=1)
        name, targets = parts[0].strip(), (parts[1].strip() if len(parts) > 1 else "")
        record = find_card(name, short=True)
        if record is None:
            raise ScenarioError(
                f"«{name}», la carta en la que se detuvo la cascada de «{spell}», no está en "
                "los datos de cartas: escribe su nombre completo.",
                fragment=name,
                example=EXAMPLE,
            )
        # Its data, not a reading of it: a card not cast is not in the scenario.
        face = record.faces[0]
        land = "Land" in (face.type_line or record.type_line or "")
        value = card_mana_value(face.mana_cost or record.mana_cost)
        if land or value >= mana_value:
            raise ScenarioError(
                f"La cascada de «{spell}» (valor de maná {mana_value}) no se detiene en "
                f"«{record.name}»: solo en una carta que no sea tierra con valor de maná menor "
                f"(regla 702.85a), y esa tiene {value}" + (" y es una tierra." if land else "."),
                fragment=name,
                example=EXAMPLE,
            )
        if not casts:
            hits.append(CascadeHit(card=record.name))
            continue
        cast = build(f"{name}: {targets}" if targets else name)
        hits.append(CascadeHit(card=cast.name, casts=True, spell=cast.model_dump()))
    return hits
