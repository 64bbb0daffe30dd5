"""The moment of the turn as players name it: "en su mantenimiento", "al final del turno del
rival", "en mi segunda fase principal", "antes de bloquear", "con algo en la pila".

The phrase is cut out of the sentence (so no clause reads it as an object's words) and kept as
a Moment: the step and whose turn (the words of ``paso:`` and ``turno:`` in a ``momento``
line, bot/engine/SCHEMA.md 1.5) and whether the stack holds something (``pila:``). A ``pila``
or ``estado`` line has no step: the stack resolves and state-based actions are checked the
same in every step, so there the moment changes nothing and is only read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from index.fold import fold

from .text import Told

# Each step as players say it, with the words ``paso:`` reads (SCHEMA.md 1.5). Longer first.
_STEPS: tuple[tuple[str, str], ...] = (
    (
        r"(?:segunda\s+fase\s+principal|segunda\s+principal|fase\s+principal\s+2|principal\s+2)",
        "principal 2",
    ),
    (r"(?:primera\s+fase\s+principal|primera\s+principal|fase\s+principal|principal)", "principal"),
    (r"(?:paso\s+de\s+)?mantenimiento|upkeep", "mantenimiento"),
    (r"paso\s+de\s+robo|robo|draw\s+step", "robo"),
    (
        r"inicio\s+del?\s+combate|comienzo\s+del?\s+combate|beginning\s+of\s+combat",
        "inicio de combate",
    ),
    (
        r"declaracion\s+de\s+bloqueadores|paso\s+de\s+declarar\s+bloqueadores",
        "declarar bloqueadores",
    ),
    (r"declaracion\s+de\s+atacantes|paso\s+de\s+declarar\s+atacantes", "declarar atacantes"),
    (r"paso\s+de\s+dano(?:\s+de\s+combate)?|dano\s+de\s+combate", "daño de combate"),
    (r"fase\s+de\s+combate|combate|combat", "combate"),
    (r"paso\s+final|final\s+del\s+turno|fin\s+del\s+turno|end\s+step|end\s+of\s+turn", "final"),
    (r"(?:paso\s+de\s+)?limpieza|cleanup", "limpieza"),
)
_WHOSE_BEFORE = r"(?:(?P<poss>mi|su|tu|my|their|your)\s+)?"
_WHOSE_AFTER = (
    r"(?:\s+(?:del|de\s+mi|de\s+su)\s+(?P<theirs>rival|oponente|contrincante)"
    r"|\s+(?:del\s+)?turno\s+(?:del|de\s+mi)\s+(?P<theirs2>rival|oponente|contrincante)"
    r"|\s+(?P<mine>mio|propio)|\s+de\s+mi\s+turno)?"
)
_LEAD = r"(?:en|durante|al|a|at|during|in)\s+(?:el\s+|la\s+|the\s+)?"
_STEP = re.compile(
    r"(?<![\w§])(?:"
    + "|".join(
        rf"{_LEAD}{_WHOSE_BEFORE.replace('?P<', f'?P<w{i}')}(?P<s{i}>{words})"
        + _WHOSE_AFTER.replace("?P<", f"?P<w{i}")
        for i, (words, _) in enumerate(_STEPS)
    )
    + r")(?![\w§])"
)
# Whose turn, said alone: "en su turno", "en el turno del rival", "en mi turno".
_TURN = re.compile(
    r"(?<![\w§])(?:en|durante)\s+(?:el\s+)?(?:(?P<poss>mi|su|tu)\s+turno|turno\s+(?:del|de\s+mi)"
    r"\s+(?P<theirs>rival|oponente|contrincante)|turno\s+(?P<mine>propio))(?![\w§])"
)
# Before blocks: the attackers are declared, the blockers not yet (508, 509).
_BEFORE_BLOCKS = re.compile(
    r"(?<![\w§])antes\s+de\s+(?:bloquear|que\s+(?:me\s+|le\s+|lo\s+)?bloquee?n?|los\s+bloqueos"
    r"|declarar\s+bloqueadores|bloqueadores)(?![\w§])"
)
# Before the attack: the precombat main phase (505.1a), where a sorcery is cast before attacking.
_BEFORE_ATTACK = re.compile(
    r"(?<![\w§])antes\s+(?:de\s+atacar|del\s+ataque|de\s+declarar\s+atacantes|del\s+combate"
    r"|de\s+combate|de\s+entrar\s+en\s+combate)(?![\w§])"
)
_STACK = re.compile(
    r"(?<![\w§])(?:(?P<busy>(?:con|si\s+hay|habiendo)\s+(?:algo|un\s+hechizo|una\s+habilidad|"
    r"cosas|otro\s+hechizo)\s+en\s+la\s+pila)|(?P<empty>con\s+la\s+pila\s+vacia))(?![\w§])"
)


@dataclass(frozen=True)
class Moment:
    """When the told play happens; None where the message does not say."""

    step: str | None = None  # the words of ``paso:``
    turn: str | None = None  # "propio" or "ajeno"
    stack: str | None = None  # "ocupada" or "vacía"

    @property
    def said(self) -> bool:
        return any((self.step, self.turn, self.stack))


def _whose(match: re.Match[str], *groups: str) -> str | None:
    said = {g: match[g] for g in groups if g in match.groupdict() and match[g]}
    if any("theirs" in k for k in said):
        return "ajeno"
    if any("mine" in k for k in said):
        return "propio"
    poss = next((v for k, v in said.items() if "poss" in k), None)
    if poss in {"mi", "my"}:
        return "propio"
    if poss in {"su", "tu", "their", "your"}:
        return "ajeno"
    return None


def cut_moment(told: Told) -> tuple[Told, Moment]:
    """``told`` without the words that name the moment, and the moment they name."""
    typed, folded = told.typed, told.folded
    step = turn = stack = None
    spans: list[tuple[int, int]] = []
    for match in _STEP.finditer(folded):
        index = next(i for i in range(len(_STEPS)) if match[f"s{i}"])
        step = step or _STEPS[index][1]
        groups = [f"w{index}poss", f"w{index}theirs", f"w{index}theirs2", f"w{index}mine"]
        turn = turn or _whose(match, *groups)
        spans.append(match.span())
    for match in _TURN.finditer(folded):
        turn = turn or _whose(match, "poss", "theirs", "mine")
        spans.append(match.span())
    for match in _BEFORE_BLOCKS.finditer(folded):
        step = step or "declarar atacantes"
        spans.append(match.span())
    for match in _BEFORE_ATTACK.finditer(folded):
        step = step or "principal"
        spans.append(match.span())
    for match in _STACK.finditer(folded):
        stack = stack or ("ocupada" if match["busy"] else "vacía")
        spans.append(match.span())
    for start, end in sorted(spans, reverse=True):
        typed = typed[:start] + " " * (end - start) + typed[end:]
    if spans:
        typed = re.sub(r"\s+([,.;?])", r"\1", re.sub(r"\s{2,}", " ", typed)).strip(" ,")
    return replace(told, typed=typed, folded=fold(typed, "aligned")), Moment(step, turn, stack)
