"""Searching a library (701.23) for cards and putting them somewhere, then shuffling (701.24a).

A library is a count of unnamed cards (bot/engine/hand.py): a search for "a card" or "three
cards" must find that many, or as many as there are (701.23d), and they stay unnamed unless
the scenario names them; a search for cards with a stated quality ("a basic land card") may
find fewer or none even if they are there (701.23b), so the scenario says what was found
(``encuentra``, read by language/library_search.py) and never has it guessed. A card put onto
the battlefield is a new object (400.7) under the searcher's control (110.2a), untapped unless
the text says tapped (110.5b); a land put there this way is not a land played (305.4).
"""

from __future__ import annotations

from typing import Any

from . import citations as C
from .effects import FoundCard, SearchLibrary
from .entering import add_entering_counters
from .errors import ScenarioError
from .events import Entered
from .outcome import Trace
from .state import GameState, HandCard, Permanent, Player

SEARCH_EXAMPLE = 'pila hechizo:"Rampant Growth encuentra Forest"'


def search_library(state: GameState, effect: SearchLibrary, searcher: str, trace: Trace) -> None:
    player = state.player(searcher)
    if player is None:
        return
    if effect.top is not None:  # "look at the top N": no search, no shuffle
        look_at_top(state, player, effect, trace)
        return
    found = effect.found
    if found is None and effect.quality:  # only a card read alone leaves it open (701.23b)
        raise ScenarioError(
            f"No sé qué encuentra {searcher} al buscar en su biblioteca (regla 701.23b): "
            "escríbelo con «encuentra» después del nombre del hechizo.",
            example=SEARCH_EXAMPLE,
        )
    count = len(found) if found is not None else effect.amount
    if player.library is not None:
        if found is not None and count > player.library:
            raise ScenarioError(
                f"{searcher} encuentra {count} cartas, pero su biblioteca tiene "
                f"{player.library} (biblioteca:{player.library}).",
                example=SEARCH_EXAMPLE,
            )
        count = min(count, player.library)  # 701.23d: as many as there are
        if effect.to != "top":
            player.library -= count
    rules = [C.SEARCH, C.SHUFFLE]
    rules.append(C.SEARCH_QUALITY if effect.quality else C.SEARCH_QUANTITY)
    if effect.to == "top":
        rules.append(C.SEARCH_THEN_SHUFFLE)
    names = [card.name for card in found or []]
    trace.add(
        "library.search",
        *rules,
        player=searcher,
        quality=effect.quality_text,
        found=names,
        count=count,
        to=effect.to,
        library=player.library,
        split=effect.rest_to is not None and len(names) > 1,
    )
    if found is None:  # unnamed cards, as many as were found (701.23d)
        if effect.to == "hand":
            player.hand += count
        elif effect.to == "graveyard":
            player.graveyard_unnamed += count
        return
    for n, card in enumerate(found):
        to = effect.to if n == 0 or effect.rest_to is None else effect.rest_to
        _place(state, player, card, to, effect.tapped, trace)
    if effect.rest_to is not None and len(found) > 1:
        trace.add(
            "library.search_rest", C.SEARCH, player=searcher, to=effect.rest_to, found=names[1:]
        )


def _place(
    state: GameState, player: Player, card: FoundCard, to: str, tapped: bool, trace: Trace
) -> None:
    if to == "hand":
        player.hand += 1
        player.hand_cards.append(HandCard(name=card.name, types=set(card.types)))
    elif to == "graveyard":
        state.graveyard.append(_card(card, f"buscada{len(state.graveyard) + 1}", player.name))
    elif to == "battlefield":
        _enter(state, card, player.name, tapped, trace)


def _card(card: FoundCard, pid: str, owner: str) -> Permanent:
    data: dict[str, Any] = dict(card.permanent or {"name": card.name, "types": card.types})
    data.update(id=data.get("id", pid), controller=owner, owner=owner)
    return Permanent.model_validate(data)


def _enter(state: GameState, card: FoundCard, searcher: str, tapped: bool, trace: Trace) -> None:
    perm = _card(card, f"buscada{len(state.permanents) + 1}", searcher)
    perm.tapped = tapped or perm.enters_tapped
    perm.timestamp = state.next_timestamp()
    state.permanents.append(perm)
    trace.events.append(Entered(perm.id))
    rules = [C.NEW_OBJECT, C.PUT_UNDER_CONTROL, C.ENTERS_UNTAPPED]
    if "land" in perm.types:
        player = state.player(searcher)
        if player is not None:
            player.lands_put += 1
        rules.append(C.LAND_PUT)
    trace.add(
        "library.search_enters",
        *rules,
        who={"name": perm.name},
        player=searcher,
        tapped=perm.tapped,
        land="land" in perm.types,
    )
    add_entering_counters(perm, trace, state)  # 614.1c: "enters with … counters" still applies


def look_at_top(state: GameState, player: Player, effect: SearchLibrary, trace: Trace) -> None:
    """ "Look at the top N cards of your library. Put one of them into your hand and the rest
    on the bottom …": the player looks at the top N (as many as there are), takes the cards
    the text says (those the scenario names, for "you may reveal a creature card from among
    them", as a search with a quality may find none, 701.23b alike), and the others go to
    the bottom in an order they choose (401.4) or to the graveyard. Nothing is shuffled."""
    seen = effect.top or 0
    if player.library is not None:
        seen = min(seen, player.library)
    found = effect.found
    taken = min(len(found) if found is not None else effect.amount, seen)
    rest = seen - taken
    if player.library is not None:
        player.library -= taken + (rest if effect.unchosen_to == "graveyard" else 0)
    if effect.unchosen_to == "graveyard":
        player.graveyard_unnamed += rest
    trace.add(
        "library.look_top",
        C.ORDER_WRITTEN,
        *([C.LIBRARY_ORDER] if effect.unchosen_to == "bottom" and rest else []),
        player=player.name,
        seen=seen,
        found=[card.name for card in found or []],
        taken=taken,
        quality=effect.quality_text,
        rest=rest,
        to=effect.unchosen_to,
        library=player.library,
    )
    if found is None:
        player.hand += taken
        return
    for card in found[:taken]:
        _place(state, player, card, "hand", False, trace)
