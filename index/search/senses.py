"""A word's sense read from what it governs: "robar" draws a card and takes a creature.

Judges' Spanish uses one verb for two game actions: "robo una carta" is drawing, and "me roban
un bicho con Control Magic" or "tiene mi Baneslayer Angel robada" is gaining control of it.
The tables carry every form of "robar" to "draw", which sent questions about stolen
creatures to the draw rules (121.x) instead of the rules on control and owners. Here the
object decides: the nearest word after the verb (before it, for a participle: "robada") that
is a card ("carta") keeps the table's sense; one that is a permanent ("bicho", "criatura",
"tierra", "comandante") or a card's name reads the verb in its other sense.

Each row says which carried term has another sense, the English terms of the objects that
choose it, and the terms that sense stands for. The objects are read through the same
carrying as the question's words (question.english_terms), so "bicho" is a creature because
the tables say so, not because this module lists it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from index.search.schema import SPANISH_STOPWORDS

Carried = Callable[[str], Mapping[str, float]]  # one word -> its English terms


@dataclass(frozen=True)
class Sense:
    term: str  # the carried term whose verb has another sense ("draw")
    kept_by: frozenset[str]  # object terms that keep the table's sense ("card")
    other_by: frozenset[str]  # object terms that choose the other sense (permanents)
    other: tuple[str, ...]  # the terms the other sense stands for
    names_choose_other: bool = True  # a card's name as the object (a permanent, in play)


# The permanent types (rule 110.4) and the words that stand for a permanent, as the English
# analyser stems them ("creature" -> "creatur").
_PERMANENT_TERMS = frozenset(
    ("creatur", "artifact", "enchant", "land", "planeswalk", "battl", "perman", "command")
)
SENSES = (
    Sense(
        term="draw",
        kept_by=frozenset(("card", "librari", "hand")),
        other_by=_PERMANENT_TERMS,
        other=("control",),
    ),
)

_WORD = re.compile(r"[^\W\d_]+|[.!?¿¡,;:()\"]")
_STOP = frozenset('.!?¿¡,;:()"')
# How far the object may stand from its verb, in words that are not stop words: "me roba con
# Treachery el bicho" puts two between them.
REACH = 3
_PARTICIPLE = ("ado", "ada", "ados", "adas")
_MEANS = frozenset(("con", "por", "de", "del", "with", "by"))


def resolve(
    raw: str, names: Iterable[str], english: dict[str, float], carried: Carried
) -> dict[str, float]:
    """``english`` (the question's terms -> weights) with each SENSES term whose verb's object
    chooses the other sense replaced by that sense's terms, at the same weight."""
    senses = [s for s in SENSES if s.term in english]
    if not senses:
        return english
    tokens, named = _tokens(raw, names)
    out = dict(english)
    for sense in senses:
        if _other_sense(sense, tokens, named, carried):
            weight = out.pop(sense.term)
            for term in sense.other:
                out[term] = max(out.get(term, 0.0), weight)
    return out


def _tokens(raw: str, names: Iterable[str]) -> tuple[list[str], set[int]]:
    """The lowercase words and stops of ``raw``, and which positions a card's name holds."""
    tokens = _WORD.findall(raw)
    lowered = [t.lower() for t in tokens]
    named: set[int] = set()
    for name in names:
        parts = [p.lower() for p in _WORD.findall(name)]
        for i in range(len(lowered) - len(parts) + 1):
            if parts and lowered[i : i + len(parts)] == parts:
                named.update(range(i, i + len(parts)))
    return lowered, named


def _other_sense(sense: Sense, tokens: list[str], named: set[int], carried: Carried) -> bool:
    """Whether any verb carried to ``sense.term`` governs an object of the other sense (and
    none of the kept one: one question may both draw and steal, and drawing then stays)."""
    other = kept = False
    for i, token in enumerate(tokens):
        if i in named or token in _STOP or sense.term not in carried(token):
            continue
        found = _object(sense, tokens, named, carried, range(i + 1, len(tokens)))
        if found is None and token.endswith(_PARTICIPLE):
            found = _object(sense, tokens, named, carried, range(i - 1, -1, -1))
        other |= found is True
        kept |= found is False
    return other and not kept


def _object(
    sense: Sense, tokens: list[str], named: set[int], carried: Carried, order: Iterable[int]
) -> bool | None:
    """True: the first object met in ``order`` chooses the other sense; False: it keeps the
    table's; None: none met within REACH words (or a stop came first)."""
    seen = 0
    means_name = False  # inside a card's name that a preposition made the means
    for j in order:
        token = tokens[j]
        if token in _STOP:
            return None
        if j in named:
            # "con Control Magic", "por Treachery": the card is the means, not the object.
            if means_name:
                continue
            if tokens[j - 1] in _MEANS if j > 0 else False:
                means_name = True
                continue
            if sense.names_choose_other:
                return True
            continue
        means_name = False
        if token in SPANISH_STOPWORDS:
            continue
        terms = carried(token)
        if terms.keys() & sense.kept_by:
            return False
        if terms.keys() & sense.other_by:
            return True
        seen += 1
        if seen >= REACH:
            return None
    return None
