"""When a spell told with a combat was cast, kept as told (issue 42, session 6, class B).

A combat line places its spells in the step after blocks (the last priority before damage,
line.py). That is where an instant may be cast, so a spell told with a combat is run there;
but it must not be the place a spell is moved to when the message or the card says otherwise:

- a sorcery, or a permanent spell without flash, is cast only in a main phase with the stack
  empty (307.1, 117.1a): placed in a combat it would be run where it cannot be cast
  (601.3), so the combat is refused naming the rule, never run;
- a spell told in the main phase or before the attack («antes de atacar», «en mi fase
  principal»: when.py), or told before any attack or block of the message with no step of
  the combat named («lanzo Giant Growth a mi Oso y ataco con él»), was cast before combat;
  the line has no way to run it there with the combat after it, so it is refused naming the
  moment, never moved after blocks.

The card's types and keywords decide (card data), not the teller's words about it.
"""

from __future__ import annotations

from ...errors import ScenarioError
from ..cards import card_data_open, find_card
from .spell import Spell
from .text import MASK

_PERMANENTS = ("Creature", "Artifact", "Enchantment", "Planeswalker", "Battle")
_BEFORE_COMBAT = frozenset({"principal"})  # the precombat main phase (when.py)
# Steps of the combat a message may name: a spell told first but said to be cast there is not
# before the attack.
_IN_COMBAT = frozenset(
    {
        "inicio de combate",
        "declarar atacantes",
        "declarar bloqueadores",
        "daño de combate",
        "combate",
    }
)


def sorcery_speed(card: str) -> str | None:
    """Why ``card`` is cast only in a main phase ("un conjuro", "un permanente sin destello"),
    or None (an instant, a card with flash, or a name the card data does not hold)."""
    if not card_data_open():
        return None
    record = find_card(card, short=True)
    if record is None:
        return None
    types = record.type_line.split("//")[0]
    if "Instant" in types or "Flash" in record.keywords:
        return None
    if "Sorcery" in types:
        return "un conjuro"
    if any(kind in types for kind in _PERMANENTS):
        return "un hechizo de permanente sin destello"
    return None


def _card(spell: Spell, cards: tuple[str, ...]) -> str | None:
    mask = MASK.fullmatch(spell.spell.description.strip())
    return cards[int(mask[1])] if mask is not None else None


def check_cast_moments(
    spells: list[Spell], combat: bool, step: str | None, cards: tuple[str, ...], example: str
) -> None:
    """Refuse a combat whose told spells cannot be run where the combat line places them."""
    if not combat:
        return
    for spell in spells:
        if spell.ability is not None:
            continue
        card = _card(spell, cards)
        if card is None:
            continue
        why = sorcery_speed(card)
        if why is not None:
            raise ScenarioError(
                f"«{card}» es {why}: solo se lanza en una fase principal tuya con la pila vacía "
                "(reglas 307.1 y 117.1a), nunca durante el combate (regla 601.3). No lo ejecuto "
                "en el combate. Si lo lanzaste antes de atacar, cuenta el combate con lo que "
                "dejó (por ejemplo, la fuerza y las habilidades que ganaron tus criaturas).",
                fragment=card,
                example=example,
            )
        if step in _BEFORE_COMBAT or (spell.before_combat and step not in _IN_COMBAT):
            raise ScenarioError(
                f"Cuentas «{card}» lanzado antes del ataque (en la fase principal), y no sé "
                "ejecutarlo ahí con el combate después: lo pondría tras los bloqueos, que no es "
                "lo que pasó. Cuenta el combate con lo que dejó el hechizo, o di que lo lanzas "
                "durante el combate.",
                fragment=card,
                example=example,
            )


__all__ = ["check_cast_moments", "sorcery_speed"]
