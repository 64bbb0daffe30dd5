"""Scenarios told the way players tell them, read into the scenario language (issue 25, 2):

    mi 3/3 con arrollar ataca y lo bloquean con un 1/1 con toque mortal
    → combate atacante:"3/3 con arrollar" bloqueadores:"1/1 con toque mortal"
    le tiro un Shock a su Grizzly Bears y en respuesta le lanza un Giant Growth a su Grizzly Bears
    → pila criaturas_rival:"Grizzly Bears" hechizo:"Shock: Grizzly Bears"
      hechizo:"Giant Growth (rival): Grizzly Bears"

The answer shows the line the sentence became, so the teller can correct it. The structured
language wins whenever the text is written in it (``is_structured``).

    text.py      the sentence folded, with the cards it names (index.cards mentions) masked
    clauses.py   the verbs players use, and the sentence cut into clauses at them
    things.py    noun phrases: possessives, articles, how many, players
    telling.py   the clauses read into attackers, blockers, board, spells, damage and life
    line.py      all that written as one line of the scenario language
"""

from __future__ import annotations

import re

from ..aliases import fold
from .line import Line
from .telling import EXAMPLE, Telling
from .text import Names, masked

_PAIR = re.compile(r'[^\s:"]+\s*:')  # a line of the language: the order, then key:value


def is_structured(text: str, orders: set[str]) -> bool:
    """Written in the scenario language: an order word, then nothing or ``clave:valor`` pairs."""
    line = text.strip().lstrip("!/").lstrip()
    head, _, body = line.partition(" ")
    if ":" in head:
        return True  # a pair with no order: the language's own message says what is missing
    # The body starts with a pair ("otorga:" inside a told sentence is not one).
    return fold(head) in orders and (not body.strip() or _PAIR.match(body.strip()) is not None)


def tell(text: str, orders: set[str], names: Names | None = None) -> str:
    """The line of the scenario language ``text`` tells. A leading order word (Discord's
    /escenario puts the chosen kind first) is dropped: the sentence says which it is."""
    line = text.strip().lstrip("!/").lstrip()
    head, _, body = line.partition(" ")
    if fold(head) in orders and body.strip():
        line = body.strip()
    telling = Telling(masked(line, names))
    telling.read()
    return Line(telling).write()


__all__ = ["EXAMPLE", "Names", "is_structured", "tell"]
