"""«You have no maximum hand size.» (402.2): its controller discards nothing in the cleanup step
(514.1), read from real cards (Reliquary Tower, Spellbook) and from the language."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _hand(outcome: Outcome, name: str) -> int:
    return next(p.hand for p in outcome.final.players if p.name == name)


@pytest.mark.parametrize("name", ["Reliquary Tower", "Spellbook", "Thought Vessel"])
def test_the_line_is_read(cards: CardCatalog, name: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert "You have no maximum hand size." in read_card(card).read


def test_its_controller_keeps_every_card_at_cleanup(cards: CardCatalog) -> None:
    tower = run_scenario_text(
        'escenario mano:9 permanentes:"Reliquary Tower" eventos:"fin del turno"', cards
    )
    assert _hand(tower, "Jugador A") == 9 and "402.2" in tower.rules
    plain = run_scenario_text('escenario mano:9 permanentes:"Yermo tierra" eventos:"fin del turno"')
    assert _hand(plain, "Jugador A") == 7 and "514.1" in plain.rules


def test_the_opponents_tower_does_not_lift_your_maximum(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario mano:9 permanentes_rival:"Reliquary Tower" eventos:"fin del turno"', cards
    )
    assert _hand(outcome, "Jugador A") == 7


def test_written_in_the_language() -> None:
    line = (
        'escenario mano:8 permanentes:"Torre artefacto otorga:no tienes tamaño máximo de mano" '
        'eventos:"fin del turno"'
    )
    assert _hand(run_scenario_text(line), "Jugador A") == 8
