"""Exile "until" its source leaves the battlefield (610.3):

    When this creature enters, exile target creature an opponent controls until this creature
    leaves the battlefield.                                               (Banisher Priest)
    When this enchantment enters, exile target nonland permanent an opponent controls until
    this enchantment leaves the battlefield.                              (Banishing Light)

and the linked "return the exiled card to the battlefield under its owner's control" of a
permanent whose other ability exiled it (607.2a: Oblivion Ring, Journey to Nowhere).

"Until" is read after the exile it modifies: that exile remembers its source, and when the
source leaves the battlefield what it exiled returns (bot/engine/exile_until.py). Only the
ability's own permanent is read as the "until" (not "until end of turn", not another object),
and only after an exile: anything else leaves the line unread.
"""

from __future__ import annotations

from typing import Literal

from ..effects import Effect, Exile, ReturnExiled
from .recipients import Refs
from .words import Words

# The permanent as its own text names it: "this creature", "this enchantment", its name (201.5),
# each read as "esta criatura" (cards.py), or as a scenario writes it.
_OWN = ("creature", "enchantment", "artifact", "aura", "equipment", "permanent", "vehicle")
_UNTIL = (
    *(f"until this {noun} leaves the battlefield" for noun in _OWN),
    "until esta criatura leaves the battlefield",
    "hasta que esta criatura deje el campo de batalla",
    "hasta que este permanente deje el campo de batalla",
)


def until_source_leaves(words: Words, out: list[Effect], refs: Refs) -> bool:
    """Whether the words were "until this … leaves the battlefield" after an exile of an
    ability of a permanent; the exile, now remembering its source, replaces the last effect."""
    if not out or not isinstance(out[-1], Exile) or refs.source is None:
        return False
    if words.accept(*_UNTIL) is None:
        return False
    words.accept(".")
    out[-1] = out[-1].model_copy(update={"until_leaves": refs.source})
    return True


# 607.2a: the linked ability of a permanent that exiled with another ability.
_LINKED: dict[str, Literal["battlefield", "hand"]] = {
    "return the exiled card to the battlefield under its owner's control": "battlefield",
    "return the exiled cards to the battlefield under their owner's control": "battlefield",
    "return the exiled cards to the battlefield under their owners' control": "battlefield",
    "devuelve la carta exiliada al campo de batalla bajo el control de su propietario": (
        "battlefield"
    ),
    "return the exiled card to its owner's hand": "hand",
    "return the exiled cards to their owner's hand": "hand",
    "return the exiled cards to their owners' hands": "hand",
    "devuelve la carta exiliada a la mano de su propietario": "hand",
}


def linked_return(words: Words, refs: Refs) -> ReturnExiled | None:
    """ "Return the exiled card to the battlefield under its owner's control" in an ability of
    a permanent (Oblivion Ring's second ability); None, nothing read, otherwise."""
    if refs.source is None:
        return None
    said = words.accept(*_LINKED)
    if said is None:
        return None
    words.accept(".")
    return ReturnExiled(to=_LINKED[said])
