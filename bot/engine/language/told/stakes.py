"""A question on who loses the game, asked about a player whose life the message never says.

"me atacan con un 4/4 y no bloqueo, ¿pierdo?" turns on a fact the message leaves out: how much
life the teller has. Run with the engine's default life (20), the answer would be a confident
"no"; a judge asks first. The question is asked only when a player's life can change in the told
play (an unblocked attacker, trample, a spell or damage aimed at a player) and the player whose
loss or win is asked has no life total and no poison counters in the message.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from index.fold import fold

from ...errors import ScenarioQuestion
from .things import ME, OTHER

# Bare questions on the game's end, by whose loss they ask about.
_MY_LOSS = re.compile(
    r"^(?:y\s+|entonces\s+)?(?:pierdo|perdi|he\s+perdido|muero|me\s+muero|me\s+mata|morimos"
    r"|estoy\s+muerto|me\s+quedo\s+a\s+0)(?:\s+(?:la\s+partida|el\s+juego))?(?:\s+o\s+no)?$"
)
_THEIR_LOSS = re.compile(
    r"^(?:y\s+|entonces\s+)?(?:gano|gane|he\s+ganado|pierde(?:\s+el\s+rival)?|muere\s+el\s+rival"
    r"|el\s+rival\s+(?:pierde|muere))(?:\s+(?:la\s+partida|el\s+juego))?(?:\s+o\s+no)?$"
)
# What in a line of the language can change a player's life.
_REACHES = re.compile(r"bloqueadores:ninguno|arrollar|Jugador (?:no )?activo|eventos:")
_ASK = {
    ME: "¿A cuántas vidas estás (y con cuántos contadores de veneno, si tienes)?",
    OTHER: "¿A cuántas vidas está el rival (y con cuántos contadores de veneno, si tiene)?",
}


def whose_loss(questions: Iterable[str]) -> str | None:
    """The player whose loss a question asks about (ME or OTHER), if one does."""
    for typed in questions:
        folded = fold(typed, "aligned").strip(" ,.;:¿?!")
        if _MY_LOSS.match(folded):
            return ME
        if _THEIR_LOSS.match(folded):
            return OTHER
    return None


def ask_life(
    questions: Iterable[str], life: dict[str, int], poison: dict[str, int], line: str
) -> None:
    """Ask back the life of the player whose loss is asked, when the message does not say it
    and the told play can change it."""
    who = whose_loss(questions)
    if who is None or who in life or who in poison or not _REACHES.search(line):
        return
    raise ScenarioQuestion(
        _ASK[who],
        why="Preguntas si se pierde la partida, y eso depende de las vidas, que no dices.",
        example="estoy a 3 vidas y el rival me ataca con un 4/4 y no bloqueo, ¿pierdo?",
        read_as=line,
    )


__all__ = ["ask_life", "whose_loss"]
