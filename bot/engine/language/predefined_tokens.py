"""Predefined tokens (111.10): "Create a Treasure token", "create two Food tokens",
"Investigate" (701.16a: create a Clue token). Each is created with the characteristics its rule
defines, its ability read by the language as any activated ability is (so a Clue can be
activated: ``activa Clue``). Tokens whose ability the engine cannot model (a Powerstone's mana
restriction, an Incubator's transform) are not in the table, and their lines stay unread.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .recipients import Refs
from .words import Words

# name -> (card type, the ability as the rule writes it, the rule)
PREDEFINED: dict[str, tuple[str, str, str]] = {
    "treasure": ("artifact", "{T}, Sacrifice this token: Add one mana of any color.", "111.10a"),
    "food": ("artifact", "{2}, {T}, Sacrifice this token: You gain 3 life.", "111.10b"),
    "gold": ("artifact", "Sacrifice this token: Add one mana of any color.", "111.10c"),
    "clue": ("artifact", "{2}, Sacrifice this token: Draw a card.", "111.10f"),
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
    return token(name, refs)


def token(name: str, refs: Refs) -> dict[str, Any]:
    """A predefined token's characteristics (111.10), its ability read now."""
    from .abilities import parse_ability

    kind, ability, _ = PREDEFINED[name]
    mine = replace(refs, source=None, targeting=False, unchosen=True, where=f"la ficha {name}")
    # "this token" names its source, as the card reader says any "this …" (cards._engine_text).
    read = parse_ability("activated", ability.replace("this token", "esta criatura"), mine)
    read = read.model_copy(update={"cost": ability.partition(":")[0]})  # as the rule says it
    shown = name.capitalize()
    return {
        "name": shown,
        "types": {kind},
        "subtypes": {shown},
        "abilities": [read.model_dump()],
    }
