"""A station card's striations read as the static abilities they stand for (721.2).

"{N+}[abilities]" means "As long as this permanent has N or more charge counters on it, it
has [abilities]" (721.2a); with a P/T box, it also "is a creature with base power and
toughness [P/T] in addition to its other types" (721.2b). Oracle text prints a symbol as
"N+ | [ability]", and every line after it up to the next symbol is in its striation (721.3).
Each ability printed there is read as the language reads any other and carries
``condition_charge``: a static one applies, and an activated or triggered one exists, only
from N charge counters on. The P/T box a Spacecraft prints is in its last striation (its
reminder text says "It's an artifact creature at N+"): that symbol's static ability makes it a
creature with that base P/T (layer 4 and 7b, with the permanent's timestamp). A line the
language does not read stays unread. The engine's half is bot/engine/station.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Ability, StaticAbility
from ..effects import Become, ContinuousKind
from .band_lines import Reader, read_band
from .level_lines import LevelBand

if TYPE_CHECKING:
    from .cards import CardFacts
    from .recipients import Refs


def station_abilities(card: CardFacts, refs: Refs, read: Reader) -> list[Ability]:
    """The abilities of every station symbol of ``card`` (none for a card without)."""
    out: list[Ability] = []
    bands = card.station_bands
    boxed = card.power is not None and card.toughness is not None and "creature" not in card.types
    for n, band in enumerate(bands):
        last = n == len(bands) - 1
        out += _band(card, band, refs, read, boxed and last)
    return out


def _band(card: CardFacts, band: LevelBand, refs: Refs, read: Reader, boxed: bool) -> list[Ability]:
    effects: list[ContinuousKind] = []
    if boxed:  # 721.2b: "is a creature with base power and toughness [P/T]"
        effects.append(
            Become(
                add_types={"creature"},
                power=card.power,
                toughness=card.toughness,
                duration="permanent",
            )
        )
    lines = read_band(card, band, refs, read, {"condition_charge": band.low})
    abilities = lines.abilities
    if lines.keywords is not None:
        effects.append(lines.keywords)
    if not effects:
        return abilities
    symbol = StaticAbility(name=band.symbol, effects=effects, condition_charge=band.low)
    for line in lines.keyword_lines:
        card.reading.note_read(line, symbol)
    return [symbol, *abilities]


__all__ = ["station_abilities"]
