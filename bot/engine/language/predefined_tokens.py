"""Predefined tokens (111.10): "Create a Treasure token", "create two Food tokens",
"Investigate" (701.16a: create a Clue token). Each is created with the characteristics its
rule defines, its ability included (the engine's model of the rule's words). Tokens whose
ability the engine cannot model (a Powerstone's mana restriction, an Incubator's transform)
are not in the table, and their lines stay unread.
"""

from __future__ import annotations

from typing import Any

from ..abilities import ActivatedAbility
from ..effects import AddMana, Draw, GainLife
from .recipients import Refs
from .words import Words

_ANY_COLOR = ["{W}", "{U}", "{B}", "{R}", "{G}"]  # "one mana of any color" (106.1b)
# name -> the token's ability as its rule writes it (111.10), in the engine's model: the costs
# the engine pays ({T}, sacrificing the token itself; mana is read, not paid) and the effect.
PREDEFINED: dict[str, ActivatedAbility] = {
    "treasure": ActivatedAbility(  # 111.10a
        cost="{T}, Sacrifice this token",
        tap=True,
        sacrifice_self=True,
        effects=[AddMana(options=_ANY_COLOR)],
    ),
    "food": ActivatedAbility(  # 111.10b
        cost="{2}, {T}, Sacrifice this token",
        tap=True,
        sacrifice_self=True,
        effects=[GainLife(amount=3)],
    ),
    "gold": ActivatedAbility(  # 111.10c
        cost="Sacrifice this token", sacrifice_self=True, effects=[AddMana(options=_ANY_COLOR)]
    ),
    "clue": ActivatedAbility(  # 111.10f
        cost="{2}, Sacrifice this token", sacrifice_self=True, effects=[Draw(amount=1)]
    ),
}
# Spanish names of the same tokens.
_SPANISH = {"tesoro": "treasure", "comida": "food", "oro": "gold", "pista": "clue"}
_END = ("", ".", ",", ";", "and", "y", "then", "luego")
INVESTIGATE = ("investigate", "investigates", "investiga", "investigas")


def predefined_token(words: Words, refs: Refs) -> dict[str, Any] | None:
    """The token named next ("Treasure token", "ficha de Tesoro"), as CreateToken's ``token``
    with its ability read; None (nothing read) when the words name none of the table."""
    mark = words.i
    words.accept("ficha de", "fichas de")
    word = words.peek()
    name = _SPANISH.get(word, word)
    if name not in PREDEFINED:
        words.i = mark
        return None
    words.take()
    said_token = words.accept("token", "tokens")
    if (mark == words.i - 1 and not said_token) or words.peek() not in _END:
        words.i = mark  # "ficha de Comida 1/1": a made-up token of that name, described
        return None
    return token(name)


def token(name: str) -> dict[str, Any]:
    """A predefined token's characteristics (111.10): a colourless artifact of its own subtype,
    with its ability."""
    shown = name.capitalize()
    return {
        "name": shown,
        "types": {"artifact"},
        "subtypes": {shown},
        "abilities": [PREDEFINED[name].model_dump()],
    }
