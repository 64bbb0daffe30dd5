"""Static cost changes, as card text and judges write them (601.2f):

    Noncreature spells cost {1} more to cast.
    Instant and sorcery spells you cast cost {1} less to cast.
    Black spells your opponents cast cost {2} more to cast.
    los hechizos que no son de criatura cuestan {1} más
    los hechizos de instantáneo y de conjuro que lanzas cuestan {1} menos

Only generic amounts ({1}, {2}…) are read; the spells are named by card types, "non" + type and
colours. Anything more (a creature type, "the first … each turn", "that target …", "for each
…") leaves the line unread: the whole sentence matches or nothing does.
"""

from __future__ import annotations

import re

from index.fold import fold
from index.vocabulary.game import ids_of, spelled

from ..effects import CostChange
from .aliases import COLOR_ALIASES

_TYPES = spelled(ids_of("type"), ("en", "es", "es_plural", "en_plural"))
_ENGLISH = re.compile(
    r"^(?P<group>(?:[\w-]+(?:,? (?:and|or) |, | ))*?)spells "
    r"(?P<who>you cast |your opponents cast )?"
    r"costs? \{(?P<n>\d+)\} (?P<way>more|less) to cast\.?$"
)
_SPANISH = re.compile(
    r"^(?:los )?hechizos (?P<group>.*?) ?(?P<who>que lanzas |que lanzan tus oponentes |"
    r"que lanzan tus rivales )?cuestan \{(?P<n>\d+)\} (?P<way>mas|menos)(?: de lanzar)?\.?$"
)
_WHO = {
    "you cast": "you",
    "your opponents cast": "opponent",
    "que lanzas": "you",
    "que lanzan tus oponentes": "opponent",
    "que lanzan tus rivales": "opponent",
}
_JOINERS = {"and", "or", "y", "o", "de", "que", "no", "son", "sean", "sea", "es", ","}


def cost_change(text: str) -> CostChange | None:
    """The sentence as a cost change; None when it says anything the engine does not read."""
    line = fold(text.strip(), "words")
    found = _ENGLISH.match(line) or _SPANISH.match(line)
    if found is None:
        return None
    types: set[str] = set()
    not_types: set[str] = set()
    colors: set[str] = set()
    negate = False
    for word in found["group"].replace(",", " , ").split():
        bare = word.removeprefix("non-").removeprefix("non")
        if word in ("no", "que") and found.re is _SPANISH:
            negate = negate or word == "no"
            continue
        if word in _JOINERS:
            continue
        if bare != word and bare in _TYPES:
            not_types.add(_TYPES[bare])
        elif word in _TYPES:
            (not_types if negate else types).add(_TYPES[word])
        elif word in COLOR_ALIASES:
            colors.add(COLOR_ALIASES[word])
        else:
            return None  # a creature type, "the first", "legendary"…: more than this reads
    amount = int(found["n"]) * (1 if found["way"] in ("more", "mas") else -1)
    if amount == 0:
        return None
    who = (found["who"] or "").strip()
    return CostChange.model_validate(
        {
            "amount": amount,
            "types": types,
            "not_types": not_types,
            "colors": colors,
            "caster": _WHO.get(who, "any"),
        }
    )
