"""Rebound (702.88a): "If this spell was cast from your hand, instead of putting it into your
graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast this
card from exile without paying its mana cost."

A spell a scenario writes was cast from its owner's hand (a copy was not cast at all, 707.10,
and a spell cast by rebound was cast from exile): as it finishes resolving it goes to exile and
a delayed trigger waits for its controller's next upkeep (603.7a). Only a spell that resolves
does it: one countered, or with every target illegal (608.2b), goes to the graveyard.

Whether its controller casts it again, and with which targets, is their choice: the scenario
tells it on the spell (``, rebote a Lobo``, ``, rebote``; ``, no relanza``), or the answer
asks when that upkeep comes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C
from .effects import CastExiled
from .errors import ScenarioQuestion
from .events import SpellCast
from .spell_cards import card_of_spell
from .spell_copies import shown
from .state import DelayedTrigger, GameState, StackItem

if TYPE_CHECKING:
    from .outcome import Trace

EXAMPLE = 'hechizo:"Staggershock: Oso, rebote a Lobo"'


def rebounds(item: StackItem) -> bool:
    """702.88a: the spell has rebound and was cast from its owner's hand."""
    return item.kind == "spell" and item.rebound and item.copy_of is None


def exile_rebounding(state: GameState, item: StackItem, trace: Trace) -> None:
    """Exiled instead of put into the graveyard, and the delayed trigger made (603.7a)."""
    state.exile.append(card_of_spell(state, item))
    told = item.rebound_cast
    effect = CastExiled(
        card=item.name,
        told=told is not None,
        spell=told.spell if told is not None and told.casts else None,
    )
    state.delayed.append(
        DelayedTrigger(
            made_by=item.name,
            controller=item.controller,
            step="upkeep",
            effects=[effect],
            yours=True,
        )
    )
    trace.add(
        "resolve.rebound_exiled",
        C.REBOUND,
        C.DELAYED_CREATED,
        C.DELAYED_ONCE,
        item={"name": item.name},
        player=item.controller,
    )


def cast_exiled(state: GameState, effect: CastExiled, controller: str, trace: Trace) -> None:
    """The delayed trigger resolving: its controller may cast the card from exile for free."""
    card = next((c for c in state.exile if c.name == effect.card), None)
    if card is None:  # it left exile since: there is nothing to cast (400.7)
        trace.add("resolve.rebound_gone", C.REBOUND, C.NEW_OBJECT, item={"name": effect.card})
        return
    if not effect.told:
        raise ScenarioQuestion(
            f"¿Lanza {controller} «{effect.card}» desde el exilio con rebote, y con qué objetivos?",
            why=(
                f"Al comienzo de su mantenimiento, {controller} puede lanzar «{effect.card}» "
                "desde el exilio sin pagar su coste de maná (regla 702.88a), y el escenario no "
                "dice si lo hace."
            ),
            example=EXAMPLE + ' (o, si no la lanza: hechizo:"Staggershock: Oso, no relanza")',
        )
    if effect.spell is None:
        trace.add("resolve.rebound_not_cast", C.REBOUND, item={"name": effect.card})
        return
    state.exile.remove(card)
    spell = StackItem.model_validate({**effect.spell, "rebound": False, "rebound_cast": None})
    state.turn.stack.append(spell)  # cast from exile: it does not rebound again
    trace.events.append(
        SpellCast(spell.controller, spell.name, frozenset(spell.types), frozenset(spell.colors))
    )
    trace.add(
        "resolve.rebound_cast",
        C.REBOUND,
        C.CAST_TRIGGERS,
        item={"name": spell.name},
        player=spell.controller,
        targets=[shown(state, t) for t in spell.targets],
    )
