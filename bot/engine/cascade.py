"""Cascade (702.85a): "When you cast this spell, exile cards from the top of your library until
you exile a nonland card whose mana value is less than this spell's mana value. You may cast
that card without paying its mana cost if the resulting spell's mana value is less than this
spell's mana value. Then put all cards exiled this way that weren't cast on the bottom of your
library in a random order."

A library is a count of unnamed cards (bot/engine/hand.py): which card the exiling stops at,
and whether its controller casts it and with which targets, are facts the scenario names
(``, cascada Lightning Bolt a Oso``; ``, cascada Lightning Bolt sin lanzar``; ``, cascada
nada`` when no such card is found); not named, the answer asks as the trigger goes on the
stack. Only the card cast leaves the library: the others go back to its bottom.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C
from .effects import Cascade
from .errors import ScenarioQuestion
from .events import SpellCast
from .spell_copies import shown
from .state import GameState, StackItem

if TYPE_CHECKING:
    from .outcome import Trace

CASCADE_NAME = "Cascada de {name}"
EXAMPLE = 'hechizo:"Bloodbraid Elf: cascada Lightning Bolt a Oso"'


def cascade_triggers(state: GameState, event: SpellCast) -> list[StackItem]:
    """702.85a, 702.85c: one trigger for each instance of cascade of the spell just cast."""
    spell = next(
        (
            i
            for i in reversed(state.turn.stack)
            if i.name == event.name and i.controller == event.player and i.copy_of is None
        ),
        None,
    )
    if spell is None or not spell.cascade:
        return []
    hits = spell.cascade_hits
    if hits is None or len(hits) < spell.cascade:
        raise ScenarioQuestion(
            f"¿En qué carta se detuvo la cascada de «{spell.name}», y la lanzó?",
            why=(
                f"Al lanzar «{spell.name}», su cascada exilia cartas de arriba de la biblioteca "
                f"hasta una carta que no sea tierra con valor de maná menor que "
                f"{spell.mana_value}, que puede lanzar gratis (regla 702.85a): qué carta es no "
                "lo sabe el escenario."
            ),
            example=EXAMPLE,
        )
    return [
        StackItem(
            name=CASCADE_NAME.format(name=spell.name),
            controller=spell.controller,
            kind="triggered",
            effects=[
                Cascade(of=spell.name, mana_value=spell.mana_value, hit=hit.card, spell=hit.spell)
            ],
        )
        for hit in hits[: spell.cascade]
    ]


def cascade(state: GameState, effect: Cascade, controller: str, trace: Trace) -> None:
    """The trigger resolving: the card found, cast or put on the bottom with the rest."""
    player = state.player(controller)
    trace.add(
        "resolve.cascade_exiles",
        C.CASCADE,
        item={"name": effect.of},
        player=controller,
        hit=effect.hit,
        mana_value=effect.mana_value,
    )
    if effect.hit is None or effect.spell is None:
        trace.add("resolve.cascade_bottom", C.CASCADE, player=controller, hit=effect.hit)
        return
    if player is not None and player.library is not None:
        player.library = max(player.library - 1, 0)  # the card cast left it; the rest went back
    spell = StackItem.model_validate(effect.spell)
    state.turn.stack.append(spell)
    trace.events.append(
        SpellCast(spell.controller, spell.name, frozenset(spell.types), frozenset(spell.colors))
    )
    trace.add(
        "resolve.cascade_cast",
        C.CASCADE,
        C.CAST_TRIGGERS,
        item={"name": spell.name},
        player=controller,
        targets=[shown(state, t) for t in spell.targets],
    )
