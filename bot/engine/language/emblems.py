"""The sentence that gives a player an emblem (114.2), inside a spell's or an ability's text:

    [−7]: You get an emblem with "Creatures you control get +2/+2 and have flying."
    activada:-6: obtienes un emblema con «las criaturas que controlas obtienen +1/+1»

The quoted ability is read as the language reads a permanent's: a triggered ability, or a
static one whose continuous effects apply to a group in their layers ("Creatures you control
get +1/+1"); a triggered ability with a target is not (a scenario names a trigger's targets by
its source, and an emblem has no name to write). Anything else an emblem can have (an
activated ability, a rule about playing cards, a replacement) is left unread: the engine runs
an emblem's triggers and layer effects only (bot/engine/emblems.py), so reading more would be
acting on words it does not apply.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from ..characteristics import layers_of
from ..effects import CONTINUOUS_TYPES, GetEmblem

if TYPE_CHECKING:
    from .recipients import Refs
    from .words import Words

_GETS = ("you get an emblem with", "obtienes un emblema con")
# The ability in quotes: Oracle's "…", or single quotes inside a scenario's "…" value.
_QUOTED = re.compile(
    r"^(?:you get an emblem with|obtienes un emblema con)\s*"
    r"(?:\"([^\"]+)\"|“([^”]+)”|«([^»]+)»|'([^']+)')\s*\.?",
    re.IGNORECASE,
)
_TRIGGERED = re.compile(
    r"^(?:when|whenever|at|cuando|siempre que|cada vez que|al)\b", re.IGNORECASE
)


def emblem_clause(words: Words, refs: Refs) -> GetEmblem | None:
    """The emblem given, its ability read; None (nothing read) when the words are not that
    sentence. An ability the engine would not run raises the language's error."""
    if words.at(*_GETS) is None:
        return None
    start = words.spans[words.i][0]
    found = _QUOTED.match(words.text[start:])
    if found is None:
        raise refs.error(words, 'la habilidad del emblema, entre comillas ("…")')
    text = next(g for g in found.groups() if g is not None).strip()
    ability = _ability(text, refs, words)
    end = start + found.end()
    while not words.done() and words.spans[words.i][0] < end:
        words.i += 1
    return GetEmblem(abilities=[ability], text=text)


def _ability(text: str, refs: Refs, words: Words) -> object:
    parse_ability = refs.read_ability
    if parse_ability is None:  # outside an ability's text (a spell's): not read
        raise refs.error(words, "el emblema que da un hechizo")
    # The emblem is no permanent: "this creature" names nothing in it (114.3).
    mine = replace(refs, source=None, targeting=False, unchosen=False)
    if _TRIGGERED.match(text):
        ability = parse_ability("triggered", text, mine)
        if any(e.unchosen_target for e in getattr(ability, "effects", [])):
            # Its target is chosen as it triggers (603.3d), and a scenario names targets by
            # their source (objetivos:"Fuente: Oso"): an emblem has no name to write there.
            raise refs.error(words, "el objetivo de la habilidad disparada de un emblema")
        return ability
    ability = parse_ability("static", text, mine)
    effects = getattr(ability, "effects", [])
    if not effects or not all(
        e.type in CONTINUOUS_TYPES and e.each and layers_of(e) for e in effects
    ):
        raise refs.error(
            words,
            "la habilidad del emblema (se leen las disparadas y las estáticas que cambian a un "
            "grupo, como «Creatures you control get +1/+1»)",
        )
    return ability
