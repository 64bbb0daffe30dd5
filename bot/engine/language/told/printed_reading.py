"""Which of a named card's printed abilities the engine reads, for the told ability matcher.

A player tells an ability by what the card prints ("hago el -2 de Liliana of the Veil", "hago
el +1 de Chandra"), not by what the engine has learnt to read. The matcher (ability_fit.py,
activating.py) therefore offers and uses every printed ability, and this module says which
of them the engine reads: the card is read alone the way a scenario reads it
(reading.read_card), and its lines left unread are the abilities the engine cannot run.

Without this the told line named the printed cost and the engine, which knows only the lines
it read, either ran another ability with the same cost in its place (Chandra, Torch of
Defiance prints two +1s and reads one) or refused with a list of the read abilities alone, as
if the card had no other (the seventh blind scoring: «hacer el +2» answered with a wrong list).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...errors import ScenarioError, ScenarioQuestion
from ..cards import find_card, without_reminder


class Printed(Protocol):
    """A printed ability as ability_fit.py keeps it: its whole line, reminder text removed."""

    @property
    def line(self) -> str: ...


# How an unread printed ability is marked where it is listed.
UNREAD_MARK = " (está impresa, pero todavía no sé leer su texto)"


def unread_lines(card: str) -> frozenset[str] | None:
    """The lines of ``card``'s text (without reminder text) that the engine does not read;
    None when the card data is not open or does not hold the card (nothing can be said)."""
    from ..reading import read_card  # the whole language: imported when a card is asked about

    record = find_card(card)
    if record is None:
        return None
    return frozenset(without_reminder(line) for line in read_card(record).unread)


def is_unread(card: str, ability: Printed) -> bool:
    unread = unread_lines(card)
    return unread is not None and ability.line in unread


def listed(card: str, abilities: Sequence[Printed]) -> str:
    """The abilities as a user reads them, each unread one marked so."""
    unread = unread_lines(card) or frozenset()
    return "; ".join(
        f"«{one.line}»{UNREAD_MARK if one.line in unread else ''}" for one in abilities
    )


def refuse_unread(card: str, ability: Printed, told: str, example: str) -> None:
    """The one printed ability the told words fit is not read: named, never another run."""
    if not is_unread(card, ability):
        return
    raise ScenarioError(
        f"Leo {told} como «{ability.line}» de «{card}»: esa habilidad está impresa en la "
        "carta, pero todavía no sé leer su texto, así que no la doy por leída ni activo otra "
        "en su lugar.",
        fragment=told,
        example=example,
    )


def ask_which(card: str, fit: Sequence[Printed], told: str, example: str) -> None:
    """Several printed abilities fit what was told: one question naming every one of them,
    read or not (the engine alone would only know the read ones)."""
    raise ScenarioQuestion(
        f"¿Qué habilidad de «{card}» activas: {listed(card, fit)}?",
        why=f"{told[:1].upper()}{told[1:]} encaja en {len(fit)} habilidades de la carta.",
        example=example,
    )


__all__ = ["UNREAD_MARK", "ask_which", "is_unread", "listed", "refuse_unread", "unread_lines"]
