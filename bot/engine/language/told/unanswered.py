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
"""

from __future__ import annotations

import re

# The orders whose run is a play: a combat, the stack resolving.
_PLAY_ORDERS = frozenset({"combate", "pila", "disparos"})
# Pairs that add a play to any order: what happens, what is cast or activated.
_PLAY_PAIR = re.compile(r"(?<![\w])(?:eventos|hechizo|habilidad|activo|noactivo):")


def runs_a_play(line: str) -> bool:
    """Whether the scenario ``line`` runs something that happens (not a bare board)."""
    order = line.strip().split(" ", 1)[0]
    return order in _PLAY_ORDERS or _PLAY_PAIR.search(line) is not None


__all__ = ["runs_a_play"]
