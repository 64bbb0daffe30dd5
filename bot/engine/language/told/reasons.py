"""The teller's reasoning told inside the situation: set apart, never read as a fact.

Players say why a play is made or why they think it ends as it does: "el rival bloquea con su
Oso, como tiene más criaturas le da igual perderlo", "no bloqueo porque prefiero guardarlo".
Such a stretch is no part of the game state and no play: read as one, its words stick to the
object before it ("bloqueadores: Oso, como tiene mas criaturas…") or become a board clause
("tiene más criaturas"), and the whole message is refused, or worse, read into the board.

A reason is a stretch opened by «como», «porque», «ya que», «pues», «puesto que» or «dado que»
after a comma or a «y», not ending in «?» («…, como tiene que bloquear?» asks «cómo», typed
without its accent), that names no card, no power/toughness and no keyword: those may be a
fact of the situation given as its reason ("porque tiene toque mortal", "como su Oso es 3/3"),
which the reader reads. What is cut is named back as not read (the run decides the outcome).
"""

from __future__ import annotations

import re
from dataclasses import replace

from index.fold import fold

from ..aliases import KEYWORD_ALIASES
from .text import MASK, Told

# A reason's opener after a comma or a joiner, up to the end of its sentence or the next comma.
_REASON = re.compile(
    r"(?:,\s*|\s+(?:y|e|pero)\s+)(?P<reason>(?:como|porque|por\s+que|ya\s+que|pues|puesto\s+que"
    r"|dado\s+que)\s+[^,.;:?¿!…]+)"
)
_NUMBER = re.compile(r"\d")
# «cómo», «por qué» typed with their accents ask; they open no reason.
_ACCENTED = re.compile(r"(?:cómo|por\s+qué)(?![\w§])", re.I)


def _a_fact(words: str) -> bool:
    """Whether the stretch (folded) may hold a fact of the situation: a card, a number (a P/T,
    a life total), a keyword."""
    if MASK.search(words) or _NUMBER.search(words):
        return True
    tokens = set(re.findall(r"[a-z]+", words))
    return any(set(alias.split()) <= tokens for alias in KEYWORD_ALIASES if len(alias) > 3)


def cut_reasons(told: Told) -> tuple[Told, list[str]]:
    """``told`` without the teller's reasons, and those reasons as typed (cards written back)."""
    typed = told.typed
    reasons: list[str] = []
    for match in reversed(list(_REASON.finditer(told.folded))):
        asked = told.folded[match.end() : match.end() + 1] == "?"
        if asked or _ACCENTED.match(told.typed, match.start("reason")) or _a_fact(match["reason"]):
            continue  # "…, como tiene que bloquear?": «cómo» asking, typed without its accent
        reasons.insert(0, told.restore(match.start("reason"), match.end("reason")))
        typed = f"{typed[: match.start()]}{typed[match.end() :]}"
    if not reasons:
        return told, []
    return replace(told, typed=typed, folded=fold(typed, "aligned")), reasons


__all__ = ["cut_reasons"]
