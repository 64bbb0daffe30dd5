"""The lines printed in one striation of a card under a threshold symbol, read once for every
kind of symbol: a leveler's «LEVEL N1-N2» (711.2) and a station card's «N+ |» (721.2).

Each keyword line gives its keywords to the symbol's own static ability; each other line is
read as the language reads any ability and carries the symbol's condition (``condition_level``
or ``condition_charge``): a static one applies, and an activated or triggered one exists, only
while it holds. A line the language does not read, a keyword read from a 702 meaning, and an
ability that already has a threshold of its own (not modelled inside another) stay unread.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..abilities import Ability
from ..effects import GainAbility
from ..errors import ScenarioError
from .level_lines import LevelBand

if TYPE_CHECKING:
    from .cards import CardFacts
    from .recipients import Refs

Reader = Callable[[str, str, "Refs"], Ability]


@dataclass
class BandReading:
    """What one striation's lines say: the keywords its symbol gives (None: no keyword line
    read), the keyword lines read, and its other abilities with the symbol's condition."""

    keywords: GainAbility | None = None
    keyword_lines: list[str] = field(default_factory=list)
    abilities: list[Ability] = field(default_factory=list)


def read_band(
    card: CardFacts, band: LevelBand, refs: Refs, read: Reader, condition: Mapping[str, Any]
) -> BandReading:
    """``band``'s lines read (each noted read or unread on ``card``), the abilities carrying
    ``condition`` (the field and value of the symbol's threshold)."""
    from .cards import keyword_line

    out = BandReading()
    keywords: set[str] = set()
    protection: set[str] = set()
    for kind, text, line in band.lines:
        if kind == "keywords":
            listed = keyword_line(text)
            if listed is None or listed.meanings or listed.unread or listed.toxic:
                card.reading.note_unread(line)  # a keyword read from 702, or unknown
                continue
            keywords |= listed.keywords
            protection |= listed.protection
            out.keyword_lines.append(line)
            continue
        try:
            got = read(kind, text, refs)
        except (ScenarioError, ValueError):
            card.reading.note_unread(line)
            continue
        if _has_threshold(got):
            card.reading.note_unread(line)
            continue
        out.abilities.append(got.model_copy(update=dict(condition)))
        card.reading.note_read(line, out.abilities[-1])
    if keywords or protection:
        out.keywords = GainAbility.model_validate(
            {"keywords": keywords, "protection": protection, "duration": "permanent"}
        )
    return out


def _has_threshold(ability: Ability) -> bool:
    """A level, Class level or charge condition of its own, or a loyalty cost of X: not read
    inside a striation."""
    return (
        getattr(ability, "condition_level", None) is not None
        or getattr(ability, "class_level", None) is not None
        or getattr(ability, "condition_charge", None) is not None
        or getattr(ability, "loyalty_x", False)
    )


__all__ = ["BandReading", "Reader", "read_band"]
