"""Cycling (702.29a): "Cycling [cost]" means "[Cost], Discard this card: Draw a card.", an
activated ability that functions only while the card is in its owner's hand.

``cicla <carta>`` in ``eventos:`` activates it (language/cycling.py): the card is discarded from
its controller's hand as the cost is paid (602.2b, 701.9a), which "whenever a player discards
a card" abilities see, and the ability goes on the stack, where players may respond; when it
resolves, that player draws a card (from an empty library: they lose, 704.5b). The mana part
of the cost is read and not paid (no mana pool is kept, as for every activated ability).

Hands are counts of unnamed cards: like a spell cast from a hand, the cycled card is named by
the event and is not taken out of that count; it goes to the graveyard as one more card.
"""

from __future__ import annotations

from . import citations as C
from .events import Discarded
from .outcome import Trace
from .state import GameState, StackItem

CYCLING_NAME = "Ciclo de {name}"  # the Spanish Oracle word for cycling


def pay_cycling(state: GameState, item: StackItem, trace: Trace) -> None:
    """Discard the cycled card to pay the cost: from hand to its owner's graveyard."""
    if item.cycled is None:
        return
    player = state.player(item.controller)
    if player is None:
        return
    player.graveyard_unnamed += 1
    trace.events.append(Discarded(player.name))
    trace.add(
        "activation.cycling_discard",
        C.CYCLING,
        C.PAY_COSTS,
        C.DISCARD,
        player=player.name,
        card={"name": item.cycled},
    )
