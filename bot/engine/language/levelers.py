"""A leveler card's level symbols read as the static abilities they stand for (711.2).

"{LEVEL N1-N2} [Abilities] [P/T]" means "As long as this creature has at least N1 level
counters on it, but no more than N2 level counters on it, it has base power and toughness
[P/T] and has [abilities]" (711.2a; "{LEVEL N3+}", 711.2b). Each striation becomes static
abilities with ``condition_level``: one that sets its base P/T (layer 7b) and gives its
keywords (layer 6), and each ability printed in it with the same condition: a static one
applies, and an activated or triggered one exists (``Permanent.activated``, ``.triggered``),
only within those levels. A line the language does not read stays unread. The engine's half
is bot/engine/levels.py; the shapes are level_lines.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Ability, StaticAbility
from ..effects import ContinuousKind, SetPT
from .band_lines import Reader, read_band
from .level_lines import LevelBand

if TYPE_CHECKING:
    from .cards import CardFacts
    from .recipients import Refs


def level_abilities(card: CardFacts, refs: Refs, read: Reader) -> list[Ability]:
    """The static abilities of every level symbol of ``card`` (none for a card without)."""
    out: list[Ability] = []
    for band in card.level_bands:
        out += _band(card, band, refs, read)
    return out


def _band(card: CardFacts, band: LevelBand, refs: Refs, read: Reader) -> list[Ability]:
    condition = (band.low, band.high)
    effects: list[ContinuousKind] = []
    if band.power is not None and band.toughness is not None:
        effects.append(SetPT(power=band.power, toughness=band.toughness, duration="permanent"))
    lines = read_band(card, band, refs, read, {"condition_level": condition})
    statics = lines.abilities
    if lines.keywords is not None:
        effects.append(lines.keywords)
    out: list[Ability] = []
    if effects:
        out.append(StaticAbility(name=band.symbol, effects=effects, condition_level=condition))
        card.reading.note_read(band.symbol, out[0])
        if band.pt_line is not None:
            card.reading.note_read(band.pt_line, out[0])
        for line in lines.keyword_lines:
            card.reading.note_read(line, out[0])
    else:  # 711.2: the symbol's meaning is what its striation's lines say
        card.reading.note_read(band.symbol) if statics else card.reading.note_unread(band.symbol)
    return out + statics
