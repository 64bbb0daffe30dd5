"""An ability given in quotes (613.1f), after "has"/"have"/"gains" in a continuous effect:

    Enchanted creature has "{T}: This creature deals 1 damage to any target."
    Enchanted creature gets +1/+1 and has "Whenever this creature attacks, create a Food token."
    Creatures you control have "{T}: Add one mana of any color."
    otorga:la criatura encantada tiene '{T}: esta criatura hace 1 daño a cualquier objetivo'

The quoted text is read as the language reads a permanent's own ability, a triggered or an
activated one, with "this creature" standing for whatever has it (``granted.HOLDER``: each
object the effect applies to, bot/engine/granted.py). A quoted static ability is not read: the
engine gives objects triggered and activated abilities only, so the line stays unread.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..errors import ScenarioError
from ..granted import HOLDER

if TYPE_CHECKING:
    from .recipients import Refs
    from .words import Words

# Oracle's "…", or single quotes inside a scenario's "…" value, or «…».
_QUOTED = re.compile(r"^(?:\"([^\"]+)\"|“([^”]+)”|«([^»]+)»|'([^']+)')")
_TRIGGERED = re.compile(
    r"^(?:when|whenever|at|cuando|siempre que|cada vez que|al)\b", re.IGNORECASE
)
_OPENING = ('"', "“", "«", "'")
# "{T}, Sacrifice this token: Add {C}.": a cost, then a colon, before any sentence ends.
_ACTIVATED = re.compile(r"^[^.\"]*?:")


def token_abilities(words: Words, refs: Refs | None) -> list[dict[str, Any]] | None:
    """A token's abilities written in quotes after its description ("a 1/1 black Rat creature
    token with "This token can't block."", "… with flying and "When this token dies, …""),
    as data for TokenSpec; None (nothing read) when no quote follows. The ability is the
    token's own, of any kind, its "this token" bound to the token made (resolve.py)."""
    if refs is None or words.done() or not words.raw[words.i].startswith(_OPENING):
        return None
    read = _reader(refs)
    out: list[dict[str, Any]] = []
    while not words.done() and words.raw[words.i].startswith(_OPENING):
        text = _take_quoted(words, refs)
        theirs = replace(refs, source=HOLDER, targeting=False, unchosen=False, static=False)
        if _TRIGGERED.match(text):
            ability = read("triggered", text.rstrip("."), theirs)
        elif _ACTIVATED.match(text):
            ability = read("activated", text, theirs)
        else:
            ability = read("static", text.rstrip("."), theirs)
        out.append(ability.model_dump(mode="json"))
        mark = words.i
        if not (words.accept("and") and not words.done() and words.raw[words.i][:1] in _OPENING):
            words.i = mark
            break
    return out


def token_has(words: Words, refs: Refs, out: list[Any]) -> bool:
    """ "Create a 1/1 … token. It has "Sacrifice this token: Add {C}."": the next sentence
    gives the token just described its abilities in quotes (111.4); True when read."""
    if not out or out[-1].type != "create_token" or not words.at("it has", "they have"):
        return False
    mark = words.i
    words.accept("it has", "they have")
    quoted = token_abilities(words, refs)
    if not quoted:
        words.i = mark
        return False
    made = out[-1]
    token = made.token.model_copy(update={"abilities": [*made.token.abilities, *quoted]})
    out[-1] = made.model_copy(update={"token": token})
    return True


def _reader(refs: Refs) -> Callable[[str, str, Refs], Any]:
    """How an ability's text is read: set while reading an ability's text, and by the stack's
    reader for a spell's ("Target creature gains "…" until end of turn", stack.py)."""
    if refs.read_ability is None:
        raise ScenarioError(
            "No leo aquí una habilidad entre comillas.", example=refs.example, fragment=""
        )
    return refs.read_ability


def _take_quoted(words: Words, refs: Refs) -> str:
    start = words.spans[words.i][0]
    found = _QUOTED.match(words.text[start:])
    if found is None:
        raise refs.error(words, "la habilidad entre comillas")
    end = start + found.end()
    while not words.done() and words.spans[words.i][0] < end:
        words.i += 1
    return next(g for g in found.groups() if g is not None).strip()


def quoted_ability(words: Words, refs: Refs) -> dict[str, Any] | None:
    """The fields of a ``grant_ability`` effect when the next words are an ability in
    quotes (the words are then past it); None when they are not. A quoted ability the engine
    would not run raises the language's error, so the line stays unread."""
    if words.done() or not words.raw[words.i].startswith(_OPENING):
        return None
    read = _reader(refs)
    text = _take_quoted(words, refs)
    # Whatever has it is "this creature" (113.2c), not the source of the effect giving it.
    theirs = replace(refs, source=HOLDER, targeting=False, unchosen=False, static=False)
    if _TRIGGERED.match(text):
        ability = read("triggered", text.rstrip("."), theirs)
    elif _ACTIVATED.match(text):
        ability = read("activated", text, theirs)
    else:
        raise refs.error(
            words, "la habilidad estática entre comillas (se leen las disparadas y activadas)"
        )
    return {"abilities": [ability.model_dump(mode="json")], "text": text}
