"""Questions the reader does not read, answered by what running the situation shows (issue 42).

A message that tells a whole situation and then asks in a shape no table of the reader knows
("¿la vida la gano yo o él?", "¿en qué orden van los disparos?", "¿le sigue haciendo daño?")
used to be refused whole, although running what it tells shows the thing asked about. Growing
the tables of question shapes fits the messages they were written from and no others, so the
method is this instead: when the situation holds a play to run (a combat, a spell, an
ability, an event), it is run, and the answer says first, in plain words, that the question
itself was not read: the run's steps and outcome are shown, never as that question's answer.

A board with nothing happening on it ("estoy a 2 vidas, ¿cómo se calcula arrollar?") runs to
nothing that could bear on the question: that message is still refused, naming the question.

What a play is for ("pago 2 vidas para q sea 4/4") is the same kind of thing: the teller's
expectation, which the run bears out or not. It is set aside and named the same way, unless
it names an object of its own (a card, "su 2/2"): then it may hold the play's target, and is
left to the clauses, which read it or refuse it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .text import Told

# The orders whose run is a play: a combat, the stack resolving.
_PLAY_ORDERS = frozenset({"combate", "pila", "disparos"})
# Pairs that add a play to any order: what happens, what is cast or activated.
_PLAY_PAIR = re.compile(r"(?<![\w])(?:eventos|hechizo|habilidad|activo|noactivo):")


def runs_a_play(line: str) -> bool:
    """Whether the scenario ``line`` runs something that happens (not a bare board)."""
    order = line.strip().split(" ", 1)[0]
    return order in _PLAY_ORDERS or _PLAY_PAIR.search(line) is not None


# "para q sea 4/4", "pa que no muera": up to the next break.
_PURPOSE = re.compile(r"(?:,\s*)?(?<![\w§])(?:para|pa)\s+(?:que|q|k)\s+[^,.;:?¿!]+")
# An object said inside it: a card's mask, or an article or a possessive before a noun.
_OBJECT = re.compile(r"§|(?<![\w§])(?:mi|mis|su|sus|tu|tus|un|una|unos|el|la|los|las|al|del)\s")


def cut_purposes(told: Told) -> tuple[Told, list[str]]:
    """``told`` without the purposes that name no object of their own, and those purposes as
    typed (card names written back)."""
    cut: list[str] = []
    typed, folded = told.typed, told.folded
    for match in reversed(list(_PURPOSE.finditer(folded))):
        if _OBJECT.search(match[0]):
            continue
        cut.insert(0, told.restore(match.start(), match.end()).lstrip(", "))
        typed = typed[: match.start()] + typed[match.end() :]
        folded = folded[: match.start()] + folded[match.end() :]
    return replace(told, typed=typed, folded=folded), cut


__all__ = ["cut_purposes", "runs_a_play"]
