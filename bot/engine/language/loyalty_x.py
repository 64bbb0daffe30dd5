"""A "[−X]" loyalty ability activated with the X its controller announces (107.3a: "the
controller of that spell or ability chooses and announces the value of X as part of … activating
the ability"; 107.3k: that X is the ability's own):

    eventos:"activa el -X de Chandra Nalaar X=3: Grizzly Bears"

Its cost removes X loyalty counters (606.4), so an X greater than the planeswalker's loyalty
can't be paid (606.6); its text is read again with that X ("deals X damage" is 3 damage). The
X is never guessed: without ``X=N`` the answer asks for it. The card's reading on the board
(its X stood in, ``ActivatedAbility.loyalty_x``) only says the line is read.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..abilities import ActivatedAbility
from ..errors import ScenarioQuestion
from .activated import parse_activated
from .cards import facts_aside, find_card
from .recipients import Refs

_X = re.compile(r"\s*\b[xX]\s*=\s*(\d+)\b\s*")
_MINUS_X = re.compile(r"^\[?[−-]\s?X\]?$", re.IGNORECASE)


def is_minus_x(name: str) -> bool:
    """Whether an activation names the "[−X]" ability ("-X", "−X", "[−X]")."""
    return bool(_MINUS_X.match(name.strip()))


def without_x(text: str) -> tuple[str, int | None]:
    """ "Chandra Nalaar X=3: Oso" -> ("Chandra Nalaar: Oso", 3)."""
    found = _X.search(text)
    if found is None:
        return text, None
    return (text[: found.start()] + " " + text[found.end() :]).strip().replace(" :", ":"), int(
        found[1]
    )


def minus_x_ability(said: str, source: str | None, refs: Refs) -> ActivatedAbility | None:
    """The source's "[−X]" ability read with the X written in ``said`` ("Chandra Nalaar X=3:
    Oso"); None when the source is no card of the data with such a line (the activation then
    goes on as any other, and is asked about there); a question when X is not written."""
    head, x = without_x(said)
    name = head.partition(":")[0].strip()
    record = find_card(name) if source is not None else None
    if record is None:
        return None
    card = facts_aside(record, name)
    line = next(
        (
            text
            for kind, text, _ in card.lines
            if kind == "activated" and is_minus_x(text.partition(":")[0])
        ),
        None,
    )
    if line is None:
        return None
    if x is None:
        raise ScenarioQuestion(
            "¿Cuánto vale X? Escríbelo tras el nombre del planeswalker (X=3).",
            why=f"El coste de la habilidad [−X] de «{card.reading.shown}» quita X contadores de "
            "lealtad, y quien la activa elige X al activarla (reglas 107.3a y 606.4): sin ese "
            "valor no sé qué hace.",
            example=f'eventos:"activa el -X de {card.reading.shown} X=3: Grizzly Bears"',
        )
    mine = replace(
        refs,
        you=refs.owner_of.get(source or "", refs.you),
        source=source,
        x=x,
        where=f"«{card.reading.shown}»",
        own_name=None,
    )
    return parse_activated(line, mine)
