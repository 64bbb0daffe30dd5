"""A hand revealed, and a card of it chosen and discarded: "Target opponent reveals their hand.
You choose a nonland card from it. That player discards that card." (Duress, Thoughtseize).

A hand is hidden (402.3): the engine knows how many cards it holds (``Player.hand``) and only
the ones the scenario names (``Player.hand_cards``, ``mano_rival:"Lightning Bolt; Forest"``).
When whether a card fits depends on a card the scenario did not name, the answer asks what the
hand holds instead of guessing. When several fit, which one goes is the chooser's decision
(701.9b): the count is certain and the step names the choices, and the engine no longer
claims to know which of them are still in the hand.
"""

from __future__ import annotations

from . import citations as C
from .effects import RevealHand
from .errors import ScenarioQuestion
from .events import Discarded
from .outcome import Trace
from .state import GameState, HandCard, Permanent, Player
from .vocabulary import CARD_TYPE_ES

HAND_EXAMPLE = 'escenario mano_rival:"Lightning Bolt; Forest" hechizo:"Duress"'


def fits(effect: RevealHand, card: HandCard) -> bool:
    """The card is one the text lets its chooser pick ("nonland", "creature or planeswalker")."""
    if effect.any_types and not effect.any_types & card.types:
        return False
    return not effect.not_types & card.types


def reveal_hand(
    state: GameState, effect: RevealHand, controller: str, players: list[str], trace: Trace
) -> None:
    for name in players:
        player = state.player(name)
        if player is None:
            continue
        named = [c.name for c in player.hand_cards]
        trace.add(
            "hand.revealed",
            C.REVEAL,
            C.REVEAL_STAYS,
            player=name,
            hand=player.hand,
            named=named,
            unnamed=player.hand - len(named),
        )
        if effect.discard and player.hand > 0:
            _choose_and_discard(state, effect, controller, player, trace)
        elif effect.discard:
            trace.add("hand.nothing_to_choose", C.REVEAL, player=name)


def _choose_and_discard(
    state: GameState, effect: RevealHand, chooser: str, player: Player, trace: Trace
) -> None:
    unnamed = player.hand - len(player.hand_cards)
    picks = [c for c in player.hand_cards if fits(effect, c)]
    open_kind = bool(effect.any_types or effect.not_types)
    if unnamed and not picks and open_kind:
        raise ScenarioQuestion(
            f"¿Qué cartas tiene {player.name} en la mano?",
            why=(
                f"{player.name} revela su mano y {chooser} elige de ella una carta "
                f"{_wanted(effect)} (reglas 701.20a, 701.9b), pero el escenario no dice qué "
                f"cartas son {'todas ' if unnamed > 1 else ''}las de esa mano (una mano es "
                "oculta, 402.3): si hay una que valga, se descarta; si no, ninguna."
            ),
            example=HAND_EXAMPLE,
        )
    could = len(picks) + (unnamed if not open_kind else 0)
    if could == 0:
        trace.add(
            "hand.none_fits",
            C.REVEAL_STAYS,
            player=player.name,
            any_types=sorted(effect.any_types),
            not_types=sorted(effect.not_types),
        )
        return
    player.hand -= 1
    trace.events.append(Discarded(player.name))
    if could == 1 and picks:
        card = picks[0]
        player.hand_cards.remove(card)
        owner = player.name
        gone = Permanent(
            id=f"hand-{len(state.graveyard) + 1}",
            name=card.name,
            controller=owner,
            owner=owner,
            types=set(card.types),
        )
        state.graveyard.append(gone)  # named, as the scenario named it (a later target)
        trace.add(
            "hand.discards",
            C.DISCARD,
            C.DISCARD_CHOICE,
            player=player.name,
            chooser=chooser,
            card=card.name,
            hand=player.hand,
        )
        return
    # Several cards may be the one: the count is certain, which card is the chooser's choice.
    player.hand_cards = [c for c in player.hand_cards if c not in picks]
    player.graveyard_unnamed += 1
    trace.add(
        "hand.discards_chosen",
        C.DISCARD,
        C.DISCARD_CHOICE,
        player=player.name,
        chooser=chooser,
        choices=[c.name for c in picks],
        others=unnamed if not open_kind else 0,
        hand=player.hand,
    )


def _wanted(effect: RevealHand) -> str:
    """What the chooser may pick, in the question's Spanish: «que no sea tierra»."""
    parts = []
    if effect.any_types:
        parts.append("de " + " o ".join(CARD_TYPE_ES[t] for t in sorted(effect.any_types)))
    if effect.not_types:
        parts.append("que no sea " + " ni ".join(CARD_TYPE_ES[t] for t in sorted(effect.not_types)))
    return " ".join(parts) or "cualquiera"
