"""A spell told by what it does, with the card after «con»: "le devuelvo su Grizzly Bears a
la mano con un Unsummon", "se lo mato con un Murder", "exilio su Oso con un Path to Exile".

Players name the effect first and the card that does it last. The card's text decides: the
sentence is written the way the clauses read a spell cast ("le tiro un Unsummon a su Grizzly
Bears") only when the card after «con» is an instant or a sorcery whose Oracle text holds
what the verb says (ability_fit.effect_cues: return, destroy or damage, exile). Otherwise
nothing is rewritten, and the words are named as unread by the reader, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from index.fold import fold

from .ability_fit import effect_cues
from .text import Told

_TOLD = re.compile(
    r"(?<![\w§])(?P<clitic>(?:se\s+)?(?:le|lo|la|les|los|las)\s+)?"
    r"(?P<verb>(?:devuelv|destruy|exili|rebot)\w*|mat(?:o|a|as|an|amos|e|es|en))"
    r"(?:\s+(?:a\s+)?(?P<object>(?:(?:mi|su|tu|el|la)\s+)?§\d+§))?"
    r"(?:\s+(?:a|al)\s+(?:la|su|mi|tu)\s+mano)?"
    r"\s+con\s+(?:(?:un|una|mi|el|la)\s+)?(?P<spell>§(?P<n>\d+)§)(?![\w§])"
)
_SPELL = re.compile(r"\b(?:Instant|Sorcery)\b")


def _does(told: Told, at: int, verb: str) -> bool:
    """Whether card ``at`` is a spell whose text does what ``verb`` says."""
    kind = told.types[at] if at < len(told.types) else ""
    text = (told.texts[at] if at < len(told.texts) else "").lower()
    cues = effect_cues(verb)
    if not _SPELL.search(kind) or not text or cues is None:
        return False
    return all(any(word in text for word in cue) for cue in cues)


def spells_by_effect(told: Told) -> Told:
    """``told`` with each spell told by its effect written as a spell cast at its object."""
    out, pos = [], 0
    typed = told.typed
    for match in _TOLD.finditer(told.folded):
        if not _does(told, int(match["n"]), match["verb"]):
            continue
        first = match["verb"].endswith(("o", "amos")) and not match["verb"].startswith("mata")
        cast = "le tiro" if first else "le tira"
        spell = typed[match.start("spell") : match.end("spell")]
        aimed = (
            f" a {typed[match.start('object') : match.end('object')]}" if match["object"] else ""
        )
        out += [typed[pos : match.start()], f"{cast} un {spell}{aimed}"]
        pos = match.end()
    if not out:
        return told
    typed = "".join([*out, typed[pos:]])
    return replace(told, typed=typed, folded=fold(typed, "aligned"))


__all__ = ["spells_by_effect"]
