"""``habilidad:"ninjutsu <carta>: <atacante>"`` in a combat: the ninjutsu ability (702.49a) of a
card of the card data with "Ninjutsu {cost}" (a mana cost), activated from its controller's hand
once blockers are declared; the name after ``:`` is the unblocked attacker returned to its
owner's hand as the cost. "(rival)" after the card's name says the nonactive player activates
it, as for a spell. bot/engine/ninjutsu.py pays the cost and resolves it."""

from __future__ import annotations

import re

from index.fold import fold

from ..errors import ScenarioError
from ..ninjutsu import NINJUTSU_EXAMPLE, NINJUTSU_NAME
from ..state import StackItem
from .cards import facts, find_card
from .permanent_spells import spell_permanent
from .recipients import Refs

_HEAD = re.compile(r"^ninjutsu\s+(?:de\s+|of\s+)?(?P<name>.+)$", re.IGNORECASE)


def ninjutsu_item(head: str, body: str, refs: Refs, controller: str) -> StackItem | None:
    """The ability, when ``head`` starts with the word "ninjutsu"; None otherwise."""
    found = _HEAD.match(head.strip())
    if found is None:
        return None
    name = found["name"].strip()
    record = find_card(name, short=True)
    if record is None:
        raise ScenarioError(
            f"«{name}» no es una carta de los datos de cartas: para activar un ninjutsu, "
            "escribe el nombre de una carta con ninjutsu.",
            fragment=name,
            example=NINJUTSU_EXAMPLE,
        )
    card = facts(record, name)
    if card.ninjutsu is None:
        raise ScenarioError(
            f"No puedo activar el ninjutsu de «{card.reading.shown}»: no tiene ninjutsu "
            "(regla 702.49a) con un coste de maná que lea.",
            fragment=name,
            example=NINJUTSU_EXAMPLE,
        )
    returned = [part.strip() for part in body.split(",") if part.strip()]
    pid = refs.names.get(fold(returned[0], "words")) if len(returned) == 1 else None
    if pid is None or pid in refs.player_names:
        raise ScenarioError(
            f"Tras «ninjutsu {card.reading.shown}:» va el nombre de la criatura atacante no "
            "bloqueada que su controlador devuelve a la mano para pagar el coste (regla "
            "702.49a): una sola, una de las del escenario.",
            fragment=body.strip() or head,
            example=NINJUTSU_EXAMPLE,
        )
    ninja = spell_permanent(card, controller, refs, [], None)
    return StackItem(
        name=NINJUTSU_NAME.format(name=card.reading.shown),
        controller=controller,
        kind="activated",
        ninja=ninja,
        ninjutsu_return=pid,
    )
