"""Cards leaving a graveyard by an effect's instruction: "Return target creature card from your
graveyard to your hand", "… to the battlefield", "Exile target card from a graveyard".

A graveyard is public (404.2): the scenario names its cards (``cementerio:``), and only a card
it named can be a target there. A target is legal while that card is still in that graveyard
and is the card the text asked for (608.2b); it moves as a new object (400.7). A card returned
to a hand becomes one more card of that player's hand count, which is all the engine knows of
a hand (bot/engine/hand.py).
"""

from __future__ import annotations

from typing import Any

from . import citations as C
from .effects import FromGraveyard
from .entering import add_entering_counters, as_new_object
from .events import Entered
from .outcome import Trace, phrase
from .selectors import Filter
from .state import GameState, Permanent

_PERMANENT_TYPES = {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}


def card_fits(flt: Filter | None, card: Permanent) -> bool:
    """The card is what the text asked for ("creature card", "artifact or enchantment card",
    "permanent card"); with no filter, any card ("target card")."""
    if flt is None:
        return True
    types = set(card.types)
    if flt.kind == "permanent":
        if flt.any_types:
            return bool(flt.any_types & types) and not flt.not_types & types
        return bool(types & _PERMANENT_TYPES) and not flt.not_types & types
    return flt.kind in types and not flt.not_types & types and not flt.also_types - types


def mana_value_fits(effect: FromGraveyard, card: Permanent) -> bool:
    """ "with mana value 3 or less" (202.3): a card of unknown mana value (a made-up one) is
    taken at its word only when no bound is written."""
    low, high = effect.mana_value_at_least, effect.mana_value_at_most
    if low is None and high is None:
        return True
    value = card.mana_value
    if value is None:
        return False
    return (low is None or value >= low) and (high is None or value <= high)


def _owner(card: Permanent) -> str:
    return card.owner or card.controller


def _in_graveyard(state: GameState, pid: str) -> Permanent | None:
    return next((c for c in reversed(state.graveyard) if c.id == pid), None)


def illegal_graveyard_target(
    state: GameState, effect: FromGraveyard, target: str, controller: str
) -> tuple[dict[str, Any], list[str]] | None:
    """Why ``target`` is no longer a legal target of ``effect`` (608.2b), or None."""
    card = _in_graveyard(state, target)
    if card is None:
        gone = state.last_known(target)
        name = gone.name if gone is not None else target
        return phrase("graveyard.target_gone", who={"name": name}), [C.TARGETS_RECHECKED]
    owner = _owner(card)
    wrong_owner = (effect.whose == "you" and owner != controller) or (
        effect.whose == "opponent" and owner == controller
    )
    if (
        wrong_owner
        or not card_fits(effect.target_filter, card)
        or not mana_value_fits(effect, card)
    ):
        return (
            phrase("graveyard.target_unfit", who={"name": card.name}),
            [C.TARGETS_RECHECKED, C.TARGET_CHOICE],
        )
    return None


def from_graveyard(
    state: GameState,
    effect: FromGraveyard,
    controller: str,
    legal: frozenset[str] | None,
    trace: Trace,
) -> None:
    """Move each card the effect names that is still in its graveyard (and, if targeted, still
    a legal target) to the effect's zone, in the order written."""
    named = [t for t in effect.targets if legal is None or t in legal] + effect.objects
    if not named:
        trace.add("graveyard.nothing", C.TARGETS_RECHECKED if effect.targets else C.ORDER_WRITTEN)
        return
    for pid in named:
        card = _in_graveyard(state, pid)
        if card is None:
            trace.add("resolve.no_return_gone", C.ORDER_WRITTEN, who={"name": pid})
            continue
        if card.token:  # 111.7: a token in a graveyard ceases to exist when SBAs are checked
            trace.add("resolve.no_return_token", C.TOKEN_CANT_RETURN, who={"name": card.name})
            continue
        state.graveyard.remove(card)
        owner = _owner(card)
        if effect.to == "hand":
            _to_hand(state, card, owner, trace)
        elif effect.to == "library":  # its owner's library grows by one (401.2: a count)
            player = state.player(owner)
            if player is not None and player.library is not None:
                player.library += 1
            trace.add(
                "graveyard.to_library",
                C.NEW_OBJECT,
                who={"name": card.name},
                player=owner,
                library=player.library if player is not None else None,
            )
        elif effect.to == "exile":
            state.exile.append(card)
            trace.add("graveyard.exiled", C.EXILE, C.NEW_OBJECT, who={"name": card.name})
        else:
            _to_battlefield(state, card, controller, effect.tapped, trace)


def _to_hand(state: GameState, card: Permanent, owner: str, trace: Trace) -> None:
    player = state.player(owner)
    if player is not None:
        player.hand += 1
    trace.add(
        "graveyard.to_hand",
        C.NEW_OBJECT,
        who={"name": card.name},
        player=owner,
        hand=player.hand if player is not None else None,
    )


def _to_battlefield(
    state: GameState, card: Permanent, controller: str, tapped: bool, trace: Trace
) -> None:
    if not set(card.types) & _PERMANENT_TYPES:  # 304.4, 307.4: it can't enter; it stays
        state.graveyard.append(card)
        trace.add("graveyard.not_a_permanent", C.NEW_OBJECT, who={"name": card.name})
        return
    back = as_new_object(state, card, controller, tapped, owner=_owner(card))
    state.permanents.append(back)
    trace.events.append(Entered(back.id))
    # 110.5b: untapped unless a spell or ability says otherwise (this text, or its own card's
    # "enters tapped", 614.1d).
    rules = [C.NEW_OBJECT, C.PUT_UNDER_CONTROL, C.ENTERS_UNTAPPED]
    if card.enters_tapped and not tapped:
        rules.append(C.ENTERS_TAPPED)
    trace.add(
        "graveyard.to_battlefield",
        *rules,
        who={"name": back.name},
        player=controller,
        tapped=back.tapped,
    )
    add_entering_counters(back, trace, state)  # 614.1c: "enters with … counters" still applies
