"""Where cards end up, in the words of an option: "«Osos pardos» va al cementerio de tu rival;
«Control Magic» va a tu cementerio." The key and every wrong option of a "where" question are
worded here, so no option gives itself away by its form, and the engine's outcome is worded
the same way to be compared with them (bot.quiz.situations.engine_runs)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bot.text.engine_steps.words import join

YOU = "tú"

# "back": died and came back as a new object (persist, undying: 702.79a, 702.93a); "ceased": a
# token that left the battlefield and ceased to exist (704.5d).
Zone = Literal["graveyard", "exile", "game", "battlefield", "back", "ceased"]


@dataclass(frozen=True)
class Fate:
    """Where a card went, and whose that zone is (its owner's: 400.3); ``owner`` is how the
    text calls that player ("tú", "tu rival", "Ana")."""

    zone: Zone
    owner: str = YOU


def describe(parts: Sequence[tuple[str, Fate]]) -> str:
    """The cards (as the text names them) and their fates, those with the same fate together,
    in the order first named."""
    groups: dict[Fate, list[str]] = {}
    for card, fate in parts:
        groups.setdefault(fate, []).append(card)
    clauses = [f"{join(cards)} {_verb(fate, len(cards) > 1)}" for fate, cards in groups.items()]
    return "; ".join(clauses) + "."


def _verb(fate: Fate, plural: bool) -> str:
    n = "n" if plural else ""
    if fate.zone == "graveyard":
        where = "a tu cementerio" if fate.owner == YOU else f"al cementerio de {fate.owner}"
        return f"va{n} {where}"
    if fate.zone == "back":
        return f"muere{n} y vuelve{n} al campo de batalla"
    if fate.zone == "exile":
        return f"va{n} al exilio"
    if fate.zone == "ceased":
        return f"deja{n} de existir"
    if fate.zone == "game":
        return f"sale{n} de la partida " + ("contigo" if fate.owner == YOU else f"con {fate.owner}")
    return f"se queda{n} en el campo de batalla"
