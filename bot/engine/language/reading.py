"""One card of the card data read alone, the way a scenario reads it: which lines of its text
the engine's language reads and which it does not (``python -m bench.card_coverage`` counts
them over every card)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..state import Permanent, Player
from .abilities import ABILITY_EXAMPLE, card_abilities
from .board import board_refs
from .cards import CardReading, facts
from .choices import stand_in
from .stack import card_effects
from .x_value import X_STAND_IN, announces_x

if TYPE_CHECKING:
    from index.cards.records import CardRecord

_YOU, _RIVAL = "Jugador A", "Jugador B"


def read_card(card: CardRecord) -> CardReading:
    """The card on an empty board under its owner's control. A spell's targets are left to be
    chosen, as an activated ability's are: a scenario names them after the card
    (``hechizo:"Lightning Bolt: Oso"``), and without them the line stays unread there."""
    got = facts(card, card.name)
    kept = got.types - {"instant", "sorcery"}  # a spell is read as if it were a permanent
    perm = Permanent(
        id="c1",
        name=got.reading.shown,
        controller=_YOU,
        types=kept if kept - {"kindred"} else {"artifact"},
        power=got.power,
        toughness=got.toughness,
    )
    refs = board_refs([Player(name=_YOU), Player(name=_RIVAL)], [perm])
    mine = replace(refs, source=perm.id, where=f"«{perm.name}»", example=ABILITY_EXAMPLE)
    if got.choice:  # a type or colour stands in for the choice, as targets are left to choose
        got.chosen = stand_in(got.choice, got.not_chosen)
    card_abilities(got, mine)
    if got.types & {"instant", "sorcery"}:
        x = X_STAND_IN if announces_x(got) else None  # chosen as it is cast (107.3a)
        card_effects(
            got, [], replace(refs, targeting=True, unchosen=True, own_name=None, x=x, found=[])
        )
    return got.reading.close()
