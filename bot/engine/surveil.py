"""Surveil (701.25a): the player looks at the top N cards of their library and puts any number
of them into their graveyard, the rest back on top in any order.

How many go is the player's choice and the engine's unknown. The scenario may say it
(``vigilar:1``); when it does not, the answer asks only if something depends on it: a library
whose size the scenario gave (a later draw may find it empty, 704.5b), or an ability on the
battlefield that counts cards in graveyards (604.3). Otherwise the step says what the player
chooses and that nothing the scenario follows changes with it.
"""

from __future__ import annotations

from . import citations as C
from .effects import Surveil
from .errors import ScenarioQuestion
from .outcome import Trace
from .state import GameState, Player

SURVEIL_EXAMPLE = 'escenario biblioteca:5 vigilar:1 hechizo:"Consider"'
_COUNTS_GRAVEYARDS = ('"graveyard_cards"', '"graveyard_types"')


def surveil(state: GameState, effect: Surveil, players: list[str], trace: Trace) -> None:
    for name in players:
        player = state.player(name)
        if player is None:
            continue
        looks = effect.amount if player.library is None else min(effect.amount, player.library)
        chosen = player.surveil_to_graveyard
        if chosen is None and looks and _depends(state, player):
            raise ScenarioQuestion(
                f"¿Cuántas de esas cartas pone {name} en su cementerio?",
                why=(
                    f"{name} vigila {effect.amount}: mira "
                    + (
                        "la carta de arriba de su biblioteca y puede ponerla en su cementerio"
                        if looks == 1
                        else f"las {looks} cartas de arriba de su biblioteca y pone en su "
                        "cementerio las que quiera"
                    )
                    + " (regla 701.25a); de ello dependen el tamaño de su biblioteca o lo que "
                    "cuenta cartas en los cementerios, y el escenario no lo dice."
                ),
                example=SURVEIL_EXAMPLE,
            )
        moved = None if chosen is None else min(chosen, looks)
        if moved:
            if player.library is not None:
                player.library -= moved
            player.graveyard_unnamed += moved
        trace.add(
            "library.surveil",
            C.SURVEIL,
            player=name,
            amount=effect.amount,
            looks=looks,
            moved=moved,
            library=player.library,
        )


def _depends(state: GameState, player: Player) -> bool:
    """Whether how many cards surveil puts into the graveyard changes what is followed."""
    if player.library is not None:
        return True
    texts = [p.model_dump_json() for p in state.permanents]
    texts += [e.model_dump_json() for e in state.continuous]
    return any(word in text for text in texts for word in _COUNTS_GRAVEYARDS)
