"""Spanish wording of cards moving to and from the zones a scenario counts or names: a card
returned from a graveyard (bot/engine/graveyard_returns.py)."""

from __future__ import annotations

from .words import Args, Table, qty


def _to_hand(a: Args) -> str:
    text = f"{a['who']} vuelve del cementerio a la mano de {a['player']}: es un objeto nuevo"
    if a.raw["hand"] is not None:
        text += f" (ahora tiene {qty(a.raw['hand'], 'carta')} en la mano)"
    return text + "."


HIDDEN_ZONES: Table = {
    "graveyard.target_gone": lambda a: f"{a['who']} ya no está en ese cementerio",
    "graveyard.target_unfit": lambda a: (
        f"{a['who']} no es la carta que pide el objetivo (su tipo o de qué cementerio)"
    ),
    "graveyard.nothing": lambda a: "No queda ninguna carta del cementerio a la que afecte.",
    "graveyard.to_hand": _to_hand,
    "graveyard.to_battlefield": lambda a: (
        f"{a['who']} vuelve del cementerio al campo de batalla bajo el control de "
        f"{a['player']}"
        + (", girada" if a.raw["tapped"] else ", enderezada")
        + ": es un objeto nuevo, sin daño, contadores ni efectos de antes."
    ),
    "graveyard.exiled": lambda a: f"{a['who']} se exilia desde el cementerio: es un objeto nuevo.",
    "graveyard.not_a_permanent": lambda a: (
        f"{a['who']} no es una carta de permanente: no puede entrar en el campo de batalla y "
        "se queda en el cementerio."
    ),
}
