"""Protection from a quality (702.16): a colour, a card type (702.16a) or everything (702.16j).

This module only says which of a permanent's protections a source matches and how to name
them; what a match does (prevent damage, forbid a block, a target, an Aura or an Equipment)
is decided where each of those happens. A permanent's protections are a characteristic read
after the layers (``Chars.protection``), so protection gained or lost in layer 6 counts.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import citations as C
from .vocabulary import COLOR_ES

SUBTYPE = "subtype:"  # a subtype quality ("protection from Dragons") is kept as "subtype:dragon"


def subtype_quality(subtype: str) -> str:
    return SUBTYPE + subtype.lower()


def matched(
    protection: Iterable[str],
    colors: Iterable[str],
    types: Iterable[str],
    subtypes: Iterable[str] = (),
) -> set[str]:
    """The qualities in ``protection`` that a source with these colours, card types and
    subtypes has.

    A card-type quality applies to permanents of that type and to sources of that type not on
    the battlefield (702.16a), so the source's current types are what count; so do its current
    subtypes for a subtype quality ("protection from Dragons")."""
    have = set(colors) | set(types) | {subtype_quality(s) for s in subtypes}
    return {q for q in protection if q == "everything" or q in have}


def rules_for(qualities: Iterable[str], rule: str) -> list[str]:
    """``rule`` (what protection does here) plus the rule of a non-colour quality."""
    found = set(qualities)
    out = [rule]
    if found - set(COLOR_ES) - {"everything"}:
        out.append(C.PROTECTION_QUALITY)
    if "everything" in found:
        out.append(C.PROTECTION_EVERYTHING)
    return out
