"""What a player says right after a spell's name, read before the name can swallow it (issue
42, session 6): "Black Sun's Zenith con X=2", "Wrath of God q destruye todas las criaturas".

The card finder has already masked the card (text.py), so the spell is that card; the words
after it are no part of its name. Two kinds are read here, by what they are and not by which
card they follow:

- the value of X chosen as it is cast ("con X=2", "X vale 3"): the language writes it next to
  the spell's name (``X=N``, SCHEMA.md 1.9), so it is kept as that;
- a relative clause that says what the card does ("q destruye todas las criaturas"): the
  card's own text says that, read from the card data, so the teller's words do not decide and
  are set aside, named to the user as not read (never as part of the name).

Anything else stays glued and is named as unread (glued.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from index.fold import fold

from ..cards import card_data_open, find_card
from .modes_told import told_mode
from .text import MASK
from .things import Thing

# "con X=2", "con X = 2", "con X igual a 2", "con X de 2", "X=2", "X vale 2", "por X=2".
_X = re.compile(
    r"^\s*,?\s*(?:(?:con|with|por|pagando)\s+(?:la\s+|una\s+)?)?x\s*(?:=|es|vale|igual\s+a|de)\s*"
    r"(?P<n>\d+)(?![\w/])"
)
# A relative clause: "que/q/k" and a verb after it (not "q tiene …", which the language reads as
# a quality of an object, nor a bare "que" before the effect a clause tells: telling.py).
_RELATIVE = re.compile(r"^\s*,?\s*(?:que|q|k|which|that)\s+(?P<words>\S.*)$")
_QUALITY = re.compile(r"^(?:tiene|tienen|lleva|llevan|has|have|es|son|is|are|esta|estan)\b")


@dataclass(frozen=True)
class AfterName:
    """A spell as the card it names, the X chosen for it, and the words set aside."""

    spell: Thing
    x: int | None = None
    aside: str = ""  # the teller's own words on what the card does
    mode: int | None = None  # the mode told in words or by number (modes_told.py)


def _has_x(card: str) -> bool:
    """Whether the card's cost or text has an X to choose (with no card data: trusted)."""
    if not card_data_open():
        return True
    record = find_card(card, short=True)
    if record is None:
        return False
    return "{X}" in (record.mana_cost or "") or re.search(r"\bX\b", record.oracle_text) is not None


def after_name(spell: Thing, cards: tuple[str, ...] = ()) -> AfterName:
    """``spell`` with what follows its one card name read: the X chosen, a relative clause
    set aside. Unchanged when its description does not start with a card's name. ``cards``:
    the names the masks stand for (to check that the card has an X)."""
    description = spell.description.strip()
    mask = MASK.match(description)
    if mask is None:
        return AfterName(spell)
    head, rest = description[: mask.end()], description[mask.end() :]
    low_rest = fold(rest, "aligned")  # folding keeps the words (and their count) of ``rest``
    x = _X.match(low_rest)
    # An X said of a card that has none ("Lightning Bolt con X=3") stays glued, named unread.
    if x is not None and cards and not _has_x(cards[int(mask[1])]):
        x = None
    if x is not None:
        left = rest[x.end() :].strip(" ,")
        if not left:
            return AfterName(replace(spell, description=head), x=int(x["n"]))
        return AfterName(spell)
    if cards:  # "con el modo de destruir un artefacto": one of the card's modes
        # a word of it may have been taken for a one-word card name («modo»): said as words
        words = fold(MASK.sub(lambda m: cards[int(m[1])], rest), "aligned")
        mode = told_mode(cards[int(mask[1])], words)
        if mode is not None:
            return AfterName(replace(spell, description=head), mode=mode[0])
    relative = _RELATIVE.match(low_rest)
    if relative is not None and not _QUALITY.match(relative["words"]):
        words = rest.strip(" ,")
        return AfterName(replace(spell, description=head), aside=words)
    return AfterName(spell)


__all__ = ["AfterName", "after_name"]
