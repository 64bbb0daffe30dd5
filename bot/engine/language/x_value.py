"""The value of X in a spell's cost, announced by its caster (107.3a, 601.2b): "Blaze deals X
damage to any target", "Draw X cards" on a card whose mana cost has {X}.

Whoever casts the spell chooses X as part of casting it, so only the scenario knows it
(``hechizo:"Blaze X=3: Grizzly Bears"``). The engine never guesses it: without ``X=N`` the
answer asks it back. A card read alone (``read_card``) has its X still to choose, as its
targets are, and stands in a value so its lines can be read. An X that the text itself defines
("where X is the number of …", 107.3c) or that is paid from something other than the mana cost
is not the caster's choice, and is not asked.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import ScenarioQuestion

if TYPE_CHECKING:
    from .cards import CardFacts

# The X a card read alone stands in (like the creature type of choices.py): any value reads
# the same words; the one written in a scenario is the one used.
X_STAND_IN = 1
_X_WORD = re.compile(r"\bX\b")
_DEFINED = re.compile(r"\bX (?:is|equals)\b|\bwhere X\b", re.IGNORECASE)


def announces_x(card: CardFacts) -> bool:
    """Whether casting the card means announcing X (107.3a): {X} in its mana cost, X in its
    spell text, and no sentence of it defining X."""
    if "{X}" not in card.reading.mana_cost:
        return False
    spell = [text for kind, text, _ in card.lines if kind == "spell"]
    return any(_X_WORD.search(t) for t in spell) and not any(_DEFINED.search(t) for t in spell)


def ask_x(name: str, example: str) -> ScenarioQuestion:
    """The question back when a scenario casts such a spell without saying X."""
    return ScenarioQuestion(
        "¿Cuánto vale X? Escríbelo junto al nombre del hechizo (X=3).",
        why=f"El coste de «{name}» tiene {{X}}, y quien lo lanza elige X al lanzarlo "
        "(reglas 107.3a y 601.2b): sin ese valor no sé qué hace.",
        example=example,
    )
