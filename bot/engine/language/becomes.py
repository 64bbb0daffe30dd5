"""A permanent that becomes a creature until end of turn: the animated lands ("manlands") and
the like, as card text says it once its own name reads "esta criatura":

    This land becomes a 3/3 green Ape creature with trample until end of turn. It's still a land.
    Until end of turn, this land becomes a 4/4 white and blue Elemental creature with flying
    and vigilance. It's still a land.

Read into the engine's own effects: a type change with its P/T (layer 4 and 7b) and colours
(layer 5), and the keywords it gains (layer 6), all until end of turn (613.1, 611.2a). It
keeps its other types ("It's still a land" says so, 205.1b). Anything more in the sentence
("with all creature types") leaves the line unread.
"""

from __future__ import annotations

import re
from typing import get_args

from index.fold import fold

from ..effects import Become, Effect, GainAbility
from ..vocabulary import CardType
from .aliases import COLOR_ALIASES, KEYWORD_ALIASES
from .recipients import Refs

_ITSELF = (
    r"(?:esta criatura|this (?:land|creature|artifact|permanent|enchantment|planeswalker|vehicle))"
)
_BECOMES = re.compile(
    rf"^(?P<until1>until end of turn,\s+)?{_ITSELF}\s+becomes\s+an?\s+(?P<pt>\d+/\d+)\s+"
    r"(?P<what>.+?)\s+creature(?:\s+with\s+(?P<with>[^.]+?))?"
    r"(?P<still>,?\s+that's still an? (?P<kept>\w+))?"
    r"(?P<until2>\s+until end of turn)?\.?"
    r"(?:\s+(?:It's|It is|Sigue siendo) (?:still )?(?:an?|una?) (?P<kept2>\w+)\.?)?$",
    re.IGNORECASE,
)
_CREATURE_ONLY = re.compile(
    rf"^(?P<until1>until end of turn,\s+)?{_ITSELF}\s+becomes\s+an?\s+(?P<pt>\d+/\d+)\s+"
    r"creature(?:\s+with\s+(?P<with>[^.]+?))?(?P<until2>\s+until end of turn)?\.?"
    r"(?:\s+(?:It's|It is|Sigue siendo) (?:still )?(?:an?|una?) (?P<kept2>\w+)\.?)?$",
    re.IGNORECASE,
)


CARD_TYPES: frozenset[str] = frozenset(get_args(CardType))


def becomes_creature(text: str, refs: Refs) -> list[Effect] | None:
    """The effects of "[this] becomes a N/N … creature [with …] until end of turn"; None when
    the sentence says anything else."""
    found = _BECOMES.match(text.strip()) or _CREATURE_ONLY.match(text.strip())
    if found is None or refs.source is None:
        return None
    if not (found["until1"] or found["until2"]):
        return None  # without a duration it would be for the rest of the game: not this one
    kept = {(found.groupdict().get("kept") or "").lower(), (found["kept2"] or "").lower()} - {""}
    if kept - set(CARD_TYPES):
        return None
    colors: set[str] = set()
    subtypes: set[str] = set()
    types = {"creature"}
    for word in (found.groupdict().get("what") or "").replace(",", " ").split():
        folded = fold(word, "words")
        if folded in ("and", "y"):
            continue
        if folded in COLOR_ALIASES:
            colors.add(COLOR_ALIASES[folded])
        elif folded in CARD_TYPES:
            types.add(folded)  # "a 3/3 artifact creature"
        elif word[:1].isupper() and word.isalpha() and folded not in CARD_TYPES:
            subtypes.add(word)
        else:
            return None
    keywords = _keywords(found["with"] or "")
    if keywords is None:
        return None
    power, toughness = (int(n) for n in found["pt"].split("/"))
    effects: list[Effect] = [
        Become(
            objects=[refs.source],
            add_types=types,
            subtypes=subtypes,
            colors=colors,
            power=power,
            toughness=toughness,
            duration="end_of_turn",
        )
    ]
    if keywords:
        effects.append(
            GainAbility(objects=[refs.source], keywords=keywords, duration="end_of_turn")
        )
    return effects


def _keywords(text: str) -> set[str] | None:
    """ "flying and vigilance", "trample", "flying, vigilance, and lifelink"."""
    out: set[str] = set()
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip()):
        if not part:
            continue
        folded = fold(part, "words")
        if folded not in KEYWORD_ALIASES:
            return None
        out.add(KEYWORD_ALIASES[folded])
    return out
