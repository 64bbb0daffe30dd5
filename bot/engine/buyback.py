"""Buyback (702.27a): "Buyback [cost]" means "You may pay an additional [cost] as you cast
this spell" and "If the buyback cost was paid, put this spell into its owner's hand instead of
into that player's graveyard as it resolves."

Paying it is its caster's choice as the spell is cast (601.2b), a fact of the scenario: the
spell is written ``con recompra`` or ``sin recompra`` after its name (language/buyback.py).
When the scenario does not say and the spell resolves, where the card goes depends on it, so
the answer asks instead of choosing. Only as it resolves: a spell countered, or whose targets
are all illegal so it doesn't resolve (608.2b), goes to the graveyard either way. A timing
question adds up the total cost with the buyback too (601.2f; bot/engine/costs.py)."""

from __future__ import annotations

from . import citations as C
from .errors import ScenarioQuestion
from .outcome import Trace
from .state import GameState, StackItem


def bought_back(state: GameState, item: StackItem, trace: Trace) -> bool:
    """As ``item`` finishes resolving: True (and the card is in its owner's hand) when its
    buyback cost was paid; False when it wasn't, or it has no buyback."""
    if item.buyback is None:
        return False
    cost, paid = item.buyback
    if paid is None:
        raise ScenarioQuestion(
            f"¿Se lanzó «{item.name}» pagando su recompra, {cost}?",
            why=(
                f"«{item.name}» tiene recompra {cost}: si se pagó al lanzarlo, al resolverse "
                "vuelve a la mano de su propietario en vez de ir al cementerio (regla "
                "702.27a), y el escenario no lo dice."
            ),
            example=f'hechizo:"{item.name} con recompra: …"',
        )
    if not paid:
        return False
    owner = state.player(item.controller)
    if owner is not None:
        owner.hand += 1  # a count of unnamed cards (hand.py)
    trace.add("resolve.buyback", C.BUYBACK, item={"name": item.name}, cost=cost)
    return True
